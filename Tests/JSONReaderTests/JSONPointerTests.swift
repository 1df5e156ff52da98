import JSONReader
import Testing

@Suite("JSONPointer")
struct JSONPointerTests {
    @Test func rootIsEmptyString() {
        #expect(JSONPointer.root.description == "")
        #expect(JSONPointer.root.tokens == [])
        #expect(JSONPointer.root.isRoot)
        #expect(JSONPointer.root.count == 0)
        #expect(JSONPointer.root.parent == nil)
        #expect(JSONPointer.root.lastToken == nil)
    }

    @Test func appendingKeysAndIndices() {
        let pointer = JSONPointer.root.appending("frameworks").appending(3).appending("id")
        #expect(pointer.description == "/frameworks/3/id")
        #expect(pointer.tokens == ["frameworks", "3", "id"])
        #expect(pointer.count == 3)
        #expect(pointer.lastToken == "id")
        #expect(pointer.parent?.description == "/frameworks/3")
        #expect(pointer.parent?.parent?.parent == .root)
    }

    @Test func escapesTildeAndSlash() {
        #expect(JSONPointer(tokens: ["a/b", "m~n", "~1", ""]).description == "/a~1b/m~0n/~01/")
        #expect(JSONPointer.escape("plain") == "plain")
        #expect(JSONPointer.escape("~/") == "~0~1")
    }

    @Test func parsesItsStringForm() throws {
        #expect(JSONPointer(parsing: "") == .root)
        #expect(JSONPointer(parsing: "/")?.tokens == [""])
        #expect(JSONPointer(parsing: "//")?.tokens == ["", ""])
        #expect(JSONPointer(parsing: "/a~1b/m~0n")?.tokens == ["a/b", "m~n"])
        #expect(JSONPointer(parsing: "/~01")?.tokens == ["~1"])
        #expect(JSONPointer(parsing: "/frameworks/3/id") == JSONPointer.root.appending("frameworks").appending(3).appending("id"))
        for text in ["/a~1b/m~0n/x", "/é/Ж/😀", "/ /%/\\"] {
            let pointer = try #require(JSONPointer(parsing: text))
            #expect(pointer.description == text)
        }
    }

    @Test func rejectsMalformedStrings() {
        #expect(JSONPointer(parsing: "a") == nil)
        #expect(JSONPointer(parsing: "#/a") == nil)
        #expect(JSONPointer(parsing: "/~") == nil)
        #expect(JSONPointer(parsing: "/~2") == nil)
        #expect(JSONPointer(parsing: "/a~") == nil)
    }

    @Test func uriFragments() {
        #expect(JSONPointer(uriFragment: "#") == .root)
        #expect(JSONPointer(uriFragment: "#/definitions/a%20b")?.tokens == ["definitions", "a b"])
        #expect(JSONPointer(uriFragment: "#/c%25d")?.tokens == ["c%d"])
        #expect(JSONPointer(uriFragment: "#/%C3%A9")?.tokens == ["é"])
        #expect(JSONPointer(uriFragment: "/a") == nil)
        #expect(JSONPointer(uriFragment: "#/%zz") == nil)
        #expect(JSONPointer(uriFragment: "#/%C3") == nil)
        #expect(JSONPointer(tokens: ["a b", "c%d", "é", "x/y"]).uriFragment == "#/a%20b/c%25d/%C3%A9/x~1y")
        let pointer = JSONPointer(tokens: ["a b", "c%d", "é", "x/y", "~"])
        #expect(JSONPointer(uriFragment: pointer.uriFragment) == pointer)
    }

    @Test func indexAndKeyTokensAreEqualWhenTheirTextIs() {
        let byIndex = JSONPointer.root.appending("a").appending(3)
        let byKey = JSONPointer(tokens: ["a", "3"])
        #expect(byIndex == byKey)
        #expect(byIndex.hashValue == byKey.hashValue)
        #expect(JSONPointer(tokens: ["a", "03"]) != byIndex)
        #expect(Set([byIndex, byKey, JSONPointer(tokens: ["a"])]).count == 2)
    }

    @Test func comparesTokensExactlyNotByCanonicalEquivalence() {
        let composed = JSONPointer(tokens: ["\u{E9}"])
        let decomposed = JSONPointer(tokens: ["e\u{301}"])
        #expect(composed != decomposed)
        #expect(composed == JSONPointer(tokens: ["é"]))
    }

    @Test func differentLengthsAreNotEqual() {
        #expect(JSONPointer(tokens: ["a"]) != JSONPointer(tokens: ["a", "b"]))
        #expect(JSONPointer(tokens: ["a", "b"]) != JSONPointer(tokens: ["a", "c"]))
        #expect(JSONPointer(tokens: ["x", "b"]) != JSONPointer(tokens: ["a", "b"]))
    }

    @Test func tokensCanBeReplaced() {
        var pointer = JSONPointer.root.appending("a")
        pointer.tokens = ["x", "y"]
        #expect(pointer.description == "/x/y")
    }

    /// The examples of RFC 6901 §5.
    @Test func resolvesTheRFC6901Examples() throws {
        let document = try JSONReader.parse(
            #"""
            {"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4,
             "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}
            """#)
        func resolve(_ text: String) -> JSONValue? {
            JSONPointer(parsing: text).flatMap { document.value(at: $0) }
        }
        #expect(resolve("")?.objectValue?.count == 10)
        #expect(resolve("/foo")?.arrayValue?.count == 2)
        #expect(resolve("/foo/0")?.stringValue == "bar")
        let expected: [(String, Int)] = [
            ("/", 0), ("/a~1b", 1), ("/c%d", 2), ("/e^f", 3), ("/g|h", 4),
            ("/i\\j", 5), ("/k\"l", 6), ("/ ", 7), ("/m~0n", 8),
        ]
        for (text, number) in expected {
            #expect(resolve(text)?.intValue == number, "\(text)")
            // The parser gives each value the pointer that resolves to it.
            #expect(resolve(text)?.pointer.description == text)
        }
        #expect(resolve("/foo/2") == nil)
        #expect(resolve("/foo/01") == nil)
        #expect(resolve("/foo/-") == nil)
        #expect(resolve("/missing") == nil)
        #expect(resolve("/foo/0/deeper") == nil)
    }
}
