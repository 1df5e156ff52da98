/// Why and where JSON text was rejected.
///
/// The reader stops at the first error. ``reason`` is for code (tests, tools that react to a
/// particular problem, front ends that word the problem in another language): every fact of
/// the message is in it, as data. ``message`` is for people: a clear English sentence such as
/// `duplicate key "id" (first defined at 12:5)` or `trailing comma before ']'`.
/// ``description`` is `"line:column: message"`; ``JSONFileError`` prefixes the file path.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem, with its facts, independent of wording.
    public enum Reason: Sendable, Hashable {
        /// The input has no bytes (`whitespaceOnly` false), or only whitespace. Reported at the end of the input.
        case emptyInput(whitespaceOnly: Bool)
        /// The input ends inside a value (an unclosed string, array or object, a truncated literal or escape);
        /// `expected` is what had to come next. Reported at the end of the input.
        case unexpectedEndOfInput(expected: Expectation)
        /// A character that cannot appear here. `found` is the character itself; `expected` says what could
        /// have come instead (a value, `','` or `']'` …). Reported at the character.
        case unexpectedCharacter(found: String, expected: Expectation)
        /// Bytes that are not well-formed UTF-8 (overlong forms, encoded surrogates, values above U+10FFFF,
        /// stray continuation bytes, truncated sequences). Reported at the first byte of the bad sequence.
        case invalidUTF8
        /// The input starts with a byte order mark (UTF-8's EF BB BF, or a UTF-16 one), which RFC 8259 §8.1
        /// forbids. Reported at 1:1.
        case byteOrderMark(ByteOrderMark)
        /// A `\u` escape of a UTF-16 surrogate (`unit`, U+D800–U+DFFF) that is not part of a high-low pair.
        /// Reported at the backslash of the unpaired escape.
        case unpairedSurrogate(unit: UInt16)
        /// A backslash followed by anything but `" \ / b f n r t` or `u` and four hex digits. Reported at the backslash.
        case invalidEscape(EscapeProblem)
        /// An unescaped character U+0000–U+001F (such as a raw tab or newline) inside a string. Reported at it.
        case controlCharacterInString(Unicode.Scalar)
        /// Malformed number syntax: `-` without digits, `1.`, `1e`, `.5`, `+1`, `NaN`, `Infinity`.
        /// Reported where a digit was needed (for `.5`, `+1`, `NaN`, `Infinity`: at their first character).
        case invalidNumber(NumberProblem)
        /// A number with a superfluous leading zero, like `01` or `-007`. Reported at that zero.
        case leadingZero
        /// A comma directly before the `]` of an array or the `}` of an object. Reported at the comma.
        case trailingComma(in: Container)
        /// An object key that already appeared in the same object (compared after decoding escapes,
        /// code point by code point). Reported at the second key; `firstAt` is where the first one is.
        case duplicateKey(String, firstAt: SourcePosition)
        /// Something other than whitespace after the complete top-level value. Reported at its first character.
        case trailingContent(TrailingContent)
        /// Arrays and objects nested more than `limit` levels deep. Reported at the bracket that is one too deep.
        case nestingTooDeep(limit: Int)
    }

    /// What the reader expected where the input ended or an unexpected character stood.
    public enum Expectation: Sendable, Hashable, CaseIterable {
        /// Any JSON value.
        case value
        /// A value or `]` (right after `[`).
        case valueOrClosingBracket
        /// A string key or `}` (right after `{`).
        case keyOrClosingBrace
        /// A string key (after a comma in an object).
        case key
        /// `:` after an object key.
        case colon
        /// `,` or `]` after an array element.
        case commaOrClosingBracket
        /// `,` or `}` after an object member.
        case commaOrClosingBrace
        /// The rest of the literal `true`.
        case literalTrue
        /// The rest of the literal `false`.
        case literalFalse
        /// The rest of the literal `null`.
        case literalNull
        /// The closing `"` of a string (only at the end of the input).
        case closingQuote
        /// The character after a backslash (only at the end of the input).
        case escapedCharacter
        /// The four hexadecimal digits of a `\u` escape (only at the end of the input).
        case hexDigits

        /// English: `a value`, `',' or ']'`, `':' after the key`, `'true'`.
        public var englishText: String {
            switch self {
            case .value: "a value"
            case .valueOrClosingBracket: "a value or ']'"
            case .keyOrClosingBrace: "a string key or '}'"
            case .key: "a string key"
            case .colon: "':' after the key"
            case .commaOrClosingBracket: "',' or ']'"
            case .commaOrClosingBrace: "',' or '}'"
            case .literalTrue: "'true'"
            case .literalFalse: "'false'"
            case .literalNull: "'null'"
            case .closingQuote: "'\"'"
            case .escapedCharacter: "an escaped character"
            case .hexDigits: "four hexadecimal digits"
            }
        }
    }

    /// The byte order mark an input starts with.
    public enum ByteOrderMark: Sendable, Hashable, CaseIterable {
        /// EF BB BF, U+FEFF in UTF-8.
        case utf8
        /// FE FF.
        case utf16BigEndian
        /// FF FE.
        case utf16LittleEndian
    }

    /// What is wrong with an escape sequence.
    public enum EscapeProblem: Sendable, Hashable {
        /// A backslash followed by a character that starts no escape (`\x`, `\'`, `\é`); `character` is it.
        case unknown(character: String)
        /// `\u` not followed by four hexadecimal digits.
        case notFourHexDigits
    }

    /// What is wrong with a number.
    public enum NumberProblem: Sendable, Hashable, CaseIterable {
        /// `-` with no digit after it.
        case digitAfterMinus
        /// `1.` with no digit after the decimal point.
        case digitAfterDecimalPoint
        /// `1e`, `1e+` with no digit in the exponent.
        case digitInExponent
        /// `+1`: JSON numbers have no plus sign.
        case leadingPlus
        /// `.5`: JSON numbers start with a digit.
        case leadingDecimalPoint
        /// `NaN`.
        case notANumber
        /// `Infinity`.
        case infinity
    }

    /// The kind of container a problem is in.
    public enum Container: Sendable, Hashable, CaseIterable {
        /// An array, closed by `]`.
        case array
        /// An object, closed by `}`.
        case object
    }

    /// What follows the complete top-level value.
    public enum TrailingContent: Sendable, Hashable {
        /// A (well-formed) character.
        case character(String)
        /// A byte that starts no well-formed UTF-8 sequence.
        case byte(UInt8)
    }

    /// The kind of problem, with its facts.
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

    /// The standard English wording of each reason (the reader's messages).
    public static func defaultMessage(for reason: Reason) -> String {
        switch reason {
        case .emptyInput(let whitespaceOnly):
            return whitespaceOnly ? "input contains only whitespace; expected a JSON value" : "empty input; expected a JSON value"
        case .unexpectedEndOfInput(let expected):
            switch expected {
            case .closingQuote: return "unexpected end of input inside a string; expected '\"'"
            case .escapedCharacter: return "unexpected end of input inside an escape sequence"
            case .hexDigits: return "unexpected end of input inside a \\u escape"
            default: return "unexpected end of input; expected \(expected.englishText)"
            }
        case .unexpectedCharacter(let found, let expected):
            return "unexpected character \(quoteCharacter(found)); expected \(expected.englishText)"
        case .invalidUTF8:
            return "invalid UTF-8 byte sequence"
        case .byteOrderMark(.utf8):
            return "byte order mark (U+FEFF) at the start of the input; JSON text must not begin with a BOM"
        case .byteOrderMark:
            return "UTF-16 byte order mark at the start of the input; JSON text must be UTF-8 without a BOM"
        case .unpairedSurrogate(let unit):
            let hex = String(unit, radix: 16, uppercase: true)
            if unit < 0xDC00 {
                return "unpaired UTF-16 surrogate \\u\(hex): a high surrogate must be followed by a low surrogate escape \\uDC00–\\uDFFF"
            }
            return "unpaired UTF-16 surrogate \\u\(hex): a low surrogate must follow a high surrogate escape \\uD800–\\uDBFF"
        case .invalidEscape(.unknown(let character)):
            return
                "invalid escape sequence \(quoteEscape(character)) in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
        case .invalidEscape(.notFourHexDigits):
            return "invalid \\u escape; expected four hexadecimal digits after \\u"
        case .controlCharacterInString(let scalar):
            return
                "unescaped control character \(uPlus(scalar.value)) in string; write it as an escape such as \\n, \\t or \(escapeForm(scalar))"
        case .invalidNumber(let problem):
            switch problem {
            case .digitAfterMinus: return "invalid number: expected a digit after '-'"
            case .digitAfterDecimalPoint: return "invalid number: expected a digit after the decimal point"
            case .digitInExponent: return "invalid number: expected a digit in the exponent"
            case .leadingPlus: return "invalid number: a number must not start with '+'"
            case .leadingDecimalPoint: return "invalid number: a number must start with a digit, not '.' (write 0.5, not .5)"
            case .notANumber: return "invalid number: NaN is not allowed in JSON"
            case .infinity: return "invalid number: Infinity is not allowed in JSON"
            }
        case .leadingZero:
            return "invalid number: leading zeros are not allowed"
        case .trailingComma(let container):
            return "trailing comma before \(container == .array ? "']'" : "'}'")"
        case .duplicateKey(let key, let firstAt):
            return "duplicate key \(quoteString(key)) (first defined at \(firstAt))"
        case .trailingContent(let content):
            return "unexpected \(describe(content)) after the JSON value; expected the end of the input"
        case .nestingTooDeep(let limit):
            return "nesting too deep: arrays and objects may be nested at most \(limit) \(limit == 1 ? "level" : "levels")"
        }
    }

    /// `character 'x'` or `byte 0xFF`, for the trailing-content message.
    private static func describe(_ content: TrailingContent) -> String {
        switch content {
        case .character(let character): "character " + quoteCharacter(character)
        case .byte(let byte): "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    /// An unknown escape as written, quoted for a message: `'\x'`, `'\é'`, `"\'"`.
    public static func quoteEscape(_ character: String) -> String {
        let scalars = Array(character.unicodeScalars)
        if scalars.count == 1, let scalar = scalars.first, scalar.isASCII {
            return quoteCharacter("\\" + character)
        }
        return "'\\" + character + "'"
    }

    /// The `\u00XX` escape (lower-case hex) that writes a control character.
    public static func escapeForm(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
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
    public static func uPlus(_ value: UInt32) -> String {
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
    public static func quoteString(_ string: String) -> String {
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
