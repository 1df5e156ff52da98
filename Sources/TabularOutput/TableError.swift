/// Why a `Table` could not be built or extended.
public enum TableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Row `rowIndex` (zero-based, counting data rows only) has `cellCount` cells, more than the
    /// table's `columnCount` columns.
    ///
    /// Extra cells are rejected rather than silently dropped: they almost always mean that the
    /// code building the rows and the code declaring the columns disagree, and dropping data
    /// would hide that.
    case rowTooLong(rowIndex: Int, cellCount: Int, columnCount: Int)

    /// A one-line English explanation, for diagnostics and test failures.
    public var description: String {
        switch self {
        case .rowTooLong(let rowIndex, let cellCount, let columnCount):
            return "row \(rowIndex) has \(cellCount) cells but the table has \(columnCount) columns"
        }
    }
}
