import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema

/// The commands that work on catalog files rather than on a loaded catalog (`fmt`,
/// `validate`): they must run, and report precisely, when the catalog does not load.
enum FileCommands {
    /// What makes a folder a catalog: its schema, which `validate` checks against and `fmt`
    /// needs to know the catalog validates before it writes.
    static let catalogMarker = "schema/" + CatalogSchemaFiles.fileSchemaName

    static func run(_ context: CommandContext, origin: CatalogOrigin, into outcome: inout CommandOutcome) {
        let paths = context.command.positionalValues("path")
        let selections: [CatalogSelection]
        do {
            if !paths.isEmpty {
                selections = try CatalogLoader.selections(atPaths: paths, marker: catalogMarker)
            } else if let directory = origin.directory {
                selections = try CatalogLoader.selections(atPaths: [directory], marker: catalogMarker)
            } else {
                outcome.note("\(context.strings.errorPrefix): \(context.strings.errorNoCatalogFolder)")
                outcome.exitCode = CommandOutcome.usage
                return
            }
        } catch {
            for diagnostic in error.diagnostics { outcome.note(context.strings.line(for: diagnostic)) }
            outcome.exitCode = CommandOutcome.failure
            return
        }
        switch context.command.path.first {
        case "fmt": FormatCommand.run(context, selections: selections, into: &outcome)
        case "validate": ValidateCommand.run(context, selections: selections, into: &outcome)
        default: break
        }
    }

    /// The compiled schema of the catalog `selection` belongs to (`FOLDER/schema`), or nil after
    /// reporting why it cannot be loaded.
    static func schemas(for selection: CatalogSelection, strings: LocalizedStrings, into outcome: inout CommandOutcome)
        -> CatalogSchemaFiles?
    {
        let directory = selection.folder.hasSuffix("/") ? selection.folder + "schema" : selection.folder + "/schema"
        do {
            return try CatalogSchemaFiles(directory: directory)
        } catch {
            for line in strings.lines(for: error) { outcome.note(line) }
            outcome.exitCode = CommandOutcome.failure
            return nil
        }
    }
}
