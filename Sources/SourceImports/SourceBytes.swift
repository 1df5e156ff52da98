/// The byte-level vocabulary both lexers share: which bytes end lines, space words and make up
/// identifiers, and bounds-checked reads, so no scanner indexes past the end of a file.
extension UInt8 {
    /// Whether the byte ends a line: LF or CR (a CR LF pair is one line end to the position tracker).
    var isLineEnd: Bool { self == 0x0A || self == 0x0D }

    /// Whether the byte is space within a line: space, tab, vertical tab or form feed.
    var isHorizontalSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0B || self == 0x0C }

    /// Whether the byte is an ASCII digit.
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }

    /// Whether the byte can begin an identifier: an ASCII letter, `_`, or any byte of a non-ASCII
    /// UTF-8 character, since identifiers may be written in any script.
    var isIdentifierStart: Bool {
        ((self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A) || self == 0x5F || self >= 0x80
    }

    /// Whether the byte can continue an identifier: an identifier start or a digit.
    var isIdentifierContinuation: Bool { isIdentifierStart || isDigit }

    /// Whether the byte is a UTF-8 continuation byte (0x80–0xBF), which adds no Unicode scalar.
    var isUTF8Continuation: Bool { self & 0xC0 == 0x80 }
}

extension UnsafeRawBufferPointer {
    /// The byte at `offset`, or nil past either end.
    @inline(__always)
    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < count ? self[offset] : nil
    }

    /// Whether the byte at `offset` is `value`; false past either end.
    @inline(__always)
    func byte(at offset: Int, is value: UInt8) -> Bool {
        offset >= 0 && offset < count && self[offset] == value
    }

    /// The offset just past the identifier characters that begin at `start`.
    func endOfIdentifier(from start: Int) -> Int {
        var offset = Swift.max(start, 0)
        while offset < count && self[offset].isIdentifierContinuation { offset += 1 }
        return offset
    }

    /// The offset of the first line end at or after `start`, or `count`.
    func endOfLine(from start: Int) -> Int {
        var offset = Swift.max(start, 0)
        while offset < count && !self[offset].isLineEnd { offset += 1 }
        return offset
    }

    /// The offset just past the horizontal space that begins at `start`.
    func endOfHorizontalSpace(from start: Int) -> Int {
        var offset = Swift.max(start, 0)
        while offset < count && self[offset].isHorizontalSpace { offset += 1 }
        return offset
    }

    /// The number of `byte` values in a row from `start`, stopping at `limit` of them.
    func run(of byte: UInt8, from start: Int, limit: Int = .max) -> Int {
        var length = 0
        while length < limit && self.byte(at: start + length, is: byte) { length += 1 }
        return length
    }

    /// Whether `range` holds exactly the ASCII `word`.
    func bytes(in range: Range<Int>, equal word: StaticString) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= count, range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            var index = 0
            while index < expected.count {
                if self[range.lowerBound + index] != expected[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// The text of `range`, decoded as UTF-8 with invalid bytes replaced; empty when out of bounds.
    func text(in range: Range<Int>) -> String {
        guard range.lowerBound >= 0, range.upperBound <= count else { return "" }
        return String(decoding: UnsafeRawBufferPointer(rebasing: self[range]), as: UTF8.self)
    }
}
