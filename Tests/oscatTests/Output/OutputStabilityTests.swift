import Foundation
import TabularOutput
import TestSupport
import Testing

/// End-to-end: output is the same byte for byte whatever the time zone, the locale settings
/// (beyond the chosen language) and the run; and piped output never carries color codes.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct OutputStabilityTests {
    @Test func outputIsByteIdenticalAcrossRunsTimeZonesAndLocales() throws {
        for arguments in [
            ["frameworks", "--format", "json"], ["versions"], ["search", "location", "--format", "csv"], ["diff", "6", "8"],
        ] {
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

    @Test(arguments: ["layers", "frameworks", "services"], ["cs", "ru", "fr", "sv"])
    func tablesAlignByDisplayWidthInEveryScript(command: String, lang: String) throws {
        for columns in ["100", "300"] {
            let lines = try OscatProcess.run([command, "--lang", lang], environment: ["COLUMNS": columns]).stdout
                .split(separator: "\n").map { Array($0).map(String.init) }
            try #require(lines.count > 2)
            // Display offsets of the separator line's runs of box characters: the columns. (A
            // header can wrap onto several lines before it.)
            let separatorLine = try #require(lines.firstIndex { $0.first == "─" })
            let separator = Self.displayCells(lines[separatorLine])
            let starts = separator.indices.filter { separator[$0] != " " && ($0 == 0 || separator[$0 - 1] == " ") }
            #expect(starts.count >= 3, "\(command) \(lang): \(starts)")
            for (number, line) in lines.enumerated() {
                let cells = Self.displayCells(line)
                for start in starts.dropFirst() where start < cells.count {
                    // Two spaces before every column (a cell of the previous column never runs
                    // into it), and a header title or separator run starting exactly there.
                    #expect(cells[start - 1] == " " && cells[start - 2] == " ", "\(command) \(lang) line \(number): \(line.joined())")
                    if number == 0 || number == separatorLine {
                        #expect(cells[start] != " ", "\(command) \(lang) line \(number): \(line.joined())")
                    }
                }
            }
        }
    }

    /// One entry per terminal cell: a character of width 2 takes two (its second a marker).
    static func displayCells(_ characters: [String]) -> [String] {
        characters.flatMap { character -> [String] in
            let width = DisplayWidth.of(character)
            return width == 0 ? [] : [character] + Array(repeating: "\u{0}", count: width - 1)
        }
    }
}
