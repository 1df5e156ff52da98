import TabularOutput

/// Where a run of oscat puts its results: standard output and standard error, written as they
/// are produced, and the exit status (0 success, 1 failure found such as an invalid catalog or
/// a failed write, 64 usage error).
struct CommandOutcome {
    /// Results.
    let standardOutput: OutputChannel
    /// Diagnostics, notices and progress.
    let standardError: OutputChannel
    var exitCode: Int32 = 0
    /// The pager standard output goes to, when a query's results are paged: the user may quit
    /// it before the end, which is no failure of the command.
    var pager: PagedOutput?

    /// Exit status for success.
    static let success: Int32 = 0
    /// Exit status when a problem was found (invalid catalog, failed check, failed write).
    static let failure: Int32 = 1
    /// Exit status for a usage error, as swift-argument-parser and sysexits.h use.
    static let usage: Int32 = 64

    /// Writes `text` to standard output.
    func write(_ text: String) {
        standardOutput.write(text)
    }

    /// Writes a line to standard error, with every control character but the line feed
    /// written as a visible escape (`\u{1B}`), so that input quoted back in a message cannot
    /// drive the terminal.
    func note(_ line: String) {
        standardError.write(TerminalText.escaped(line) + "\n")
    }
}
