import TemplateEngine
import Testing

/// `TemplateValue`: builders, literals, accessors, number formatting and deterministic
/// descriptions.
@Suite("Values")
struct ValueTests {
    @Test("Literals build the matching cases")
    func literals() {
        let value: TemplateValue = ["s": "text", "i": 3, "d": 1.5, "b": true, "n": nil, "l": [1, "two"], "o": ["k": false]]
        #expect(value["s"] == .string("text"))
        #expect(value["i"] == .int(3))
        #expect(value["d"] == .double(1.5))
        #expect(value["b"] == .bool(true))
        #expect(value["n"] == .null)
        #expect(value["l"] == .list([.int(1), .string("two")]))
        #expect(value["o"] == .object(["k": .bool(false)]))
        #expect(value["missing"] == nil)
        #expect(TemplateValue.string("x")["k"] == nil)
    }

    @Test("Builders from Swift values")
    func builders() {
        let name: String? = "UIKit"
        let none: String? = nil
        #expect(TemplateValue(name) == "UIKit")
        #expect(TemplateValue(none) == .null)
        #expect(TemplateValue([1, 2]) == [1, 2])
        #expect(TemplateValue(["a": [true]]) == ["a": [true]])
        #expect(TemplateValue("abc".dropFirst()) == "bc")
        #expect(TemplateValue(2.5) == .double(2.5))
        #expect(TemplateValue.list(["a", "b"]) { .string($0.uppercased()) } == ["A", "B"])
        struct Framework: TemplateRepresentable {
            var name: String
            var since: Int?
            var templateValue: TemplateValue { ["name": TemplateValue(name), "since": TemplateValue(since)] }
        }
        #expect(
            TemplateValue([Framework(name: "UIKit", since: 2), Framework(name: "X", since: nil)])
                == [["name": "UIKit", "since": 2], ["name": "X", "since": nil]])
    }

    @Test("A repeated key keeps its last value")
    func duplicateKeys() {
        let value = TemplateValue.object(pairs: [("a", 1), ("b", 2), ("a", 3)])
        #expect(value == ["a": 3, "b": 2])
    }

    @Test("Accessors")
    func accessors() {
        #expect(TemplateValue.string("x").stringValue == "x")
        #expect(TemplateValue.int(1).stringValue == nil)
        #expect(TemplateValue.list([1]).listValue == [1])
        #expect(TemplateValue.null.listValue == nil)
        #expect(TemplateValue.object(["a": 1]).objectValue == ["a": 1])
        #expect(TemplateValue.bool(true).objectValue == nil)
        #expect(
            [TemplateValue.string(""), true, 1, 1.5, [], [:], nil].map(\.typeName)
                == ["string", "boolean", "number", "number", "list", "object", "null"])
    }

    @Test("Numbers interpolate in a fixed form")
    func numbers() {
        let cases: [(TemplateValue, String)] = [
            (0, "0"), (-7, "-7"), (.int(.max), "9223372036854775807"), (1.21, "1.21"), (2.0, "2"), (-0.0, "0"),
            (0.1, "0.1"), (1e15, "1000000000000000"), (9_007_199_254_740_992.0, "9007199254740992"),
            (1e20, "1e+20"), (1.5e-7, "1.5e-07"), (.double(.nan), "nan"), (.double(.infinity), "inf"),
            (.double(-.infinity), "-inf"),
        ]
        for (value, text) in cases {
            #expect(value.interpolationText == text, "\(value)")
        }
        #expect(TemplateValue.bool(false).interpolationText == "false")
        #expect(TemplateValue.null.interpolationText == "")
        #expect(TemplateValue.list([]).interpolationText == nil)
        #expect(TemplateValue.object([:]).interpolationText == nil)
    }

    @Test("Descriptions sort object keys and escape strings")
    func descriptions() {
        let value: TemplateValue = ["b": [1, true, nil], "a": "x\"y\n", "c": [:], "é": 1.5]
        #expect(value.description == "{\"a\": \"x\\\"y\\n\", \"b\": [1, true, null], \"c\": {}, \"é\": 1.5}")
    }

    @Test("Objects built in any order are equal and render alike")
    func insertionOrder() throws {
        let keys = (0..<50).map { "key\($0)" }
        let forward = TemplateValue.object(pairs: keys.map { ($0, TemplateValue.string($0)) })
        let backward = TemplateValue.object(pairs: keys.reversed().map { ($0, TemplateValue.string($0)) })
        #expect(forward == backward)
        #expect(forward.description == backward.description)
        #expect(forward.hashValue == backward.hashValue)
    }
}
