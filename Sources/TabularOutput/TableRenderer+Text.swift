extension TableRenderer {
    /// `table` as plain text aligned by terminal display width, one line per row (more for
    /// wrapped rows), ending with "\n".
    ///
    /// Layout: the header row, a line of `─` (or `-` with `options.asciiOnly`) as wide as each
    /// column, then the rows; columns are separated by two spaces and aligned by
    /// `Column.alignment`, measured with `DisplayWidth` so Czech, Cyrillic, CJK and emoji line up.
    ///
    /// ```
    /// Framework   Since  Summary
    /// ──────────  ─────  ────────────────────
    /// UIKit         2.0  Uživatelské rozhraní
    /// Foundation    2.0  Основные типы
    /// ```
    ///
    /// The same table with `TextTableOptions(maxWidth: 30)` and a flexible "Summary" column:
    ///
    /// ```
    /// Framework   Since  Summary
    /// ──────────  ─────  ───────────
    /// UIKit         2.0  Uživatelské
    ///                    rozhraní
    /// Foundation    2.0  Основные
    ///                    типы
    /// ```
    ///
    /// * Every title and cell first goes through `TerminalText.sanitized(_:)`: tabs and line
    ///   breaks become spaces, other control characters (ESC included) are removed, so catalog
    ///   text can neither break the layout nor send escape sequences to the terminal.
    /// * With `options.maxWidth`, a table that is too wide has its flexible columns narrowed and
    ///   their cells wrapped with `TextWrapper.wrap(_:width:)`; the other cells of a wrapped row
    ///   stay on its first line. A cluster wider than its column (a CJK character in a column of
    ///   width 1) overflows that line rather than being cut.
    /// * With `options.maxLinesPerCell`, a wrapped cell keeps at most that many lines, the last
    ///   one cut with "…" (see `TextWrapper.wrap(_:width:maxLines:)`).
    /// * With `options.minimumReadableWidth`, columns with a `Column.dropOrder` are left out,
    ///   lowest order first, until the table fits with readable flexible columns; a table
    ///   that still cannot fit `maxWidth` with readable
    ///   flexible columns is printed one entry per block instead: each column's title, ": " and
    ///   the cell wrapped to the width, a blank line between entries. Every line then fits
    ///   `maxWidth` (unless one cluster is wider than the width left for a value).
    /// * With `options.useColor`, each header line is wrapped in ANSI bold; otherwise the output
    ///   contains no escape character at all.
    /// * No line has trailing spaces. A table with no columns, or with no rows and
    ///   `showsHeader` false, renders as "".
    public static func text(_ table: Table, options: TextTableOptions = TextTableOptions()) -> String {
        let columns = table.columns
        let count = columns.count
        guard count > 0 else {
            return ""
        }
        let titles = columns.map { TerminalText.sanitized($0.title) }
        let rows = table.rows.map { normalized($0, count: count).map(TerminalText.sanitized) }

        var natural = options.showsHeader ? titles.map { DisplayWidth.of($0) } : Array(repeating: 0, count: count)
        for row in rows {
            for index in 0..<count {
                natural[index] = max(natural[index], DisplayWidth.of(row[index]))
            }
        }
        var shown = columns
        var shownTitles = titles
        var shownRows = rows
        let widths: [Int]
        if let readable = options.minimumReadableWidth {
            let minimums = columns.indices.map { min(natural[$0], max(1, columns[$0].minimumWidth ?? readable)) }
            switch TextTableLayout.fit(
                natural: natural, flexible: columns.map(\.isFlexible), minimums: minimums, dropOrder: columns.map(\.dropOrder),
                maxWidth: options.maxWidth)
            {
            case .columns(let visible, let fitted):
                widths = fitted
                if visible.count < count {
                    shown = visible.map { columns[$0] }
                    shownTitles = visible.map { titles[$0] }
                    shownRows = rows.map { row in visible.map { row[$0] } }
                    natural = visible.map { natural[$0] }
                }
            case .blocks:
                return blocks(titles: titles, rows: rows, options: options)
            }
        } else {
            widths = TextTableLayout.columnWidths(
                natural: natural,
                flexible: columns.map(\.isFlexible),
                maxWidth: options.maxWidth
            )
        }

        var lines: [String] = []
        if options.showsHeader {
            for line in physicalLines(of: shownTitles, columns: shown, widths: widths, natural: natural, maxLines: nil) {
                lines.append(options.useColor && !line.isEmpty ? ANSI.bold + line + ANSI.reset : line)
            }
            let rule = options.asciiOnly ? "-" : "─"
            let separator = widths.map { String(repeating: rule, count: $0) }
            lines.append(trimmingTrailingSpaces(separator.joined(separator: gapText)))
        }
        for row in shownRows {
            lines += physicalLines(of: row, columns: shown, widths: widths, natural: natural, maxLines: options.maxLinesPerCell)
        }
        if lines.isEmpty {
            return ""
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ANSI sequences the text renderer may emit.
    enum ANSI {
        static let bold = "\u{1B}[1m"
        static let reset = "\u{1B}[0m"
    }

    /// The two spaces between columns.
    private static let gapText = String(repeating: " ", count: TextTableLayout.gap)

    /// The output lines of one logical row: one, or more when a flexible cell wraps.
    private static func physicalLines(
        of cells: [String], columns: [Column], widths: [Int], natural: [Int], maxLines: Int?
    ) -> [String] {
        let wrapped: [[String]] = cells.indices.map { index in
            if columns[index].isFlexible && widths[index] < natural[index] {
                return TextWrapper.wrap(cells[index], width: widths[index], maxLines: maxLines)
            }
            return [cells[index]]
        }
        let height = wrapped.map(\.count).max() ?? 1
        return (0..<height).map { lineIndex in
            let parts = wrapped.indices.map { index in
                let piece = lineIndex < wrapped[index].count ? wrapped[index][lineIndex] : ""
                return DisplayWidth.padded(piece, toWidth: widths[index], alignment: columns[index].alignment)
            }
            return trimmingTrailingSpaces(parts.joined(separator: gapText))
        }
    }

    /// `line` without trailing U+0020 spaces.
    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " {
            line.removeLast()
        }
        return line
    }
}
