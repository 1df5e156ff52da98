/// How `TableRenderer.text(_:options:)` lays out a plain-text table.
///
/// The defaults suit output that is not a terminal (a pipe or a file): no width limit, no
/// colour, Unicode box drawing, a header. The CLI fills in `maxWidth` and `useColor` from its
/// environment (terminal width, whether standard output is a TTY, `NO_COLOR`); this library never
/// inspects the environment itself, so its output depends only on its arguments.
///
/// For output that must fit a terminal, `fitting(width:useColor:)` sets the fitting policy as
/// well: flexible cells of at most `defaultMaxLinesPerCell` lines, and the block layout when a
/// flexible column cannot get `defaultMinimumReadableWidth` columns.
public struct TextTableOptions: Sendable, Hashable {
    /// How many lines a wrapped flexible cell may take when fitting a terminal: two, so that a
    /// listing stays a list to scan, with the rest of a summary one `show` away.
    public static let defaultMaxLinesPerCell = 2

    /// The narrowest a summary can be and still be read when fitting a terminal: 28 display
    /// columns, about five words a line.
    public static let defaultMinimumReadableWidth = 28

    /// The maximum line width in terminal columns, usually the terminal's width; `nil` for none.
    ///
    /// When the table is wider, the columns marked `Column.isFlexible` are narrowed and their
    /// cells word-wrapped onto continuation lines until the table fits. Without
    /// `minimumReadableWidth`, other columns are never wrapped, so a table whose fixed columns
    /// alone are too wide still exceeds this width, and a flexible column is never narrower than
    /// one column. With it, such a table is printed in the block layout instead, which fits.
    /// Values below 1 act like 1.
    public var maxWidth: Int?

    /// The most lines a wrapped flexible cell may take, or nil for no limit.
    ///
    /// A cell that needs more is cut at the end of its last allowed line, which then ends with
    /// "…" (U+2026) and still fits the column. Values below 1 act like 1. Only applies to the
    /// table layout; the block layout always shows whole values.
    public var maxLinesPerCell: Int?

    /// The narrowest a flexible column may become before the table gives up its columns, or nil
    /// to narrow flexible columns down to one column if need be.
    ///
    /// When `maxWidth` is set and the table does not fit with every flexible column at least
    /// this wide (or `Column.minimumWidth`, or its natural width when that is smaller), or when
    /// the columns that do not wrap leave no room at all, the table is printed in the block
    /// layout: one entry per block, a "Title: value" line per column, values wrapped to
    /// `maxWidth`, a blank line between entries. Every line then fits `maxWidth`.
    public var minimumReadableWidth: Int?

    /// Whether to emphasise the header with ANSI bold (`ESC [1m` … `ESC [0m`).
    ///
    /// When false (the default) the output contains no escape sequence at all: cells are
    /// sanitised and the renderer adds none.
    public var useColor: Bool

    /// Whether to draw the line under the header with ASCII `-` instead of `─` (U+2500), for
    /// terminals or fonts without box drawing. Cell text is not transliterated.
    public var asciiOnly: Bool

    /// Whether to print the header row and the line under it (default true). Without them the
    /// output is just the aligned rows, convenient for scripts.
    public var showsHeader: Bool

    /// Creates options; every parameter defaults to the plain, unlimited, header-on layout.
    public init(
        maxWidth: Int? = nil, useColor: Bool = false, asciiOnly: Bool = false, showsHeader: Bool = true,
        maxLinesPerCell: Int? = nil, minimumReadableWidth: Int? = nil
    ) {
        self.maxWidth = maxWidth
        self.useColor = useColor
        self.asciiOnly = asciiOnly
        self.showsHeader = showsHeader
        self.maxLinesPerCell = maxLinesPerCell
        self.minimumReadableWidth = minimumReadableWidth
    }

    /// Options for a table that must fit `width` display columns (nil: no limit, one line per
    /// row): flexible cells of at most `defaultMaxLinesPerCell` lines, the block layout below
    /// `defaultMinimumReadableWidth`.
    public static func fitting(width: Int?, useColor: Bool = false) -> TextTableOptions {
        TextTableOptions(
            maxWidth: width, useColor: useColor, maxLinesPerCell: defaultMaxLinesPerCell,
            minimumReadableWidth: defaultMinimumReadableWidth)
    }
}
