/// One column of a `Table`: its title and how its cells are laid out.
///
/// Columns carry presentation only; the cells themselves live in `Table.rows`.
public struct Column: Sendable, Hashable {
    /// How a column's cells are placed within the column's width (text and Markdown output).
    ///
    /// The names follow the reading direction rather than "left" and "right"; every language
    /// the catalog ships (English, Czech, French, Russian, Swedish) is written left to right, so
    /// in practice `leading` is left and `trailing` is right.
    public enum Alignment: Sendable, Hashable, CaseIterable {
        /// Text starts at the column's start (left). The default; use it for words.
        case leading
        /// Text ends at the column's end (right). Use it for numbers, sizes and versions that
        /// should line up by their last digit.
        case trailing
        /// Text is centred; an odd leftover space goes after the text.
        case center
    }

    /// The header shown above the column (text and Markdown) and the first CSV field.
    public var title: String

    /// Where cells sit within the column in text and Markdown output (CSV has no alignment).
    public var alignment: Alignment

    /// Whether the text renderer may word-wrap this column to make the table fit
    /// `TextTableOptions.maxWidth`.
    ///
    /// Mark long prose columns (a summary, a description) as flexible; identifiers, names and
    /// versions should stay unwrapped so they can be copied and searched. Columns that are not
    /// flexible are never wrapped, even if the table then exceeds the maximum width.
    public var isFlexible: Bool

    /// Creates a column titled `title`, aligned `alignment` (default leading), wrapped only if
    /// `isFlexible` is true (default false).
    public init(_ title: String, alignment: Alignment = .leading, isFlexible: Bool = false) {
        self.title = title
        self.alignment = alignment
        self.isFlexible = isFlexible
    }
}
