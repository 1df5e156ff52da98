import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema

/// The commands that work on catalog files rather than on a loaded catalog (`fmt`,
/// `validate`): they must run, and report precisely, when the catalog does not load.
enum FileCommands {
    static func run(_ file: FileCommand, _ context: CommandContext, layout: ProjectLayout, into outcome: inout CommandOutcome) {
        let paths = context.command.positionalValues(.path)
        let selections: [CatalogSelection]
        do {
            if !paths.isEmpty {
                selections = try CatalogLoader.selections(atPaths: paths, marker: CatalogOrigin.marker)
            } else if let directory = layout.catalogDirectory {
                selections = try CatalogLoader.selections(atPaths: [directory], marker: CatalogOrigin.marker)
            } else {
                outcome.usageError(context.strings.errorNoCatalogFolder, context)
                return
            }
        } catch {
            for diagnostic in error.diagnostics { outcome.note(context.strings.line(for: diagnostic)) }
            outcome.exitCode = CommandOutcome.failure
            return
        }
        switch file {
        case .fmt: FormatCommand.run(context, selections: selections, into: &outcome)
        case .validate: ValidateCommand.run(context, selections: selections, into: &outcome)
        }
    }

    /// The compiled schema of the catalog `selection` belongs to (`FOLDER/schema`), or nil after
    /// reporting why it cannot be loaded.
    static func schemas(for selection: CatalogSelection, strings: LocalizedStrings, into outcome: inout CommandOutcome)
        -> CatalogSchemaFiles?
    {
        let directory = ProjectLayout.schemaDirectory(ofCatalog: selection.folder)
        do {
            return try CatalogSchemaFiles(directory: directory)
        } catch {
            for line in strings.lines(for: error) { outcome.note(line) }
            outcome.exitCode = CommandOutcome.failure
            return nil
        }
    }
}
