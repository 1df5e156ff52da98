import Foundation
import TestSupport
import Testing

/// End-to-end: a query's results on a real terminal go through the pager, as git's do; not with
/// `--no-pager`, not in a pipe, not with `PAGER=cat` or empty; a pager that quits early or
/// cannot be found costs neither the exit status nor the results.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct PagedOutputTests {
    /// A pager script in a fresh folder that notes it ran (and its `LESS`) in `ran` and copies
    /// its input to `input`, writing nothing to the terminal. ``command`` has `sh` read the
    /// script: a script run by its own path fails now and then with `ETXTBSY` ("Text file busy")
    /// while a test running in parallel starts a program that inherited the descriptor it was
    /// written through.
    struct RecordingPager {
        let folder: URL
        var script: String { folder.appendingPathComponent("pager").path }
        var command: String { "/bin/sh " + script }
        var ran: URL { folder.appendingPathComponent("ran") }
        var input: URL { folder.appendingPathComponent("input") }

        init() throws {
            folder = try OscatProcess.temporaryDirectory()
            let text = "#!/bin/sh\necho \"LESS=$LESS\" > '\(ran.path)'\ncat > '\(input.path)'\n"
            try text.write(toFile: script, atomically: true, encoding: .utf8)
        }

        var hasRun: Bool { FileManager.default.fileExists(atPath: ran.path) }
        func received() throws -> String { try String(contentsOf: input, encoding: .utf8) }
    }

    /// Runs oscat on a `columns`-wide pseudo-terminal with a plain environment and `environment`.
    func onTerminal(_ arguments: [String], columns: Int = 80, environment: [String: String]) throws -> PseudoTerminal.Result {
        var base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "xterm"]
        base.merge(environment) { _, new in new }
        return try PseudoTerminal.run(OscatProcess.executable.path, arguments, environment: base, columns: columns)
    }

    @Test("On a terminal the listing goes whole to the pager, colored and as wide as the terminal, and LESS=FRX is set")
    func listingGoesThroughThePager() throws {
        let pager = try RecordingPager()
        let result = try onTerminal(["frameworks"], environment: ["PAGER": pager.command, "COLUMNS": "80"])
        #expect(result.status == 0)
        #expect(result.output.isEmpty, "nothing reaches the terminal but through the pager: \(result.output)")
        let piped = try OscatProcess.run(["frameworks", "--color", "always"], environment: ["COLUMNS": "80"])
        #expect(try pager.received() == piped.stdout)
        #expect(try String(contentsOf: pager.ran, encoding: .utf8) == "LESS=FRX\n")
    }

    @Test("The table is laid out for the terminal's width, not for the pipe to the pager")
    func widthOfTheRealTerminal() throws {
        let pager = try RecordingPager()
        let result = try onTerminal(["frameworks"], columns: 100, environment: ["PAGER": pager.command])
        #expect(result.status == 0)
        let widest = PseudoTerminal.widestLine(try pager.received())
        #expect(widest > 80 && widest <= 100)
    }

    @Test("OSCAT_PAGER comes before PAGER")
    func oscatPagerFirst() throws {
        let pager = try RecordingPager()
        let result = try onTerminal(["layers"], environment: ["OSCAT_PAGER": pager.command, "PAGER": "/nonexistent/pager"])
        #expect(result.status == 0)
        #expect(pager.hasRun)
        #expect(try pager.received().contains("core-os"))
    }

    @Test(
        "No pager with --no-pager, PAGER=cat, PAGER empty or OSCAT_PAGER empty: the listing is on the terminal",
        arguments: [
            (["--no-pager"], [String: String]()), ([], ["PAGER": "cat"]), ([], ["PAGER": ""]), ([], ["OSCAT_PAGER": ""]),
        ])
    func noPager(flags: [String], environment: [String: String]) throws {
        let pager = try RecordingPager()
        var environment = environment
        if environment["PAGER"] == nil { environment["PAGER"] = pager.command }
        let result = try onTerminal(["layers"] + flags, environment: environment)
        #expect(result.status == 0)
        #expect(!pager.hasRun)
        #expect(result.output.contains("core-os"))
    }

    @Test("In a pipe the pager is not run")
    func noPagerInAPipe() throws {
        let pager = try RecordingPager()
        let result = try OscatProcess.run(["layers"], environment: ["PAGER": pager.command])
        #expect(result.status == 0)
        #expect(!pager.hasRun)
        #expect(result.stdout.contains("core-os"))
    }

    @Test(
        "A pager that quits at once, or closes its input first, ends oscat with exit 0 and no message",
        arguments: ["true", "exec 0<&-; sleep 0.3"])
    func pagerQuitsEarly(command: String) throws {
        let result = try onTerminal(["frameworks", "--wide"], environment: ["PAGER": command])
        #expect(result.status == 0)
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test("A pager program that is not installed: the listing is written to the terminal, with exit 0")
    func pagerNotInstalled() throws {
        let result = try onTerminal(["layers"], environment: ["PAGER": "no-such-pager-program -R"])
        #expect(result.status == 0)
        #expect(result.output.contains("core-os"))
        #expect(!result.output.contains("not found"))
    }

    @Test("A usage error keeps exit 64 and its message on standard error, pager or not")
    func exitStatusIsOscats() throws {
        let pager = try RecordingPager()
        let result = try onTerminal(["show", "no-such-id"], environment: ["PAGER": pager.command])
        #expect(result.status == 64)
        #expect(result.output.contains("error: no entry with id 'no-such-id'"))
        #expect(pager.hasRun)
        #expect(try pager.received().isEmpty)
    }

    @Test("Help and completions are not paged")
    func helpIsNotPaged() throws {
        let pager = try RecordingPager()
        for arguments in [["frameworks", "--help"], ["completions", "bash"]] {
            let result = try onTerminal(arguments, environment: ["PAGER": pager.command])
            #expect(result.status == 0)
            #expect(!result.output.isEmpty)
        }
        #expect(!pager.hasRun)
    }
}
