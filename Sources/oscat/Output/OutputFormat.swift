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

/// How `l10n glossary` writes the glossary: `--format tbx|csv`.
enum GlossaryFormat: String, CaseIterable, Sendable {
    /// TermBase eXchange (ISO 30042), for translation tools (the default).
    case tbx
    /// RFC 4180 CSV, one term per row with a column per language.
    case csv
}
