import JSONReader
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
    static let sample: JSONValue = [
        "id": "uikit",
        "years": [2008, 2024],
        "empty": [],
        "nothing": .object(JSONObject()),
        "nested": ["a": [true, false, .null], "b": ["c": []]],
        "ratio": .number(JSONNumber(text: "1.50") ?? JSONNumber(0)),
    ]

    @Test func prettyIsLikeJSONStringifyWithTwoSpaces() {
        let expected = """
            {
              "id": "uikit",
              "years": [
                2008,
                2024
              ],
              "empty": [],
              "nothing": {},
              "nested": {
                "a": [
                  true,
                  false,
                  null
                ],
                "b": {
                  "c": []
                }
              },
              "ratio": 1.50
            }
            """
        #expect(JSONWriter.write(Self.sample) == expected)
        #expect(JSONWriter.write(Self.sample, style: .pretty(indent: 2)) == expected)
    }

    @Test func otherIndents() {
        #expect(JSONWriter.write([1, [2]], style: .pretty(indent: 4)) == "[\n    1,\n    [\n        2\n    ]\n]")
        #expect(JSONWriter.write([1, ["a": 2]], style: .pretty(indent: 0)) == #"[1,{"a":2}]"#)
        #expect(JSONWriter.write([1], style: .pretty(indent: -3)) == "[1]")
    }

    @Test func compactHasNoWhitespace() {
        #expect(
            JSONWriter.write(Self.sample, style: .compact)
                == #"{"id":"uikit","years":[2008,2024],"empty":[],"nothing":{},"nested":{"a":[true,false,null],"b":{"c":[]}},"ratio":1.50}"#
        )
    }

    @Test func scalarsAndEmptyContainers() {
        #expect(JSONWriter.write(.null) == "null")
        #expect(JSONWriter.write(true) == "true")
        #expect(JSONWriter.write(false, style: .compact) == "false")
        #expect(JSONWriter.write(.number(-3)) == "-3")
        #expect(JSONWriter.write([]) == "[]")
        #expect(JSONWriter.write(.object(JSONObject())) == "{}")
        #expect(JSONWriter.write("x") == "\"x\"")
    }

    @Test func escapesMinimally() {
        let text = "\"\\\n\t\r\u{08}\u{0C}\u{0}\u{01}\u{1F}\u{7F}/é€😀\u{2028}\u{2029}\u{FEFF}"
        #expect(JSONWriter.quote(text) == #""\"\\\n\t\r\b\f\u0000\u0001\u001f"# + "\u{7F}/é€😀" + #"\u2028\u2029"# + "\u{FEFF}\"")
        #expect(JSONWriter.quote("plain ascii") == "\"plain ascii\"")
        #expect(JSONWriter.quote("") == "\"\"")
        #expect(JSONWriter.quote("₂€ – no escapes needed") == "\"₂€ – no escapes needed\"")
        // Keys are escaped the same way.
        #expect(JSONWriter.write(["a\"b\n": 1], style: .compact) == #"{"a\"b\n":1}"#)
    }

    @Test func numbersAreWrittenAsTheirExactText() throws {
        let text = "[1.50,1E+2,-0,0.000,12345678901234567890123456789,1e400,-1.5e-400]"
        let value = try JSONReader.parse(text)
        #expect(JSONWriter.write(value, style: .compact) == text)
    }

    @Test func roundTripsThroughTheReader() throws {
        let text = #"""
            {"s": "é\u0000\ud83d\ude00\u2028\"\\\/", "n": [0, -1.5e3, 1E2], "o": {"": {}, " ": []}, "b": [true, false, null]}
            """#
        let value = try JSONReader.parse(text)
        for style in [JSONWriter.Style.compact, .pretty(indent: 2), .pretty(indent: 3)] {
            let written = JSONWriter.write(value, style: style)
            let reparsed = try JSONReader.parse(written)
            #expect(reparsed.semanticallyEquals(value))
            // Deterministic: writing the re-read value gives the same text.
            #expect(JSONWriter.write(reparsed, style: style) == written)
            #expect(JSONWriter.write(value, style: style) == written)
        }
        #expect(try JSONReader.parse(JSONWriter.write(value))["s"]?.stringValue == "é\u{0}😀\u{2028}\"\\/")
    }

    @Test func keepsMemberOrder() throws {
        let value = try JSONReader.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(JSONWriter.write(value, style: .compact) == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test func writesBytes() {
        #expect(JSONWriter.writeBytes(["é": 1], style: .compact) == Array(#"{"é":1}"#.utf8))
    }

    @Test func writesEveryControlCharacter() throws {
        let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let quoted = JSONWriter.quote(all)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 })
        #expect(try JSONReader.parse(quoted).stringValue == all)
        #expect(quoted.contains(#"\u000b"#))
    }
}
