import FileSafety
import OSCatalog
import OSCatalogLocalization
import StringCatalogs

/// `oscat l10n …`: translation checks, statistics and the translator round trip.
enum L10nCommand {
    static func run(_ name: L10nCommandName, _ context: CommandContext, layout: ProjectLayout, into outcome: inout CommandOutcome) {
        let strings = context.strings
        guard let workspace = L10nWorkspace(layout: layout) else {
            outcome.usageError(strings.errorNoCatalogFolder, context)
            return
        }
        switch name {
        case .export:
            L10nExchangeCommands.export(context, workspace: workspace, into: &outcome)
            return
        case .glossary:
            L10nReportCommands.exportGlossary(context, workspace: workspace, into: &outcome)
            return
        case .import:
            L10nExchangeCommands.import(context, workspace: workspace, into: &outcome)
            return
        case .check, .stats, .markCurrent:
            break
        }
        let loaded: (corpus: TranslationCorpus, strings: StringCatalog, fingerprints: SourceFingerprintStore)
        do {
            loaded = try workspace.load()
        } catch {
            for line in context.strings.lines(for: error) { outcome.note(line) }
            outcome.exitCode = CommandOutcome.failure
            return
        }
        switch name {
        case .check:
            L10nReportCommands.check(
                context, workspace: workspace, corpus: loaded.corpus, fingerprints: loaded.fingerprints, into: &outcome)
        case .stats:
            L10nReportCommands.stats(context, corpus: loaded.corpus, fingerprints: loaded.fingerprints, into: &outcome)
        case .markCurrent:
            markCurrent(context, workspace: workspace, corpus: loaded.corpus, fingerprints: loaded.fingerprints, into: &outcome)
        case .export, .glossary, .import:
            break
        }
    }

    /// Records that the present translations match the current English text (after a review,
    /// or as a first baseline), for every language or the one given with `--locale`.
    static func markCurrent(
        _ context: CommandContext, workspace: L10nWorkspace, corpus: TranslationCorpus,
        fingerprints: SourceFingerprintStore, into outcome: inout CommandOutcome
    ) {
        var store = fingerprints
        let only = context.command.value(.locale)
        var count = 0
        for unit in corpus.units {
            for language in unit.translations.keys.sorted() where language != "en" && (only == nil || only == language) {
                store.record(unit, language: language)
                count += 1
            }
        }
        do {
            try AtomicFileWriter.write(store.bytes, toPath: workspace.fingerprintsPath)
        } catch {
            outcome.note(context.strings.line(for: error))
            outcome.exitCode = CommandOutcome.failure
            return
        }
        outcome.note(context.strings.l10nMarked(context.strings.countTranslations(count), workspace.fingerprintsPath))
    }
}
