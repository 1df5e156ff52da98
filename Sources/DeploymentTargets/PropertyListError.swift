/// Why and where an OpenStep property list (a `project.pbxproj`) could not be read.
///
/// ``reason`` holds the facts for code and tests; ``description`` is the English
/// `"line:column: message"` a user reads, such as
/// `12:31: missing ';' after the value of "IPHONEOS_DEPLOYMENT_TARGET"`.
public struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem, with their facts.
    public enum Reason: Sendable, Hashable {
        /// The input holds nothing but whitespace and comments. Reported at the end of the input.
        case noValue
        /// A character that cannot stand here; `expected` says what could. Reported at the character.
        case unexpectedCharacter(Unicode.Scalar, expected: Expectation)
        /// The input ends inside a quoted string that starts at `line`:`column`. Reported at the end of the input.
        case unterminatedString(line: Int, column: Int)
        /// The input ends inside a `/*` comment that starts at `line`:`column`. Reported at the end of the input.
        case unterminatedComment(line: Int, column: Int)
        /// The input ends inside a `{` dictionary opened at `line`:`column`. Reported at the end of the input.
        case unterminatedDictionary(line: Int, column: Int)
        /// The input ends inside a `(` array opened at `line`:`column`. Reported at the end of the input.
        case unterminatedArray(line: Int, column: Int)
        /// The input ends inside `<…>` data opened at `line`:`column`. Reported at the end of the input.
        case unterminatedData(line: Int, column: Int)
        /// `<…>` data with an odd number of hexadecimal digits. Reported at its `>`.
        case oddNumberOfHexDigits
        /// A `\U` escape not followed by four hexadecimal digits. Reported at the backslash.
        case invalidEscape
        /// A dictionary key not followed by `=`. Reported right after the key.
        case missingEquals(key: String)
        /// A dictionary value not followed by `;`. Reported right after the value.
        case missingSemicolon(key: String)
        /// Dictionaries and arrays nested more than `limit` levels deep. Reported at the bracket one level too deep.
        case nestingTooDeep(limit: Int)
        /// Something other than whitespace and comments after the top-level value. Reported at it.
        case trailingGarbage(Unicode.Scalar)
    }

    /// What the reader needed where an unexpected character stood.
    public enum Expectation: Sendable, Hashable, CaseIterable {
        /// A value: a string, `<data>`, `(` or `{`.
        case value
        /// A dictionary key or `}`.
        case keyOrClosingBrace
        /// `,` or `)` after an array element.
        case commaOrClosingParenthesis
        /// A hexadecimal digit or `>` inside data.
        case hexDigitOrClosingAngleBracket

        /// English, for messages: `a value`, `a key or '}'`.
        public var englishText: String {
            switch self {
            case .value: "a value (a string, '<', '(' or '{')"
            case .keyOrClosingBrace: "a key or '}'"
            case .commaOrClosingParenthesis: "',' or ')'"
            case .hexDigitOrClosingAngleBracket: "a hexadecimal digit or '>'"
            }
        }
    }

    /// The problem's facts.
    public var reason: Reason
    /// The 1-based line of the problem (see each ``Reason`` for the spot).
    public var line: Int
    /// The 1-based column of the problem, in Unicode scalars.
    public var column: Int

    /// An error at `line`:`column`.
    public init(reason: Reason, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// The English sentence for ``reason``, without the position.
    public var message: String {
        switch reason {
        case .noValue:
            return "the file holds no property list, only whitespace and comments"
        case .unexpectedCharacter(let found, let expected):
            return "unexpected character \(Self.show(found)); expected \(expected.englishText)"
        case .unterminatedString(let line, let column):
            return "the file ends inside the string that starts at \(line):\(column); a closing '\"' is missing"
        case .unterminatedComment(let line, let column):
            return "the file ends inside the comment that starts at \(line):\(column); a closing '*/' is missing"
        case .unterminatedDictionary(let line, let column):
            return "the file ends inside the dictionary opened at \(line):\(column); a closing '}' is missing"
        case .unterminatedArray(let line, let column):
            return "the file ends inside the array opened at \(line):\(column); a closing ')' is missing"
        case .unterminatedData(let line, let column):
            return "the file ends inside the data opened at \(line):\(column); a closing '>' is missing"
        case .oddNumberOfHexDigits:
            return "data must have an even number of hexadecimal digits, two for each byte"
        case .invalidEscape:
            return "invalid escape: '\\U' must be followed by four hexadecimal digits"
        case .missingEquals(let key):
            return "missing '=' after the key \"\(key)\""
        case .missingSemicolon(let key):
            return "missing ';' after the value of \"\(key)\""
        case .nestingTooDeep(let limit):
            return "dictionaries and arrays are nested too deep: at most \(limit) levels are read"
        case .trailingGarbage(let found):
            return "unexpected character \(Self.show(found)) after the property list; expected the end of the file"
        }
    }

    /// `"line:column: message"`.
    public var description: String { "\(line):\(column): \(message)" }

    /// A character for a message: `'x'` when printable ASCII, `U+000A` otherwise, so control
    /// characters and look-alikes are unambiguous.
    private static func show(_ scalar: Unicode.Scalar) -> String {
        if scalar == "'" { return "\"'\"" }
        if scalar.value >= 0x21 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
