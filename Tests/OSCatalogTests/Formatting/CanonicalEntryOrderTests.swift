import JSONReader
import OSCatalog
import Testing

/// Entries come in the canonical order of their collection; sorting only moves them.
@Suite struct CanonicalEntryOrderTests {
    typealias F = FormattingFixtures

    @Test func versionsByMajorAsNumbersNotText() throws {
        let json =
            #"{"versions": [{"id": "ios-26", "major": 26}, {"id": "ios-10", "major": 10}, {"id": "ios-9", "major": 9}, {"id": "iphone-os-1", "major": 1}]}"#
        #expect(try F.ids("versions", in: json) == ["iphone-os-1", "ios-9", "ios-10", "ios-26"])
    }

    @Test func versionsWithoutANumericMajorComeLastByID() throws {
        let json = #"{"versions": [{"id": "z", "major": "7"}, {"id": "b"}, {"id": "ios-7", "major": 7}]}"#
        #expect(try F.ids("versions", in: json) == ["ios-7", "b", "z"])
    }

    @Test func layersByPosition() throws {
        let json =
            #"{"layers": [{"id": "core-os", "position": 4}, {"id": "media", "position": 2}, {"id": "cocoa-touch", "position": 1}, {"id": "core-services", "position": 3}]}"#
        #expect(try F.ids("layers", in: json) == ["cocoa-touch", "media", "core-services", "core-os"])
    }

    @Test func servicesByTheirLayersPositionFromAnotherFileThenByID() throws {
        let layers = #"{"layers": [{"id": "top", "position": 1}, {"id": "bottom", "position": 4}, {"id": "middle", "position": 2}]}"#
        let services = """
            {"services": [{"id": "zlib", "layer": "bottom"}, {"id": "airdrop", "layer": "top"}, {"id": "orphan", "layer": "nowhere"},
              {"id": "sqlite", "layer": "bottom"}, {"id": "airplay", "layer": "middle"}, {"id": "alone"}, {"id": "auto-layout", "layer": "top"}]}
            """
        let results = F.formatAll([("Catalog/layers.json", layers), ("Catalog/services.json", services)])
        let formatted = try JSONReader.parse(try #require(results[1]))
        let ids = (formatted["services"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
        #expect(ids == ["airdrop", "auto-layout", "airplay", "sqlite", "zlib", "alone", "orphan"])
    }

    @Test func servicesOfUnknownLayersAreOrderedByIDWhenNoLayersAreKnown() throws {
        let json = #"{"services": [{"id": "b", "layer": "top"}, {"id": "a", "layer": "bottom"}]}"#
        #expect(try F.ids("services", in: json) == ["a", "b"])
    }

    @Test func codecsByKindThenID() throws {
        let json = """
            {"codecs": [{"id": "mp4", "kind": "container"}, {"id": "h264", "kind": "video"}, {"id": "aac", "kind": "audio"},
              {"id": "3gp", "kind": "container"}, {"id": "alac", "kind": "audio"}, {"id": "odd", "kind": "hologram"}, {"id": "mpeg4", "kind": "video"},
              {"id": "webvtt", "kind": "subtitle"}, {"id": "hls", "kind": "streaming"}, {"id": "heic", "kind": "image"}]}
            """
        // The kinds' order (audio, video, image, streaming, subtitle, container), then an unknown kind last.
        #expect(try F.ids("codecs", in: json) == ["aac", "alac", "h264", "mpeg4", "heic", "hls", "webvtt", "3gp", "mp4", "odd"])
    }

    @Test(arguments: ["sources", "frameworks", "programs", "tools"])
    func collectionsByID(collection: String) throws {
        let json =
            #"{"\#(collection)": [{"id": "web-kit"}, {"id": "ui-kit"}, {"id": "address-book"}, {"id": "ui-kit-2"}, {"id": "core-location"}]}"#
        #expect(try F.ids(collection, in: json) == ["address-book", "core-location", "ui-kit", "ui-kit-2", "web-kit"])
    }

    @Test func idsCompareByCodePointsLikeASCIIOrder() throws {
        let json = #"{"frameworks": [{"id": "ios-5"}, {"id": "ios-10"}, {"id": "Zed"}, {"id": "ab"}]}"#
        #expect(try F.ids("frameworks", in: json) == ["Zed", "ab", "ios-10", "ios-5"])
    }

    @Test func entriesWithoutIDsComeAfterAndNonObjectsLastInTheirOriginalOrder() throws {
        let json = #"{"tools": [7, {"name": "second"}, {"id": "b"}, "x", {"name": "first"}, {"id": "a"}]}"#
        let tools = try #require(try F.formattedValue(json)["tools"]?.arrayValue)
        #expect(
            tools.map(\.description) == [
                #"{"id":"a"}"#, #"{"id":"b"}"#, #"{"name":"second"}"#, #"{"name":"first"}"#, "7", #""x""#,
            ])
    }

    @Test func tiesKeepTheirOriginalOrder() throws {
        let json = #"{"frameworks": [{"id": "same", "n": 1}, {"id": "other"}, {"id": "same", "n": 2}, {"id": "same", "n": 3}]}"#
        let frameworks = try #require(try F.formattedValue(json)["frameworks"]?.arrayValue)
        #expect(frameworks.map { $0["n"]?.intValue ?? 0 } == [0, 1, 2, 3])
    }

    @Test func layerPositionsComeFromEveryDocumentFirstWins() throws {
        let first = try JSONReader.parse(#"{"layers": [{"id": "a", "position": 2}]}"#)
        let second = try JSONReader.parse(#"{"layers": [{"id": "a", "position": 9}, {"id": "b", "position": 1.5}, {"id": "c"}]}"#)
        let order = CanonicalEntryOrder(documents: [first, second])
        #expect(order.position(ofLayer: "a") == JSONNumber(2))
        #expect(order.position(ofLayer: "b") == JSONNumber(text: "1.5"))
        #expect(order.position(ofLayer: "c") == nil)
    }

    @Test func sortingOnlyMovesEntries() throws {
        let entries: [JSONValue] = [["id": "b", "x": 1], "loose", ["id": "a"], ["id": "b", "x": 2], 3]
        let sorted = CanonicalEntryOrder(layerPositions: [:]).sorted(entries, of: .framework)
        #expect(sorted.count == entries.count)
        for entry in entries {
            #expect(sorted.filter { $0.semanticallyEquals(entry) }.count == entries.filter { $0.semanticallyEquals(entry) }.count)
        }
    }
}
