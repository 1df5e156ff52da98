import Foundation
import JSONReader
import SystemCalls
import TestSupport
import Testing

@Suite("JSONReader")
struct JSONReaderTests {
    static let catalogLike = """
        {
          "frameworks": [
            {"id": "uikit", "name": "Žluťoučký kůň"},
            {"id": "é", "n": [1, 2.5, true, null], "о": {"ключ": "значение"}}
          ],
          "empty": [{}, []]
        }
        """

    @Test func positionsAndPointersOfNestedValues() throws {
        let root = try JSONReader.parse(Self.catalogLike)
        #expect(root.position == SourcePosition(line: 1, column: 1, offset: 0))
        #expect(root.pointer == .root)

        let frameworks = try #require(root["frameworks"])
        #expect(frameworks.position == SourcePosition(line: 2, column: 17, offset: 18))
        #expect(frameworks.pointer.description == "/frameworks")

        let first = try #require(frameworks[0])
        #expect(first.position == SourcePosition(line: 3, column: 5, offset: 24))
        #expect(first.pointer.description == "/frameworks/0")
        let name = try #require(first["name"])
        #expect(name.stringValue == "Žluťoučký kůň")
        #expect(name.position == SourcePosition(line: 3, column: 29, offset: 48))
        #expect(name.pointer.description == "/frameworks/0/name")

        let second = try #require(frameworks[1])
        #expect(second.position.line == 4)
        // "é" is two bytes but one column: the key "n" comes after it.
        let n = try #require(second.objectValue?.member("n"))
        #expect(n.keyPosition == SourcePosition(line: 4, column: 17, offset: 89))
        let two = try #require(n.value[1])
        #expect(two.numberValue?.text == "2.5")
        #expect(two.position == SourcePosition(line: 4, column: 26, offset: 98))
        #expect(two.pointer.description == "/frameworks/1/n/1")
        #expect(n.value[3]?.pointer.description == "/frameworks/1/n/3")

        let cyrillic = try #require(second["о"]?["ключ"])
        #expect(cyrillic.stringValue == "значение")
        #expect(cyrillic.pointer.tokens == ["frameworks", "1", "о", "ключ"])
        #expect(cyrillic.position == SourcePosition(line: 4, column: 58, offset: 135))

        #expect(root["empty"]?[0]?.pointer.description == "/empty/0")
        #expect(root["empty"]?[1]?.position == SourcePosition(line: 6, column: 17, offset: 177))
    }

    @Test func everyPositionMatchesAnIndependentComputation() throws {
        for text in [
            Self.catalogLike, "[1,\r\n 2,\r  3,\n\r4, \"ö\", {\"ü\":\r\n\"😀\", \"x\": [\"Ж\", 5]}]",
            "\n\n  [\"a\\u00e9b\", \"é\\n\", \"\\ud83d\\ude00x\", 7]",
        ] {
            let bytes = Array(text.utf8)
            let root = try JSONReader.parse(bytes)
            for value in allValues(root) {
                #expect(value.position == referencePosition(of: value.position.offset, in: bytes), "\(value.pointer)")
                #expect(root.value(at: value.pointer)?.position == value.position, "\(value.pointer)")
            }
            for member in allMembers(root) {
                #expect(member.keyPosition == referencePosition(of: member.keyPosition.offset, in: bytes), "\(member.key)")
                #expect(bytes[member.keyPosition.offset] == UInt8(ascii: "\""))
            }
        }
    }

    @Test func linesEndAtLFAtCRLFAndAtLoneCR() throws {
        let root = try JSONReader.parse("[1,\n2,\r\n3,\r4,\n\r5,\r\r6]")
        let elements = try #require(root.arrayValue)
        #expect(elements.map(\.position.line) == [1, 2, 3, 4, 6, 8])
        #expect(elements.map(\.position.column) == [2, 1, 1, 1, 1, 1])
        let error = try #require(parseError("[1,\r\n2,\r\n x]"))
        #expect(error.position == SourcePosition(line: 3, column: 2, offset: 10))
    }

    @Test func acceptsAllWhitespaceKindsAndNothingElse() throws {
        #expect(try JSONReader.parse(" \t\r\n[ \t\r\n1 \t\r\n, \t\r\n2 \t\r\n] \t\r\n").arrayValue?.count == 2)
        #expect(parseError("[1,\u{0C}2]")?.reason == .unexpectedCharacter(found: "\u{0C}", expected: .value))
        #expect(parseError("\u{2028}1")?.reason == .unexpectedCharacter(found: "\u{2028}", expected: .value))
    }

    @Test func decodesStrings() throws {
        let value = try JSONReader.parse(
            #"["plain", "tab\tnew\nline", "\"\\\/\b\f\n\r\t", "\u00e9\u20AC\uD834\uDD1E\u0000", "é€😀", "mix é \u00e9 😀 \ud83d\ude00 end", ""]"#
        )
        let elements = try #require(value.arrayValue)
        let strings = elements.compactMap { $0.stringValue }
        #expect(
            strings == [
                "plain", "tab\tnew\nline", "\"\\/\u{08}\u{0C}\n\r\t", "é€\u{1D11E}\u{0}", "é€😀",
                "mix é é 😀 😀 end", "",
            ])
        // Decoded strings keep the exact scalars (no normalization).
        let decomposed = try JSONReader.parse(#""e\u0301""#)
        #expect(decomposed.stringValue?.unicodeScalars.map(\.value) == [0x65, 0x301])
        // Noncharacters and the largest scalar are valid text.
        let nonCharacters = String(String.UnicodeScalarView([0xFFFF, 0x10FFFF, 0xFDD0].compactMap(Unicode.Scalar.init)))
        #expect(try JSONReader.parse("\"" + nonCharacters + "\"").stringValue == nonCharacters)
        #expect(try JSONReader.parse(#""\uFFFF\uDBFF\uDFFF\uFDD0""#).stringValue == nonCharacters)
        #expect(try JSONReader.parse("\"\u{7F}\"").stringValue == "\u{7F}")
    }

    @Test func parsesScalarsAtTopLevel() throws {
        #expect(try JSONReader.parse("null").isNull)
        #expect(try JSONReader.parse(" true ").boolValue == true)
        #expect(try JSONReader.parse("false").boolValue == false)
        #expect(try JSONReader.parse("-12.5e+3").numberValue?.text == "-12.5e+3")
        #expect(try JSONReader.parse("0").intValue == 0)
        #expect(try JSONReader.parse("\"s\"").stringValue == "s")
        #expect(try JSONReader.parse(Array("[]".utf8)).arrayValue?.isEmpty == true)
        #expect(try JSONReader.parse(Data("{}".utf8)).objectValue?.isEmpty == true)
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONReader.defaultMaximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONReader.parse(text)
        var levels = 1
        while let inner = value[0] {
            value = inner
            levels += 1
        }
        #expect(levels == depth)
        #expect(value.pointer.count == depth - 1)
        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(parseError(objects) == nil)
        #expect(parseError("[" + objects + "]")?.reason == .nestingTooDeep(limit: depth))
    }

    @Test func hundredThousandOpeningBracketsDoNotCrash() throws {
        let brackets = String(repeating: "[", count: 100_000)
        let error = try #require(parseError(brackets))
        #expect(error.reason == .nestingTooDeep(limit: 512))
        #expect(error.position == SourcePosition(line: 1, column: 513, offset: 512))
        // A higher limit is capped at maximumSupportedDepth.
        let cap = JSONReader.maximumSupportedDepth
        let capped = try #require(parseError(brackets, maximumDepth: Int.max))
        #expect(capped.reason == .nestingTooDeep(limit: cap))
        #expect(capped.position.offset == cap)
        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(parseError(objects, maximumDepth: Int.max)?.reason == .nestingTooDeep(limit: cap))
        // Just below the cap the parser (iterative) reaches the end of the input.
        let unclosed = try #require(parseError(String(repeating: "[", count: cap), maximumDepth: cap))
        #expect(unclosed.reason == .unexpectedEndOfInput(expected: .valueOrClosingBracket))
        #expect(unclosed.position.offset == cap)
    }

    @Test func valuesNestedToTheCapCanBeBuiltAndReleased() throws {
        let cap = JSONReader.maximumSupportedDepth
        let text = String(repeating: "[", count: cap) + String(repeating: "]", count: cap)
        let value = try JSONReader.parse(text, maximumDepth: .max)
        #expect(value[0]?[0]?.pointer.description == "/0/0")
        #expect(parseError("[" + text + "]", maximumDepth: .max)?.reason == .nestingTooDeep(limit: cap))
    }

    @Test func deepValuesCanBeWrittenAndCompared() throws {
        let depth = JSONReader.maximumSupportedDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let value = try JSONReader.parse(text, maximumDepth: depth)
        #expect(JSONWriter.write(value, style: .compact) == text)
        #expect(value.semanticallyEquals(value))
    }

    @Test func largeDocument() throws {
        let count = 20_000
        var text = "[\n"
        for i in 0..<count {
            text += "  {\"id\": \"item-\(i)\", \"value\": \(i), \"ratio\": \(Double(i) / 7), \"tags\": [\"α\", \"β\"]}"
            text += i == count - 1 ? "\n" : ",\n"
        }
        text += "]"
        let root = try JSONReader.parse(text)
        let items = try #require(root.arrayValue)
        #expect(items.count == count)
        #expect(items[count - 1]["id"]?.stringValue == "item-\(count - 1)")
        #expect(items[count - 1].position.line == count + 1)
        #expect(items[count - 1].position.column == 3)
        #expect(items[1234]["tags"]?[1]?.pointer.description == "/1234/tags/1")
    }

    @Test func duplicateKeysAreFoundInLargeObjects() throws {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
        let error = try #require(parseError("{\n" + members + ",\n\"k42\": 0}"))
        #expect(error.reason == .duplicateKey("k42", firstAt: SourcePosition(line: 44, column: 1, offset: error.reasonFirstOffset)))
        #expect(error.position.line == 102)
        #expect(error.message == "duplicate key \"k42\" (first defined at 44:1)")
        // Keys are compared after unescaping, and exactly.
        #expect(
            parseError(#"{"a\/b": 1, "a/b": 2}"#)?.reason == .duplicateKey("a/b", firstAt: SourcePosition(line: 1, column: 2, offset: 1)))
        #expect(parseError(#"{"\u00e9": 1, "e\u0301": 2}"#) == nil)
        // With duplicateKeys: .keepAll, all members are kept in order and lookups find the first.
        let kept = try JSONReader.parse(#"{"a": 1, "b": 2, "a": 3}"#, duplicateKeys: .keepAll)
        #expect(kept.objectValue?.keys == ["a", "b", "a"])
        #expect(kept["a"]?.intValue == 1)
        #expect(JSONWriter.write(kept, style: .compact) == #"{"a":1,"b":2,"a":3}"#)
        let manyKeys = "{" + (0..<30).map { "\"k\($0 % 10)\": \($0)" }.joined(separator: ",") + "}"
        let keptMany = try JSONReader.parse(manyKeys, duplicateKeys: .keepAll)
        #expect(keptMany.objectValue?.count == 30)
        #expect(keptMany["k3"]?.intValue == 3)
        #expect(parseError(manyKeys)?.reason == .duplicateKey("k0", firstAt: SourcePosition(line: 1, column: 2, offset: 1)))
        // The same key in different objects is fine.
        #expect(parseError(#"{"a": {"a": 1}, "b": {"a": 2}, "c": [{"a": 3}, {"a": 4}]}"#) == nil)
    }

    // MARK: Files

    func temporaryFile(_ contents: [UInt8], name: String = "test.json") throws -> URL {
        let folder = try ScratchFolder.make("json-reader")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents).write(to: url)
        return url
    }

    @Test func parsesFiles() throws {
        let url = try temporaryFile(Array("{\"ok\": true}\n".utf8))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(try JSONReader.parseFile(at: url)["ok"]?.boolValue == true)
        #expect(try JSONReader.parseFile(atPath: url.path)["ok"]?.boolValue == true)
    }

    @Test func fileParseErrorsNameThePath() throws {
        let url = try temporaryFile(Array("{\n  \"a\": 1,\n}\n".utf8), name: "bad.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        do {
            _ = try JSONReader.parseFile(at: url)
            Issue.record("should fail")
        } catch {
            #expect(error.path == url.path)
            #expect(error.parseError?.reason == .trailingComma(in: .object))
            #expect(error.position == SourcePosition(line: 2, column: 9, offset: 10))
            #expect(error.message == "trailing comma before '}'")
            #expect(error.description == "\(url.path):2:9: error: trailing comma before '}'")
        }
    }

    @Test func fileIOErrors() throws {
        let missing = try ScratchFolder.file("no-such", suffix: ".json")
        do {
            _ = try JSONReader.parseFile(at: missing)
            Issue.record("should fail")
        } catch {
            #expect(error.kind == .io(message: "no such file or directory"))
            #expect(error.errorNumber == ErrorNumber.ENOENT)
            #expect(error.position == nil)
            #expect(error.description == "\(missing.path): error: no such file or directory")
        }
        do {
            _ = try JSONReader.parseFile(atPath: FileManager.default.temporaryDirectory.path)
            Issue.record("should fail")
        } catch {
            #expect(error.kind == .io(message: "is a directory"))
            #expect(error.errorNumber == ErrorNumber.EISDIR)
            #expect(error.path == FileManager.default.temporaryDirectory.path)
        }
        do {
            _ = try JSONReader.parseFile(atPath: "relative/missing.json")
            Issue.record("should fail")
        } catch {
            #expect(error.description == "relative/missing.json: error: no such file or directory")
        }
    }
}

extension JSONParseError {
    /// The offset of the first key of a duplicate-key error (for building the expected reason).
    var reasonFirstOffset: Int {
        if case .duplicateKey(_, let first) = reason { return first.offset }
        return -1
    }
}
