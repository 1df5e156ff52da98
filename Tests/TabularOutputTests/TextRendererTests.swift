import Foundation
import Testing

@testable import TabularOutput

@Suite("TableRenderer.text")
struct TextRendererTests {
    /// Frameworks in mixed scripts: Czech, Cyrillic, CJK and emoji, one column of each alignment.
    static func mixedScripts(summaryFlexible: Bool = true) throws -> Table {
        try Table(
            columns: [
                Column("Framework"),
                Column("Since", alignment: .trailing),
                Column("Summary", isFlexible: summaryFlexible),
            ],
            rows: [
                ["UIKit", "2.0", "Uživatelské rozhraní"],
                ["Foundation", "2.0", "Основные типы"],
                ["日本語", "17", "CJK 名前"],
                ["Emoji 👍", "18.0", "😀 ok"],
            ]
        )
    }

    @Test("Golden: mixed scripts aligned by display width")
    func goldenMixedScripts() throws {
        let expected = """
            Framework   Since  Summary
            ──────────  ─────  ────────────────────
            UIKit         2.0  Uživatelské rozhraní
            Foundation    2.0  Основные типы
            日本語         17  CJK 名前
            Emoji 👍     18.0  😀 ok

            """
        #expect(TableRenderer.text(try Self.mixedScripts()) == expected)
    }

    @Test("Every line of the golden table has the same display width up to trailing text")
    func columnsLineUp() throws {
        let output = TableRenderer.text(try Self.mixedScripts())
        // The third column starts at display column 19 on every line.
        for line in lines(of: output) {
            var width = 0
            var startOfThird = ""
            for character in line {
                if width == 19 { break }
                startOfThird.append(character)
                width += DisplayWidth.of(character: character)
            }
            #expect(width == 19, "\(line)")
            #expect(startOfThird.hasSuffix("  "), "\(line)")
        }
    }

    @Test("Decomposed Czech aligns exactly like precomposed Czech")
    func decomposedCzech() throws {
        let words = ["Příliš", "žluťoučký", "kůň", "úpěl", "ďábelské", "ódy"]
        let columns = [Column("Slovo"), Column("Délka", alignment: .trailing)]
        let precomposed = try Table(columns: columns, rows: words.map { [$0, "\($0.count)"] })
        let decomposed = try Table(columns: columns, rows: words.map { [$0.decomposedStringWithCanonicalMapping, "\($0.count)"] })
        let expected = """
            Slovo      Délka
            ─────────  ─────
            Příliš         6
            žluťoučký      9
            kůň            3
            úpěl           4
            ďábelské       8
            ódy            3

            """
        #expect(TableRenderer.text(precomposed) == expected)
        let decomposedOutput = TableRenderer.text(decomposed)
        // Same spaces in the same places; compare scalar by scalar after normalising the letters.
        #expect(Array(decomposedOutput.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(decomposedOutput.unicodeScalars.contains("\u{30C}"), "the cells keep their decomposed form")
    }

    @Test("Golden: Cyrillic, Swedish and French with centred column")
    func goldenCentred() throws {
        let table = try Table(
            columns: [Column("Jazyk"), Column("Ukázka", alignment: .center), Column("N", alignment: .trailing)],
            rows: [
                ["ru", "Привет", "1"],
                ["sv", "Smörgåsbord", "22"],
                ["fr", "fin\u{A0}!", "333"],
            ]
        )
        let expected = """
            Jazyk    Ukázka       N
            ─────  ───────────  ───
            ru       Привет       1
            sv     Smörgåsbord   22
            fr        fin\u{A0}!     333

            """
        #expect(TableRenderer.text(table) == expected)
    }

    @Test("Golden: wrapping the flexible column to a maximum width")
    func goldenWrapping() throws {
        let output = TableRenderer.text(try Self.mixedScripts(), options: TextTableOptions(maxWidth: 30))
        let expected = """
            Framework   Since  Summary
            ──────────  ─────  ───────────
            UIKit         2.0  Uživatelské
                               rozhraní
            Foundation    2.0  Основные
                               типы
            日本語         17  CJK 名前
            Emoji 👍     18.0  😀 ok

            """
        #expect(output == expected)
        for line in lines(of: output) {
            #expect(DisplayWidth.of(line) <= 30)
        }
    }

    @Test("A flexible middle column wraps; its neighbours stay on the first line, aligned")
    func wrappingMiddleColumn() throws {
        let table = try Table(
            columns: [Column("id"), Column("Popis", isFlexible: true), Column("Verze", alignment: .trailing)],
            rows: [["core-data", "Objektový graf a perzistence dat", "3.0"]]
        )
        let expected = """
            id         Popis          Verze
            ─────────  ─────────────  ─────
            core-data  Objektový        3.0
                       graf a
                       perzistence
                       dat

            """
        #expect(TableRenderer.text(table, options: TextTableOptions(maxWidth: 31)) == expected)
    }

    @Test("The header of a flexible column wraps too when it is the widest part")
    func headerWraps() throws {
        let table = try Table(columns: [Column("Key"), Column("Long description title", isFlexible: true)], rows: [["a", "short"]])
        let expected = """
            Key  Long
                 description
                 title
            ───  ───────────
            a    short

            """
        #expect(TableRenderer.text(table, options: TextTableOptions(maxWidth: 16)) == expected)
    }

    @Test("Tables that fit, or have no flexible column, are not wrapped")
    func noWrapping() throws {
        let flexible = try Self.mixedScripts()
        let fixed = try Self.mixedScripts(summaryFlexible: false)
        #expect(TableRenderer.text(flexible, options: TextTableOptions(maxWidth: 39)) == TableRenderer.text(flexible))
        #expect(TableRenderer.text(fixed, options: TextTableOptions(maxWidth: 10)) == TableRenderer.text(fixed))
    }

    @Test("Maximum width 1 and below: flexible columns become one column wide, nothing traps", arguments: [1, 0, -3, Int.min])
    func widthOne(maxWidth: Int) throws {
        let table = try Table(columns: [Column("S", isFlexible: true)], rows: [["ab cd"], ["日本"], [""]])
        let expected = "S\n─\na\nb\nc\nd\n日\n本\n\n"
        #expect(TableRenderer.text(table, options: TextTableOptions(maxWidth: maxWidth)) == expected)
        // With fixed columns wider than the limit the flexible one still gets one column.
        let mixed = try Self.mixedScripts()
        let output = TableRenderer.text(mixed, options: TextTableOptions(maxWidth: maxWidth))
        #expect(lines(of: output).first == "Framework   Since  S")
    }

    @Test("Huge cells: wrapped to fit, or left whole in a fixed column")
    func hugeCells() throws {
        let huge = String(repeating: "Příliš žluťoučký kůň ", count: 5_000) + String(repeating: "x", count: 50_000)
        let table = try Table(columns: [Column("n", alignment: .trailing), Column("text", isFlexible: true)], rows: [["1", huge]])
        let output = TableRenderer.text(table, options: TextTableOptions(maxWidth: 80))
        let outputLines = lines(of: output)
        #expect(outputLines.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(outputLines.count > 1_000)
        let fixed = try Table(columns: [Column("text")], rows: [[huge]])
        let fixedOutput = TableRenderer.text(fixed, options: TextTableOptions(maxWidth: 80))
        #expect(lines(of: fixedOutput).count == 3)
    }

    @Test("ASCII separator option")
    func asciiSeparator() throws {
        let output = TableRenderer.text(try Self.mixedScripts(), options: TextTableOptions(asciiOnly: true))
        #expect(lines(of: output)[1] == "----------  -----  --------------------")
    }

    @Test("Without header only the aligned rows are printed")
    func noHeader() throws {
        let table = try Table(
            columns: [Column("A very long title"), Column("B", alignment: .trailing)], rows: [["x", "1"], ["yy", "22"]])
        #expect(TableRenderer.text(table, options: TextTableOptions(showsHeader: false)) == "x    1\nyy  22\n")
        let empty = try Table(columns: [Column("A")])
        #expect(TableRenderer.text(empty, options: TextTableOptions(showsHeader: false)) == "")
    }

    @Test("ANSI bold on the header only when useColor is true")
    func ansi() throws {
        let table = try Self.mixedScripts()
        let colored = TableRenderer.text(table, options: TextTableOptions(useColor: true))
        let plain = TableRenderer.text(table)
        #expect(lines(of: colored)[0] == "\u{1B}[1mFramework   Since  Summary\u{1B}[0m")
        #expect(Array(lines(of: colored).dropFirst()) == Array(lines(of: plain).dropFirst()))
        #expect(!plain.unicodeScalars.contains("\u{1B}"))
    }

    @Test("Control characters in cells and titles cannot reach the terminal")
    func injection() throws {
        let table = try Table(
            columns: [Column("Ti\u{1B}[2Jtle"), Column("B")],
            rows: [["a\tb\nc\u{1B}[31md\u{9B}0m", "x\r\ny"], ["\u{1B}]0;pwned\u{07}", "\u{7F}"]]
        )
        let output = TableRenderer.text(table)
        let expected = """
            Ti[2Jtle      B
            ────────────  ───
            a b c[31md0m  x y
            ]0;pwned

            """
        #expect(output == expected)
        let controls = output.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty)
        let colored = TableRenderer.text(table, options: TextTableOptions(useColor: true))
        #expect(colored.unicodeScalars.filter { $0 == "\u{1B}" }.count == 2, "only our own bold and reset")
    }

    @Test(
        "No line has trailing spaces and the output ends with a newline",
        arguments: [
            TextTableOptions(),
            TextTableOptions(maxWidth: 20),
            TextTableOptions(maxWidth: 1, useColor: true),
            TextTableOptions(asciiOnly: true, showsHeader: false),
        ])
    func noTrailingSpaces(options: TextTableOptions) throws {
        let table = try Table(
            columns: [
                Column("", alignment: .trailing), Column("Middle", isFlexible: true), Column("", alignment: .center), Column("Last"),
            ],
            rows: [["1", "a b c d e f g h", "x", ""], ["", "", "", "trailing   "], ["22", "日本語 テキスト", "", "x"]]
        )
        let output = TableRenderer.text(table, options: options)
        #expect(output.hasSuffix("\n"))
        for line in lines(of: output) {
            #expect(!line.hasSuffix(" "), "\(line)")
            #expect(!line.hasSuffix(" \u{1B}[0m"), "\(line)")
        }
    }

    @Test("Empty and degenerate tables")
    func degenerate() throws {
        #expect(TableRenderer.text(try Table(columns: [])) == "")
        #expect(TableRenderer.text(try Table(columns: []), options: TextTableOptions(maxWidth: 1, useColor: true)) == "")
        #expect(TableRenderer.text(try Table(columns: [Column("A"), Column("Bb")])) == "A  Bb\n─  ──\n")
        #expect(TableRenderer.text(try Table(columns: [Column("")], rows: [[""]])) == "\n\n\n")
        #expect(TableRenderer.text(try Table(columns: [Column(""), Column("")]), options: TextTableOptions(useColor: true)) == "\n\n")
    }
}

@Suite("TextTableLayout")
struct TextTableLayoutTests {
    @Test("Natural widths when there is no limit or the table fits")
    func natural() {
        #expect(TextTableLayout.columnWidths(natural: [5, 7], flexible: [true, true], maxWidth: nil) == [5, 7])
        #expect(TextTableLayout.columnWidths(natural: [5, 7], flexible: [true, true], maxWidth: 14) == [5, 7])
        #expect(TextTableLayout.columnWidths(natural: [], flexible: [], maxWidth: 1) == [])
    }

    @Test("Narrow flexible columns keep their width; wide ones share the rest")
    func waterFilling() {
        #expect(TextTableLayout.columnWidths(natural: [10, 4, 30], flexible: [false, true, true], maxWidth: 30) == [10, 4, 12])
        #expect(TextTableLayout.columnWidths(natural: [20, 20], flexible: [true, true], maxWidth: 21) == [10, 9])
        // 40 − 4 (gaps) = 36: the 9 keeps its width, 27 is split 14/13, the extra column to the left.
        #expect(TextTableLayout.columnWidths(natural: [9, 30, 30], flexible: [true, true, true], maxWidth: 40) == [9, 14, 13])
    }

    @Test("Flexible columns never go below one")
    func minimum() {
        #expect(TextTableLayout.columnWidths(natural: [50, 10, 10], flexible: [false, true, true], maxWidth: 20) == [50, 1, 1])
        #expect(TextTableLayout.columnWidths(natural: [Int.max / 2, 3], flexible: [true, true], maxWidth: 4) == [1, 1])
    }

    @Test("The result fits whenever the fixed columns leave room", arguments: 1...60)
    func fits(maxWidth: Int) {
        let natural = [8, 25, 3, 40]
        let flexible = [false, true, false, true]
        let widths = TextTableLayout.columnWidths(natural: natural, flexible: flexible, maxWidth: maxWidth)
        let fixedWidth = 8 + 3 + 3 * TextTableLayout.gap
        if maxWidth >= fixedWidth + 2 {
            #expect(TextTableLayout.totalWidth(widths) <= maxWidth)
            #expect(TextTableLayout.totalWidth(widths) == min(maxWidth, TextTableLayout.totalWidth(natural)))
        }
        for index in natural.indices {
            #expect(widths[index] <= natural[index] || natural[index] == 0)
            #expect(flexible[index] || widths[index] == natural[index])
        }
    }
}
