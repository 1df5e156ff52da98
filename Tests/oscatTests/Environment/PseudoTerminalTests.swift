import Foundation
import SystemCalls
import TabularOutput
import TestSupport
import Testing

/// Runs programs on a real pseudo-terminal (SystemCalls' `openPseudoTerminal` and `spawn`), so
/// that `oscat` sees a terminal on standard output exactly as in a terminal window.
enum PseudoTerminal {
    struct Result {
        /// What the program wrote, with the terminal's CR LF line ends turned back into LF.
        var output: String
        var status: Int32?
    }

    /// Runs `path arguments` on a new `columns`-wide terminal with exactly `environment`.
    static func run(_ path: String, _ arguments: [String], environment: [String: String], columns: Int) throws -> Result {
        let terminal = try #require(Platform.openPseudoTerminal(columns: columns, rows: 24))
        defer { Platform.closeFile(terminal.primary) }
        let entries = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let pid = Platform.spawn(path, arguments: arguments, environment: entries, terminal: terminal.secondary)
        // Our copy of the terminal's other side closes, so reading ends when the program does.
        Platform.closeFile(terminal.secondary)
        let started = try #require(pid, "spawn failed: \(Platform.errorText(for: Platform.errorNumber))")
        let bytes = Platform.readUntilHangUp(terminal.primary)
        let status = Platform.waitForExit(started)
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return Result(output: text, status: status)
    }

    /// `line` without ANSI escape sequences (CSI … final byte), as the terminal draws it.
    static func visible(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[ -/]*[@-~]", with: "", options: .regularExpression)
    }

    /// The widest line of `output` in display columns, escapes left out.
    static func widestLine(_ output: String) -> Int {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayWidth.of(visible(String($0))) }.max() ?? 0
    }
}

@Suite("Pseudo-terminal wrappers (SystemCalls)")
struct PseudoTerminalWrapperTests {
    @Test("A program on the pseudo-terminal has a terminal on standard input, output and error, and its exit status")
    func terminalOnEveryStream() throws {
        let script = "[ -t 0 ] && [ -t 1 ] && [ -t 2 ] && echo on-a-terminal; exit 3"
        let result = try PseudoTerminal.run("/bin/sh", ["-c", script], environment: ["PATH": "/usr/bin:/bin"], columns: 80)
        #expect(result.output == "on-a-terminal\n")
        #expect(result.status == 3)
    }

    @Test("A program that cannot start is reported, not run")
    func missingProgram() throws {
        let terminal = try #require(Platform.openPseudoTerminal(columns: 80, rows: 24))
        defer {
            Platform.closeFile(terminal.primary)
            Platform.closeFile(terminal.secondary)
        }
        #expect(Platform.spawn("/nonexistent/program", arguments: [], environment: [], terminal: terminal.secondary) == nil)
    }
}

/// End-to-end: every command that prints a table, in every language, at 80 columns on a real
/// terminal prints no line wider than 80 display columns.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct TerminalWidthTests {
    /// Every command that prints a table (listings, a version's releases, search, diff).
    static let tableCommands: [[String]] = [
        ["versions"], ["versions", "17"], ["layers"], ["services"], ["frameworks"], ["codecs"], ["programs"], ["tools"],
        ["xcode"], ["requirements"], ["search", "kit"], ["search", "poloha"], ["diff", "6", "8"], ["l10n", "stats"],
    ]

    static let languages = ["en", "cs", "fr", "ru", "sv"]

    func run(_ arguments: [String], columns: Int, environment: [String: String] = [:]) throws -> PseudoTerminal.Result {
        // PAGER=cat: these tests read what oscat draws; less would wait for a key at the first
        // screenful (the pager has its own tests, PagedOutputTests).
        var base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "xterm", "PAGER": "cat"]
        base.merge(environment) { _, new in new }
        return try PseudoTerminal.run(OscatProcess.executable.path, arguments, environment: base, columns: columns)
    }

    @Test("COLUMNS=80 on a terminal: no line over 80 display columns", arguments: Self.languages)
    func eightyColumns(language: String) throws {
        for command in Self.tableCommands {
            let result = try run(command + ["--lang", language], columns: 80, environment: ["COLUMNS": "80"])
            #expect(result.status == 0, "\(command) --lang \(language)")
            #expect(!result.output.isEmpty, "\(command) --lang \(language)")
            let widest = PseudoTerminal.widestLine(result.output)
            #expect(widest <= 80, "\(command.joined(separator: " ")) --lang \(language): a line of \(widest) columns")
        }
    }

    @Test("frameworks at 80 columns is a table with at most two lines per framework", arguments: Self.languages)
    func frameworksTwoLines(language: String) throws {
        let result = try run(["frameworks", "--lang", language], columns: 80, environment: ["COLUMNS": "80"])
        let lines = result.output.split(separator: "\n").map { PseudoTerminal.visible(String($0)) }
        try #require(lines.count > 2)
        #expect(lines[1].hasPrefix("─"), "the second line is the header's rule, so this is a table, not blocks")
        var entries = 0
        var longest = 0
        var current = 0
        for line in lines.dropFirst(2) {
            if line.hasPrefix(" ") {
                current += 1
            } else {
                entries += 1
                current = 1
            }
            longest = max(longest, current)
        }
        #expect(longest <= 2)
        #expect(entries > 100)
    }

    @Test("Without COLUMNS the terminal's own width is used")
    func windowWidth() throws {
        let result = try run(["frameworks"], columns: 100)
        let widest = PseudoTerminal.widestLine(result.output)
        #expect(widest <= 100)
        #expect(widest > 80)
    }
}
