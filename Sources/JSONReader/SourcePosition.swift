/// A place in JSON source text, given both as a human-friendly line and column and as a byte offset.
///
/// Every parsed ``JSONValue``, every object key and every ``JSONParseError`` carries one, so that
/// tools built on the reader (catalog loaders, schema validators, linters) can point a user at the
/// exact spot in a file, the way compilers do (`file.json:12:5: error: …`).
///
/// - `line` is 1-based. A line ends at LF, at CR LF (counted once) or at a lone CR.
/// - `column` is 1-based and counted in Unicode scalars from the start of the line, so that a
///   position inside text with accented or Cyrillic letters matches what an editor shows.
/// - `offset` is the 0-based byte offset into the UTF-8 input.
///
/// Positions order by `offset`, which for positions taken from the same input is the same as
/// ordering by line and then column.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// The 0-based byte offset into the UTF-8 input.
    public var offset: Int

    /// Creates a position from its parts; the reader computes these, tests and tools may build them.
    /// - Parameters:
    ///   - line: 1-based line number.
    ///   - column: 1-based column in Unicode scalars.
    ///   - offset: 0-based byte offset; defaults to 0 for positions that only need line and column.
    public init(line: Int, column: Int, offset: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position of the first byte of any input (1:1, offset 0), used as the default for values
    /// that were built in code rather than parsed.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    /// `"line:column"`, the form editors and compilers use in diagnostics.
    public var description: String { "\(line):\(column)" }

    /// Orders by byte offset, then line, then column, so that sorting diagnostics puts them in file order.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        if lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}
