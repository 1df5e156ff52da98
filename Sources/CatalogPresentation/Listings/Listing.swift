import JSONReader
import Locales

/// The result of a listing command, independent of output format: the columns a reader sees
/// and, for each row, its cells and its JSON object (which may carry more fields than the
/// table, with typed values and nulls for absent facts).
public struct Listing: Sendable {
    /// One column of the table, CSV and Markdown outputs.
    public struct Column: Sendable {
        /// The header in the user's language.
        public var title: String
        /// The stable lower-case name `--columns` chooses it by (`id`, `name`, `introduced`),
        /// the same in every language (docs/CLI.md lists each command's).
        public var id: String
        /// Whether the table may wrap it to fit the width (a summary).
        public var isFlexible = false
        /// Whether its cells line up on the right (counts and positions).
        public var alignsTrailing = false
        /// How narrow a flexible column may get before the table becomes blocks (nil: the
        /// summary's readable width).
        public var minimumWidth: Int? = nil
        /// When a table too wide for the terminal leaves it out: lowest first, nil never
        /// (`--wide` and `--columns` show every column asked for).
        public var dropOrder: Int? = nil

        /// A column titled `title` and chosen by `id`; the rest says how a table fits it.
        public init(
            title: String, id: String, isFlexible: Bool = false, alignsTrailing: Bool = false, minimumWidth: Int? = nil,
            dropOrder: Int? = nil
        ) {
            self.title = title
            self.id = id
            self.isFlexible = isFlexible
            self.alignsTrailing = alignsTrailing
            self.minimumWidth = minimumWidth
            self.dropOrder = dropOrder
        }
    }

    /// One result: its cells in column order and its JSON object.
    public struct Row: Sendable {
        /// The cells as a reader sees them (dates and prices in the user's locale).
        public var cells: [String]
        /// The row in `--format json`, with typed values and nulls for absent facts.
        public var json: JSONValue
        /// The cells for CSV where they differ: ISO dates and plain amounts that spreadsheets
        /// and scripts read in any locale.
        public var csvCells: [String]? = nil

        /// A row of `cells`, printed as `json` in JSON and as `csvCells` (or `cells`) in CSV.
        public init(cells: [String], json: JSONValue, csvCells: [String]? = nil) {
            self.cells = cells
            self.json = json
            self.csvCells = csvCells
        }
    }

    /// The command name, echoed in the JSON wrapper.
    public var command: String
    /// The columns in table order.
    public var columns: [Column]
    /// The results in the order they are printed.
    public var rows: [Row] = []

    /// An empty listing of `command` with `columns`; the builders add the rows.
    public init(command: String, columns: [Column], rows: [Row] = []) {
        self.command = command
        self.columns = columns
        self.rows = rows
    }

    /// The stable ids of the columns, in table order.
    public var columnIDs: [String] { columns.map(\.id) }

    /// This listing with only the columns `ids` names, in that order (a repeated id once).
    /// Ids the listing does not have are left out; `ColumnSelection` rejects them first.
    public func selectingColumns(_ ids: [String]) -> Listing {
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

    /// `{"schemaVersion": 1, "command": …, "language": …, "count": N, "results": [ … ]}`: the
    /// document `--format json` prints (docs/CLI.md) and the site's JSON API publishes.
    public func jsonDocument(language: CatalogLanguage) -> String {
        JSONOutput.document([
            ("command", .string(command)),
            ("language", .string(language.code)),
            ("count", .number(rows.count)),
            ("results", .array(rows.map(\.json))),
        ])
    }
}
