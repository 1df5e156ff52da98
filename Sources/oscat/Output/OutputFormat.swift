/// How results are printed: `--format table|json|csv|markdown`.
enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for reading in a terminal (the default).
    case table
    /// The documented, stable JSON shape of docs/CLI.md, for scripts.
    case json
    /// RFC 4180 CSV, for spreadsheets.
    case csv
    /// A GFM table, for pasting into documents.
    case markdown
}
