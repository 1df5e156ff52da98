/// A rectangular table of strings: a list of columns and rows of cells, ready to be rendered by
/// `TableRenderer` as an aligned text table, CSV or a GitHub Flavored Markdown table.
///
/// The table is always rectangular. Rows shorter than the number of columns are padded with
/// empty cells when they are added; rows longer than that are rejected with
/// `TableError.rowTooLong`. Because `columns` and `rows` can only be changed through the
/// initializer and `append(_:)`, every row of a `Table` has exactly `columns.count` cells.
///
/// ```swift
/// var table = try Table(columns: [Column("Framework"), Column("Since", alignment: .trailing)])
/// try table.append(["UIKit", "2.0"])
/// print(TableRenderer.text(table), terminator: "")
/// ```
///
/// Cells are stored as given; the renderers neutralise control characters when they produce
/// terminal or Markdown output.
public struct Table: Sendable, Hashable {
    /// The columns, in display order. A table may have no columns; it then renders as "".
    public private(set) var columns: [Column]

    /// The data rows (the header is not a row), each exactly `columns.count` cells long.
    public private(set) var rows: [[String]]

    /// Creates a table with `columns` and `rows`, padding short rows with empty cells.
    ///
    /// - Throws: `TableError.rowTooLong` for the first row that has more cells than there are
    ///   columns.
    public init(columns: [Column], rows: [[String]] = []) throws(TableError) {
        self.columns = columns
        self.rows = []
        self.rows.reserveCapacity(rows.count)
        for row in rows {
            try append(row)
        }
    }

    /// Appends a data row, padding it with empty cells to `columns.count`.
    ///
    /// - Throws: `TableError.rowTooLong` if `row` has more cells than there are columns; the
    ///   table is then unchanged.
    public mutating func append(_ row: [String]) throws(TableError) {
        let columnCount = columns.count
        guard row.count <= columnCount else {
            throw .rowTooLong(rowIndex: rows.count, cellCount: row.count, columnCount: columnCount)
        }
        if row.count == columnCount {
            rows.append(row)
        } else {
            rows.append(row + Array(repeating: "", count: columnCount - row.count))
        }
    }

    /// The column titles, in order (the header row).
    public var titles: [String] {
        columns.map(\.title)
    }
}
