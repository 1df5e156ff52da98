/// Reads an OpenStep (old-style ASCII) property list, the format of `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted and unquoted strings, `<hex>`
/// data, and `/* */` and `//` comments between tokens. Bytes that are not UTF-8 read as U+FFFD.
///
/// The reader keeps no recursion (an explicit stack, nesting capped at
/// ``PropertyListParser/nestingLimit``), so no input can exhaust the call stack, and it stops
/// at the first problem with a ``PropertyListError`` instead of trapping.
func parsePropertyList(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
    var parser = PropertyListParser(bytes: bytes)
    return try parser.parse()
}

/// The state of one read: the scalars, the current one and its line and column.
struct PropertyListParser {
    /// How many dictionaries and arrays may be open at once; Xcode's own files need fewer than ten.
    static let nestingLimit = 512

    /// A dictionary or array still open, with what has been read of it.
    private struct Container {
        var isDictionary: Bool
        var line: Int
        var column: Int
        var elements: [PropertyListValue] = []
        var entries: [PropertyListEntry] = []
        /// A dictionary's key whose value is being read.
        var pendingKey: String = ""
    }

    /// What the reader needs next inside the innermost container.
    private enum Step {
        case value
        case keyOrClosingBrace
        case elementOrClosingParenthesis
    }

    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    /// A reader of `bytes`, a leading byte order mark dropped.
    init(bytes: [UInt8]) {
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        self.scalars = scalars
    }

    /// The one top-level value, then nothing but whitespace and comments.
    mutating func parse() throws(PropertyListError) -> PropertyListValue {
        try skipTrivia()
        guard index < scalars.count else { throw failure(.noValue) }
        let root = try parseValueTree()
        try skipTrivia()
        if let extra = peek() { throw failure(.trailingGarbage(extra)) }
        return root
    }

    // MARK: - Structure

    /// One value and everything inside it, read with an explicit stack of open containers.
    private mutating func parseValueTree() throws(PropertyListError) -> PropertyListValue {
        var stack: [Container] = []
        var step = Step.value
        while true {
            var finished: PropertyListValue?
            try skipTrivia()
            guard let next = peek() else { throw endInside(stack.last) }
            switch step {
            case .keyOrClosingBrace where next == "}", .elementOrClosingParenthesis where next == ")":
                advance()
                finished = stack.popLast().map(Self.close)
            case .keyOrClosingBrace:
                guard next == "\"" || Self.isUnquoted(next) else {
                    throw failure(.unexpectedCharacter(next, expected: .keyOrClosingBrace))
                }
                let key = try parseString().string ?? ""
                let afterKey = (line, column)
                try skipTrivia()
                guard let equals = peek() else { throw endInside(stack.last) }
                guard equals == "=" else { throw failure(.missingEquals(key: key), at: afterKey) }
                advance()
                stack[stack.count - 1].pendingKey = key
                step = .value
            case .value, .elementOrClosingParenthesis:
                if next == "{" || next == "(" {
                    guard stack.count < Self.nestingLimit else { throw failure(.nestingTooDeep(limit: Self.nestingLimit)) }
                    stack.append(Container(isDictionary: next == "{", line: line, column: column))
                    advance()
                    step = next == "{" ? .keyOrClosingBrace : .elementOrClosingParenthesis
                } else if next == "\"" || Self.isUnquoted(next) {
                    finished = try parseString()
                } else if next == "<" {
                    finished = try parseData()
                } else {
                    throw failure(.unexpectedCharacter(next, expected: .value))
                }
            }
            // A completed value goes into its container, which then needs its separator; the
            // container's own completion may cascade no further (its closing bracket is read above).
            guard let value = finished else { continue }
            guard !stack.isEmpty else { return value }
            step = try attach(value, to: &stack[stack.count - 1])
        }
    }

    /// Adds a finished value to the innermost container and reads the `;` or `,` after it.
    private mutating func attach(_ value: PropertyListValue, to container: inout Container) throws(PropertyListError) -> Step {
        let afterValue = (line, column)
        try skipTrivia()
        if container.isDictionary {
            container.entries.append(PropertyListEntry(key: container.pendingKey, value: value))
            guard let next = peek() else { throw endInside(container) }
            guard next == ";" else { throw failure(.missingSemicolon(key: container.pendingKey), at: afterValue) }
            advance()
            return .keyOrClosingBrace
        }
        container.elements.append(value)
        guard let next = peek() else { throw endInside(container) }
        if next == "," {
            advance()
        } else if next != ")" {
            throw failure(.unexpectedCharacter(next, expected: .commaOrClosingParenthesis))
        }
        return .elementOrClosingParenthesis
    }

    /// The value of a container whose closing bracket was read.
    private static func close(_ container: Container) -> PropertyListValue {
        let content: PropertyListValue.Content = container.isDictionary ? .dictionary(container.entries) : .array(container.elements)
        return PropertyListValue(content: content, line: container.line, column: container.column)
    }

    /// The error for an input that ends inside `container` (or before any value).
    private func endInside(_ container: Container?) -> PropertyListError {
        guard let container else { return failure(.noValue) }
        if container.isDictionary {
            return failure(.unterminatedDictionary(line: container.line, column: container.column))
        }
        return failure(.unterminatedArray(line: container.line, column: container.column))
    }

    // MARK: - Strings and data

    /// A quoted string (at its `"`) or an unquoted one (at its first character).
    private mutating func parseString() throws(PropertyListError) -> PropertyListValue {
        var text = String.UnicodeScalarView()
        guard peek() == "\"" else {
            let start = (line, column)
            while let scalar = peek(), Self.isUnquoted(scalar) {
                text.append(scalar)
                advance()
            }
            return PropertyListValue(content: .string(String(text)), line: start.0, column: start.1)
        }
        let opening = (line, column)
        advance()
        let start = (line, column)
        var pendingHighSurrogate: UInt32?
        while true {
            guard let scalar = peek() else { throw failure(.unterminatedString(line: opening.0, column: opening.1)) }
            var decoded = scalar.value
            if scalar == "\"" {
                advance()
                break
            } else if scalar == "\\" {
                decoded = try parseEscape(opening: opening)
            } else {
                advance()
            }
            // `\U` escapes are UTF-16 units: a high surrogate waits for its low one.
            if let high = pendingHighSurrogate {
                pendingHighSurrogate = nil
                if (0xDC00...0xDFFF).contains(decoded) {
                    text.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (decoded - 0xDC00)) ?? "\u{FFFD}")
                    continue
                }
                text.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(decoded) {
                pendingHighSurrogate = decoded
            } else {
                text.append(Unicode.Scalar(decoded) ?? "\u{FFFD}")
            }
        }
        if pendingHighSurrogate != nil { text.append("\u{FFFD}") }
        return PropertyListValue(content: .string(String(text)), line: start.0, column: start.1)
    }

    /// The scalar value an escape at the backslash stands for. Unknown escapes stand for the
    /// character itself, as in Apple's reader; `\U` needs four hexadecimal digits.
    private mutating func parseEscape(opening: (Int, Int)) throws(PropertyListError) -> UInt32 {
        let backslash = (line, column)
        advance()
        guard let escaped = peek() else { throw failure(.unterminatedString(line: opening.0, column: opening.1)) }
        advance()
        switch escaped {
        case "n": return 0x0A
        case "t": return 0x09
        case "r": return 0x0D
        case "a": return 0x07
        case "b": return 0x08
        case "f": return 0x0C
        case "v": return 0x0B
        case "U":
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = peek().flatMap(Self.hexValue) else { throw failure(.invalidEscape, at: backslash) }
                value = value << 4 | digit
                advance()
            }
            return value
        case "0"..."7":
            // Up to three octal digits: a byte, which for ASCII is the character.
            var value = escaped.value - 0x30
            for _ in 0..<2 {
                guard let digit = peek(), ("0"..."7").contains(digit) else { break }
                value = value << 3 | (digit.value - 0x30)
                advance()
            }
            return value < 0x80 ? value : 0xFFFD
        default: return escaped.value
        }
    }

    /// `<0fbd 7791>`: pairs of hexadecimal digits, whitespace allowed between them.
    private mutating func parseData() throws(PropertyListError) -> PropertyListValue {
        let start = (line, column)
        advance()
        var bytes: [UInt8] = []
        var high: UInt32?
        while true {
            guard let scalar = peek() else { throw failure(.unterminatedData(line: start.0, column: start.1)) }
            if scalar == ">" {
                guard high == nil else { throw failure(.oddNumberOfHexDigits) }
                advance()
                return PropertyListValue(content: .data(bytes), line: start.0, column: start.1)
            }
            if Self.isWhitespace(scalar) {
                advance()
                continue
            }
            guard let digit = Self.hexValue(scalar) else {
                throw failure(.unexpectedCharacter(scalar, expected: .hexDigitOrClosingAngleBracket))
            }
            if let first = high {
                bytes.append(UInt8(first << 4 | digit))
                high = nil
            } else {
                high = digit
            }
            advance()
        }
    }

    // MARK: - Characters

    /// Skips whitespace, `/* */` comments and `//` comments.
    private mutating func skipTrivia() throws(PropertyListError) {
        while let scalar = peek() {
            if Self.isWhitespace(scalar) {
                advance()
            } else if scalar == "/", peek(1) == "*" {
                let start = (line, column)
                advance()
                advance()
                while !(peek() == "*" && peek(1) == "/") {
                    guard peek() != nil else { throw failure(.unterminatedComment(line: start.0, column: start.1)) }
                    advance()
                }
                advance()
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n", next != "\r" { advance() }
            } else {
                return
            }
        }
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Moves past one scalar; `\n`, `\r\n` and a lone `\r` each end a line.
    private mutating func advance() {
        guard index < scalars.count else { return }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private func failure(_ reason: PropertyListError.Reason, at position: (Int, Int)? = nil) -> PropertyListError {
        PropertyListError(reason: reason, line: position?.0 ?? line, column: position?.1 ?? column)
    }

    /// `[A-Za-z0-9_$/:.+-]`, the characters of an unquoted string.
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-", "+": true
        default: false
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}": true
        default: false
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
