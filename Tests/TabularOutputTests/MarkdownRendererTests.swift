import Testing

@testable import TabularOutput

@Suite("TableRenderer.markdown")
struct MarkdownRendererTests {
    static func sample() throws -> Table {
        try Table(
            columns: [Column("Name"), Column("Version", alignment: .trailing), Column("Note", alignment: .center, isFlexible: true)],
            rows: [["UIKit", "2.0", "ok"], ["日本語", "17", "a | b"], ["Příliš", "", " trimmed\n text "]]
        )
    }

    @Test("Golden: alignment row and pipes aligned by display width")
    func golden() throws {
        let expected = """
            | Name   | Version |     Note      |
            | ------ | ------: | :-----------: |
            | UIKit  |     2.0 |      ok       |
            | 日本語 |      17 |    a \\| b     |
            | Příliš |         | trimmed  text |

            """
        let output = TableRenderer.markdown(try Self.sample())
        #expect(output == expected)
        let widths = Set(lines(of: output).map { DisplayWidth.of($0) })
        #expect(widths.count == 1, "every raw line has the same display width")
    }

    @Test(
        "Cell escaping",
        arguments: [
            SamplePair("a|b", "a\\|b"),
            SamplePair("||", "\\|\\|"),
            SamplePair("a\\b", "a\\b"),
            SamplePair("a\\|b", "a\\\\|b"),
            SamplePair("ends with \\", "ends with \\"),
            SamplePair("*emph* `code|x`", "*emph* `code\\|x`"),
            SamplePair("  padded  ", "padded"),
            SamplePair("\u{A0}nbsp\u{A0}", "nbsp"),
            SamplePair("line\nbreak", "line break"),
            SamplePair("two\r\n\r\nlines", "two  lines"),
            SamplePair("\r\n", ""),
            SamplePair("\u{1B}[1mbold", "[1mbold"),
            SamplePair("|\u{301}", "\\|\u{301}"),
            SamplePair("", ""),
            SamplePair("Příliš žluťoučký kůň", "Příliš žluťoučký kůň"),
        ])
    func escaping(_ pair: SamplePair) {
        let cell = TableRenderer.markdownCell(pair.input)
        #expect(Array(cell.unicodeScalars) == Array(pair.expected.unicodeScalars))
    }

    @Test(
        "Plain-text cells: inline syntax and backslashes escaped too",
        arguments: [
            SamplePair("*i* _u_", "\\*i\\* \\_u\\_"),
            SamplePair("x\\|y", "x\\\\\\|y"),
            SamplePair("[l](u) ![i](p)", "\\[l\\](u) \\!\\[i\\](p)"),
            SamplePair("<b>&amp;</b>", "\\<b\\>\\&amp;\\</b\\>"),
            SamplePair("`c` ~s~", "\\`c\\` \\~s\\~"),
            SamplePair("e\\", "e\\\\"),
            SamplePair(" Příliš (1.0) #2 ", "Příliš (1.0) #2"),
        ])
    func plainTextEscaping(_ pair: SamplePair) {
        let cell = TableRenderer.markdownCell(pair.input, escapingInlineSyntax: true)
        #expect(Array(cell.unicodeScalars) == Array(pair.expected.unicodeScalars))
    }

    @Test("Golden: plain-text table")
    func plainTextTable() throws {
        let table = try Table(columns: [Column("a*b*"), Column("n", alignment: .trailing)], rows: [["x|y _z_", "1"]])
        let expected = """
            | a\\*b\\*     |   n |
            | ---------- | --: |
            | x\\|y \\_z\\_ |   1 |

            """
        #expect(TableRenderer.markdown(table, escapingInlineSyntax: true) == expected)
        #expect(TableRenderer.markdown(table) != expected)
    }

    @Test("Escaped cells in a rendered table")
    func escapedTable() throws {
        let table = try Table(columns: [Column("a|b")], rows: [["x\\y"], [""], ["p | q"]])
        let expected = """
            | a\\|b   |
            | ------ |
            | x\\y    |
            |        |
            | p \\| q |

            """
        #expect(TableRenderer.markdown(table) == expected)
    }

    @Test("Empty cells, no rows and no columns")
    func degenerate() throws {
        #expect(TableRenderer.markdown(try Table(columns: [])) == "")
        #expect(
            TableRenderer.markdown(try Table(columns: [Column("A"), Column("B", alignment: .trailing)])) == "| A   |   B |\n| --- | --: |\n"
        )
        #expect(
            TableRenderer.markdown(try Table(columns: [Column(""), Column("", alignment: .center)], rows: [[]]))
                == "|     |     |\n| --- | :-: |\n|     |     |\n")
    }

    @Test("No trailing spaces, every line is a row ending with a pipe")
    func lineShape() throws {
        let output = TableRenderer.markdown(try Self.sample())
        #expect(output.hasSuffix("|\n"))
        for line in lines(of: output) {
            #expect(line.hasPrefix("| ") && line.hasSuffix(" |"))
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
        }
    }
}
