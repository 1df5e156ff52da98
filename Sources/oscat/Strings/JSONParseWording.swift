import JSONReader

extension UIStrings {
    /// A JSON syntax error in the user's language (the reader words it in English only). Found
    /// characters, keys, escapes and positions stay as written.
    func message(for reason: JSONParseError.Reason) -> String {
        switch reason {
        case .emptyInput(let whitespaceOnly):
            return self(whitespaceOnly ? .jsonWhitespaceOnly : .jsonEmptyInput)
        case .unexpectedEndOfInput(let expected):
            switch expected {
            case .closingQuote: return self(.jsonEndInString)
            case .escapedCharacter: return self(.jsonEndInEscape)
            case .hexDigits: return self(.jsonEndInUnicodeEscape)
            default: return self(.jsonEndOfInput, wording(expected))
            }
        case .unexpectedCharacter(let found, let expected):
            return self(.jsonUnexpectedCharacter, JSONParseError.quoteCharacter(found), wording(expected))
        case .invalidUTF8:
            return self(.jsonInvalidUtf8)
        case .byteOrderMark(let mark):
            return self(mark == .utf8 ? .jsonBomUtf8 : .jsonBomUtf16)
        case .unpairedSurrogate(let unit):
            return self(unit < 0xDC00 ? .jsonUnpairedHighSurrogate : .jsonUnpairedLowSurrogate, String(unit, radix: 16, uppercase: true))
        case .invalidEscape(.unknown(let character)):
            return self(.jsonInvalidEscape, JSONParseError.quoteEscape(character))
        case .invalidEscape(.notFourHexDigits):
            return self(.jsonInvalidUnicodeEscape)
        case .controlCharacterInString(let scalar):
            return self(.jsonControlCharacter, JSONParseError.uPlus(scalar.value), JSONParseError.escapeForm(scalar))
        case .invalidNumber(let problem):
            switch problem {
            case .digitAfterMinus: return self(.jsonNumberDigitAfterMinus)
            case .digitAfterDecimalPoint: return self(.jsonNumberDigitAfterPoint)
            case .digitInExponent: return self(.jsonNumberDigitInExponent)
            case .leadingPlus: return self(.jsonNumberLeadingPlus)
            case .leadingDecimalPoint: return self(.jsonNumberLeadingPoint)
            case .notANumber: return self(.jsonNumberNan)
            case .infinity: return self(.jsonNumberInfinity)
            }
        case .leadingZero:
            return self(.jsonLeadingZero)
        case .trailingComma(let container):
            return self(.jsonTrailingComma, container == .array ? "']'" : "'}'")
        case .duplicateKey(let key, let firstAt):
            return self(.jsonDuplicateKey, JSONParseError.quoteString(key), firstAt.description)
        case .trailingContent(.character(let character)):
            return self(.jsonTrailingCharacter, JSONParseError.quoteCharacter(character))
        case .trailingContent(.byte(let byte)):
            return self(.jsonTrailingByte, String(byte, radix: 16, uppercase: true))
        case .nestingTooDeep(let limit):
            return self(.jsonNestingTooDeep, count(.countLevels, limit))
        }
    }

    /// What the reader expected, in the user's language; JSON literals and punctuation stay as written.
    func wording(_ expectation: JSONParseError.Expectation) -> String {
        switch expectation {
        case .value: self(.jsonExpectValue)
        case .valueOrClosingBracket: self(.jsonExpectValueOrBracket)
        case .keyOrClosingBrace: self(.jsonExpectKeyOrBrace)
        case .key: self(.jsonExpectKey)
        case .colon: self(.jsonExpectColon)
        case .commaOrClosingBracket: self(.jsonExpectCommaOrBracket)
        case .commaOrClosingBrace: self(.jsonExpectCommaOrBrace)
        case .literalTrue: "'true'"
        case .literalFalse: "'false'"
        case .literalNull: "'null'"
        case .closingQuote: "'\"'"
        case .escapedCharacter: self(.jsonExpectEscapedCharacter)
        case .hexDigits: self(.jsonExpectHexDigits)
        }
    }
}
