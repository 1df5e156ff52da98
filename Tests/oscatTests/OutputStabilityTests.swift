import Foundation
import Testing

/// End-to-end: output is the same byte for byte whatever the time zone, the locale settings
/// (beyond the chosen language) and the run; and piped output never carries color codes.
@Suite struct OutputStabilityTests {
    @Test func outputIsByteIdenticalAcrossRunsTimeZonesAndLocales() throws {
        for arguments in [["frameworks", "--format", "json"], ["versions"], ["search", "location", "--format", "csv"], ["diff", "6", "8"]] {
            let first = try OscatProcess.run(arguments + ["--lang", "fr"], environment: ["TZ": "UTC", "LC_ALL": "C"])
            let second = try OscatProcess.run(arguments + ["--lang", "fr"], environment: ["TZ": "Asia/Tokyo", "LANG": "cs_CZ.UTF-8"])
            let third = try OscatProcess.run(arguments + ["--lang", "fr"], environment: ["TZ": "America/Los_Angeles"])
            #expect(first.stdout == second.stdout, "\(arguments)")
            #expect(first.stdout == third.stdout, "\(arguments)")
            #expect(!first.stdout.isEmpty)
        }
    }

    @Test func pipedOutputHasNoEscapeCodes() throws {
        for environment in [[:], ["NO_COLOR": "1"], ["TERM": "xterm-256color"]] {
            let run = try OscatProcess.run(["frameworks"], environment: environment)
            #expect(!run.stdout.contains("\u{1B}"))
        }
    }

    @Test func tablesAlignByDisplayWidthInEveryScript() throws {
        for lang in ["cs", "ru"] {
            let lines = try OscatProcess.run(["layers", "--lang", lang]).stdout.split(separator: "\n")
            let separator = try #require(lines.dropFirst().first)
            // Every column starts at the same display offset: the header's second column starts
            // where the separator's second run of box characters starts.
            let offset = separator.firstIndex(of: " ").map { separator.distance(from: separator.startIndex, to: $0) } ?? 0
            #expect(offset > 0)
            for line in lines.dropFirst(2) {
                let prefix = line.prefix(offset)
                #expect(prefix.count == offset, "\(line)")
            }
        }
    }
}
