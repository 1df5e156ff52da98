import OSCatalog

/// The commands that work on catalog files rather than on a loaded catalog (`fmt`,
/// `validate`): they must run, and report precisely, when the catalog does not load.
enum FileCommands {
    static func run(_ context: CommandContext, origin: CatalogOrigin, into outcome: inout CommandOutcome) {
        let paths = context.command.positionalValues("path")
        let files: [CatalogFile]
        do {
            if !paths.isEmpty {
                files = try CatalogLoader.files(atPaths: paths)
            } else if let directory = origin.directory {
                files = try CatalogLoader.files(inDirectory: directory)
            } else {
                outcome.note("\(context.strings(.errorPrefix)): \(context.strings(.errorNoCatalogFolder))")
                outcome.exitCode = CommandOutcome.usage
                return
            }
        } catch {
            for diagnostic in error.diagnostics { outcome.note(context.strings.line(for: diagnostic)) }
            outcome.exitCode = CommandOutcome.failure
            return
        }
        switch context.command.path.first {
        case "fmt": FormatCommand.run(context, files: files, into: &outcome)
        case "validate": ValidateCommand.run(context, files: files, into: &outcome)
        default: break
        }
    }
}
