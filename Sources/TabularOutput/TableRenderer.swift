/// Renders a `Table` as an aligned plain-text table, RFC 4180 CSV or a GFM Markdown table.
///
/// Each format lives in its own file (`TableRenderer+Text.swift`, `TableRenderer+CSV.swift`,
/// `TableRenderer+Markdown.swift`). All renderers are pure functions of their arguments: the
/// same table and options always give the same string, and no input traps (no columns, no rows,
/// empty or huge cells, a maximum width of 1).
public enum TableRenderer {
    /// Renders `table` in `format`; `options` apply to `.text` only.
    ///
    /// A convenience for a CLI `--format` option; equivalent to calling `text(_:options:)`,
    /// `csv(_:includeHeader:)` (with the header) or `markdown(_:escapingInlineSyntax:)` (cells
    /// as Markdown source) directly.
    public static func render(_ table: Table, as format: TableFormat, options: TextTableOptions = TextTableOptions()) -> String {
        switch format {
        case .text:
            return text(table, options: options)
        case .csv:
            return csv(table)
        case .markdown:
            return markdown(table)
        }
    }

    /// The cells of `row` as exactly `count` cells: padded with "" or cut. `Table` already
    /// guarantees the shape; this keeps the renderers total regardless.
    static func normalized(_ row: [String], count: Int) -> [String] {
        if row.count == count {
            return row
        }
        if row.count > count {
            return Array(row.prefix(count))
        }
        return row + Array(repeating: "", count: count - row.count)
    }
}
