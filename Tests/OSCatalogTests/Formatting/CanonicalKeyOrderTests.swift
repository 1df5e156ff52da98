import JSONReader
import OSCatalog
import Testing

/// A localized text with its languages out of order.
private let scrambledText = #"{"sv": "s", "ru": "r", "fr": "f", "en": "e", "cs": "c"}"#
/// A citation with its keys out of order.
private let scrambledCitation = #"{"locator": "p. 1", "source": "seed"}"#

/// Members come in the order docs/CATALOG-FORMAT.md lists them, at every level the format
/// defines; unknown members follow, in their own order, untouched.
@Suite struct CanonicalKeyOrderTests {
    typealias F = FormattingFixtures

    @Test func topLevelHasSchemaFirstThenCollectionsInFormatOrder() throws {
        let json = """
            {"tools": [], "programs": [], "codecs": [], "frameworks": [], "services": [], "layers": [],
             "versions": [], "sources": [], "$schema": "schema/catalog.schema.json"}
            """
        #expect(
            F.keys(try F.formattedValue(json)) == [
                "$schema", "sources", "versions", "layers", "services", "frameworks", "codecs", "programs", "tools",
            ])
    }

    @Test(arguments: [
        (
            "sources",
            #"{"summary": \#(scrambledText), "url": "https://x", "language": "cs", "year": 2015, "publisher": "P", "sdkVersion": "17.0", "title": "T", "authors": ["A"], "kind": "sdk-header", "id": "s"}"#,
            ["id", "kind", "authors", "title", "publisher", "year", "sdkVersion", "language", "url", "summary"]
        ),
        (
            "versions",
            #"{"citations": [\#(scrambledCitation)], "notes": [\#(scrambledText)], "highlights": [\#(scrambledText)], "summary": \#(scrambledText), "released": "2013-09-18", "announced": "2013-06-10", "major": 7, "name": "iOS 7", "id": "ios-7"}"#,
            ["id", "name", "major", "announced", "released", "summary", "highlights", "notes", "citations"]
        ),
        (
            "layers",
            #"{"citations": [\#(scrambledCitation)], "notes": [\#(scrambledText)], "summary": \#(scrambledText), "position": 1, "name": "L", "id": "l"}"#,
            ["id", "name", "position", "summary", "notes", "citations"]
        ),
        (
            "services",
            #"{"citations": [\#(scrambledCitation)], "notes": [\#(scrambledText)], "summary": \#(scrambledText), "introduced": "ios-7", "layer": "l", "name": "S", "id": "s"}"#,
            ["id", "name", "layer", "introduced", "summary", "notes", "citations"]
        ),
        (
            "frameworks",
            #"{"citations": [\#(scrambledCitation)], "notes": [\#(scrambledText)], "related": ["b"], "capabilities": [\#(scrambledText)], "summary": \#(scrambledText), "replacedBy": "c", "removed": "ios-9", "deprecated": "ios-8", "introduced": "ios-7", "layer": "l", "module": "M", "name": "F", "id": "f"}"#,
            [
                "id", "name", "module", "layer", "introduced", "deprecated", "removed", "replacedBy", "summary", "capabilities", "related",
                "notes", "citations",
            ]
        ),
        (
            "codecs",
            #"{"citations": [\#(scrambledCitation)], "notes": [\#(scrambledText)], "limits": {"maxWidth": 640}, "containers": ["mp4"], "summary": \#(scrambledText), "introducedBasis": "documented", "introduced": "ios-4", "kind": "video", "name": "C", "id": "c"}"#,
            ["id", "name", "kind", "introduced", "introducedBasis", "summary", "containers", "limits", "notes", "citations"]
        ),
        (
            "programs",
            #"{"citations": [\#(scrambledCitation)], "notes": [\#(scrambledText)], "benefits": [\#(scrambledText)], "eligibility": \#(scrambledText), "summary": \#(scrambledText), "prices": [{"amount": 99, "currency": "EUR", "period": "year"}], "ended": "2015", "started": "2008", "status": "retired", "name": "P", "id": "p"}"#,
            ["id", "name", "status", "started", "ended", "prices", "summary", "eligibility", "benefits", "notes", "citations"]
        ),
        (
            "tools",
            #"{"citations": [\#(scrambledCitation)], "notes": [\#(scrambledText)], "details": [\#(scrambledText)], "summary": \#(scrambledText), "kind": "ide", "name": "T", "id": "t"}"#,
            ["id", "name", "kind", "summary", "details", "notes", "citations"]
        ),
    ])
    func entryKeysFollowTheFormat(collection: String, entry: String, expected: [String]) throws {
        let value = try F.formattedValue(#"{"\#(collection)": [\#(entry)]}"#)
        let formatted = try #require(value[collection]?[0])
        #expect(F.keys(formatted) == expected)
        #expect(F.keys(formatted["summary"]) == ["en", "cs", "fr", "ru", "sv"])
        for field in ["highlights", "notes", "capabilities", "benefits", "details"] {
            for text in formatted[field]?.arrayValue ?? [] {
                #expect(F.keys(text) == ["en", "cs", "fr", "ru", "sv"], "\(collection).\(field)")
            }
        }
        for citation in formatted["citations"]?.arrayValue ?? [] {
            #expect(F.keys(citation) == ["source", "locator"])
        }
    }

    @Test func pricesAndLimitsFollowTheFormat() throws {
        let json = """
            {"programs": [{"id": "p", "prices": [{"citations": [], "asOf": "2015-04-16", "period": "year", "currency": "EUR", "amount": 99}]}],
             "codecs": [{"id": "c", "limits": {"audio": "AAC", "level": "3.0", "profile": "Baseline", "maxFrameRate": 30,
                                              "maxHeight": 480, "maxWidth": 640, "maxBitrateKbps": 2500}}]}
            """
        let value = try F.formattedValue(json)
        #expect(F.keys(value["programs"]?[0]?["prices"]?[0]) == ["amount", "currency", "period", "asOf", "citations"])
        #expect(
            F.keys(value["codecs"]?[0]?["limits"]) == [
                "maxBitrateKbps", "maxWidth", "maxHeight", "maxFrameRate", "profile", "level", "audio",
            ])
    }

    @Test func unknownKeysFollowTheKnownOnesInTheirOwnOrderWithValuesUntouched() throws {
        let json = """
            {"zeta": 1, "frameworks": [{"zz": {"b": 1, "a": 2}, "name": "F", "aa": [3, 1, 2], "id": "f",
               "summary": {"xx": "?", "sv": "s", "en": "e"}}], "$schema": "s", "alpha": {"y": 1, "x": 2}}
            """
        let value = try F.formattedValue(json)
        #expect(F.keys(value) == ["$schema", "frameworks", "zeta", "alpha"])
        #expect(F.keys(value["alpha"]) == ["y", "x"])
        let entry = try #require(value["frameworks"]?[0])
        #expect(F.keys(entry) == ["id", "name", "summary", "zz", "aa"])
        #expect(F.keys(entry["zz"]) == ["b", "a"])
        #expect(entry["aa"]?.description == "[3,1,2]")
        #expect(F.keys(entry["summary"]) == ["en", "sv", "xx"])
    }

    @Test func aFieldOfTheWrongTypeIsKeptAsItIs() throws {
        let json = #"{"versions": [{"summary": ["b", "a"], "id": "v", "citations": {"locator": "l", "source": "s"}}]}"#
        let entry = try #require(try F.formattedValue(json)["versions"]?[0])
        #expect(F.keys(entry) == ["id", "summary", "citations"])
        #expect(entry["summary"]?.description == #"["b","a"]"#)
        // An object where an array of citations belongs is still ordered as a citation.
        #expect(F.keys(entry["citations"]) == ["source", "locator"])
    }

    @Test func keysCompareExactlyNotByCanonicalEquivalence() {
        // U+212A KELVIN SIGN is canonically equivalent to "K", so Swift's == calls these equal;
        // JSON keys differ unless their code points are the same.
        let kelvin = "maxBitrate\u{212A}bps"
        #expect(kelvin == "maxBitrateKbps")
        let object = JSONObject([(kelvin, 1), ("maxWidth", 2), ("maxBitrateKbps", 3)])
        #expect(CanonicalKeyOrder.limits.ordered(object).keys == ["maxBitrateKbps", "maxWidth", kelvin])
    }

    @Test func orderingNeverDropsOrAddsMembers() {
        let object = JSONObject([("b", 1), ("id", 2), ("a", 3), ("name", 4)])
        let ordered = CanonicalKeyOrder.tool.ordered(object)
        #expect(ordered.keys == ["id", "name", "b", "a"])
        #expect(JSONValue.object(ordered).semanticallyEquals(.object(object)))
    }

    @Test func eachCollectionHasItsEntryOrder() {
        for kind in EntityKind.allCases {
            let order = CanonicalKeyOrder.entry(for: kind)
            #expect(order.keys.first == "id", "\(kind)")
            #expect(CanonicalKeyOrder.file.nested(for: kind.collectionKey)?.keys == order.keys)
            // Notes, then releases and support where a kind has them (versions, tools), then
            // citations and the remarks about them.
            if kind != .source {
                let tail = order.keys.suffix(2)
                #expect(tail == ["citations", "sourceNotes"], "\(kind)")
                let before = order.keys.dropLast(2).last
                #expect(before == "notes" || before == "releases" || before == "support", "\(kind)")
            }
        }
        #expect(CanonicalKeyOrder.collectionOrder.count == EntityKind.allCases.count)
    }
}
