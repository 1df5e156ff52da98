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
            allowMissingTranslations: context.command.flag("allow-missing-translations"), allowlist: allowlist,
            glossary: glossary)
        let report = L10nChecker(options: options).check(corpus: corpus, fingerprints: fingerprints)
        let format = context.command.value("format").flatMap(ValidateCommand.ReportFormat.init(rawValue:)) ?? .text
        outcome.write(render(report, format: format, strings: strings))
        for locale in report.locales {
            outcome.note(strings.l10nSummaryLocale(locale.language.code, strings.countErrors(locale.errors),
                strings.countWarnings(locale.warnings), strings.number(locale.translated), strings.countUnits(locale.units)))
        }
        if report.failed(strict: context.command.flag("strict")) { outcome.exitCode = CommandOutcome.failure }
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
            outcome.note("\(context.strings.errorPrefix): \(context.strings.l10nGlossaryEmpty(workspace.glossaryPath))")
            outcome.exitCode = CommandOutcome.failure
            return
        }
        switch context.command.value("format") {
        case "csv":
            let columns = GlossaryExport.columns.map { Column($0) }
            do {
                outcome.write(TableRenderer.csv(try Table(columns: columns, rows: GlossaryExport.rows(glossary))))
            } catch {
                outcome.note("\(context.strings.errorPrefix): \(context.strings.errorTableRendering(error.description))")
                outcome.exitCode = CommandOutcome.failure
            }
        default:
            outcome.write(String(decoding: GlossaryExport.tbx(glossary), as: UTF8.self))
        }
    }

    /// The findings in `format`; messages in the user's language.
    static func render(_ report: L10nReport, format: ValidateCommand.ReportFormat, strings: LocalizedStrings) -> String {
        switch format {
        case .text:
            return report.findings.map { strings.line(for: $0) + "\n" }.joined()
        case .github:
            return report.findings.map { finding in
                ValidateCommand.githubLine(
                    error: finding.severity == .error, file: finding.file, line: finding.line, column: finding.column,
                    rule: finding.ruleID, message: strings.message(for: finding))
            }.joined()
        case .json:
            let findings: [JSONValue] = report.findings.map { finding in
                .object([
                    ("unit", .string(finding.unitID)), ("language", .string(finding.language)), ("file", .string(finding.file)),
                    ("line", .number(finding.line)), ("column", .number(finding.column)),
                    ("severity", .string(finding.severity.rawValue)), ("rule", .string(finding.rule.rawValue)),
                    ("message", .string(strings.message(for: finding))),
                ])
            }
            let locales: [JSONValue] = report.locales.map { locale in
                .object([
                    ("language", .string(locale.language.code)), ("errors", .number(locale.errors)),
                    ("warnings", .number(locale.warnings)), ("units", .number(locale.units)),
                    ("translated", .number(locale.translated)),
                ])
            }
            return JSONOutput.document(.object([
                ("command", .string("l10n check")), ("errors", .number(report.errorCount)),
                ("warnings", .number(report.warningCount)), ("locales", .array(locales)), ("findings", .array(findings)),
            ]))
        }
    }

    static func stats(_ context: CommandContext, corpus: TranslationCorpus, fingerprints: SourceFingerprintStore, into outcome: inout CommandOutcome) {
        let strings = context.strings
        var listing = Listing(command: "l10n stats", columns: [
            .init(title: strings.columnLocale), .init(title: strings.columnKind),
            .init(title: strings.columnUnits, alignsTrailing: true), .init(title: strings.columnTranslated, alignsTrailing: true),
            .init(title: strings.columnCoverage, alignsTrailing: true),
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
