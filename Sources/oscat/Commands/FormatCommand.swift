import OSCatalog

/// `oscat fmt [--check] [PATH…]`: rewrites catalog files in canonical form, or with `--check`
/// only names the files that are not. Writes nothing while any file is invalid JSON.
enum FormatCommand {
    static func run(_ context: CommandContext, files: [CatalogFile], into outcome: inout CommandOutcome) {
        let strings = context.strings
        let results = CatalogFormatter.format(files: files)
        let invalid = results.compactMap(\.diagnostic)
        if !invalid.isEmpty {
            for diagnostic in invalid { outcome.note(strings.line(for: diagnostic)) }
            outcome.exitCode = CommandOutcome.failure
            return
        }
        let changed = results.filter(\.isChanged)
        if context.command.flag("check") {
            for file in changed { outcome.write(strings(.fmtNotCanonical, file.path) + "\n") }
            if !changed.isEmpty { outcome.exitCode = CommandOutcome.failure }
        } else {
            let report = CatalogFormatter.writeChanged(results)
            for path in report.written { outcome.write(strings(.fmtReformatted, path) + "\n") }
            for failure in report.failures { outcome.note(strings.line(for: failure)) }
            if !report.succeeded { outcome.exitCode = CommandOutcome.failure }
        }
        outcome.note(strings(.fmtSummary, strings.count(.countFiles, results.count), strings.count(.countFiles, changed.count)))
    }
}
