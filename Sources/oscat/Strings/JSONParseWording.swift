import JSONReader
import OSCatalogLocalization

extension LocalizedStrings {
    /// A JSON syntax error in the user's language (the reader words it in English only). Found
    /// characters, keys, escapes and positions stay as written.
    func message(for reason: JSONParseError.Reason) -> String {
        switch reason {
        case .emptyInput(let whitespaceOnly):
            return whitespaceOnly ? jsonWhitespaceOnly : jsonEmptyInput
        case .unexpectedEndOfInput(let expected):
            switch expected {
            case .closingQuote: return jsonEndInString
            case .escapedCharacter: return jsonEndInEscape
            case .hexDigits: return jsonEndInUnicodeEscape
            default: return jsonEndOfInput(wording(expected))
            }
        case .unexpectedCharacter(let found, let expected):
            return jsonUnexpectedCharacter(JSONParseError.quoteCharacter(found), wording(expected))
        case .invalidUTF8:
            return jsonInvalidUtf8
        case .byteOrderMark(let mark):
            return mark == .utf8 ? jsonBomUtf8 : jsonBomUtf16
        case .unpairedSurrogate(let unit):
            return unit < 0xDC00
                ? jsonUnpairedHighSurrogate(String(unit, radix: 16, uppercase: true))
                : jsonUnpairedLowSurrogate(String(unit, radix: 16, uppercase: true))
        case .invalidEscape(.unknown(let character)):
            return jsonInvalidEscape(JSONParseError.quoteEscape(character))
        case .invalidEscape(.notFourHexDigits):
            return jsonInvalidUnicodeEscape
        case .controlCharacterInString(let scalar):
            return jsonControlCharacter(JSONParseError.uPlus(scalar.value), JSONParseError.escapeForm(scalar))
        case .invalidNumber(let problem):
            switch problem {
            case .digitAfterMinus: return jsonNumberDigitAfterMinus
            case .digitAfterDecimalPoint: return jsonNumberDigitAfterPoint
            case .digitInExponent: return jsonNumberDigitInExponent
            case .leadingPlus: return jsonNumberLeadingPlus
            case .leadingDecimalPoint: return jsonNumberLeadingPoint
            case .notANumber: return jsonNumberNan
            case .infinity: return jsonNumberInfinity
            }
        case .leadingZero:
            return jsonLeadingZero
        case .trailingComma(let container):
            return jsonTrailingComma(container == .array ? "']'" : "'}'")
        case .duplicateKey(let key, let firstAt):
            return jsonDuplicateKey(JSONParseError.quoteString(key), firstAt.description)
        case .trailingContent(.character(let character)):
            return jsonTrailingCharacter(JSONParseError.quoteCharacter(character))
        case .trailingContent(.byte(let byte)):
            return jsonTrailingByte(String(byte, radix: 16, uppercase: true))
        case .nestingTooDeep(let limit):
            return jsonNestingTooDeep(countLevels(limit))
        }
    }

    /// What the reader expected, in the user's language; JSON literals and punctuation stay as written.
    func wording(_ expectation: JSONParseError.Expectation) -> String {
        switch expectation {
        case .value: jsonExpectValue
        case .valueOrClosingBracket: jsonExpectValueOrBracket
        case .keyOrClosingBrace: jsonExpectKeyOrBrace
        case .key: jsonExpectKey
        case .colon: jsonExpectColon
        case .commaOrClosingBracket: jsonExpectCommaOrBracket
        case .commaOrClosingBrace: jsonExpectCommaOrBrace
        case .literalTrue: "'true'"
        case .literalFalse: "'false'"
        case .literalNull: "'null'"
        case .closingQuote: "'\"'"
        case .escapedCharacter: jsonExpectEscapedCharacter
        case .hexDigits: jsonExpectHexDigits
        }
    }
}
