/// The output formats `TableRenderer` supports, named as a CLI `--format` option would name them.
///
/// The raw values ("text", "csv", "markdown") are stable and meant to be parsed from, and shown
/// in, command-line help.
public enum TableFormat: String, Sendable, Hashable, CaseIterable {
    /// A plain-text table aligned by display width, for people at a terminal.
    case text
    /// RFC 4180 comma-separated values, for spreadsheets and scripts.
    case csv
    /// A GitHub Flavored Markdown table, for documentation and issues.
    case markdown
}
