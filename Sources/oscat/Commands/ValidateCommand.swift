import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema

/// `oscat validate [--format text|json|github] [--strict] [--allow-missing-translations] [PATH…]`:
/// the schema and the semantic rules over catalog files, every problem in one run.
enum ValidateCommand {
    /// How the report is printed.
    enum ReportFormat: String, CaseIterable {
        case text
        case json
        case github
    }

    static func run(_ context: CommandContext, selections: [CatalogSelection], into outcome: inout CommandOutcome) {
        let strings = context.strings
        let command = context.command
        let options = ValidationOptions(allowMissingTranslations: command.flag("allow-missing-translations"))
        // The current day in UTC, so that the future-date rule gives the same verdict in every time zone.
        guard let today = CatalogDate.todayUTC() else { return }
        var diagnostics: [ValidationDiagnostic] = []
        var fileCount = 0
        for selection in selections {
            guard let schemas = FileCommands.schemas(for: selection, strings: strings, into: &outcome) else { return }
            let report = CatalogValidator(schemas: schemas, options: options)
                .validate(files: selection.files, selected: Set(selection.selected), today: today)
            diagnostics += report.diagnostics
            fileCount += report.fileCount
        }
        let report = ValidationReport(diagnostics: diagnostics, fileCount: fileCount)
        let format = command.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        outcome.write(render(report, format: format, strings: strings))
        let folder = selections.map(\.folder).joined(separator: ", ")
        outcome.note(strings.validateSummary(strings.countFiles(report.fileCount), folder,
            strings.countErrors(report.errorCount), strings.countWarnings(report.warningCount)))
        if report.failed(strict: command.flag("strict")) { outcome.exitCode = CommandOutcome.failure }
    }

    /// The diagnostics in `format`; messages in the user's language.
    static func render(_ report: ValidationReport, format: ReportFormat, strings: LocalizedStrings) -> String {
        switch format {
        case .text:
            return report.diagnostics.map { strings.line(for: $0) + "\n" }.joined()
        case .github:
            return report.diagnostics.map { diagnostic in
                githubLine(
                    error: diagnostic.severity == .error, file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                    rule: diagnostic.ruleID, message: strings.message(for: diagnostic.reason))
            }.joined()
        case .json:
            let items: [JSONValue] = report.diagnostics.map { diagnostic in
                .object([
                    ("file", .string(diagnostic.file)), ("line", .number(diagnostic.line)), ("column", .number(diagnostic.column)),
                    ("severity", .string(diagnostic.severity.rawValue)), ("rule", .string(diagnostic.ruleID)),
                    ("message", .string(strings.message(for: diagnostic.reason))), ("pointer", .string(diagnostic.pointer.description)),
                ])
            }
            return JSONOutput.document(.object([
                ("command", .string("validate")), ("files", .number(report.fileCount)),
                ("errors", .number(report.errorCount)), ("warnings", .number(report.warningCount)),
                ("diagnostics", .array(items)),
            ]))
        }
    }

    /// One GitHub workflow command (`::error file=…,line=…,col=…,title=rule-id::message`).
    static func githubLine(error: Bool, file: String, line: Int, column: Int, rule: String, message: String) -> String {
        let properties = "file=\(escapeProperty(file)),line=\(line),col=\(column),title=\(escapeProperty(rule))"
        return "::\(error ? "error" : "warning") \(properties)::\(escapeData(message))\n"
    }

    /// GitHub workflow-command escaping of a message (`%`, CR, LF).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub workflow-command escaping of a property value (also `:` and `,`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
