import Foundation
import SystemCalls

/// The pager that shows a query's results on a terminal, chosen as git chooses its own:
/// `OSCAT_PAGER`, then `PAGER`, then `less -FRX` (`-F` quits when the text fits one screen,
/// `-R` shows colors, `-X` leaves the text on the screen). An empty value or `cat` means no
/// pager. There is none when standard output is not a terminal or `--no-pager` is given.
///
/// The command is run by `/bin/sh -c`, so it may hold options and quoting (`PAGER='less -S'`).
/// When its first word is a plain program name that cannot be run (not on `PATH`, or no
/// executable file at the path given), there is no pager either: the results are written to the
/// terminal directly, with no message, rather than lost behind a shell's "not found".
struct Pager: Equatable {
    /// The command line given to `/bin/sh -c`.
    var command: String
    /// The pager's environment: oscat's, with `LESS=FRX` and `LV=-c` when they are not set, as
    /// git sets them, so that a plain `PAGER=less` quits on a short text and shows colors.
    var environment: [String: String]

    /// The pager when neither `OSCAT_PAGER` nor `PAGER` is set.
    static let defaultCommand = "less -FRX"

    /// The variables that name the pager, the first set one winning.
    static let variables = ["OSCAT_PAGER", "PAGER"]

    /// The pager for output to a terminal (`isTerminal`), or nil when output goes straight to
    /// standard output. `canRun` says whether a program (a name searched on the given `PATH`,
    /// or a path) can be started; it is asked only about a plain first word.
    static func choose(
        environment: [String: String], isTerminal: Bool, noPagerFlag: Bool,
        canRun: (_ program: String, _ searchPath: String?) -> Bool = Pager.isRunnable
    ) -> Pager? {
        guard isTerminal, !noPagerFlag else { return nil }
        let command = variables.lazy.compactMap { environment[$0] }.first ?? defaultCommand
        let trimmed = command.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed != "cat" else { return nil }
        if let program = plainProgram(of: trimmed), !canRun(program, environment["PATH"]) { return nil }
        var pagerEnvironment = environment
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
        if pagerEnvironment["LV"] == nil { pagerEnvironment["LV"] = "-c" }
        return Pager(command: command, environment: pagerEnvironment)
    }

    /// The command's first word when it is a program name or path that the shell runs as it
    /// stands: nothing to expand, quote, assign or redirect, and not a shell word (`exec`,
    /// `eval` …); nil otherwise, when only the shell can tell what runs.
    static func plainProgram(of command: String) -> String? {
        guard let first = command.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first else { return nil }
        let word = String(first)
        guard word.unicodeScalars.allSatisfy({ plainCharacters.contains($0) }), !shellWords.contains(word) else { return nil }
        return word
    }

    /// Whether `program` names a regular file this process may run: the path itself when it
    /// holds a `/`, else the first match in `searchPath` (`PATH`; an empty entry is the working
    /// folder, and a missing `PATH` searches `/usr/bin:/bin`, as `sh` does).
    static func isRunnable(_ program: String, searchPath: String?) -> Bool {
        let candidates: [String]
        if program.contains("/") {
            candidates = [program]
        } else {
            let folders = (searchPath ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
            candidates = folders.map { ($0.isEmpty ? "." : String($0)) + "/" + program }
        }
        return candidates.contains { Platform.isExecutable(atPath: $0) && Platform.fileStatus(atPath: $0)?.isRegularFile == true }
    }

    /// Characters of a word the shell takes as written.
    private static let plainCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+/,:@%".unicodeScalars)

    /// Words the shell runs itself rather than as a program on `PATH`.
    private static let shellWords: Set<String> = [
        ":", ".", "exec", "eval", "command", "builtin", "if", "case", "for", "while", "until", "time", "set", "export",
    ]
}
