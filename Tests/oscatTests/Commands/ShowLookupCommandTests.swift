import Foundation
import TestSupport
import Testing

/// End-to-end: `show` finds an entry as people type it, suggests entries of any kind when
/// nothing matches, and answers a huge argument at once.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct ShowLookupCommandTests {
    @Test(arguments: [
        ("CoreMotion", "core-motion"), ("core-motion", "core-motion"), ("av foundation", "av-foundation"),
        ("AVFOUNDATION", "av-foundation"), ("AV Foundation", "av-foundation"),
    ])
    func findsWhatPeopleType(_ text: String, _ id: String) throws {
        let run = try OscatProcess.run(["show", text, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try OscatProcess.json(run.stdout)["id"] as? String == id)
    }

    @Test func mp3SuggestsTheMP3MediaFormats() throws {
        let run = try OscatProcess.run(["show", "mp3", "--lang", "en"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("'audio-mp3'"), "\(run.stderr)")
        #expect(run.stderr.contains("'container-mp3'"))
    }

    @Test(arguments: [("ios-177", "ios-17"), ("airdrp", "airdrop"), ("xcod", "xcode"), ("core locatoin", "core-location")])
    func suggestsEntriesOfEveryKind(_ text: String, _ suggestion: String) throws {
        let run = try OscatProcess.run(["show", text, "--lang", "en"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("did you mean '\(suggestion)'"), "\(run.stderr)")
    }

    /// A pasted 100 KB argument is a usage error with one error line; how its cost grows is
    /// checked without a clock limit in EntityLookupTests.
    @Test func aHundredKilobyteArgumentIsAUsageError() throws {
        let run = try OscatProcess.run(["show", String(repeating: "x", count: 100_000)])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error:"), "\(run.stderr.prefix(200))")
    }
}
