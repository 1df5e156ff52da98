extension TableRenderer {
    /// `table` as a GitHub Flavored Markdown table: the header row, the delimiter row, then one
    /// line per row, each line ending with "\n".
    ///
    /// ```
    /// | Framework  | Since | Summary              |
    /// | ---------- | ----: | -------------------- |
    /// | UIKit      |   2.0 | Uživatelské rozhraní |
    /// | Foundation |   2.0 | Основные типы        |
    /// ```
    ///
    /// * Delimiter row: `---` for `.leading` (GFM's default alignment, which is the start of
    ///   the line), `--:` for `.trailing`, `:-:` for `.center`, widened with dashes.
    /// * By default cells are Markdown inline source. Each title and cell goes through
    ///   `TerminalText.sanitized(_:)` (a GFM row is one line, so line breaks become spaces rather
    ///   than `<br>`, keeping the output free of HTML; other control characters are removed),
    ///   then has leading and trailing white space trimmed, then every `|` is escaped as `\|` so
    ///   it cannot end the cell. Nothing else is escaped: backslashes and other Markdown syntax
    ///   are kept as written (so `*x*` renders in italics and a `\|` already in a cell renders
    ///   as `|`). Text that was escaped beforehand therefore stays correctly escaped.
    /// * With `escapingInlineSyntax` true, cells are plain text instead: every backslash and
    ///   every character that can start inline Markdown syntax (the backtick, `*` `_` `[` `]` `<` `>`
    ///   `~` `!` `&`) is backslash-escaped too, so the rendered cell shows exactly the text.
    ///   (GFM's bare-URL autolinks still apply; they cannot be escaped.)
    /// * Empty cells are allowed. Pipes are aligned by display width (every column at least 3
    ///   wide) so the raw text is readable too; cells are padded according to the alignment.
    /// * A table with no columns renders as "" (GFM tables need at least one column); a table
    ///   with no rows is just the header and delimiter rows, which is a valid GFM table.
    public static func markdown(_ table: Table, escapingInlineSyntax: Bool = false) -> String {
        let columns = table.columns
        let count = columns.count
        guard count > 0 else {
            return ""
        }
        let titles = columns.map { markdownCell($0.title, escapingInlineSyntax: escapingInlineSyntax) }
        let rows = table.rows.map { row in
            normalized(row, count: count).map { markdownCell($0, escapingInlineSyntax: escapingInlineSyntax) }
        }
        var widths = titles.map { max(3, DisplayWidth.of($0)) }
        for row in rows {
            for index in 0..<count {
                widths[index] = max(widths[index], DisplayWidth.of(row[index]))
            }
        }

        func line(_ cells: [String]) -> String {
            let padded = cells.indices.map { index in
                DisplayWidth.padded(cells[index], toWidth: widths[index], alignment: columns[index].alignment)
            }
            return "| " + padded.joined(separator: " | ") + " |\n"
        }

        let delimiters = columns.indices.map { index in
            let width = widths[index]
            switch columns[index].alignment {
            case .leading:
                return String(repeating: "-", count: width)
            case .trailing:
                return String(repeating: "-", count: width - 1) + ":"
            case .center:
                return ":" + String(repeating: "-", count: width - 2) + ":"
            }
        }

        var output = line(titles)
        output += "| " + delimiters.joined(separator: " | ") + " |\n"
        for row in rows {
            output += line(row)
        }
        return output
    }

    /// One cell's text as GFM table cell source: sanitised, trimmed, pipes escaped (and, with
    /// `escapingInlineSyntax`, backslashes and inline syntax characters escaped too).
    static func markdownCell(_ text: String, escapingInlineSyntax: Bool = false) -> String {
        var trimmed = Substring(TerminalText.sanitized(text))
        while let first = trimmed.first, first.isWhitespace {
            trimmed.removeFirst()
        }
        while let last = trimmed.last, last.isWhitespace {
            trimmed.removeLast()
        }
        var escaped = String.UnicodeScalarView()
        for scalar in trimmed.unicodeScalars {
            if scalar == "|" || (escapingInlineSyntax && inlineSyntaxCharacters.contains(scalar)) {
                escaped.append("\\")
            }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// The ASCII characters backslash-escaped when cells are plain text.
    private static let inlineSyntaxCharacters: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "~", "!", "&"]
}
