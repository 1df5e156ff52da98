import JSONReader
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test func accessorsMatchTheKind() throws {
        let value = try JSONReader.parse(#"{"s": "x", "b": true, "n": 2.5, "i": 7, "a": [1], "o": {"k": null}, "z": null}"#)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["b"]?.boolValue == true)
        #expect(value["n"]?.numberValue?.text == "2.5")
        #expect(value["n"]?.doubleValue == 2.5)
        #expect(value["n"]?.intValue == nil)
        #expect(value["i"]?.intValue == 7)
        #expect(value["a"]?.arrayValue?.count == 1)
        #expect(value["a"]?[0]?.intValue == 1)
        #expect(value["a"]?[1] == nil)
        #expect(value["a"]?[-1] == nil)
        #expect(value["o"]?.objectValue?.keys == ["k"])
        #expect(value["o"]?["k"]?.isNull == true)
        #expect(value["z"]?.isNull == true)
        #expect(value["missing"] == nil)
        // Wrong-type accessors give nil, never trap.
        #expect(value["s"]?.boolValue == nil)
        #expect(value["s"]?.arrayValue == nil)
        #expect(value["s"]?["k"] == nil)
        #expect(value["s"]?[0] == nil)
        #expect(value["b"]?.stringValue == nil)
        #expect(value["a"]?.objectValue == nil)
        #expect(value["o"]?.numberValue == nil)
        #expect(value["z"]?.isNull == true && value["s"]?.isNull == false)
    }

    @Test func typeNamesAreJSONSchemaNames() throws {
        let value = try JSONReader.parse(#"[null, true, 1, "s", [], {}]"#)
        #expect(value.arrayValue?.map(\.typeName) == ["null", "boolean", "number", "string", "array", "object"])
    }

    @Test func buildersAndLiterals() {
        let built: JSONValue = .object([
            ("id", .string("uikit")),
            ("year", .number(2008)),
            ("ratio", .number(0.5)),
            ("exact", .number(JSONNumber(text: "1.50") ?? JSONNumber(0))),
            ("ok", .bool(true)),
            ("none", .null),
            ("list", .array([.number(1), "two", [3], ["four": 4]])),
        ])
        #expect(
            JSONWriter.write(built, style: .compact)
                == #"{"id":"uikit","year":2008,"ratio":0.5,"exact":1.50,"ok":true,"none":null,"list":[1,"two",[3],{"four":4}]}"#)
        let literal: JSONValue = ["b": 1, "a": [true, false, "x"]]
        #expect(literal.objectValue?.keys == ["b", "a"])
        #expect(JSONValue.object(["z": 1, "y": 2]).objectValue?.keys == ["z", "y"])
        #expect(JSONValue.number(Double.nan).isNull)
        #expect(JSONValue.number(Double.infinity).isNull)
        #expect(built.position == .start)
        #expect(built.pointer == .root)
        #expect(
            JSONValue(.null, position: SourcePosition(line: 2, column: 3, offset: 9), pointer: JSONPointer(tokens: ["x"])).pointer
                .description == "/x")
    }

    @Test func descriptionIsCompactJSON() throws {
        let value = try JSONReader.parse("{ \"a\" : [ 1 , 2 ] }")
        #expect(value.description == #"{"a":[1,2]}"#)
    }

    // MARK: semanticallyEquals

    func parse(_ text: String) -> JSONValue {
        do {
            return try JSONReader.parse(text)
        } catch {
            Issue.record("\(text): \(error)")
            return .null
        }
    }

    @Test(arguments: [
        ("null", "null"), ("true", "true"), ("false", "false"),
        ("1", "1.0"), ("1", "10e-1"), ("-0", "0"), ("100", "1E2"),
        (#""é""#, #""\u00e9""#), (#""a\/b""#, #""a/b""#),
        ("[]", "[ ]"), ("[1, [2, {\"a\": 3}]]", "[1.0, [2e0, {\"a\": 0.3e1}]]"),
        ("{}", "{ }"), (#"{"a": 1, "b": [true, null]}"#, #"{"b": [true, null], "a": 1.0}"#),
        ("12345678901234567890", "1234567890123456789e1"),
    ])
    func equalValues(a: String, b: String) {
        #expect(parse(a).semanticallyEquals(parse(b)), "\(a) vs \(b)")
        #expect(parse(b).semanticallyEquals(parse(a)), "\(b) vs \(a)")
        var hasherA = Hasher()
        var hasherB = Hasher()
        parse(a).semanticHash(into: &hasherA)
        parse(b).semanticHash(into: &hasherB)
        #expect(hasherA.finalize() == hasherB.finalize(), "hash \(a) vs \(b)")
    }

    @Test(arguments: [
        ("null", "false"), ("true", "false"), ("true", "1"), ("0", "false"), ("1", "\"1\""),
        ("1", "1.0000000000000000000001"), ("12345678901234567890", "12345678901234567891"),
        ("[]", "{}"), ("[1, 2]", "[2, 1]"), ("[1]", "[1, 1]"), ("[[1]]", "[[2]]"),
        (#"{"a": 1}"#, #"{"a": 2}"#), (#"{"a": 1}"#, #"{"b": 1}"#), (#"{"a": 1}"#, #"{"a": 1, "b": 1}"#),
        (#""\u00e9""#, #""e\u0301""#), (#"{"\u00e9": 1}"#, #"{"e\u0301": 1}"#), ("\"a\"", "\"A\""),
    ])
    func differentValues(a: String, b: String) {
        #expect(!parse(a).semanticallyEquals(parse(b)), "\(a) vs \(b)")
        #expect(!parse(b).semanticallyEquals(parse(a)), "\(b) vs \(a)")
    }

    @Test func semanticEqualityIgnoresPositionsAndPointers() throws {
        let a = try JSONReader.parse("[\n  {\"x\": 1}\n]")
        let b = try JSONReader.parse("{\"x\": 1.0}")
        let element = try #require(a[0])
        #expect(element.semanticallyEquals(b))
        #expect(element.position != b.position)
        #expect(element.pointer != b.pointer)
        #expect(element.semanticallyEquals(["x": 1]))
    }

    @Test func semanticEqualityHandlesDeepValues() throws {
        let depth = JSONReader.maximumSupportedDepth
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let a = try JSONReader.parse(text, maximumDepth: depth)
        let b = try JSONReader.parse(text.replacingOccurrences(of: "1", with: "1.0"), maximumDepth: depth)
        let c = try JSONReader.parse(text.replacingOccurrences(of: "1", with: "2"), maximumDepth: depth)
        #expect(a.semanticallyEquals(b))
        #expect(!a.semanticallyEquals(c))
    }
}
