import Diagnostics
import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema

/// `oscat fmt [--check] [PATH…]`: rewrites catalog files in canonical form, or with `--check`
/// only names the files it would rewrite. Writes nothing unless the catalog passes every check
/// that canonical form depends on (``ValidationRule/guardsCanonicalForm``): the JSON reader, the
/// schema, and the rules whose facts order the entries.
enum FormatCommand {
    static func run(_ context: CommandContext, selections: [CatalogSelection], into outcome: inout CommandOutcome) {
        let strings = context.strings
        guard let today = CatalogDate.todayUTC() else { return }
        var problems: [Diagnostic<ValidationProblem>] = []
        for selection in selections {
            guard let schemas = FileCommands.schemas(for: selection, strings: strings, into: &outcome) else { return }
            // The whole folder: one invalid file (the layers, say) changes the order of another.
            let report = CatalogValidator(schemas: schemas).validate(files: selection.files, today: today)
            problems += report.diagnostics.filter { $0.severity == .error && $0.rule.guardsCanonicalForm }
        }
        var results: [FormattedFile] = []
        for selection in selections {
            let selected = Set(selection.selected)
            results += CatalogFormatter.format(files: selection.files).filter { selected.contains($0.path) }
        }
        let unparsed = results.compactMap(\.diagnostic)
        if !problems.isEmpty || !unparsed.isEmpty {
            for problem in problems { outcome.note(strings.line(for: problem)) }
            if problems.isEmpty { for diagnostic in unparsed { outcome.note(strings.line(for: diagnostic)) } }
            let count = strings.countErrors(problems.isEmpty ? unparsed.count : problems.count)
            outcome.note(LocalizedStrings.errorLine(strings.fmtNotWritten(count)))
            outcome.exitCode = CommandOutcome.failure
            return
        }
        let changed = results.filter(\.isChanged)
        if context.command.flag(.check) {
            for file in changed { outcome.write(strings.fmtWouldReformat(file.path) + "\n") }
            if !changed.isEmpty { outcome.exitCode = CommandOutcome.failure }
            outcome.note(strings.fmtCheckSummary(strings.countFiles(results.count), strings.countFiles(changed.count)))
        } else {
            let report = CatalogFormatter.writeChanged(results)
            for path in report.written { outcome.write(strings.fmtReformatted(path) + "\n") }
            for failure in report.failures { outcome.note(strings.line(for: failure)) }
            if !report.succeeded { outcome.exitCode = CommandOutcome.failure }
            outcome.note(strings.fmtSummary(strings.countFiles(results.count), strings.countFiles(changed.count)))
        }
    }
}
