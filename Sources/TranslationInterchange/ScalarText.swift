import JSONReader

/// The Unicode scalars of a UTF-8 file, each with its ``SourcePosition``: what the XML and PO
/// readers scan, so that every error can say `line:col`.
///
/// Lines end at LF, CR LF (counted once) or a lone CR; columns count scalars from 1, as in the
/// JSON reader. A leading byte order mark is skipped. Malformed UTF-8 is an error at its
/// first byte.
struct ScalarText {
    /// The scalars, byte order mark excluded.
    let scalars: [Unicode.Scalar]
    /// `positions[i]` is where `scalars[i]` starts; `positions[scalars.count]` is the end.
    let positions: [SourcePosition]

    /// Decodes `bytes`.
    init(bytes: [UInt8], path: String?) throws(InterchangeParseError) {
        var scalars: [Unicode.Scalar] = []
        var positions: [SourcePosition] = []
        scalars.reserveCapacity(bytes.count)
        positions.reserveCapacity(bytes.count + 1)
        var line = 1
        var column = 1
        var offset = 0
        var lastCR: SourcePosition?
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let width = UTF8.width(scalar)
                if scalar == "\u{FEFF}" && offset == 0 {
                    offset += width
                    continue decoding
                }
                let position: SourcePosition
                if scalar == "\n", let cr = lastCR {
                    // The LF of a CR LF pair belongs to the line the CR ended.
                    position = SourcePosition(line: cr.line, column: cr.column + 1, offset: offset)
                    lastCR = nil
                } else {
                    position = SourcePosition(line: line, column: column, offset: offset)
                    if scalar == "\n" || scalar == "\r" {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                    lastCR = scalar == "\r" ? position : nil
                }
                positions.append(position)
                scalars.append(scalar)
                offset += width
            case .emptyInput:
                break decoding
            case .error:
                throw InterchangeParseError(
                    path: path, position: SourcePosition(line: line, column: column, offset: offset),
                    reason: .invalidUTF8)
            }
        }
        positions.append(SourcePosition(line: line, column: column, offset: offset))
        self.scalars = scalars
        self.positions = positions
    }

    /// The number of scalars.
    var count: Int { scalars.count }

    /// The position of scalar `index` (the end position for `index == count`).
    func position(_ index: Int) -> SourcePosition {
        positions[min(max(0, index), positions.count - 1)]
    }
}
