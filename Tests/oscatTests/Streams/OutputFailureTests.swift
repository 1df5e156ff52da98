import ArgumentParsing
import Foundation
import OSCatalogLocalization
import TestSupport
import Testing

@testable import oscat

/// Every command, run by the built binary with standard output or standard error on a full
/// disk (`/dev/full`) or closed (`>&-`): no trap, no backtrace, exit 1 when the command had
/// something to write there, and one error line for a failed standard output.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct OutputFailureTests {
    /// A command line for every command of the tree that runs, in a copy of the project (the
    /// writing commands change only the copy). `FILE` stands for an XLIFF export of Czech.
    static let commandLines: [[String]] = [
        ["versions"], ["layers"], ["services"], ["frameworks"], ["codecs"], ["programs"], ["tools"], ["versions", "17"],
        ["xcode", "--sdk", "17"], ["requirements"],
        ["search", "location"], ["show", "uikit"], ["diff", "6", "8"],
        ["validate"], ["fmt"], ["l10n", "check"], ["l10n", "stats"], ["l10n", "export", "--locale", "cs"],
        ["l10n", "import", "FILE"], ["l10n", "mark-current"], ["l10n", "glossary"], ["l10n", "glossary", "--format", "csv"],
        ["build", "--locale", "en", "--format", "md", "--out", "OUT"],
        ["completions", "bash"], ["manual"], ["--help"], ["--version"],
        ["check", "Tests/AppCheckTests/Fixtures/ExampleApp", "--fail-on", "never"],
        // A usage error: its message is all it writes, on standard error.
        ["frameworks", "--layer", "x"],
    ]

    /// The ways a stream can refuse output, as shell redirections.
    static let conditions: [(name: String, redirection: String, stream: OutputChannel.Stream)] = [
        ("stdout on a full disk", ">/dev/full", .standardOutput),
        ("stdout closed", ">&-", .standardOutput),
        ("stderr on a full disk", "2>/dev/full", .standardError),
        ("stderr closed", "2>&-", .standardError),
    ]

    @Test func everyCommandThatRunsHasACommandLineHere() {
        let root = CommandTree.root(catalog: nil, strings: LocalizedStrings(locale: .language(.english)))
        for path in LeafCommandTests.runnablePaths(root) {
            #expect(
                Self.commandLines.contains { Array($0.prefix(path.count)) == path },
                "no output-failure case for 'oscat \(path.joined(separator: " "))'")
        }
    }

    @Test(arguments: Self.commandLines)
    func failedStreamsEndInExitOneWithoutATrap(arguments: [String]) throws {
        // Commands that write files run in a copy of the project; the others read the real one.
        let writes = ["fmt", "l10n", "build"].contains(arguments[0]) && arguments.first(where: { $0 != "l10n" }) != "check"
        let project = writes ? try Self.projectCopy() : OscatProcess.packageRoot
        defer { if writes { try? FileManager.default.removeItem(at: project) } }
        if arguments.contains("FILE") {
            let export = try OscatProcess.run(["l10n", "export", "--locale", "cs"], in: project)
            try Data(export.stdout.utf8).write(to: project.appendingPathComponent("cs.xliff"))
        }
        let resolved = arguments.map {
            $0 == "FILE" ? "cs.xliff" : $0 == "OUT" ? project.appendingPathComponent("out").path : $0
        }
        let normal = try Self.run(resolved, redirection: "", in: project)
        #expect(!normal.stderr.contains("Fatal error"), "\(normal.stderr)")
        // `--locale cs` chooses the language exported, not the language of messages.
        let strings = LocalizedStrings(locale: .language(.english))
        for condition in Self.conditions {
            let run = try Self.run(resolved, redirection: condition.redirection, in: project)
            let context = "oscat \(resolved.joined(separator: " ")) \(condition.redirection)"
            #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Stack dump"), "\(context): \(run.stderr)")
            let wroteThere = condition.stream == .standardOutput ? !normal.stdout.isEmpty : !normal.stderr.isEmpty
            if wroteThere {
                #expect(run.status == 1, "\(context): exit \(run.status)")
            } else {
                #expect(run.status == normal.status, "\(context): exit \(run.status), normally \(normal.status)")
            }
            guard condition.stream == .standardOutput, wroteThere else { continue }
            let reason = condition.redirection == ">&-" ? strings.systemErrorEbadf : strings.systemErrorEnospc
            let errorLine = "error: \(strings.errorCannotWriteStandardOutput(reason))"
            #expect(run.stderr == normal.stderr + errorLine + "\n", "\(context): \(run.stderr)")
        }
    }

    @Test func theErrorLineIsInTheUsersLanguage() throws {
        let run = try Self.run(["versions", "--lang", "cs"], redirection: ">/dev/full", in: OscatProcess.packageRoot)
        #expect(run.status == 1)
        #expect(run.stderr == "error: nelze zapisovat na standardní výstup: na zařízení nezbývá volné místo\n")
    }

    @Test func aReaderThatClosesThePipeGetsNoMessage() throws {
        // With SIGPIPE ignored (as a parent may leave it), the write fails with EPIPE: oscat
        // stops quietly with exit 1 instead of printing an error about the reader's choice.
        let script = "trap '' PIPE; { \"$0\" l10n export --locale cs; echo \"exit $?\" >&2; } | head -c 1 >/dev/null"
        let run = try OscatProcess.runTool("/bin/sh", ["-c", script, OscatProcess.executable.path])
        #expect(run.stderr == "exit 1\n")
    }

    /// Runs oscat under `/bin/sh` with `redirection` applied to it.
    static func run(_ arguments: [String], redirection: String, in directory: URL) throws -> OscatProcess.Result {
        try OscatProcess.runTool(
            "/bin/sh", ["-c", "exec \"$0\" \"$@\" \(redirection)", OscatProcess.executable.path] + arguments,
            environment: ["COLUMNS": "100"], in: directory)
    }

    /// A temporary copy of the project's catalog, translations and templates.
    static func projectCopy() throws -> URL {
        let folder = try OscatProcess.temporaryDirectory()
        for name in ["Catalog", "Localization", "Templates"] {
            try FileManager.default.copyItem(
                at: OscatProcess.packageRoot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }
}
