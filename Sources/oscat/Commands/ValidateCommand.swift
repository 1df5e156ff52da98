import CatalogPresentation
import Diagnostics
import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization
import OSCatalogSchema

/// `oscat validate [--format text|json|github|sarif] [--strict] [--allow-missing-translations] [PATH…]`:
/// the schema and the semantic rules over catalog files, every problem in one run.
enum ValidateCommand {
    /// How the report is printed (`--format`, shared with `oscat l10n check`): each is one
    /// encoder of the Diagnostics module.
    enum ReportFormat: String, CaseIterable {
        case text
        case json
        case github
        case sarif
    }

    static func run(_ context: CommandContext, selections: [CatalogSelection], into outcome: inout CommandOutcome) {
        let strings = context.strings
        let command = context.command
        let options = ValidationOptions(allowMissingTranslations: command.flag(.allowMissingTranslations))
        // The current day in UTC, so that the future-date rule gives the same verdict in every time zone.
        guard let today = CatalogDate.todayUTC() else { return }
        var diagnostics: [Diagnostic<ValidationProblem>] = []
        var fileCount = 0
        for selection in selections {
            guard let schemas = FileCommands.schemas(for: selection, strings: strings, into: &outcome) else { return }
            let report = CatalogValidator(schemas: schemas, options: options)
                .validate(files: selection.files, selected: Set(selection.selected), today: today)
            diagnostics += report.diagnostics
            fileCount += report.fileCount
        }
        let report = Report(diagnostics: diagnostics, fileCount: fileCount)
        let format = command.value(.format).flatMap(ReportFormat.init(rawValue:)) ?? .text
        outcome.write(render(report, format: format, strings: strings))
        let folder = selections.map(\.folder).joined(separator: ", ")
        outcome.note(
            strings.validateSummary(
                strings.countFiles(report.fileCount), folder,
                strings.countErrors(report.errorCount), strings.countWarnings(report.warningCount)))
        if report.fails(under: ExitPolicy(strict: command.flag(.strict))) { outcome.exitCode = CommandOutcome.failure }
    }

    /// The diagnostics in `format`; messages in the user's language.
    static func render(_ report: Report<ValidationProblem>, format: ReportFormat, strings: LocalizedStrings) -> String {
        let message = { (diagnostic: Diagnostic<ValidationProblem>) in strings.message(for: diagnostic) }
        switch format {
        case .text:
            return DiagnosticTextEncoder.encode(report, message: message)
        case .github:
            return GitHubAnnotationEncoder.encode(report, message: message)
        case .json:
            return DiagnosticJSONEncoder(command: "validate", schemaVersion: JSONOutput.schemaVersion).encode(
                report, before: [("files", .number(report.fileCount))], message: message)
        case .sarif:
            let rules = ValidationRule.allCases.map { SARIFRule(id: $0.id, summary: $0.summary) }
            return sarifEncoder(rules: rules).encode(report, message: message)
        }
    }

    /// The SARIF encoder of oscat with `rules`: paths relative to the working directory, the
    /// root the report's relative paths are relative to.
    static func sarifEncoder(rules: [SARIFRule]) -> SARIFEncoder {
        SARIFEncoder(
            toolName: "oscat", toolVersion: CommandTree.version, rules: rules,
            root: FileManager.default.currentDirectoryPath)
    }
}
