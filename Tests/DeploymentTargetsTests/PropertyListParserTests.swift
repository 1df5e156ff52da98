import Testing

@testable import DeploymentTargets

/// The OpenStep property list reader: every form of value, positions, comments, the errors
/// with their exact places, and no trap on any input.
@Suite struct PropertyListParserTests {
    private func parse(_ text: String) throws(PropertyListError) -> PropertyListValue {
        try parsePropertyList(Array(text.utf8))
    }

    private func error(_ text: String) -> PropertyListError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsXcodesProjectFile() throws {
        let root = try parsePropertyList(trailheadProjectBytes)
        #expect(root["archiveVersion"]?.string == "1")
        #expect(root["objectVersion"]?.string == "56")
        #expect(root["classes"]?.entries == [])
        #expect(root["rootObject"]?.string == "A1B2C3D4E5F6071829300801")
        #expect(root["objects"]?.entries?.count == 33)
        let configuration = root["objects"]?["A1B2C3D4E5F6071829300B01"]
        let settings = configuration?["buildSettings"]
        #expect(settings?["IPHONEOS_DEPLOYMENT_TARGET"]?.string == "15.0")
        #expect(settings?["IPHONEOS_DEPLOYMENT_TARGET"].map { [$0.line, $0.column] } == [216, 34])
        #expect(settings?["GCC_PREPROCESSOR_DEFINITIONS"]?.array?.compactMap(\.string) == ["DEBUG=1", "$(inherited)"])
        #expect(configuration?["name"]?.string == "Debug")
        let widget = root["objects"]?["A1B2C3D4E5F6071829300B05"]?["buildSettings"]
        #expect(widget?["INFOPLIST_KEY_CFBundleDisplayName"]?.string == #"Trailhead "Now""#)
    }

    @Test func decodesQuotedStringEscapes() throws {
        let root = try parse(#"{ a = "q\"b\\s\nn\tt\U00e9\UD83D\UDE00\q\101"; b = ""; }"#)
        #expect(root["a"]?.string == "q\"b\\s\nn\tt\u{E9}\u{1F600}qA")
        #expect(root["b"]?.string == "")
    }

    @Test func loneSurrogateEscapesBecomeReplacementCharacters() throws {
        let root = try parse(#"{ a = "\UD83Dx"; b = "\UDE00"; c = "\UD83D"; }"#)
        #expect(root["a"]?.string == "\u{FFFD}x")
        #expect(root["b"]?.string == "\u{FFFD}")
        #expect(root["c"]?.string == "\u{FFFD}")
    }

    @Test func readsUnquotedStringsOfTheirCharacterSet() throws {
        let root = try parse("{ path = ../Foo-Bar/x_y.swift+1:2$; n = 2147483647; }")
        #expect(root["path"]?.string == "../Foo-Bar/x_y.swift+1:2$")
        #expect(root["n"]?.string == "2147483647")
    }

    @Test func readsArraysWithAndWithoutTrailingComma() throws {
        let root = try parse("{ a = (x, y,); b = (x, \"y\"); c = (); d = ((), (z)); }")
        #expect(root["a"]?.array?.compactMap(\.string) == ["x", "y"])
        #expect(root["b"]?.array?.compactMap(\.string) == ["x", "y"])
        #expect(root["c"]?.array == [])
        #expect(root["d"]?.array?.count == 2)
        #expect(root["d"]?.array?.last?.array?.first?.string == "z")
    }

    @Test func readsData() throws {
        let root = try parse("{ a = <0fbd 7791 AB>; b = <>; }")
        #expect(root["a"]?.content == .data([0x0F, 0xBD, 0x77, 0x91, 0xAB]))
        #expect(root["b"]?.content == .data([]))
    }

    @Test func skipsCommentsBetweenAnyTokens() throws {
        let text = """
            // !$*UTF8*$!
            /* head */ { /* a */ a /* b */ = /* c */ b /* d */ ; // line
            c = ( /* e */ x /* f */ , // g
            ) /* h */ ; } // end
            /* tail */
            """
        let root = try parse(text)
        #expect(root["a"]?.string == "b")
        #expect(root["c"]?.array?.compactMap(\.string) == ["x"])
    }

    @Test func slashesInsideUnquotedStringsAreText() throws {
        let root = try parse("{ a = x//y; b = c/ /* note */; }")
        #expect(root["a"]?.string == "x//y")
        #expect(root["b"]?.string == "c/")
    }

    @Test func positionsCountLinesAndUnicodeScalars() throws {
        let root = try parse("{\r\n\ta = b;\r\n\t\"\u{E9}\u{1F600}\" = \"c\";\rd = <00>; e = (f);\n}")
        #expect(root.line == 1 && root.column == 1)
        let a = try #require(root["a"])
        #expect([a.line, a.column] == [2, 6])
        let quoted = try #require(root["\u{E9}\u{1F600}"])
        #expect([quoted.line, quoted.column] == [3, 10])
        let data = try #require(root["d"])
        #expect([data.line, data.column] == [4, 5])
        let array = try #require(root["e"])
        #expect([array.line, array.column] == [4, 15])
        #expect(array.array?.first.map { [$0.line, $0.column] } == [4, 16])
    }

    @Test func leadingByteOrderMarkIsDropped() throws {
        let root = try parsePropertyList([0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8))
        #expect(root["a"].map { [$0.line, $0.column] } == [1, 7])
    }

    @Test func invalidUTF8ReadsAsReplacementCharacters() throws {
        let root = try parsePropertyList(Array("{ a = \"".utf8) + [0xFF, 0xC0] + Array("\"; }".utf8))
        #expect(root["a"]?.string == "\u{FFFD}\u{FFFD}")
    }

    @Test func topLevelValueMayBeAnyValue() throws {
        #expect(try parse("( a )").array?.count == 1)
        #expect(try parse(" word ").string == "word")
        #expect(try parse("<00>").content == .data([0]))
    }

    // MARK: - Errors

    @Test func truncatedProjectFileNamesTheOpenDictionary() {
        let lines = trailheadProject.split(separator: "\n", omittingEmptySubsequences: false)
        let truncated = lines.prefix(249).joined(separator: "\n") + "\n"
        #expect(
            error(truncated)
                == PropertyListError(reason: .unterminatedDictionary(line: 244, column: 20), line: 250, column: 1))
        #expect(
            error(String(trailheadProject.dropLast(3)))
                == PropertyListError(reason: .unterminatedDictionary(line: 2, column: 1), line: 350, column: 60))
    }

    @Test func truncatedArrayIsNamed() {
        #expect(error("{\n\ta = (\n\t\tb,\n") == PropertyListError(reason: .unterminatedArray(line: 2, column: 6), line: 4, column: 1))
        #expect(error("(") == PropertyListError(reason: .unterminatedArray(line: 1, column: 1), line: 1, column: 2))
    }

    @Test func unterminatedStringIsReportedAtTheEndWithItsStart() {
        #expect(error("{ a = \"abc; }\n") == PropertyListError(reason: .unterminatedString(line: 1, column: 7), line: 2, column: 1))
        #expect(error("{ a = \"abc\\") == PropertyListError(reason: .unterminatedString(line: 1, column: 7), line: 1, column: 12))
    }

    @Test func missingSemicolonIsReportedRightAfterTheValue() {
        #expect(
            error("{\n\ta = b\n\tc = d;\n}") == PropertyListError(reason: .missingSemicolon(key: "a"), line: 2, column: 7))
        #expect(
            error("{ a = (x) /* c */ }") == PropertyListError(reason: .missingSemicolon(key: "a"), line: 1, column: 10))
        let broken = trailheadProject.replacing("IPHONEOS_DEPLOYMENT_TARGET = 16.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.0")
        #expect(error(broken) == PropertyListError(reason: .missingSemicolon(key: "IPHONEOS_DEPLOYMENT_TARGET"), line: 249, column: 38))
    }

    @Test func missingEqualsIsReportedRightAfterTheKey() {
        #expect(error("{ a b; }") == PropertyListError(reason: .missingEquals(key: "a"), line: 1, column: 4))
        #expect(error("{ \"k\" ; }") == PropertyListError(reason: .missingEquals(key: "k"), line: 1, column: 6))
    }

    @Test func unexpectedCharactersSayWhatWasExpected() {
        #expect(error("{ a = ; }") == PropertyListError(reason: .unexpectedCharacter(";", expected: .value), line: 1, column: 7))
        #expect(
            error("{ a = b; = }") == PropertyListError(reason: .unexpectedCharacter("=", expected: .keyOrClosingBrace), line: 1, column: 10)
        )
        #expect(
            error("( a b )")
                == PropertyListError(reason: .unexpectedCharacter("b", expected: .commaOrClosingParenthesis), line: 1, column: 5))
        #expect(error("( , )") == PropertyListError(reason: .unexpectedCharacter(",", expected: .value), line: 1, column: 3))
        #expect(error("( a, } )") == PropertyListError(reason: .unexpectedCharacter("}", expected: .value), line: 1, column: 6))
        #expect(error("{ a = ) ; }") == PropertyListError(reason: .unexpectedCharacter(")", expected: .value), line: 1, column: 7))
        #expect(
            error("{ a = <0g>; }")
                == PropertyListError(reason: .unexpectedCharacter("g", expected: .hexDigitOrClosingAngleBracket), line: 1, column: 9))
        #expect(error("{ a = \u{E9}; }") == PropertyListError(reason: .unexpectedCharacter("\u{E9}", expected: .value), line: 1, column: 7))
    }

    @Test func dataAndEscapeErrors() {
        #expect(error("{ a = <0fb>; }") == PropertyListError(reason: .oddNumberOfHexDigits, line: 1, column: 11))
        #expect(error("{ a = <0f") == PropertyListError(reason: .unterminatedData(line: 1, column: 7), line: 1, column: 10))
        #expect(error("{ a = \"x\\U12g4\"; }") == PropertyListError(reason: .invalidEscape, line: 1, column: 9))
    }

    @Test func commentAndEmptyInputErrors() {
        #expect(error("{ /* ") == PropertyListError(reason: .unterminatedComment(line: 1, column: 3), line: 1, column: 6))
        #expect(error("") == PropertyListError(reason: .noValue, line: 1, column: 1))
        #expect(error("// !$*UTF8*$!\n  ") == PropertyListError(reason: .noValue, line: 2, column: 3))
    }

    @Test func trailingGarbageIsReportedAtIt() {
        #expect(error("{ } x") == PropertyListError(reason: .trailingGarbage("x"), line: 1, column: 5))
        #expect(error("{ }\n}") == PropertyListError(reason: .trailingGarbage("}"), line: 2, column: 1))
    }

    @Test func nestingIsCappedWithoutExhaustingTheStack() throws {
        let limit = PropertyListParser.nestingLimit
        let deepest = String(repeating: "(", count: limit) + String(repeating: ")", count: limit)
        #expect(try parse(deepest).array?.count == 1)
        let tooDeep = String(repeating: "(", count: limit + 1) + String(repeating: ")", count: limit + 1)
        #expect(error(tooDeep) == PropertyListError(reason: .nestingTooDeep(limit: limit), line: 1, column: limit + 1))
        let dictionaries = String(repeating: "{a=", count: 100_000)
        #expect(error(dictionaries)?.reason == .nestingTooDeep(limit: limit))
    }

    // MARK: - No trap

    @Test func randomBytesNeverTrap() {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        let alphabet = Array("{}();=,\"\\/*<>\n\t abcUx09$._-+".utf8) + [0x00, 0x80, 0xC3, 0xA9, 0xFF, 0xF0, 0x9F]
        for _ in 0..<3000 {
            let count = Int.random(in: 0...120, using: &generator)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator)
                    ? alphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
            }
            expectPositionedResult(bytes)
        }
    }

    @Test func mutatedProjectFilesNeverTrap() {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        for _ in 0..<1000 {
            expectPositionedResult(mutate(trailheadProjectBytes, using: &generator))
        }
    }

    /// Parses `bytes`; an error must point inside the input: a line no later than the line
    /// breaks allow (each `\n` or `\r` may start one) and a column from 1.
    private func expectPositionedResult(_ bytes: [UInt8]) {
        do {
            _ = try parsePropertyList(bytes)
        } catch {
            let lineBreaks = bytes.count { $0 == 0x0A || $0 == 0x0D }
            #expect(error.line >= 1 && error.line <= lineBreaks + 1, "\(error) in \(bytes)")
            #expect(error.column >= 1, "\(error) in \(bytes)")
            #expect(!error.description.isEmpty)
        }
    }
}
