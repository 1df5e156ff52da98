import Foundation
import TestSupport
import Testing

/// End-to-end: wrong command lines get exit 64 and a message with the valid choices and the
/// closest match; help and version work everywhere.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct UsageErrorTests {
    @Test func unknownLayerSuggestsTheClosestOne() throws {
        let run = try OscatProcess.run(["frameworks", "--layer", "core-service"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("'core-service'"))
        #expect(run.stderr.contains("did you mean 'core-services'?"))
        #expect(run.stderr.contains("cocoa-touch"))
    }

    @Test(arguments: [
        (["framworks"], "did you mean 'frameworks'?"),
        (["frameworks", "--layr", "media"], "did you mean '--layer'?"),
        (["frameworks", "--format", "yaml"], "table"),
        (["codecs", "--kind", "sound"], "audio"),
        (["show"], "missing"),
        (["diff", "7"], "missing"),
        (["diff", "7", "70"], "unknown version '70'"),
        (["show", "core-motio"], "did you mean 'core-motion'?"),
        (["frameworks", "--since", "iso-7"], "did you mean 'ios-7'?"),
    ])
    func usageErrorsExit64WithHelpfulMessages(arguments: [String], expected: String) throws {
        let run = try OscatProcess.run(arguments)
        #expect(run.status == 64, "\(arguments)")
        #expect(run.stderr.contains(expected), "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func everyCommandHasHelp() throws {
        for command in [
            "", "versions", "layers", "services", "frameworks", "codecs", "programs", "tools", "xcode", "requirements", "show", "search",
            "diff", "completions", "manual",
        ] {
            let arguments = command.isEmpty ? ["--help"] : [command, "--help"]
            let run = try OscatProcess.run(arguments)
            #expect(run.status == 0, "\(command)")
            #expect(run.stdout.contains("USAGE"), "\(command)")
            #expect(run.stdout.hasSuffix("\n") && !run.stdout.hasSuffix("\n\n"), "help of '\(command)' ends in one line break")
            if !command.isEmpty {
                let viaHelp = try OscatProcess.run(["help", command])
                #expect(viaHelp.stdout == run.stdout)
            }
        }
        let frameworks = try OscatProcess.run(["frameworks", "--help"]).stdout
        #expect(frameworks.contains("--layer") && frameworks.contains("EXAMPLES") && frameworks.contains("core-services"))
    }

    @Test func versionNamesTheCatalogInUse() throws {
        let run = try OscatProcess.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("oscat "))
        #expect(run.stdout.contains("catalog: Catalog (working tree)"))
    }

    @Test func doubleDashEndsOptions() throws {
        // After "--", "--layr" is search text (so no usage error), not a misspelt option; "qzxj"
        // is in no entry, so the search finds nothing.
        let run = try OscatProcess.run(["search", "--format", "json", "--", "--layr-qzxj"])
        #expect(run.status == 0)
        #expect(try OscatProcess.json(run.stdout)["count"] as? Int == 0)
        let without = try OscatProcess.run(["search", "--format", "json", "--layr"])
        #expect(without.status == 64)
    }

    @Test func completionScriptsAreValidBash() throws {
        let run = try OscatProcess.run(["completions", "bash"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("core-services"))
        #expect(run.stdout.contains("frameworks"))
        let directory = try OscatProcess.temporaryDirectory()
        let script = directory.appendingPathComponent("oscat.bash")
        try run.stdout.write(to: script, atomically: true, encoding: .utf8)
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-n", script.path]
        try bash.run()
        bash.waitUntilExit()
        #expect(bash.terminationStatus == 0)
        for shell in ["zsh", "fish"] {
            #expect(try OscatProcess.run(["completions", shell]).status == 0)
        }
    }
}
