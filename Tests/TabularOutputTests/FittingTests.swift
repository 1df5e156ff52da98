import Testing

@testable import TabularOutput

/// The fitting policy: wrapped cells of at most N lines ending in "…", columns left out in
/// their drop order, the block layout, and that no line is ever wider than the width.
@Suite("Fitting a table to the width")
struct FittingTests {
    static let summary = "Hardware-optimized interfaces for signal processing, linear algebra and image processing."

    static func frameworks(summary: String = summary) throws -> Table {
        try Table(
            columns: [
                Column("ID"), Column("Layer", dropOrder: 1), Column("Since"), Column("Summary", isFlexible: true),
            ],
            rows: [["accelerate", "Core OS", "iOS 4", summary], ["ui-kit", "Cocoa Touch", "iOS 2", "Windows and views."]])
    }

    @Test("Golden: a summary wrapped to two lines, the second cut after a whole word with …")
    func twoLinesAndEllipsis() throws {
        let output = TableRenderer.text(try Self.frameworks(), options: .fitting(width: 68))
        let expected = """
            ID          Layer        Since  Summary
            ──────────  ───────────  ─────  ────────────────────────────────────
            accelerate  Core OS      iOS 4  Hardware-optimized interfaces for
                                            signal processing, linear algebra…
            ui-kit      Cocoa Touch  iOS 2  Windows and views.

            """
        #expect(output == expected)
    }

    @Test("Exact width: a table as wide as the limit is unchanged; one column less wraps")
    func exactWidthBoundary() throws {
        let table = try Self.frameworks()
        let natural = TableRenderer.text(table)
        let width = natural.split(separator: "\n").map { DisplayWidth.of($0) }.max() ?? 0
        #expect(TableRenderer.text(table, options: .fitting(width: width)) == natural)
        let narrower = TableRenderer.text(table, options: .fitting(width: width - 1))
        #expect(narrower != natural)
        #expect(narrower.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= width - 1 })
    }

    @Test("A column with a drop order is left out before the summary gets unreadable")
    func dropOrder() throws {
        let output = TableRenderer.text(try Self.frameworks(), options: .fitting(width: 50))
        let lines = output.split(separator: "\n")
        #expect(lines[0] == "ID          Since  Summary")
        #expect(!output.contains("Core OS"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
    }

    @Test("Golden: blocks when even without droppable columns the summary cannot be read")
    func blockFallback() throws {
        let output = TableRenderer.text(try Self.frameworks(), options: .fitting(width: 36))
        let expected = """
            ID:       accelerate
            Layer:    Core OS
            Since:    iOS 4
            Summary:  Hardware-optimized
                      interfaces for signal
                      processing, linear algebra
                      and image processing.

            ID:       ui-kit
            Layer:    Cocoa Touch
            Since:    iOS 2
            Summary:  Windows and views.

            """
        #expect(output == expected)
    }

    @Test("Blocks put values under long titles, and a table without flexible columns falls back too")
    func blocksWithLongTitles() throws {
        let table = try Table(columns: [Column("A very long column title"), Column("Another")], rows: [["x", "yyyy yyyy yyyy"]])
        let output = TableRenderer.text(table, options: .fitting(width: 20))
        #expect(output == "A very long column\ntitle:\n  x\nAnother:\n  yyyy yyyy yyyy\n")
    }

    @Test("Wide characters count two columns; combining marks none; nothing exceeds the width", arguments: 20...70)
    func wideAndCombining(width: Int) throws {
        let cjk = String(repeating: "日本語の説明文です、", count: 6)
        let decomposed = String(repeating: "Prî\u{0301}liš z\u{030C}luťoučký ku\u{030A}ň ", count: 6)
        for summary in [cjk, decomposed, Self.summary] {
            let output = TableRenderer.text(try Self.frameworks(summary: summary), options: .fitting(width: width))
            for line in output.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
            }
            // A combining mark never starts a line or a cell: it stays with its letter.
            #expect(!output.split(separator: "\n").contains { $0.unicodeScalars.first?.properties.generalCategory == .nonspacingMark })
            #expect(!output.contains(" \u{030C}") && !output.contains(" \u{0301}"))
        }
    }

    @Test("Combining marks stay with their letter when a cell is cut")
    func combiningMarksKept() {
        let text = "Příliš z\u{030C}luťoučký"
        let cut = TextWrapper.truncated(text, width: 9)
        #expect(cut == "Příliš z\u{030C}…")
        #expect(DisplayWidth.of(cut) == 9)
    }

    @Test("Cutting CJK: a wide character that would not fit beside … is left out")
    func truncatedWide() {
        #expect(TextWrapper.truncated("日本語日本語", width: 6) == "日本…")
        #expect(TextWrapper.truncated("日本語", width: 6) == "日本語")
        #expect(TextWrapper.truncated("abc", width: 0) == "…")
    }

    @Test("wrap(maxLines:) keeps whole lines, cuts after a word, and a single long word by clusters")
    func wrapMaxLines() {
        #expect(TextWrapper.wrap("one two three four five six", width: 9, maxLines: 2) == ["one two", "three…"])
        #expect(TextWrapper.wrap("one two three", width: 9, maxLines: 2) == ["one two", "three"])
        #expect(TextWrapper.wrap("one two three", width: 9, maxLines: nil) == ["one two", "three"])
        #expect(TextWrapper.wrap("abcdefghijklmnop", width: 5, maxLines: 2) == ["abcde", "fghi…"])
        #expect(TextWrapper.wrap("aa bb cc dd", width: 5, maxLines: 0) == ["aa…"])
    }

    @Test("fit: widths, minimums and the drop order")
    func layoutFit() {
        // Fits as it is.
        #expect(
            TextTableLayout.fit(natural: [10, 40], flexible: [false, true], minimums: [10, 30], dropOrder: [nil, nil], maxWidth: 52)
                == .columns(visible: [0, 1], widths: [10, 40]))
        // The summary narrows to its minimum, not below.
        #expect(
            TextTableLayout.fit(natural: [10, 40], flexible: [false, true], minimums: [10, 30], dropOrder: [nil, nil], maxWidth: 42)
                == .columns(visible: [0, 1], widths: [10, 30]))
        #expect(
            TextTableLayout.fit(natural: [10, 40], flexible: [false, true], minimums: [10, 30], dropOrder: [nil, nil], maxWidth: 41)
                == .blocks)
        // The lowest drop order goes first; ties: the rightmost.
        #expect(
            TextTableLayout.fit(
                natural: [10, 8, 8, 40], flexible: [false, false, false, true], minimums: [10, 8, 8, 30],
                dropOrder: [nil, 1, 1, nil], maxWidth: 52) == .columns(visible: [0, 1, 3], widths: [10, 8, 30]))
        // A second flexible column held at its own minimum leaves the rest to the summary.
        #expect(
            TextTableLayout.arrangement(natural: [30, 100], flexible: [true, true], minimums: [16, 30], maxWidth: 60)
                == .columns([28, 30]))
        // No flexible column and too wide: blocks.
        #expect(TextTableLayout.arrangement(natural: [30, 30], flexible: [false, false], minimums: [30, 30], maxWidth: 40) == .blocks)
    }
}
