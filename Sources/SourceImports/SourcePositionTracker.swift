/// Turns byte offsets into the 1-based line and column a report prints, counted lazily: the
/// scanners ask only where each import is, in file order, so the whole file is walked once.
///
/// LF, CR LF and a lone CR each end a line. Columns count Unicode scalars, that is the bytes
/// that are not UTF-8 continuation bytes, so `é` before a name counts as one.
struct SourcePositionTracker {
    /// A line and column, both 1-based.
    struct Position: Hashable {
        /// The 1-based line.
        var line: Int
        /// The 1-based column, in Unicode scalars.
        var column: Int
    }

    /// The file's bytes.
    private let bytes: UnsafeRawBufferPointer
    /// How far the count has reached.
    private var offset = 0
    /// The position of `offset`.
    private var position = Position(line: 1, column: 1)

    /// A tracker at the start of `bytes`.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The line and column of the byte at `target`. Targets are expected in increasing order;
    /// an earlier one restarts the count from the top rather than answering wrongly.
    mutating func position(of target: Int) -> Position {
        if target < offset {
            offset = 0
            position = Position(line: 1, column: 1)
        }
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                position.line += 1
                position.column = 1
            } else if byte == 0x0D {
                // A CR before an LF is counted by the LF.
                if !bytes.byte(at: offset + 1, is: 0x0A) {
                    position.line += 1
                    position.column = 1
                }
            } else if !byte.isUTF8Continuation {
                position.column += 1
            }
            offset += 1
        }
        return position
    }
}
