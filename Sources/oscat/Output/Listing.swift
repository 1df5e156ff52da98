import JSONReader

/// The result of a listing command, independent of output format: the columns a reader sees
/// and, for each row, its cells and its JSON object (which may carry more fields than the
/// table, with typed values and nulls for absent facts).
struct Listing {
    /// One column of the table, CSV and Markdown outputs.
    struct Column {
        var title: String
        var isFlexible = false
        var alignsTrailing = false
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
}
