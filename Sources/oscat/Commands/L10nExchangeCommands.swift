import FileSafety
import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import TranslationInterchange

/// `oscat l10n export` and `oscat l10n import`: the translator round trip through XLIFF 1.2
/// or gettext PO files.
enum L10nExchangeCommands {
    static func project(_ workspace: L10nWorkspace, strings: LocalizedStrings, into outcome: inout CommandOutcome) -> TranslationProject? {
        do {
            return try TranslationProject.read(
                stringCatalogPath: workspace.stringsPath, catalogDirectory: workspace.catalogDirectory,
                fingerprintsPath: workspace.fingerprintsPath, root: FileManager.default.currentDirectoryPath)
        } catch {
            fail(error, strings: strings, into: &outcome)
            return nil
        }
    }

    static func export(_ context: CommandContext, workspace: L10nWorkspace, into outcome: inout CommandOutcome) {
        let strings = context.strings
        guard let language = context.command.value(.locale).flatMap(CatalogLanguage.init(rawValue:)) else {
            outcome.usageError(strings.errorExportSourceLanguage, context)
            return
        }
        guard let project = project(workspace, strings: strings, into: &outcome) else { return }
        let format = context.command.value(.format).flatMap(InterchangeFormat.init(rawValue:)) ?? .xliff
        let bytes: [UInt8]
        do {
            bytes = try project.export(language: language, format: format)
        } catch {
            fail(error, strings: strings, into: &outcome)
            return
        }
        guard let out = context.command.value(.out) else {
            outcome.write(String(decoding: bytes, as: UTF8.self))
            return
        }
        do {
            try AtomicFileWriter.write(bytes, toPath: out)
        } catch {
            outcome.note(strings.line(for: error))
            outcome.exitCode = CommandOutcome.failure
            return
        }
        outcome.note(strings.l10nExported(strings.countUnits(project.corpus.units.count), language.code, out))
    }

    static func `import`(_ context: CommandContext, workspace: L10nWorkspace, into outcome: inout CommandOutcome) {
        let strings = context.strings
        let path = context.command.positional(.file) ?? ""
        guard let data = FileManager.default.contents(atPath: path) else {
            outcome.note("\(path): error: \(strings.projectFileUnreadable)")
            outcome.exitCode = CommandOutcome.failure
            return
        }
        let document: InterchangeDocument
        do {
            document = try InterchangeDocument.read([UInt8](data), path: path)
        } catch {
            outcome.note(strings.line(for: error))
            outcome.exitCode = CommandOutcome.failure
            return
        }
        // The file must be for the language the command is told to import: `--locale`, or else
        // the language its name gives (`cs.po`), so that an edited `target-language` cannot
        // put one language's text over another's.
        if let expected = context.command.value(.locale).flatMap(CatalogLanguage.init(rawValue:)) {
            if expected != document.language {
                outcome.note("\(path): error: \(strings.l10nImportLanguageMismatch(document.language.code, expected.code))")
                outcome.exitCode = CommandOutcome.failure
                return
            }
        } else if let named = namedLanguage(path), named != document.language {
            outcome.note("\(path): error: \(strings.l10nImportFileNameMismatch(document.language.code, named.code))")
            outcome.exitCode = CommandOutcome.failure
            return
        }
        guard let project = project(workspace, strings: strings, into: &outcome) else { return }
        let skipInvalid = context.command.flag(.skipInvalid)
        var plan = project.plan(document, options: ImportOptions(force: context.command.flag(.force)))
        report(plan, path: path, strings: strings, into: &outcome)
        let refused = !plan.invalid.isEmpty && !skipInvalid
        if refused {
            // Nothing is written when any unit fails the checks, unless told to skip them.
            plan.changes = []
            outcome.note("\(path): error: \(strings.l10nImportRefused(strings.countUnits(plan.invalid.count)))")
        } else {
            do {
                for written in try project.apply(plan) { outcome.write(strings.l10nUpdated(written) + "\n") }
            } catch {
                fail(error, strings: strings, into: &outcome)
                return
            }
        }
        outcome.note(
            strings.l10nImportSummary(
                strings.countUnits(plan.unitCount), strings.number(plan.changes.count), strings.number(plan.unchanged),
                strings.number(plan.conflicts.count), strings.number(plan.unknownUnitCount), strings.number(plan.invalid.count),
                strings.number(plan.skipped.count)))
        if !plan.skipped.isEmpty {
            outcome.note(
                strings.l10nImportSkippedSummary(
                    String(plan.skipped(.fuzzy).count), String(plan.skipped(.needsReview).count),
                    String(plan.skipped(.emptyTarget).count), String(plan.skipped(.noFingerprint).count)))
        }
        if refused || !plan.conflicts.isEmpty || !plan.skipped.isEmpty { outcome.exitCode = CommandOutcome.failure }
    }

    /// The translation language a file's name gives: a part of its name before the extension,
    /// split at `-`, `_` and `.`, that is a language code (`cs.po`, `oscat-fr.xliff`,
    /// `sv_SE.po`); nil when no part is one, or when the parts name several languages.
    static func namedLanguage(_ path: String) -> CatalogLanguage? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        let codes = Set(
            stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).compactMap { part in
                CatalogLanguage(rawValue: part.lowercased()).flatMap { $0 == .english ? nil : $0 }
            })
        return codes.count == 1 ? codes.first : nil
    }

    /// One line per unit that is not applied: conflicts, unknown ids, units that fail the
    /// checks (each finding at the unit's `file:line:col`, with its rule id), skipped units.
    private static func report(_ plan: ImportPlan, path: String, strings: LocalizedStrings, into outcome: inout CommandOutcome) {
        for conflict in plan.conflicts { outcome.note(strings.l10nConflict(conflict.unitID)) }
        for unknown in plan.unknown { outcome.note(strings.l10nUnknownUnit(unknown.id)) }
        for invalid in plan.invalid {
            for finding in invalid.findings { outcome.note(strings.line(for: finding)) }
        }
        for skipped in plan.skipped {
            let key: (String) -> String =
                switch skipped.reason {
                case .fuzzy: strings.l10nSkippedFuzzy
                case .needsReview: strings.l10nSkippedNeedsReview
                case .emptyTarget: strings.l10nSkippedEmpty
                case .noFingerprint: strings.l10nSkippedNoFingerprint
                }
            outcome.note("\(path):\(skipped.position): error: \(key(skipped.unitID))")
        }
    }

    /// Reports a failed export or import in the user's language and fails the command.
    private static func fail(_ error: InterchangeError, strings: LocalizedStrings, into outcome: inout CommandOutcome) {
        for line in strings.lines(for: error) { outcome.note(line) }
        outcome.exitCode = CommandOutcome.failure
    }
}
