import Foundation
import OSCatalog
import OSCatalogLocalization

/// `oscat l10n export` and `oscat l10n import`: the translator round trip through XLIFF 1.2
/// or gettext PO files.
enum L10nExchangeCommands {
    static func project(_ workspace: L10nWorkspace, strings: UIStrings, into outcome: inout CommandOutcome) -> TranslationProject? {
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
        let language = strings.language
        guard context.command.isSpecified("lang"), language != .english else {
            outcome.note("\(strings(.errorPrefix)): \(strings(.errorExportSourceLanguage))")
            outcome.exitCode = CommandOutcome.usage
            return
        }
        guard let project = project(workspace, strings: strings, into: &outcome) else { return }
        let format = context.command.value("format").flatMap(InterchangeFormat.init(rawValue:)) ?? .xliff
        let bytes: [UInt8]
        do {
            bytes = try project.export(language: language, format: format)
        } catch {
            fail(error, strings: strings, into: &outcome)
            return
        }
        guard let out = context.command.value("out") else {
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
        outcome.note(strings(.l10nExported, strings.count(.countUnits, project.corpus.units.count), language.code, out))
    }

    static func `import`(_ context: CommandContext, workspace: L10nWorkspace, into outcome: inout CommandOutcome) {
        let strings = context.strings
        let path = context.command.positional("file") ?? ""
        guard let data = FileManager.default.contents(atPath: path) else {
            outcome.note("\(path): error: \(strings(.projectFileUnreadable))")
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
        guard let project = project(workspace, strings: strings, into: &outcome) else { return }
        let plan = project.plan(document)
        for conflict in plan.conflicts { outcome.note(strings(.l10nConflict, conflict.unitID)) }
        for unknown in plan.unknown { outcome.note(strings(.l10nUnknownUnit, unknown.id)) }
        do {
            for written in try project.apply(plan) { outcome.write(strings(.l10nUpdated, written) + "\n") }
        } catch {
            fail(error, strings: strings, into: &outcome)
            return
        }
        outcome.note(strings(
            .l10nImportSummary, String(plan.changes.count), String(plan.unchanged), String(plan.conflicts.count),
            String(plan.unknown.count)))
        if !plan.conflicts.isEmpty { outcome.exitCode = CommandOutcome.failure }
    }

    /// Reports a failed export or import in the user's language and fails the command.
    private static func fail(_ error: InterchangeError, strings: UIStrings, into outcome: inout CommandOutcome) {
        for line in strings.lines(for: error) { outcome.note(line) }
        outcome.exitCode = CommandOutcome.failure
    }
}
