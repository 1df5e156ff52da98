import FileSafety
import OSCatalog
import OSCatalogLocalization

/// What a killed oscat run may have left in a project, dealt with before the project is read:
/// an import's journal is finished (so the files are all new, never half old), and complete
/// temporary files of dead processes are removed. Nothing is done when neither exists.
enum InterruptedWrites {
    /// Finishes and tidies the project of `layout` (nothing for the built-in catalog). Returns
    /// false, with the error noted, when an interrupted change cannot be finished: the project
    /// must then not be read as it is.
    static func finish(layout: ProjectLayout, strings: LocalizedStrings, into outcome: inout CommandOutcome) -> Bool {
        guard let workspace = L10nWorkspace(layout: layout) else { return true }
        let journal = TranslationProject.journalPath(stringCatalogPath: workspace.stringsPath)
        do {
            let replaced = try FileSetCommit.recover(journalPath: journal)
            if !replaced.isEmpty {
                outcome.note(strings.noticeInterruptedChangeFinished(strings.countFiles(replaced.count)))
            }
        } catch {
            outcome.note("\(error.journalPath): error: \(message(for: error.reason, strings: strings))")
            outcome.exitCode = CommandOutcome.failure
            return false
        }
        TemporaryFile.removeStale(inDirectory: workspace.catalogDirectory)
        TemporaryFile.removeStale(inDirectory: workspace.localizationDirectory)
        return true
    }

    /// Why an interrupted change could not be finished, in the user's language.
    private static func message(for reason: FileSetCommit.RecoveryError.Reason, strings: LocalizedStrings) -> String {
        switch reason {
        case .unreadable: strings.errorInterruptedChangeUnreadable
        case .notAJournal: strings.errorInterruptedChangeNotJournal
        case .cannotRename(let target, let systemMessage): strings.errorInterruptedChangeRename(target, strings.message(for: systemMessage))
        case .cannotRemove(let systemMessage): strings.errorInterruptedChangeRemove(strings.message(for: systemMessage))
        }
    }
}
