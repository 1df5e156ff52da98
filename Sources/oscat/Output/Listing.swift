import JSONReader

/// The result of a listing command, independent of output format: the columns a reader sees
/// and, for each row, its cells and its JSON object (which may carry more fields than the
/// table, with typed values and nulls for absent facts).
struct Listing {
    /// One column of the table, CSV and Markdown outputs.
    struct Column {
        /// The header in the user's language.
        var title: String
        /// The stable lower-case name `--columns` chooses it by (`id`, `name`, `introduced`),
        /// the same in every language (docs/CLI.md lists each command's).
        var id: String
        /// Whether the table may wrap it to fit the width (a summary).
        var isFlexible = false
        var alignsTrailing = false
        /// How narrow a flexible column may get before the table becomes blocks (nil: the
        /// summary's readable width).
        var minimumWidth: Int? = nil
        /// When a table too wide for the terminal leaves it out: lowest first, nil never
        /// (`--wide` and `--columns` show every column asked for).
        var dropOrder: Int? = nil
    }

    /// One result: its cells in column order and its JSON object.
    struct Row {
        /// The cells as a reader sees them (dates and prices in the user's locale).
        var cells: [String]
        var json: JSONValue
        /// The cells for CSV where they differ: ISO dates and plain amounts that spreadsheets
        /// and scripts read in any locale.
        var csvCells: [String]? = nil
    }

    /// The command name, echoed in the JSON wrapper.
    var command: String
    var columns: [Column]
    var rows: [Row] = []

    /// The stable ids of the columns, in table order.
    var columnIDs: [String] { columns.map(\.id) }

    /// This listing with only the columns `ids` names, in that order (a repeated id once).
    /// Ids the listing does not have are left out; `ColumnSelection` rejects them first.
    func selectingColumns(_ ids: [String]) -> Listing {
        var seen = Set<String>()
        let indices = ids.compactMap { id in seen.insert(id).inserted ? columns.firstIndex { $0.id == id } : nil }
        var selected = self
        // The columns asked for are kept even on a narrow terminal (blocks rather than fewer).
        selected.columns = indices.map { index in
            var column = columns[index]
            column.dropOrder = nil
            return column
        }
        selected.rows = rows.map { row in
            var row = row
            row.cells = indices.map { $0 < row.cells.count ? row.cells[$0] : "" }
            row.csvCells = row.csvCells.map { cells in indices.map { $0 < cells.count ? cells[$0] : "" } }
            return row
        }
        return selected
    }
}
