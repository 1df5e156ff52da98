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

    /// The narrowest this flexible column may become and still be read, in display columns, or
    /// nil to use `TextTableOptions.minimumReadableWidth`.
    ///
    /// A short flexible column, such as a name beside a summary, can read well at 12 columns
    /// where a summary needs about 30; this lets it say so. Ignored for columns that are not
    /// flexible and when the options set no readable width.
    public var minimumWidth: Int?

    /// When the text renderer may leave this column out of a table too wide for the terminal:
    /// columns with the lowest order go first, one at a time, until the table fits with readable
    /// flexible columns; nil (the default) keeps the column always.
    ///
    /// Give an order to the columns a reader can do without at a glance (a status, a layer, a
    /// second name beside the id), so that a narrow terminal still shows a table of what matters
    /// rather than falling back to blocks. Only applies with
    /// `TextTableOptions.minimumReadableWidth`; the block layout shows every column.
    public var dropOrder: Int?

    /// Creates a column titled `title`, aligned `alignment` (default leading), wrapped only if
    /// `isFlexible` is true (default false), never narrower than `minimumWidth` when it wraps
    /// (default: the options' readable width), left out of a narrow table in `dropOrder`
    /// (default: never).
    public init(
        _ title: String, alignment: Alignment = .leading, isFlexible: Bool = false, minimumWidth: Int? = nil,
        dropOrder: Int? = nil
    ) {
        self.title = title
        self.alignment = alignment
        self.isFlexible = isFlexible
        self.minimumWidth = minimumWidth
        self.dropOrder = dropOrder
    }
}
