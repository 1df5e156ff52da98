import Foundation
import Testing

@testable import oscat

/// Which pager shows a query's results: `OSCAT_PAGER`, then `PAGER`, then `less -FRX`; none
/// off a terminal, with `--no-pager`, for an empty value or `cat`, or for a plain program
/// that cannot be run.
@Suite struct PagerTests {
    /// Every program can run, so that only the choice itself is tested.
    func choose(
        _ environment: [String: String], isTerminal: Bool = true, noPagerFlag: Bool = false,
        canRun: (String, String?) -> Bool = { _, _ in true }
    ) -> Pager? {
        Pager.choose(environment: environment, isTerminal: isTerminal, noPagerFlag: noPagerFlag, canRun: canRun)
    }

    @Test func theFirstSetVariableWinsThenLess() {
        #expect(choose(["OSCAT_PAGER": "most", "PAGER": "more"])?.command == "most")
        #expect(choose(["PAGER": "more"])?.command == "more")
        #expect(choose([:])?.command == "less -FRX")
    }

    @Test("An empty value or cat means no pager, also when it hides a later variable")
    func emptyOrCat() {
        #expect(choose(["PAGER": ""]) == nil)
        #expect(choose(["PAGER": "  "]) == nil)
        #expect(choose(["PAGER": "cat"]) == nil)
        #expect(choose(["OSCAT_PAGER": "", "PAGER": "less"]) == nil)
        #expect(choose(["OSCAT_PAGER": "cat", "PAGER": "less"]) == nil)
    }

    @Test func noPagerOffATerminalOrWithTheFlag() {
        #expect(choose(["PAGER": "less"], isTerminal: false) == nil)
        #expect(choose(["PAGER": "less"], noPagerFlag: true) == nil)
    }

    @Test("LESS=FRX and LV=-c are set for the pager only when unset, as git does")
    func lessVariables() {
        let pager = choose(["PAGER": "less", "PATH": "/bin"])
        #expect(pager?.environment == ["PAGER": "less", "PATH": "/bin", "LESS": "FRX", "LV": "-c"])
        #expect(choose(["LESS": "-S", "LV": ""])?.environment["LESS"] == "-S")
        #expect(choose(["LESS": "-S", "LV": ""])?.environment["LV"] == "")
    }

    @Test("A plain program that cannot run means no pager; the shell decides what anything else runs")
    func programThatCannotRun() {
        var asked: [String] = []
        let nothingRuns: (String, String?) -> Bool = { program, _ in
            asked.append(program)
            return false
        }
        #expect(choose(["PAGER": "most -s"], canRun: nothingRuns) == nil)
        #expect(choose(["PAGER": "/opt/bin/pager"], canRun: nothingRuns) == nil)
        #expect(choose(["PAGER": "LESS=S less"], canRun: nothingRuns)?.command == "LESS=S less")
        #expect(choose(["PAGER": "exec less"], canRun: nothingRuns)?.command == "exec less")
        #expect(choose(["PAGER": "\"$HOME/pager\""], canRun: nothingRuns) != nil)
        #expect(asked == ["most", "/opt/bin/pager"])
    }

    @Test func programsAreFoundOnPath() {
        #expect(Pager.isRunnable("sh", searchPath: "/nonexistent:/bin:/usr/bin"))
        #expect(Pager.isRunnable("/bin/sh", searchPath: ""))
        #expect(!Pager.isRunnable("no-such-pager-program", searchPath: "/bin:/usr/bin"))
        #expect(!Pager.isRunnable("bin", searchPath: "/"), "a folder is not a program")
        #expect(!Pager.isRunnable("sh", searchPath: "/nonexistent"))
    }
}
