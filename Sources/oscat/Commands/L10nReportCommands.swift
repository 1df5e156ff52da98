import CatalogPresentation
import Diagnostics
import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization
import TabularOutput

/// `oscat l10n check` and `oscat l10n stats`: what is missing, stale or broken in the
/// translations, and how much is translated.
enum L10nReportCommands {
    static func check(
        _ context: CommandContext, workspace: L10nWorkspace, corpus: TranslationCorpus,
        fingerprints: SourceFingerprintStore, into outcome: inout CommandOutcome
    ) {
        let strings = context.strings
        var allowlist = IdenticalAllowlist()
        let allowlistPath = workspace.localizationDirectory + "/identical-allowlist.json"
        if let data = FileManager.default.contents(atPath: allowlistPath) {
            do {
                allowlist = try IdenticalAllowlist(bytes: [UInt8](data))
            } catch {
                outcome.note("\(allowlistPath):\(error.position): error: \(strings.message(for: error.reason))")
                outcome.exitCode = CommandOutcome.failure
                return
            }
        }
        guard let glossary = glossary(workspace, strings: strings, into: &outcome) else { return }
        let options = L10nCheckOptions(
            allowMissingTranslations: context.command.flag(.allowMissingTranslations), allowlist: allowlist,
            glossary: glossary)
        let report = L10nChecker(options: options).check(corpus: corpus, fingerprints: fingerprints)
        let format = context.command.value(.format).flatMap(ValidateCommand.ReportFormat.init(rawValue:)) ?? .text
        let locales = L10nLocaleSummary.summaries(of: report, corpus: corpus)
        outcome.write(render(report, locales: locales, format: format, strings: strings))
        for locale in locales {
            outcome.note(
                strings.l10nSummaryLocale(
                    locale.language.code, strings.countErrors(locale.errors),
                    strings.countWarnings(locale.warnings), strings.number(locale.translated), strings.countUnits(locale.units)))
        }
        if report.fails(under: ExitPolicy(strict: context.command.flag(.strict))) { outcome.exitCode = CommandOutcome.failure }
    }

    /// The project's glossary (`Localization/Glossary.json`; empty when there is none), or nil
    /// after noting the problem at its position when the file is broken.
    static func glossary(_ workspace: L10nWorkspace, strings: LocalizedStrings, into outcome: inout CommandOutcome) -> Glossary? {
        let path = workspace.glossaryPath
        guard let data = FileManager.default.contents(atPath: path) else { return Glossary() }
        do {
            return try Glossary(bytes: [UInt8](data))
        } catch {
            outcome.note("\(path):\(error.position): error: \(strings.message(for: error.reason))")
            outcome.exitCode = CommandOutcome.failure
            return nil
        }
    }

    /// `oscat l10n glossary --format tbx|csv`: the glossary for translation tools.
    static func exportGlossary(_ context: CommandContext, workspace: L10nWorkspace, into outcome: inout CommandOutcome) {
        guard let glossary = glossary(workspace, strings: context.strings, into: &outcome) else { return }
        guard !glossary.terms.isEmpty else {
            outcome.note(LocalizedStrings.errorLine(context.strings.l10nGlossaryEmpty(workspace.glossaryPath)))
            outcome.exitCode = CommandOutcome.failure
            return
        }
        switch context.command.value(.format).flatMap(GlossaryFormat.init(rawValue:)) ?? .tbx {
        case .csv:
            let columns = GlossaryExport.columns.map { Column($0) }
            do {
                outcome.write(TableRenderer.csv(try Table(columns: columns, rows: GlossaryExport.rows(glossary))))
            } catch {
                outcome.note(LocalizedStrings.errorLine(context.strings.errorTableRendering(error.description)))
                outcome.exitCode = CommandOutcome.failure
            }
        case .tbx:
            outcome.write(String(decoding: GlossaryExport.tbx(glossary), as: UTF8.self))
        }
    }

    /// The findings in `format`; messages in the user's language.
    static func render(
        _ report: Report<L10nProblem>, locales: [L10nLocaleSummary], format: ValidateCommand.ReportFormat, strings: LocalizedStrings
    ) -> String {
        let message = { (finding: Diagnostic<L10nProblem>) in strings.message(for: finding) }
        switch format {
        case .text:
            return DiagnosticTextEncoder.encode(report, message: message)
        case .github:
            return GitHubAnnotationEncoder.encode(report, message: message)
        case .json:
            let summaries: [JSONValue] = locales.map { locale in
                .object([
                    ("language", .string(locale.language.code)), ("errors", .number(locale.errors)),
                    ("warnings", .number(locale.warnings)), ("units", .number(locale.units)),
                    ("translated", .number(locale.translated)),
                ])
            }
            return DiagnosticJSONEncoder(
                command: "l10n check", listKey: "findings", includesPointer: false, schemaVersion: JSONOutput.schemaVersion
            ).encode(
                report, after: [("locales", .array(summaries))],
                leading: { [("unit", .string($0.unitID)), ("language", .string($0.language))] }, message: message)
        case .sarif:
            let rules = L10nRule.allCases.map { SARIFRule(id: $0.id, summary: $0.summary, defaultSeverity: $0.defaultSeverity) }
            return ValidateCommand.sarifEncoder(rules: rules).encode(
                report, message: message, properties: { [("unit", .string($0.unitID)), ("language", .string($0.language))] })
        }
    }

    static func stats(
        _ context: CommandContext, corpus: TranslationCorpus, fingerprints: SourceFingerprintStore, into outcome: inout CommandOutcome
    ) {
        let strings = context.strings
        var listing = Listing(
            command: "l10n stats",
            columns: [
                .init(title: strings.columnLocale, id: "locale"), .init(title: strings.columnKind, id: "kind"),
                .init(title: strings.columnUnits, id: "units", alignsTrailing: true),
                .init(title: strings.columnTranslated, id: "translated", alignsTrailing: true),
                .init(title: strings.columnCoverage, id: "coverage", alignsTrailing: true),
            ])
        listing.rows = L10nStatistics.compute(corpus, fingerprints: fingerprints).map { row in
            let kind = row.kind?.rawValue ?? "*"
            return Listing.Row(
                cells: [row.language.code, kind, String(row.units), String(row.translated), row.percentText],
                json: .object([
                    ("language", .string(row.language.code)), ("kind", row.kind.map { .string($0.rawValue) } ?? .null),
                    ("units", .number(row.units)), ("translated", .number(row.translated)), ("missing", .number(row.missing)),
                    ("needsReview", .number(row.needsReview)), ("stale", row.stale.map { .number($0) } ?? .null),
                    ("coverage", .string(row.percentText)),
                ]))
        }
        Commands.list(listing, context, &outcome)
    }
}
