import Testing

@testable import DeploymentTargets

/// The English the user reads for each property list error.
@Suite struct PropertyListErrorTests {
    @Test func descriptionsAreLineColumnAndASentence() {
        #expect(
            PropertyListError(reason: .missingSemicolon(key: "IPHONEOS_DEPLOYMENT_TARGET"), line: 12, column: 31).description
                == "12:31: missing ';' after the value of \"IPHONEOS_DEPLOYMENT_TARGET\"")
        #expect(
            PropertyListError(reason: .unterminatedString(line: 3, column: 9), line: 40, column: 1).description
                == "40:1: the file ends inside the string that starts at 3:9; a closing '\"' is missing")
        #expect(
            PropertyListError(reason: .unexpectedCharacter("\n", expected: .keyOrClosingBrace), line: 1, column: 2).description
                == "1:2: unexpected character U+000A; expected a key or '}'")
        #expect(
            PropertyListError(reason: .trailingGarbage("'"), line: 1, column: 2).message
                == "unexpected character \"'\" after the property list; expected the end of the file")
    }

    @Test func everyReasonHasAMessage() {
        let reasons: [PropertyListError.Reason] = [
            .noValue, .unexpectedCharacter("x", expected: .value), .unterminatedString(line: 1, column: 1),
            .unterminatedComment(line: 1, column: 1), .unterminatedDictionary(line: 1, column: 1), .unterminatedArray(line: 1, column: 1),
            .unterminatedData(line: 1, column: 1), .oddNumberOfHexDigits, .invalidEscape, .missingEquals(key: "k"),
            .missingSemicolon(key: "k"), .nestingTooDeep(limit: 512), .trailingGarbage("x"),
        ]
        let messages = reasons.map { PropertyListError(reason: $0, line: 1, column: 1).message }
        #expect(Set(messages).count == reasons.count)
        #expect(messages.allSatisfy { !$0.isEmpty && $0.first?.isLowercase == true })
    }
}
