/// How `TableRenderer.text(_:options:)` lays out a plain-text table.
///
/// The defaults suit output that is not a terminal (a pipe or a file): no width limit, no
/// colour, Unicode box drawing, a header. The CLI fills in `maxWidth` and `useColor` from its
/// environment (terminal width, whether standard output is a TTY, `NO_COLOR`); this library never
/// inspects the environment itself, so its output depends only on its arguments.
public struct TextTableOptions: Sendable, Hashable {
    /// The maximum line width in terminal columns, usually the terminal's width; `nil` for none.
    ///
    /// When the table is wider, the columns marked `Column.isFlexible` are narrowed and their
    /// cells word-wrapped onto continuation lines until the table fits. Other columns are never
    /// wrapped, so a table whose fixed columns alone are too wide still exceeds this width, and a
    /// flexible column is never narrower than one column. Values below 1 act like 1.
    public var maxWidth: Int?

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
    public init(maxWidth: Int? = nil, useColor: Bool = false, asciiOnly: Bool = false, showsHeader: Bool = true) {
        self.maxWidth = maxWidth
        self.useColor = useColor
        self.asciiOnly = asciiOnly
        self.showsHeader = showsHeader
    }
}
