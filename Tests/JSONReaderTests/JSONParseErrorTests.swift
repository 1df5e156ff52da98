import JSONReader
import Testing

/// One rejected input and exactly what the reader must say about it.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    let input: [UInt8]
    let reason: JSONParseError.Reason
    let line: Int
    let column: Int
    let offset: Int
    let message: String?

    init(_ text: String, _ reason: JSONParseError.Reason, _ line: Int, _ column: Int, _ offset: Int, _ message: String? = nil) {
        self.init(bytes: Array(text.utf8), reason, line, column, offset, message)
    }

    init(bytes: [UInt8], _ reason: JSONParseError.Reason, _ line: Int, _ column: Int, _ offset: Int, _ message: String? = nil) {
        self.input = bytes
        self.reason = reason
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    var testDescription: String {
        let text = String(decoding: input.prefix(40), as: UTF8.self)
        return "\(text.debugDescription) → \(reason)"
    }
}

@Suite("JSONParseError")
struct JSONParseErrorTests {
    static let cases: [ErrorCase] = [
        // emptyInput: at the end of the input.
        ErrorCase("", .emptyInput(whitespaceOnly: false), 1, 1, 0, "empty input; expected a JSON value"),
        ErrorCase("  \n ", .emptyInput(whitespaceOnly: true), 2, 2, 4, "input contains only whitespace; expected a JSON value"),

        // unexpectedEndOfInput: at the end of the input.
        ErrorCase(
            "[1, 2", .unexpectedEndOfInput(expected: .commaOrClosingBracket), 1, 6, 5, "unexpected end of input; expected ',' or ']'"),
        ErrorCase("[1,", .unexpectedEndOfInput(expected: .value), 1, 4, 3, "unexpected end of input; expected a value"),
        ErrorCase(
            "[", .unexpectedEndOfInput(expected: .valueOrClosingBracket), 1, 2, 1, "unexpected end of input; expected a value or ']'"),
        ErrorCase(
            "{", .unexpectedEndOfInput(expected: .keyOrClosingBrace), 1, 2, 1, "unexpected end of input; expected a string key or '}'"),
        ErrorCase("{\"a\"", .unexpectedEndOfInput(expected: .colon), 1, 5, 4, "unexpected end of input; expected ':' after the key"),
        ErrorCase("{\"a\":", .unexpectedEndOfInput(expected: .value), 1, 6, 5, "unexpected end of input; expected a value"),
        ErrorCase(
            "{\"a\": 1", .unexpectedEndOfInput(expected: .commaOrClosingBrace), 1, 8, 7, "unexpected end of input; expected ',' or '}'"),
        ErrorCase("{\"a\": 1,", .unexpectedEndOfInput(expected: .key), 1, 9, 8, "unexpected end of input; expected a string key"),
        ErrorCase(
            "\"abc", .unexpectedEndOfInput(expected: .closingQuote), 1, 5, 4, "unexpected end of input inside a string; expected '\"'"),
        ErrorCase(
            "\"ab\\", .unexpectedEndOfInput(expected: .escapedCharacter), 1, 5, 4, "unexpected end of input inside an escape sequence"),
        ErrorCase("\"\\u12", .unexpectedEndOfInput(expected: .hexDigits), 1, 6, 5, "unexpected end of input inside a \\u escape"),
        ErrorCase("\"\\uD834", .unexpectedEndOfInput(expected: .closingQuote), 1, 8, 7),
        ErrorCase("tru", .unexpectedEndOfInput(expected: .literalTrue), 1, 4, 3, "unexpected end of input; expected 'true'"),
        ErrorCase("[\n  {\"é\": nul", .unexpectedEndOfInput(expected: .literalNull), 2, 12, 14, "unexpected end of input; expected 'null'"),

        // unexpectedCharacter: at the character.
        ErrorCase("x", .unexpectedCharacter(found: "x", expected: .value), 1, 1, 0, "unexpected character 'x'; expected a value"),
        ErrorCase(
            "[1 2]", .unexpectedCharacter(found: "2", expected: .commaOrClosingBracket), 1, 4, 3,
            "unexpected character '2'; expected ',' or ']'"),
        ErrorCase("{\"a\": 1 \"b\": 2}", .unexpectedCharacter(found: "\"", expected: .commaOrClosingBrace), 1, 9, 8),
        ErrorCase("{1: 2}", .unexpectedCharacter(found: "1", expected: .keyOrClosingBrace), 1, 2, 1),
        ErrorCase("{\"a\": 1, 2: 3}", .unexpectedCharacter(found: "2", expected: .key), 1, 10, 9),
        ErrorCase(
            "{\"a\" 1}", .unexpectedCharacter(found: "1", expected: .colon), 1, 6, 5,
            "unexpected character '1'; expected ':' after the key"),
        ErrorCase("['a']", .unexpectedCharacter(found: "'", expected: .value), 1, 2, 1, "unexpected character \"'\"; expected a value"),
        ErrorCase(
            "[\u{0B}1]", .unexpectedCharacter(found: "\u{0B}", expected: .value), 1, 2, 1, "unexpected character U+000B; expected a value"),
        ErrorCase(
            "[\u{A0}1]", .unexpectedCharacter(found: "\u{A0}", expected: .value), 1, 2, 1, "unexpected character U+00A0; expected a value"),
        ErrorCase(
            "[1,\u{FEFF}2]", .unexpectedCharacter(found: "\u{FEFF}", expected: .value), 1, 4, 3,
            "unexpected character U+FEFF; expected a value"),
        ErrorCase("[\"ж\", é]", .unexpectedCharacter(found: "é", expected: .value), 1, 7, 7, "unexpected character 'é'; expected a value"),
        ErrorCase("[tRue]", .unexpectedCharacter(found: "R", expected: .literalTrue), 1, 3, 2, "unexpected character 'R'; expected 'true'"),
        ErrorCase("[nul]", .unexpectedCharacter(found: "]", expected: .literalNull), 1, 5, 4),
        ErrorCase("[True]", .unexpectedCharacter(found: "T", expected: .value), 1, 2, 1),
        ErrorCase("]", .unexpectedCharacter(found: "]", expected: .value), 1, 1, 0),
        ErrorCase("[,1]", .unexpectedCharacter(found: ",", expected: .value), 1, 2, 1),
        ErrorCase("[1,,2]", .unexpectedCharacter(found: ",", expected: .value), 1, 4, 3),
        ErrorCase("{,}", .unexpectedCharacter(found: ",", expected: .keyOrClosingBrace), 1, 2, 1),
        ErrorCase("[1}", .unexpectedCharacter(found: "}", expected: .commaOrClosingBracket), 1, 3, 2),
        ErrorCase("{\"a\":1]", .unexpectedCharacter(found: "]", expected: .commaOrClosingBrace), 1, 7, 6),
        ErrorCase("[-Infinity]", .invalidNumber(.digitAfterMinus), 1, 3, 2, "invalid number: expected a digit after '-'"),

        // invalidUTF8: at the first byte of the bad sequence.
        ErrorCase(bytes: [0x22, 0x61, 0xC0, 0xAF, 0x22], .invalidUTF8, 1, 3, 2, "invalid UTF-8 byte sequence"),  // overlong '/'
        ErrorCase(bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], .invalidUTF8, 1, 2, 1),  // overlong, 3 bytes
        ErrorCase(bytes: [0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], .invalidUTF8, 1, 2, 1),  // overlong, 4 bytes
        ErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8, 1, 2, 1),  // U+D800 encoded
        ErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8, 1, 2, 1),  // U+110000
        ErrorCase(bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], .invalidUTF8, 1, 2, 1),
        ErrorCase(bytes: [0x22, 0x80, 0x22], .invalidUTF8, 1, 2, 1),  // lone continuation byte
        ErrorCase(bytes: [0x22, 0xE2, 0x82, 0x22], .invalidUTF8, 1, 2, 1),  // truncated before the quote
        ErrorCase(bytes: [0x22, 0xE2, 0x82], .invalidUTF8, 1, 2, 1),  // truncated by the end of input
        ErrorCase(bytes: [0x22, 0xC3, 0xA9, 0xFF, 0x22], .invalidUTF8, 1, 3, 3),  // after 'é': column counts scalars
        ErrorCase(bytes: [0x5B, 0xFF, 0x5D], .invalidUTF8, 1, 2, 1),  // outside a string
        ErrorCase(bytes: [0x22, 0x5C, 0xFF, 0x22], .invalidUTF8, 1, 3, 2),  // after a backslash

        // byteOrderMark: at 1:1.
        ErrorCase(
            bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D], .byteOrderMark(.utf8), 1, 1, 0,
            "byte order mark (U+FEFF) at the start of the input; JSON text must not begin with a BOM"),
        ErrorCase(
            bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], .byteOrderMark(.utf16LittleEndian), 1, 1, 0,
            "UTF-16 byte order mark at the start of the input; JSON text must be UTF-8 without a BOM"),
        ErrorCase(bytes: [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D], .byteOrderMark(.utf16BigEndian), 1, 1, 0),

        // unpairedSurrogate: at the backslash of the unpaired escape.
        ErrorCase(
            #""\uD800""#, .unpairedSurrogate(unit: 0xD800), 1, 2, 1,
            "unpaired UTF-16 surrogate \\uD800: a high surrogate must be followed by a low surrogate escape \\uDC00–\\uDFFF"),
        ErrorCase(
            #""ab\uDC00""#, .unpairedSurrogate(unit: 0xDC00), 1, 4, 3,
            "unpaired UTF-16 surrogate \\uDC00: a low surrogate must follow a high surrogate escape \\uD800–\\uDBFF"),
        ErrorCase(#"["x", "\uD834\u0041"]"#, .unpairedSurrogate(unit: 0xD834), 1, 8, 7),
        ErrorCase(#""\uD834x""#, .unpairedSurrogate(unit: 0xD834), 1, 2, 1),
        ErrorCase(#""\uD834\n""#, .unpairedSurrogate(unit: 0xD834), 1, 2, 1),
        ErrorCase(#""\uD834\uD834\uDD1E""#, .unpairedSurrogate(unit: 0xD834), 1, 2, 1),
        ErrorCase(#""\uDD1E\uD834""#, .unpairedSurrogate(unit: 0xDD1E), 1, 2, 1),

        // invalidEscape: at the backslash.
        ErrorCase(
            #""a\x""#, .invalidEscape(.unknown(character: "x")), 1, 3, 2,
            "invalid escape sequence '\\x' in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
        ErrorCase(
            #""\u12G4""#, .invalidEscape(.notFourHexDigits), 1, 2, 1, "invalid \\u escape; expected four hexadecimal digits after \\u"),
        ErrorCase(#""\U0041""#, .invalidEscape(.unknown(character: "U")), 1, 2, 1),
        ErrorCase(#""\'""#, .invalidEscape(.unknown(character: "'")), 1, 2, 1),
        ErrorCase(
            "\"\\\u{E9}\"", .invalidEscape(.unknown(character: "é")), 1, 2, 1,
            "invalid escape sequence '\\é' in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
        ErrorCase(#""\uD834\uZZZZ""#, .invalidEscape(.notFourHexDigits), 1, 8, 7),

        // controlCharacterInString: at the character.
        ErrorCase(
            "\"a\tb\"", .controlCharacterInString("\t"), 1, 3, 2,
            "unescaped control character U+0009 in string; write it as an escape such as \\n, \\t or \\u0009"),
        ErrorCase("{\"k\": \"line\nbreak\"}", .controlCharacterInString("\n"), 1, 12, 11),
        ErrorCase(bytes: [0x22, 0x00, 0x22], .controlCharacterInString("\u{0}"), 1, 2, 1),
        ErrorCase(
            "\"é\u{1F}\"", .controlCharacterInString("\u{1F}"), 1, 3, 3,
            "unescaped control character U+001F in string; write it as an escape such as \\n, \\t or \\u001f"),

        // invalidNumber: where a digit was needed (or at the first character of +1, .5, NaN, Infinity).
        ErrorCase("-", .invalidNumber(.digitAfterMinus), 1, 2, 1, "invalid number: expected a digit after '-'"),
        ErrorCase("[-a]", .invalidNumber(.digitAfterMinus), 1, 3, 2),
        ErrorCase("1.", .invalidNumber(.digitAfterDecimalPoint), 1, 3, 2, "invalid number: expected a digit after the decimal point"),
        ErrorCase("[1.e5]", .invalidNumber(.digitAfterDecimalPoint), 1, 4, 3),
        ErrorCase("1e", .invalidNumber(.digitInExponent), 1, 3, 2, "invalid number: expected a digit in the exponent"),
        ErrorCase("1e+", .invalidNumber(.digitInExponent), 1, 4, 3),
        ErrorCase("[1E-x]", .invalidNumber(.digitInExponent), 1, 5, 4),
        ErrorCase(
            ".5", .invalidNumber(.leadingDecimalPoint), 1, 1, 0,
            "invalid number: a number must start with a digit, not '.' (write 0.5, not .5)"),
        ErrorCase("[+1]", .invalidNumber(.leadingPlus), 1, 2, 1, "invalid number: a number must not start with '+'"),
        ErrorCase("NaN", .invalidNumber(.notANumber), 1, 1, 0, "invalid number: NaN is not allowed in JSON"),
        ErrorCase("[Infinity]", .invalidNumber(.infinity), 1, 2, 1, "invalid number: Infinity is not allowed in JSON"),

        // leadingZero: at the superfluous zero.
        ErrorCase("01", .leadingZero, 1, 1, 0, "invalid number: leading zeros are not allowed"),
        ErrorCase("[-007]", .leadingZero, 1, 3, 2),
        ErrorCase("[00]", .leadingZero, 1, 2, 1),

        // trailingComma: at the comma.
        ErrorCase("[1,]", .trailingComma(in: .array), 1, 3, 2, "trailing comma before ']'"),
        ErrorCase("[1,\n  ]", .trailingComma(in: .array), 1, 3, 2, "trailing comma before ']'"),
        ErrorCase("{\"a\": 1,\n}", .trailingComma(in: .object), 1, 8, 7, "trailing comma before '}'"),
        ErrorCase("{\"é\": [\"ж\",]}", .trailingComma(in: .array), 1, 11, 12),

        // duplicateKey: at the second key, naming the first.
        ErrorCase(
            "{\n  \"id\": 1,\n  \"id\": 2\n}", .duplicateKey("id", firstAt: SourcePosition(line: 2, column: 3, offset: 4)), 3, 3, 15,
            "duplicate key \"id\" (first defined at 2:3)"),
        ErrorCase(#"{"a": 1, "\u0061": 2}"#, .duplicateKey("a", firstAt: SourcePosition(line: 1, column: 2, offset: 1)), 1, 10, 9),
        ErrorCase(
            #"{"a\"b": {}, "x": [], "a\"b": 3}"#, .duplicateKey("a\"b", firstAt: SourcePosition(line: 1, column: 2, offset: 1)), 1, 23, 22,
            "duplicate key \"a\\\"b\" (first defined at 1:2)"),
        ErrorCase("{\"\": 1, \"\": 2}", .duplicateKey("", firstAt: SourcePosition(line: 1, column: 2, offset: 1)), 1, 9, 8),

        // trailingContent: at the first character after the value.
        ErrorCase(
            "{} x", .trailingContent(.character("x")), 1, 4, 3,
            "unexpected character 'x' after the JSON value; expected the end of the input"),
        ErrorCase("1 2", .trailingContent(.character("2")), 1, 3, 2),
        ErrorCase("[]]", .trailingContent(.character("]")), 1, 3, 2),
        ErrorCase("\"a\"\n\n,", .trailingContent(.character(",")), 3, 1, 5),
        ErrorCase(
            bytes: [0x31, 0x20, 0xFF], .trailingContent(.byte(0xFF)), 1, 3, 2,
            "unexpected byte 0xFF after the JSON value; expected the end of the input"),
        ErrorCase(
            bytes: [0x31, 0x00], .trailingContent(.character("\u{0}")), 1, 2, 1,
            "unexpected character U+0000 after the JSON value; expected the end of the input"),

        // nestingTooDeep: at the bracket that is one level too deep.
        ErrorCase(
            String(repeating: "[", count: 513), .nestingTooDeep(limit: 512), 1, 513, 512,
            "nesting too deep: arrays and objects may be nested at most 512 levels"),
        ErrorCase(String(repeating: "[{\"a\":", count: 300), .nestingTooDeep(limit: 512), 1, 1537, 1536),
    ]

    @Test(arguments: cases)
    func reportsReasonPositionAndMessage(_ errorCase: ErrorCase) throws {
        let error = try #require(parseError(errorCase.input))
        #expect(error.reason == errorCase.reason)
        #expect(error.position == SourcePosition(line: errorCase.line, column: errorCase.column, offset: errorCase.offset))
        if let message = errorCase.message {
            #expect(error.message == message)
        }
        #expect(error.description == "\(errorCase.line):\(errorCase.column): \(error.message)")
    }

    @Test func everyReasonIsCovered() {
        var covered = Set<String>()
        for errorCase in Self.cases {
            let name = "\(errorCase.reason)"
            covered.insert(String(name.prefix { $0 != "(" }))
        }
        #expect(
            covered == [
                "emptyInput", "unexpectedEndOfInput", "unexpectedCharacter", "invalidUTF8", "byteOrderMark",
                "unpairedSurrogate", "invalidEscape", "controlCharacterInString", "invalidNumber", "leadingZero",
                "trailingComma", "duplicateKey", "trailingContent", "nestingTooDeep",
            ])
    }

    @Test func userDefinedMaximumDepth() throws {
        #expect(parseError("[[]]", maximumDepth: 2) == nil)
        let error = try #require(parseError("[[[]]]", maximumDepth: 2))
        #expect(error.reason == .nestingTooDeep(limit: 2))
        #expect(error.position == SourcePosition(line: 1, column: 3, offset: 2))
        #expect(parseError("1", maximumDepth: 0) == nil)
        #expect(parseError("[]", maximumDepth: 0)?.reason == .nestingTooDeep(limit: 0))
        #expect(parseError("{}", maximumDepth: -5)?.reason == .nestingTooDeep(limit: 0))
    }

    @Test func defaultMessages() {
        #expect(
            JSONParseError.defaultMessage(for: .duplicateKey("id", firstAt: SourcePosition(line: 12, column: 5)))
                == "duplicate key \"id\" (first defined at 12:5)")
        #expect(
            JSONParseError.defaultMessage(for: .unexpectedCharacter(found: "x", expected: .value))
                == "unexpected character 'x'; expected a value")
        #expect(
            JSONParseError.defaultMessage(for: .nestingTooDeep(limit: 9))
                == "nesting too deep: arrays and objects may be nested at most 9 levels")
        #expect(
            JSONParseError.defaultMessage(for: .nestingTooDeep(limit: 1))
                == "nesting too deep: arrays and objects may be nested at most 1 level")
        let error = JSONParseError(reason: .trailingComma(in: .array), position: SourcePosition(line: 3, column: 7, offset: 20))
        #expect(error.message == "trailing comma before ']'")
        #expect(error.description == "3:7: trailing comma before ']'")
        #expect(JSONParseError(reason: .invalidUTF8, position: .start, message: "custom").message == "custom")
    }

    @Test func quotesCharactersForMessages() {
        #expect(JSONParseError.quoteCharacter("x") == "'x'")
        #expect(JSONParseError.quoteCharacter("'") == "\"'\"")
        #expect(JSONParseError.quoteCharacter("\u{0}") == "U+0000")
        #expect(JSONParseError.quoteCharacter("\u{2028}") == "U+2028")
        #expect(JSONParseError.quoteCharacter("\u{1F600}") == "'\u{1F600}'")
        #expect(JSONParseError.quoteCharacter("\u{E0001}") == "U+E0001")
    }
}
