/// What a run of oscat produced: text for standard output and standard error, and the exit
/// status (0 success, 1 failure found such as an invalid catalog, 64 usage error).
struct CommandOutcome: Equatable {
    var standardOutput = ""
    var standardError = ""
    var exitCode: Int32 = 0

    /// Exit status for success.
    static let success: Int32 = 0
    /// Exit status when a problem was found (invalid catalog, failed check).
    static let failure: Int32 = 1
    /// Exit status for a usage error, as swift-argument-parser and sysexits.h use.
    static let usage: Int32 = 64

    /// Appends a line to standard error.
    mutating func note(_ line: String) {
        standardError += line + "\n"
    }
}
