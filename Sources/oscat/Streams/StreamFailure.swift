import FileSafety
import OSCatalogLocalization
import SystemCalls

/// What a failed write to standard output or standard error means at the end of a run.
enum StreamFailure {
    /// The run's exit status: 1 when either stream failed, otherwise the command's own. A failed
    /// standard output gets one error line on standard error ("error: cannot write to standard
    /// output: No space left on device"); a reader that closed the pipe (`EPIPE`, as `head`
    /// does) gets none, as with every Unix tool. A pager the user quit before the end (`EPIPE`
    /// with ``CommandOutcome/pager`` set) is no failure at all: the command's status stands.
    static func exitStatus(after outcome: CommandOutcome, strings: LocalizedStrings) -> Int32 {
        if let code = outcome.standardOutput.failure, !(code == ErrorNumber.EPIPE && outcome.pager != nil) {
            if code != ErrorNumber.EPIPE {
                let reason = strings.message(for: SystemErrorCode(number: code))
                outcome.note(LocalizedStrings.errorLine(strings.errorCannotWriteStandardOutput(reason)))
            }
            return CommandOutcome.failure
        }
        return outcome.standardError.failure == nil ? outcome.exitCode : CommandOutcome.failure
    }
}
