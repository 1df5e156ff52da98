import Foundation
import TabularOutput
import TestSupport
import Testing

@Suite("TableRenderer.csv")
struct CSVRendererTests {
    @Test("Golden: header and rows with CRLF line endings")
    func golden() throws {
        let table = try Table(
            columns: [Column("Framework"), Column("Since", alignment: .trailing), Column("Summary", isFlexible: true)],
            rows: [["UIKit", "2.0", "Uživatelské rozhraní"], ["Foundation", "2.0", "Основные, типы"]]
        )
        let expected = "Framework,Since,Summary\r\nUIKit,2.0,Uživatelské rozhraní\r\nFoundation,2.0,\"Основные, типы\"\r\n"
        #expect(TableRenderer.csv(table) == expected)
        #expect(TableRenderer.csv(table, includeHeader: false) == "UIKit,2.0,Uživatelské rozhraní\r\nFoundation,2.0,\"Основные, типы\"\r\n")
    }

    @Test(
        "Quoting per RFC 4180",
        arguments: [
            SamplePair("plain", "plain"),
            SamplePair("a,b", "\"a,b\""),
            SamplePair("say \"hi\"", "\"say \"\"hi\"\"\""),
            SamplePair("\"", "\"\"\"\""),
            SamplePair("line\nbreak", "\"line\nbreak\""),
            SamplePair("cr\ronly", "\"cr\ronly\""),
            SamplePair("crlf\r\nend", "\"crlf\r\nend\""),
            SamplePair(" spaced ", " spaced "),
            SamplePair("tab\there", "tab\there"),
            SamplePair("semi;colon", "semi;colon"),
            SamplePair("'single'", "'single'"),
            SamplePair("=SUM(A1:A2)", "=SUM(A1:A2)"),
            SamplePair("-1", "-1"),
            SamplePair("Příliš žluťoučký kůň", "Příliš žluťoučký kůň"),
            SamplePair("\"\u{301}", "\"\"\"\u{301}\""),
            SamplePair("a\u{1B}[31m", "a\u{1B}[31m"),
        ])
    func quoting(_ pair: SamplePair) throws {
        let table = try Table(columns: [Column("x"), Column("y")], rows: [[pair.input, "z"]])
        let output = TableRenderer.csv(table, includeHeader: false)
        #expect(Array(output.unicodeScalars) == Array((pair.expected + ",z\r\n").unicodeScalars))
    }

    @Test("A record of one empty field is written as \"\" rather than an empty line")
    func singleEmptyField() throws {
        let table = try Table(columns: [Column("")], rows: [[""], ["a"], []])
        #expect(TableRenderer.csv(table) == "\"\"\r\n\"\"\r\na\r\n\"\"\r\n")
        let two = try Table(columns: [Column(""), Column("")], rows: [[]])
        #expect(TableRenderer.csv(two) == ",\r\n,\r\n")
    }

    @Test("Short rows end in empty fields")
    func shortRows() throws {
        let table = try Table(columns: [Column("a"), Column("b"), Column("c")], rows: [["1"]])
        #expect(TableRenderer.csv(table) == "a,b,c\r\n1,,\r\n")
    }

    @Test("No byte order mark, UTF-8 bytes as stored")
    func noBOM() throws {
        let table = try Table(columns: [Column("název")], rows: [["日本"]])
        let bytes = Array(TableRenderer.csv(table).utf8)
        #expect(Array(bytes.prefix(3)) != [0xEF, 0xBB, 0xBF])
        #expect(bytes == Array("název\r\n日本\r\n".utf8))
    }

    @Test("Degenerate tables")
    func degenerate() throws {
        #expect(TableRenderer.csv(try Table(columns: [])) == "")
        #expect(TableRenderer.csv(try Table(columns: [], rows: [[], []])) == "")
        #expect(TableRenderer.csv(try Table(columns: [Column("a")]), includeHeader: false) == "")
    }

    /// Cells that exercise every quoting rule, in every catalog script, in both normal forms.
    static let roundTripRows: [[String]] = [
        ["UIKit", "2.0", "Uživatelské rozhraní", "Основные типы"],
        ["a,b", "say \"hi\"", "\"", ",,,"],
        ["line\nbreak", "cr\ronly", "crlf\r\nend", "\n"],
        ["", " leading", "trailing ", "  "],
        ["Příliš žluťoučký kůň".decomposedStringWithCanonicalMapping, "Smörgåsbord", "fin\u{A0}!", "日本語テキスト"],
        ["👨‍👩‍👧 🇨🇿 ❤️", "e\u{301}\u{302}", "\u{200B}\u{200D}\u{AD}", "tab\there"],
        ["=SUM(A1)", "-1", "+x", "@y"],
        ["'quoted'", "\"\"", "a\"b\"c", "\u{1B}[0m"],
        [],
        [""],
    ]

    @Test(
        "Round trip through Python's csv module gives back exactly the same cells",
        .enabled(if: PythonRunner.python3 != nil || SharedTestdata.isContinuousIntegration, "python3 not found on PATH"))
    func pythonRoundTrip() throws {
        let table = try Table(
            columns: [Column("název"), Column("Version", alignment: .trailing), Column("a,\"b\""), Column("")],
            rows: Self.roundTripRows
        )
        let decoded = try PythonRunner.readCSV(TableRenderer.csv(table))
        let expected = [table.titles] + table.rows
        #expect(decoded.count == expected.count)
        for (got, want) in zip(decoded, expected) {
            #expect(got.map { Array($0.unicodeScalars) } == want.map { Array($0.unicodeScalars) }, "\(want)")
        }

        let single = try Table(columns: [Column("")], rows: [[""], ["x"], [""], ["\r\n"]])
        let decodedSingle = try PythonRunner.readCSV(TableRenderer.csv(single))
        #expect(decodedSingle == [[""], [""], ["x"], [""], ["\r\n"]])
    }
}

/// Runs Python's `csv` module on CSV text, when python3 is available.
enum PythonRunner {
    /// The python3 executable found on PATH, or nil (the round-trip test is then skipped).
    static let python3: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("python3")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        print("NOTICE: python3 not found on PATH; skipping the CSV round trip through Python's csv module.")
        return nil
    }()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The records Python's `csv.reader` reads from `csv`, written to a temporary UTF-8 file.
    static func readCSV(_ csv: String) throws -> [[String]] {
        guard let python3 else { try Requirement.missing("python3 not found on PATH") }
        let file = try ScratchFolder.file("tabular-output", suffix: ".csv")
        try Data(csv.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let script = """
            import csv, json, sys
            with open(sys.argv[1], newline="", encoding="utf-8") as f:
                rows = list(csv.reader(f, strict=True))
            sys.stdout.write(json.dumps(rows))
            """
        let process = Process()
        process.executableURL = python3
        process.arguments = ["-c", script, file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 failed: " + String(decoding: errorData, as: UTF8.self))
        }
        return try JSONDecoder().decode([[String]].self, from: data)
    }
}
