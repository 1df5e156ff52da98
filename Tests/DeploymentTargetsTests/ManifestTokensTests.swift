import Testing

@testable import DeploymentTargets

/// The Swift tokens the manifest reader matches: comments dropped, strings whole, positions.
@Suite struct ManifestTokensTests {
    private func kinds(_ text: String) -> [ManifestToken.Kind] {
        manifestTokens(text).map(\.kind)
    }

    @Test func identifiersPunctuationAndOther() {
        #expect(
            kinds(".iOS(.v15_4)") == [
                .punctuation("."), .identifier("iOS"), .punctuation("("), .punctuation("."), .identifier("v15_4"), .punctuation(")"),
            ])
        #expect(kinds("a + 1") == [.identifier("a"), .other, .other])
    }

    @Test func commentsAreDroppedAndNest() {
        #expect(kinds("a // b\nc /* d /* e */ f */ g") == [.identifier("a"), .identifier("c"), .identifier("g")])
        #expect(kinds("a /* b /* c */") == [.identifier("a")])
    }

    @Test func stringsAreOneTokenWithTheirTextWhenPlain() {
        #expect(kinds(##""a\"b" "x\(f("y)")) z" #"r\n"# "\u{41}""##) == [.string("a\"b"), .string(nil), .string("r\\n"), .string(nil)])
        #expect(kinds("\"\"\"\nline\n\"\"\" after") == [.string(nil), .identifier("after")])
        #expect(kinds("\"open\nnext") == [.string(nil), .identifier("next")])
    }

    @Test func positionsAreLineAndScalarColumn() {
        let tokens = manifestTokens("\u{E9}\u{1F600} x\n  \"ab\"")
        #expect(tokens.map { [$0.line, $0.column] } == [[1, 1], [1, 2], [1, 4], [2, 4]])
    }
}
