import JSONReader
import OSCatalog
import Testing

/// The canonical text itself: layout, exact values, idempotence, and files that are not JSON.
@Suite struct CatalogFormatterTests {
    typealias F = FormattingFixtures

    @Test func writesTwoSpacePrettyJSONWithAFinalNewline() throws {
        let json =
            #"{"programs":[{"prices":[{"period":"year","amount":99,"currency":"EUR"}],"id":"p","benefits":[],"name":"P","x":{}}],"$schema":"schema/catalog.schema.json"}"#
        let expected = """
            {
              "$schema": "schema/catalog.schema.json",
              "programs": [
                {
                  "id": "p",
                  "name": "P",
                  "prices": [
                    {
                      "amount": 99,
                      "currency": "EUR",
                      "period": "year"
                    }
                  ],
                  "benefits": [],
                  "x": {}
                }
              ]
            }

            """
        #expect(F.format(json) == expected)
    }

    @Test func outputHasNoTrailingSpacesAndEndsInExactlyOneNewline() throws {
        let formatted = try #require(F.format(#"  {"tools" : [ {"id":"t" , "details" : [ ] } ] }  "#))
        #expect(formatted.hasSuffix("}\n") && !formatted.hasSuffix("\n\n"))
        for line in formatted.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(!line.hasSuffix(" "), "\(line)")
        }
    }

    @Test func numbersKeepTheirExactText() throws {
        let json =
            #"{"codecs": [{"id": "c", "limits": {"maxWidth": 1.0, "maxHeight": 1e3, "maxFrameRate": 29.970, "maxBitrateKbps": 12345678901234567890123}}], "programs": [{"id": "p", "prices": [{"amount": -0.50}]}]}"#
        let formatted = try #require(F.format(json))
        for text in ["1.0", "1e3", "29.970", "12345678901234567890123", "-0.50"] {
            #expect(formatted.contains(": \(text)"), "\(text)")
        }
    }

    @Test func stringsKeepTheirExactContentWithoutNormalization() throws {
        // "é" decomposed (e + U+0301) must stay decomposed; a no-break space stays; escapes decode
        // to the same characters (the writer spells them minimally).
        let decomposed = "Cafe\u{301}\u{A0}: \u{1F600}"
        let json = #"{"sources": [{"id": "s", "title": "\#(decomposed)", "publisher": "tab\tq\"\u00e9\/"}]}"#
        let formatted = try #require(F.format(json))
        let value = try JSONReader.parse(formatted)
        let title = try #require(value["sources"]?[0]?["title"]?.stringValue)
        #expect(Array(title.unicodeScalars) == Array(decomposed.unicodeScalars))
        #expect(formatted.utf8.contains(0xCC))  // U+0301 is written as itself (CC 81)
        #expect(value["sources"]?[0]?["publisher"]?.stringValue == "tab\tq\"\u{E9}/")
        #expect(formatted.contains(#""publisher": "tab\tq\"é/""#))
    }

    @Test func formattingIsIdempotentAndIndependentOfTheInputOrder() throws {
        let json = """
            {"frameworks": [{"summary": {"sv": "s", "en": "e"}, "id": "b", "citations": [{"locator": "1", "source": "x"}]},
              {"name": "A", "id": "a"}], "versions": [{"major": 2, "id": "v2"}, {"id": "v1", "major": 1}], "$schema": "s"}
            """
        let once = try #require(F.format(json))
        #expect(F.format(once) == once)
        let reordered = """
            {"$schema": "s", "versions": [{"id": "v1", "major": 1}, {"id": "v2", "major": 2}],
             "frameworks": [{"id": "a", "name": "A"}, {"citations": [{"source": "x", "locator": "1"}], "id": "b", "summary": {"en": "e", "sv": "s"}}]}
            """
        #expect(F.format(reordered) == once)
    }

    @Test func aTopLevelThatIsNotAnObjectIsOnlyReindented() {
        #expect(F.format(#"[{"b": 1, "a": 2}]"#) == "[\n  {\n    \"b\": 1,\n    \"a\": 2\n  }\n]\n")
        #expect(F.format(#"{"frameworks": {"b": 1, "id": 2}}"#) == "{\n  \"frameworks\": {\n    \"id\": 2,\n    \"b\": 1\n  }\n}\n")
    }

    @Test func invalidJSONIsNotFormattedAndReportsItsPosition() throws {
        let bad = "{\n  \"tools\": [\n    {\"id\": \"x\",}\n  ]\n}\n"
        let results = CatalogFormatter.format(files: [
            CatalogFile(path: "Catalog/bad.json", bytes: Array(bad.utf8)),
            CatalogFile(path: "Catalog/good.json", bytes: Array(#"{"tools":[]}"#.utf8)),
        ])
        let failed = results[0]
        #expect(failed.formatted == nil)
        #expect(!failed.isChanged)
        #expect(failed.original == Array(bad.utf8))
        let error = try #require(failed.parseError)
        #expect(error.reason == .trailingComma(in: .object))
        #expect((error.position.line, error.position.column) == (3, 15))
        #expect(failed.diagnostic?.description == "Catalog/bad.json:3:15: error: trailing comma before '}' [json-syntax]")
        #expect(results[1].isChanged && results[1].diagnostic == nil)
    }

    @Test func duplicateKeysAreInvalidRatherThanSilentlyDropped() throws {
        let results = CatalogFormatter.format(files: [
            CatalogFile(path: "d.json", bytes: Array("{\"tools\": [],\n \"tools\": [{\"id\": \"t\"}]}".utf8))
        ])
        #expect(results[0].formatted == nil)
        #expect(results[0].diagnostic?.description.hasPrefix("d.json:2:2: error: duplicate key \"tools\"") == true)
    }

    @Test func aFileAlreadyInCanonicalFormIsUnchanged() throws {
        let canonical = try #require(F.format(#"{"tools": [{"name": "T", "id": "t"}]}"#))
        let results = CatalogFormatter.format(files: [CatalogFile(path: "t.json", bytes: Array(canonical.utf8))])
        #expect(!results[0].isChanged)
        #expect(results[0].formatted == results[0].original)
    }

    @Test func resultsKeepTheOrderAndPathsOfTheFiles() {
        let paths = ["c.json", "a.json", "b.json"]
        let results = CatalogFormatter.format(files: paths.map { CatalogFile(path: $0, bytes: Array("{}".utf8)) })
        #expect(results.map(\.path) == paths)
        #expect(results.allSatisfy { $0.formatted == Array("{}\n".utf8) })
    }
}
