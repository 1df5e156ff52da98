import JSONReader
import Testing

@Suite("JSONObject")
struct JSONObjectTests {
    @Test func keepsSourceOrderAndLooksUpByKey() throws {
        let value = try JSONReader.parse(#"{"zeta": 1, "alpha": 2, "mid": 3}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["zeta", "alpha", "mid"])
        #expect(object.values.compactMap(\.intValue) == [1, 2, 3])
        #expect(object.count == 3)
        #expect(!object.isEmpty)
        #expect(object["alpha"]?.intValue == 2)
        #expect(object["nope"] == nil)
        #expect(object.contains("mid"))
        #expect(!object.contains("MID"))
        #expect(object.member("mid")?.keyPosition == SourcePosition(line: 1, column: 25, offset: 24))
        #expect(object.member("mid")?.value.position == SourcePosition(line: 1, column: 32, offset: 31))
        #expect(object.indexOfMember("alpha") == 1)
        #expect(object.map(\.key) == ["zeta", "alpha", "mid"])
    }

    @Test func largeObjectsLookUpEveryKey() throws {
        let count = 5_000
        let text = "{" + (0..<count).map { "\"key\($0)\": \($0)" }.joined(separator: ", ") + "}"
        let object = try #require(try JSONReader.parse(text).objectValue)
        #expect(object.count == count)
        for i in stride(from: 0, to: count, by: 1) {
            #expect(object["key\(i)"]?.intValue == i)
        }
        #expect(object["key\(count)"] == nil)
        #expect(object.keys.first == "key0")
        #expect(object.keys.last == "key\(count - 1)")
    }

    @Test(arguments: [0, 1, 7, 8, 9, 10, 30])
    func lookupAtEverySizeAroundTheIndexThreshold(size: Int) throws {
        let text = "{" + (0..<size).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
        let object = try #require(try JSONReader.parse(text).objectValue)
        for i in 0..<size { #expect(object["k\(i)"]?.intValue == i) }
        #expect(object["k\(size)"] == nil)
        var built = JSONObject((0..<size).map { ("k\($0)", JSONValue.number($0)) })
        for i in 0..<size { #expect(built["k\(i)"]?.intValue == i) }
        built.append(JSONMember(key: "new", value: "v"))
        #expect(built["new"]?.stringValue == "v")
        #expect(built.count == size + 1)
    }

    @Test func keysCompareExactly() throws {
        let object = try #require(try JSONReader.parse(#"{"\u00e9": 1, "e\u0301": 2}"#).objectValue)
        #expect(object.count == 2)
        #expect(object["\u{E9}"]?.intValue == 1)
        #expect(object["e\u{301}"]?.intValue == 2)
        var big = JSONObject((0..<20).map { ("k\($0)", JSONValue.number($0)) })
        big.append(JSONMember(key: "\u{E9}", value: 1))
        big.append(JSONMember(key: "e\u{301}", value: 2))
        #expect(big["\u{E9}"]?.intValue == 1)
        #expect(big["e\u{301}"]?.intValue == 2)
    }

    @Test func mutation() {
        var object = JSONObject([("a", 1), ("b", 2)])
        object.updateValue(20, forKey: "b")
        object.updateValue(3, forKey: "c")
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["b"]?.intValue == 20)
        #expect(object.removeValue(forKey: "a")?.intValue == 1)
        #expect(object.removeValue(forKey: "a") == nil)
        #expect(object.keys == ["b", "c"])
        for i in 0..<20 { object.updateValue(.number(i), forKey: "n\(i)") }
        #expect(object.removeValue(forKey: "n5")?.intValue == 5)
        #expect(object["n6"]?.intValue == 6)
        #expect(object["n5"] == nil)
        #expect(object.count == 21)
    }

    @Test func builtObjectsWithDuplicateKeysFindTheFirst() {
        let small = JSONObject([("a", 1), ("a", 2)])
        #expect(small["a"]?.intValue == 1)
        let large = JSONObject((0..<20).map { ("a", JSONValue.number($0)) })
        #expect(large["a"]?.intValue == 0)
        #expect(JSONObject().isEmpty)
    }
}
