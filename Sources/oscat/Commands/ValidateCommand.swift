import Foundation
import JSONReader
import OSCatalog
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

    static func run(_ context: CommandContext, files: [CatalogFile], into outcome: inout CommandOutcome) {
        let strings = context.strings
        let command = context.command
        let schemas: CatalogSchemaFiles
        let schemaDirectory = schemaFolder(for: files)
        do {
            schemas = try CatalogSchemaFiles(directory: schemaDirectory)
        } catch {
            outcome.note("\(schemaDirectory): error: \(error)")
            outcome.exitCode = CommandOutcome.failure
            return
        }
        let options = ValidationOptions(allowMissingTranslations: command.flag("allow-missing-translations"))
        // The current day in UTC, so that the future-date rule gives the same verdict in every time zone.
        guard let today = CatalogDate.todayUTC() else { return }
        let report = CatalogValidator(schemas: schemas, options: options).validate(files: files, today: today)
        let format = command.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        outcome.standardOutput += render(report, format: format)
        let folder = Set(files.map { ($0.path as NSString).deletingLastPathComponent }).sorted().joined(separator: ", ")
        outcome.note(strings(
            .validateSummary, strings.count(.countFiles, report.fileCount), folder,
            strings.count(.countErrors, report.errorCount), strings.count(.countWarnings, report.warningCount)))
        if report.failed(strict: command.flag("strict")) { outcome.exitCode = CommandOutcome.failure }
    }

    /// The `schema/` folder beside the validated files.
    static func schemaFolder(for files: [CatalogFile]) -> String {
        let folder = files.first.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: "Catalog")
        return folder.appendingPathComponent("schema").path
    }

    static func render(_ report: ValidationReport, format: ReportFormat) -> String {
        switch format {
        case .text:
            return report.diagnostics.map { $0.description + "\n" }.joined()
        case .github:
            return report.diagnostics.map { diagnostic in
                let level = diagnostic.severity == .error ? "error" : "warning"
                let properties = "file=\(escapeProperty(diagnostic.file)),line=\(diagnostic.line),col=\(diagnostic.column),title=\(escapeProperty(diagnostic.ruleID))"
                return "::\(level) \(properties)::\(escapeData(diagnostic.message))\n"
            }.joined()
        case .json:
            let items: [JSONValue] = report.diagnostics.map { diagnostic in
                .object([
                    ("file", .string(diagnostic.file)), ("line", .number(diagnostic.line)), ("column", .number(diagnostic.column)),
                    ("severity", .string(diagnostic.severity.rawValue)), ("rule", .string(diagnostic.ruleID)),
                    ("message", .string(diagnostic.message)), ("pointer", .string(diagnostic.pointer.description)),
                ])
            }
            return JSONOutput.document(.object([
                ("command", .string("validate")), ("files", .number(report.fileCount)),
                ("errors", .number(report.errorCount)), ("warnings", .number(report.warningCount)),
                ("diagnostics", .array(items)),
            ]))
        }
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
