// The parser behind `JSONReader.parse`: strict RFC 8259 over UTF-8 bytes, in a single pass.
//
// Design notes:
// - Iterative, not recursive: open arrays and objects live in `frames`, and their finished
//   children in the flat `elements` / `members` stacks, so no input can exhaust the call stack.
//   (The depth limit is still capped at `JSONReader.maximumSupportedDepth`, because releasing a
//   very deeply nested result is recursive in the Swift runtime.)
// - Strings are decoded from byte slices: an ASCII string without escapes becomes a `String` in
//   one call; other strings are validated as UTF-8 in place and only strings with escapes are
//   copied through a reused scratch buffer.
// - Positions of values cost O(1): the parser tracks the current line, the offset where it
//   starts and how many UTF-8 continuation bytes (inside strings) precede the current offset on
//   it, so column = offset - lineStart - continuationBytes + 1. Error positions are recomputed
//   from the start of the input (once, when failing).
// - Every byte access is preceded by an explicit bounds check, so no input can make it trap.

/// The byte values the grammar cares about.
private enum Byte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let upperE: UInt8 = 0x45
    static let upperI: UInt8 = 0x49
    static let upperN: UInt8 = 0x4E
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let lowerB: UInt8 = 0x62
    static let lowerE: UInt8 = 0x65
    static let lowerF: UInt8 = 0x66
    static let lowerN: UInt8 = 0x6E
    static let lowerR: UInt8 = 0x72
    static let lowerT: UInt8 = 0x74
    static let lowerU: UInt8 = 0x75
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
}

private let trueBytes: [UInt8] = Array("true".utf8)
private let falseBytes: [UInt8] = Array("false".utf8)
private let nullBytes: [UInt8] = Array("null".utf8)

struct JSONParser {
    /// An array or object that is open (its closing bracket not yet read).
    struct Frame {
        let isObject: Bool
        /// Where this container's children start in `elements` (arrays) or `members` (objects).
        let start: Int
        let position: SourcePosition
        let pointer: JSONPointer
        /// For large objects: key → index of its member relative to `start`, for duplicate checks.
        var keyIndex: [ExactKey: Int]? = nil
        /// The key whose value is being parsed (objects only).
        var key: String = ""
        var keyPosition: SourcePosition = .start
    }

    let bytes: [UInt8]
    let count: Int
    let maximumDepth: Int

    var index = 0
    var line = 1
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `index` (they only occur inside strings).
    var continuationBytes = 0

    var scratch: [UInt8] = []
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    var frames: [Frame] = []

    let rejectsDuplicateKeys: Bool

    /// Whether values get their JSON Pointer (otherwise every value's is `.root`).
    let recordsPointers: Bool

    init(bytes: [UInt8], maximumDepth: Int, rejectsDuplicateKeys: Bool = true, recordsPointers: Bool = true) {
        self.bytes = bytes
        self.count = bytes.count
        self.maximumDepth = min(max(0, maximumDepth), JSONReader.maximumSupportedDepth)
        self.rejectsDuplicateKeys = rejectsDuplicateKeys
        self.recordsPointers = recordsPointers
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            throw fail(.byteOrderMark(.utf8), at: 0)
        }
        if count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            throw fail(.byteOrderMark(.utf16BigEndian), at: 0)
        }
        if count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            throw fail(.byteOrderMark(.utf16LittleEndian), at: 0)
        }
        skipWhitespace()
        guard index < count else {
            throw fail(.emptyInput(whitespaceOnly: count > 0), at: index)
        }
        let value = try parseValueTree()
        skipWhitespace()
        if index < count {
            let b = bytes[index]
            let content: JSONParseError.TrailingContent
            if b < 0x80 {
                content = .character(String(Unicode.Scalar(b)))
            } else if let (scalar, _) = decodeScalar(at: index) {
                content = .character(String(Character(scalar)))
            } else {
                content = .byte(b)
            }
            throw fail(.trailingContent(content), at: index)
        }
        return value
    }

    // MARK: Values

    /// Parses one complete value, with everything nested in it, starting at `index` (whitespace skipped).
    mutating func parseValueTree() throws(JSONParseError) -> JSONValue {
        var completed: JSONValue
        valueLoop: while true {
            // A value is expected at `index`, whitespace already skipped.
            guard index < count else { throw endOfInput(.value) }
            let start = index
            let byte = bytes[start]
            let pointer = childPointer()
            let position = here(start)
            switch byte {
            case Byte.quote:
                completed = JSONValue(.string(try parseString()), position: position, pointer: pointer)
            case Byte.minus, Byte.zero...Byte.nine:
                completed = JSONValue(.number(try parseNumber()), position: position, pointer: pointer)
            case Byte.openBrace:
                guard frames.count < maximumDepth else { throw tooDeep(at: start) }
                index += 1
                frames.append(Frame(isObject: true, start: members.count, position: position, pointer: pointer))
                skipWhitespace()
                guard index < count else { throw endOfInput(.keyOrClosingBrace) }
                if bytes[index] == Byte.closeBrace {
                    index += 1
                    frames.removeLast()
                    completed = JSONValue(.object(JSONObject(members: [], index: nil)), position: position, pointer: pointer)
                } else {
                    try parseKey(expected: .keyOrClosingBrace)
                    continue valueLoop
                }
            case Byte.openBracket:
                guard frames.count < maximumDepth else { throw tooDeep(at: start) }
                index += 1
                frames.append(Frame(isObject: false, start: elements.count, position: position, pointer: pointer))
                skipWhitespace()
                guard index < count else { throw endOfInput(.valueOrClosingBracket) }
                if bytes[index] == Byte.closeBracket {
                    index += 1
                    frames.removeLast()
                    completed = JSONValue(.array([]), position: position, pointer: pointer)
                } else {
                    continue valueLoop
                }
            case Byte.lowerT:
                try expectLiteral(trueBytes, .literalTrue)
                completed = JSONValue(.bool(true), position: position, pointer: pointer)
            case Byte.lowerF:
                try expectLiteral(falseBytes, .literalFalse)
                completed = JSONValue(.bool(false), position: position, pointer: pointer)
            case Byte.lowerN:
                try expectLiteral(nullBytes, .literalNull)
                completed = JSONValue(.null, position: position, pointer: pointer)
            default:
                throw badValueStart(at: start)
            }

            // A value is complete: add it to the open container, then read what follows it,
            // closing as many containers as end here.
            while let top = frames.indices.last {
                if frames[top].isObject {
                    members.append(JSONMember(key: frames[top].key, keyPosition: frames[top].keyPosition, value: completed))
                    if frames[top].keyIndex != nil {
                        let key = ExactKey(frames[top].key)
                        let relative = members.count - 1 - frames[top].start
                        frames[top].keyIndex?[key] = relative
                    }
                    skipWhitespace()
                    guard index < count else { throw endOfInput(.commaOrClosingBrace) }
                    let b = bytes[index]
                    if b == Byte.comma {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < count && bytes[index] == Byte.closeBrace {
                            throw fail(.trailingComma(in: .object), at: comma)
                        }
                        try parseKey(expected: .key)
                        continue valueLoop
                    } else if b == Byte.closeBrace {
                        index += 1
                        let frame = frames.removeLast()
                        let objectMembers = Array(members[frame.start...])
                        members.removeSubrange(frame.start...)
                        completed = JSONValue(
                            .object(JSONObject(members: objectMembers, index: frame.keyIndex)),
                            position: frame.position, pointer: frame.pointer)
                    } else {
                        throw unexpected(at: index, expected: .commaOrClosingBrace)
                    }
                } else {
                    elements.append(completed)
                    skipWhitespace()
                    guard index < count else { throw endOfInput(.commaOrClosingBracket) }
                    let b = bytes[index]
                    if b == Byte.comma {
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < count && bytes[index] == Byte.closeBracket {
                            throw fail(.trailingComma(in: .array), at: comma)
                        }
                        continue valueLoop
                    } else if b == Byte.closeBracket {
                        index += 1
                        let frame = frames.removeLast()
                        let arrayElements = Array(elements[frame.start...])
                        elements.removeSubrange(frame.start...)
                        completed = JSONValue(.array(arrayElements), position: frame.position, pointer: frame.pointer)
                    } else {
                        throw unexpected(at: index, expected: .commaOrClosingBracket)
                    }
                }
            }
            return completed
        }
    }

    /// The pointer of the value about to be parsed.
    @inline(__always)
    func childPointer() -> JSONPointer {
        guard recordsPointers, let top = frames.indices.last else { return .root }
        if frames[top].isObject {
            return frames[top].pointer.appending(frames[top].key)
        }
        return frames[top].pointer.appending(elements.count - frames[top].start)
    }

    /// Reads `"key"`, checks it is not a duplicate, reads `:` and skips whitespace up to the value.
    mutating func parseKey(expected: JSONParseError.Expectation) throws(JSONParseError) {
        guard index < count else { throw endOfInput(expected) }
        guard bytes[index] == Byte.quote else { throw unexpected(at: index, expected: expected) }
        let keyOffset = index
        let keyPosition = here(keyOffset)
        let key = try parseString()
        guard let top = frames.indices.last else { return }
        let start = frames[top].start
        if !rejectsDuplicateKeys {
            // Keys may repeat: no check here; JSONObject indexes the first occurrence itself.
        } else if frames[top].keyIndex != nil {
            if let first = frames[top].keyIndex?[ExactKey(key)] {
                throw duplicate(key, at: keyOffset, first: members[start + first].keyPosition)
            }
        } else {
            var i = start
            while i < members.count {
                if exactlyEqual(members[i].key, key) {
                    throw duplicate(key, at: keyOffset, first: members[i].keyPosition)
                }
                i += 1
            }
            if members.count - start >= JSONObject.indexThreshold {
                var keyIndex: [ExactKey: Int] = [:]
                keyIndex.reserveCapacity(2 * JSONObject.indexThreshold)
                for j in start..<members.count { keyIndex[ExactKey(members[j].key)] = j - start }
                frames[top].keyIndex = keyIndex
            }
        }
        frames[top].key = key
        frames[top].keyPosition = keyPosition
        skipWhitespace()
        guard index < count else { throw endOfInput(.colon) }
        guard bytes[index] == Byte.colon else { throw unexpected(at: index, expected: .colon) }
        index += 1
        skipWhitespace()
    }

    mutating func expectLiteral(_ word: [UInt8], _ expected: JSONParseError.Expectation) throws(JSONParseError) {
        var k = 0
        while k < word.count {
            let i = index + k
            guard i < count else { throw endOfInput(expected) }
            guard bytes[i] == word[k] else { throw unexpected(at: i, expected: expected) }
            k += 1
        }
        index += word.count
    }

    // MARK: Whitespace

    /// Skips space, tab, LF and CR, counting lines (LF, CR LF and lone CR each end one).
    @inline(__always)
    mutating func skipWhitespace() {
        while index < count {
            let b = bytes[index]
            if b == Byte.space || b == Byte.tab {
                index += 1
            } else if b == Byte.lineFeed {
                index += 1
                newLine()
            } else if b == Byte.carriageReturn {
                index += 1
                if index < count && bytes[index] == Byte.lineFeed { index += 1 }
                newLine()
            } else {
                return
            }
        }
    }

    @inline(__always)
    mutating func newLine() {
        line += 1
        lineStart = index
        continuationBytes = 0
    }

    /// The position of `offset`, which must be on the current line and not inside an unfinished string.
    @inline(__always)
    func here(_ offset: Int) -> SourcePosition {
        SourcePosition(line: line, column: offset - lineStart - continuationBytes + 1, offset: offset)
    }

    // MARK: Strings

    /// Parses a string whose opening quote is at `index`; leaves `index` after the closing quote.
    mutating func parseString() throws(JSONParseError) -> String {
        let contentStart = index + 1
        var i = contentStart
        while i < count {
            let b = bytes[i]
            if b == Byte.quote {
                index = i + 1
                return String(decoding: bytes[contentStart..<i], as: UTF8.self)
            }
            if b == Byte.backslash || b < 0x20 || b >= 0x80 { break }
            i += 1
        }
        return try parseStringSlowly(contentStart: contentStart, from: i)
    }

    /// The general case: escapes, non-ASCII text (validated here), errors.
    mutating func parseStringSlowly(contentStart: Int, from: Int) throws(JSONParseError) -> String {
        var i = from
        var segmentStart = contentStart
        var hasEscapes = false
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard i < count else {
                throw fail(.unexpectedEndOfInput(expected: .closingQuote), at: count)
            }
            let b = bytes[i]
            if b == Byte.quote {
                index = i + 1
                if !hasEscapes { return String(decoding: bytes[contentStart..<i], as: UTF8.self) }
                scratch.append(contentsOf: bytes[segmentStart..<i])
                return String(decoding: scratch, as: UTF8.self)
            } else if b == Byte.backslash {
                hasEscapes = true
                scratch.append(contentsOf: bytes[segmentStart..<i])
                i = try parseEscape(at: i)
                segmentStart = i
            } else if b < 0x20 {
                throw fail(.controlCharacterInString(Unicode.Scalar(b)), at: i)
            } else if b < 0x80 {
                i += 1
            } else {
                guard let length = utf8SequenceLength(at: i) else { throw fail(.invalidUTF8, at: i) }
                continuationBytes += length - 1
                i += length
            }
        }
    }

    /// Decodes the escape whose backslash is at `i` into `scratch`; returns the offset after it.
    mutating func parseEscape(at i: Int) throws(JSONParseError) -> Int {
        guard i + 1 < count else {
            throw fail(.unexpectedEndOfInput(expected: .escapedCharacter), at: count)
        }
        let c = bytes[i + 1]
        switch c {
        case Byte.quote: scratch.append(Byte.quote)
        case Byte.backslash: scratch.append(Byte.backslash)
        case Byte.slash: scratch.append(Byte.slash)
        case Byte.lowerB: scratch.append(0x08)
        case Byte.lowerF: scratch.append(0x0C)
        case Byte.lowerN: scratch.append(Byte.lineFeed)
        case Byte.lowerR: scratch.append(Byte.carriageReturn)
        case Byte.lowerT: scratch.append(Byte.tab)
        case Byte.lowerU:
            let unit = try hex4(at: i + 2, escapeAt: i)
            switch unit {
            case 0xD800...0xDBFF:
                let next = i + 6
                guard next < count else {
                    throw fail(.unexpectedEndOfInput(expected: .closingQuote), at: count)
                }
                guard bytes[next] == Byte.backslash, next + 1 < count, bytes[next + 1] == Byte.lowerU else {
                    throw unpaired(unit, at: i)
                }
                let low = try hex4(at: next + 2, escapeAt: next)
                guard (0xDC00...0xDFFF).contains(low) else { throw unpaired(unit, at: i) }
                appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &scratch)
                return next + 6
            case 0xDC00...0xDFFF:
                throw unpaired(unit, at: i)
            default:
                appendUTF8(unit, to: &scratch)
            }
            return i + 6
        default:
            let shown: String
            if c < 0x80 {
                shown = String(Unicode.Scalar(c))
            } else if let (scalar, _) = decodeScalar(at: i + 1) {
                shown = String(Character(scalar))
            } else {
                throw fail(.invalidUTF8, at: i + 1)
            }
            throw fail(.invalidEscape(.unknown(character: shown)), at: i)
        }
        return i + 2
    }

    /// Reads four hex digits at `p` for the `\u` escape whose backslash is at `escapeAt`.
    func hex4(at p: Int, escapeAt: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for k in 0..<4 {
            guard p + k < count else {
                throw fail(.unexpectedEndOfInput(expected: .hexDigits), at: count)
            }
            let b = bytes[p + k]
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default:
                throw fail(.invalidEscape(.notFourHexDigits), at: escapeAt)
            }
            value = value << 4 | digit
        }
        return value
    }

    func unpaired(_ unit: UInt32, at offset: Int) -> JSONParseError {
        fail(.unpairedSurrogate(unit: UInt16(truncatingIfNeeded: unit)), at: offset)
    }

    // MARK: UTF-8

    /// The length of the well-formed UTF-8 sequence starting at `i` (whose first byte is ≥ 0x80),
    /// or nil if it is ill-formed (Unicode Table 3-7: no overlongs, no surrogates, nothing above U+10FFFF, not truncated).
    @inline(__always)
    func utf8SequenceLength(at i: Int) -> Int? {
        guard i < count else { return nil }
        @inline(__always) func continuation(_ j: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            j < count && bytes[j] >= low && bytes[j] <= high
        }
        switch bytes[i] {
        case 0xC2...0xDF:
            return continuation(i + 1) ? 2 : nil
        case 0xE0:
            return continuation(i + 1, 0xA0) && continuation(i + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(i + 1) && continuation(i + 2) ? 3 : nil
        case 0xED:
            return continuation(i + 1, 0x80, 0x9F) && continuation(i + 2) ? 3 : nil
        case 0xF0:
            return continuation(i + 1, 0x90) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        case 0xF4:
            return continuation(i + 1, 0x80, 0x8F) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
        default:
            return nil
        }
    }

    /// The scalar encoded at `i` and its length in bytes, or nil if the bytes there are not well-formed UTF-8.
    func decodeScalar(at i: Int) -> (Unicode.Scalar, Int)? {
        guard i < count else { return nil }
        let b0 = bytes[i]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        guard let length = utf8SequenceLength(at: i) else { return nil }
        var value = UInt32(b0) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = value << 6 | (UInt32(bytes[i + k]) & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    // MARK: Numbers

    /// Parses a number starting at `index` (a `-` or a digit) by the RFC 8259 grammar.
    mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        var i = start
        @inline(__always) func isDigit(_ j: Int) -> Bool {
            j < count && bytes[j] >= Byte.zero && bytes[j] <= Byte.nine
        }
        if i < count && bytes[i] == Byte.minus { i += 1 }
        guard isDigit(i) else {
            throw fail(.invalidNumber(.digitAfterMinus), at: i)
        }
        if bytes[i] == Byte.zero {
            i += 1
            if isDigit(i) {
                throw fail(.leadingZero, at: i - 1)
            }
        } else {
            i += 1
            while isDigit(i) { i += 1 }
        }
        if i < count && bytes[i] == Byte.dot {
            i += 1
            guard isDigit(i) else {
                throw fail(.invalidNumber(.digitAfterDecimalPoint), at: i)
            }
            while isDigit(i) { i += 1 }
        }
        if i < count && (bytes[i] == Byte.lowerE || bytes[i] == Byte.upperE) {
            i += 1
            if i < count && (bytes[i] == Byte.plus || bytes[i] == Byte.minus) { i += 1 }
            guard isDigit(i) else {
                throw fail(.invalidNumber(.digitInExponent), at: i)
            }
            while isDigit(i) { i += 1 }
        }
        index = i
        return JSONNumber(validatedText: String(decoding: bytes[start..<i], as: UTF8.self))
    }

    // MARK: Errors

    /// The error for a byte that cannot start a value.
    func badValueStart(at i: Int) -> JSONParseError {
        let b = bytes[i]
        if b == Byte.plus {
            return fail(.invalidNumber(.leadingPlus), at: i)
        }
        if b == Byte.dot {
            return fail(.invalidNumber(.leadingDecimalPoint), at: i)
        }
        if b == Byte.upperN && hasPrefix("NaN", at: i) {
            return fail(.invalidNumber(.notANumber), at: i)
        }
        if b == Byte.upperI && hasPrefix("Infinity", at: i) {
            return fail(.invalidNumber(.infinity), at: i)
        }
        return unexpected(at: i, expected: .value)
    }

    func hasPrefix(_ word: String, at i: Int) -> Bool {
        var j = i
        for byte in word.utf8 {
            guard j < count, bytes[j] == byte else { return false }
            j += 1
        }
        return true
    }

    /// `unexpectedCharacter` for the character at `i`, or `invalidUTF8` if there is no well-formed one.
    func unexpected(at i: Int, expected: JSONParseError.Expectation) -> JSONParseError {
        guard let (scalar, _) = decodeScalar(at: i) else { return fail(.invalidUTF8, at: i) }
        return fail(.unexpectedCharacter(found: String(Character(scalar)), expected: expected), at: i)
    }

    func endOfInput(_ expected: JSONParseError.Expectation) -> JSONParseError {
        fail(.unexpectedEndOfInput(expected: expected), at: count)
    }

    func tooDeep(at i: Int) -> JSONParseError {
        fail(.nestingTooDeep(limit: maximumDepth), at: i)
    }

    func duplicate(_ key: String, at offset: Int, first: SourcePosition) -> JSONParseError {
        fail(.duplicateKey(key, firstAt: first), at: offset)
    }

    /// An error at byte `offset`, whose line and column are computed from the start of the input.
    func fail(_ reason: JSONParseError.Reason, at offset: Int) -> JSONParseError {
        JSONParseError(reason: reason, position: position(ofOffset: offset))
    }

    /// The position of any offset, computed by scanning from the start (used only for errors).
    func position(ofOffset offset: Int) -> SourcePosition {
        var line = 1
        var lineStart = 0
        var continuation = 0
        var i = 0
        let end = min(offset, count)
        while i < end {
            let b = bytes[i]
            if b == Byte.lineFeed {
                line += 1
                lineStart = i + 1
                continuation = 0
            } else if b == Byte.carriageReturn {
                if i + 1 < end && bytes[i + 1] == Byte.lineFeed { i += 1 }
                line += 1
                lineStart = i + 1
                continuation = 0
            } else if b & 0xC0 == 0x80 {
                continuation += 1
            }
            i += 1
        }
        return SourcePosition(line: line, column: offset - lineStart - continuation + 1, offset: offset)
    }
}
