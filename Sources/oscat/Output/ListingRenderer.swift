import CatalogPresentation
import JSONReader
import Locales
import OSCatalog
import TabularOutput

/// Prints a `Listing` in the chosen format.
enum ListingRenderer {
    /// The complete output text (ending in a newline). Throws when a row has more cells than
    /// the listing has columns: a programming error, reported rather than printed as nothing.
    static func render(
        _ listing: Listing, format: OutputFormat, language: CatalogLanguage, terminal: Terminal
    ) throws(TableError) -> String {
        if format == .json { return listing.jsonDocument(language: language) }
        let columns = listing.columns.map {
            Column(
                $0.title, alignment: $0.alignsTrailing ? .trailing : .leading, isFlexible: $0.isFlexible,
                minimumWidth: $0.minimumWidth, dropOrder: $0.dropOrder)
        }
        // CSV takes the machine-readable cells where a row has them (ISO dates, plain amounts).
        let cells = listing.rows.map { format == .csv ? ($0.csvCells ?? $0.cells) : $0.cells }
        let table = try Table(columns: columns, rows: cells)
        switch format {
        case .table:
            // Fit the width: summaries of at most two lines, blocks when a summary cannot be read.
            return TableRenderer.text(table, options: .fitting(width: terminal.width, useColor: terminal.useColor))
        case .csv:
            return TableRenderer.csv(table)
        case .markdown:
            return TableRenderer.markdown(table, escapingInlineSyntax: true)
        case .json:
            return listing.jsonDocument(language: language)
        }
    }
}
