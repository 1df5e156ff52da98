/// Why and where JSON text was rejected.
///
/// The reader stops at the first error. ``reason`` is for code (tests, tools that react to a
/// particular problem), ``message`` is for people: a clear English sentence such as
/// `duplicate key "id" (first defined at 12:5)` or `trailing comma before ']'`.
/// ``description`` is `"line:column: message"`; ``JSONFileError`` prefixes the file path.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem, independent of wording.
    public enum Reason: Sendable, Equatable {
        /// The input has no bytes, or only whitespace. Reported at the end of the input.
        case emptyInput
        /// The input ends inside a value (an unclosed string, array or object, a truncated literal or escape).
        /// Reported at the end of the input.
        case unexpectedEndOfInput
        /// A character that cannot appear here. `found` is the character itself; `expected` says, in words,
        /// what could have come instead (e.g. `a value`, `',' or ']'`). Reported at the character.
        case unexpectedCharacter(found: String, expected: String)
        /// Bytes that are not well-formed UTF-8 (overlong forms, encoded surrogates, values above U+10FFFF,
        /// stray continuation bytes, truncated sequences). Reported at the first byte of the bad sequence.
        case invalidUTF8
        /// The input starts with a byte order mark (UTF-8's EF BB BF, or a UTF-16 one), which RFC 8259 §8.1
        /// forbids. Reported at 1:1.
        case byteOrderMark
        /// A `\u` escape of a UTF-16 surrogate that is not part of a high-low pair. Reported at the backslash of
        /// the unpaired escape.
        case unpairedSurrogate
        /// A backslash followed by anything but `" \ / b f n r t` or `u` and four hex digits. Reported at the backslash.
        case invalidEscape
        /// An unescaped character U+0000–U+001F (such as a raw tab or newline) inside a string. Reported at it.
        case controlCharacterInString
        /// Malformed number syntax: `-` without digits, `1.`, `1e`, `.5`, `+1`, `NaN`, `Infinity`.
        /// Reported where a digit was needed (for `.5`, `+1`, `NaN`, `Infinity`: at their first character).
        case invalidNumber
        /// A number with a superfluous leading zero, like `01` or `-007`. Reported at that zero.
        case leadingZero
        /// A comma directly before `]` or `}`. Reported at the comma.
        case trailingComma
        /// An object key that already appeared in the same object (compared after decoding escapes,
        /// code point by code point). Reported at the second key; `firstAt` is where the first one is.
        case duplicateKey(String, firstAt: SourcePosition)
        /// Something other than whitespace after the complete top-level value. Reported at its first character.
        case trailingContent
        /// Arrays and objects nested more than `limit` levels deep. Reported at the bracket that is one too deep.
        case nestingTooDeep(limit: Int)
    }

    /// The kind of problem.
    public var reason: Reason
    /// Where the problem is (see each ``Reason`` for the exact spot).
    public var position: SourcePosition
    /// A clear English sentence describing the problem, for users.
    public var message: String

    /// Creates an error; `message` defaults to the standard wording for `reason`.
    public init(reason: Reason, position: SourcePosition, message: String? = nil) {
        self.reason = reason
        self.position = position
        self.message = message ?? JSONParseError.defaultMessage(for: reason)
    }

    /// `"line:column: message"`.
    public var description: String { "\(position): \(message)" }

    /// The standard wording for each reason, used when the reader has nothing more specific to say.
    public static func defaultMessage(for reason: Reason) -> String {
        switch reason {
        case .emptyInput:
            return "empty input; expected a JSON value"
        case .unexpectedEndOfInput:
            return "unexpected end of input"
        case .unexpectedCharacter(let found, let expected):
            return "unexpected character \(quoteCharacter(found)); expected \(expected)"
        case .invalidUTF8:
            return "invalid UTF-8 byte sequence"
        case .byteOrderMark:
            return "byte order mark at the start of the input; JSON text must be UTF-8 without a BOM"
        case .unpairedSurrogate:
            return "unpaired UTF-16 surrogate in \\u escape"
        case .invalidEscape:
            return "invalid escape sequence in string"
        case .controlCharacterInString:
            return "unescaped control character in string"
        case .invalidNumber:
            return "invalid number"
        case .leadingZero:
            return "number has a leading zero"
        case .trailingComma:
            return "trailing comma"
        case .duplicateKey(let key, let firstAt):
            return "duplicate key \(quoteString(key)) (first defined at \(firstAt))"
        case .trailingContent:
            return "unexpected content after the JSON value"
        case .nestingTooDeep(let limit):
            return "arrays and objects nested more than \(limit) levels deep"
        }
    }

    /// Shows a character for a message: `'x'` when it is visible, `U+000B` style when it is a control,
    /// format, separator or unassigned character that would be invisible or confusing (and `"'"`
    /// for the apostrophe itself).
    public static func quoteCharacter(_ character: String) -> String {
        let scalars = Array(character.unicodeScalars)
        guard scalars.count == 1, let scalar = scalars.first else { return "'\(character)'" }
        if scalar == "'" { return "\"'\"" }
        if isVisible(scalar) { return "'\(character)'" }
        return uPlus(scalar.value)
    }

    /// `U+XXXX` (at least four upper-case hex digits).
    static func uPlus(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .privateUse, .surrogate, .unassigned:
            return false
        default:
            return true
        }
    }

    /// A key in double quotes with `"`, `\` and invisible characters escaped, for messages.
    static func quoteString(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || !isVisible(scalar) && scalar != " " {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
