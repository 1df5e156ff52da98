import Testing

@testable import OSCatalog

/// "Which video formats can iOS 7 capture?": the codec filters on kind, feature and version.
@Suite struct CodecQueryTests {
    static let catalogJSON: String = {
        func fact(_ feature: String, _ since: String?) -> String {
            let sinceField = since.map { #", "since": "\#($0)""# } ?? ""
            return #"{"feature": "\#(feature)"\#(sinceField), "citations": [{"source": "seed", "locator": "tab. 4"}]}"#
        }
        let hevc =
            #"{"id": "hevc", "name": "HEVC", "kind": "video", "introduced": "ios-7", "containers": ["mov"], "summary": \#(CatalogFixtures.text("Video.")), "support": [\#(fact("playback", "ios-7")), \#(fact("capture", "ios-7.1"))], "citations": [{"source": "seed", "locator": "p. 4"}]}"#
        let heic =
            #"{"id": "heic", "name": "HEIC", "kind": "image", "introduced": "ios-6", "containers": ["heic"], "summary": \#(CatalogFixtures.text("Image.")), "support": [\#(fact("playback", "ios-6")), \#(fact("encode", nil))], "citations": [{"source": "seed", "locator": "p. 5"}]}"#
        return CatalogFixtures.catalogJSON.replacingOccurrences(of: #""codecs": ["#, with: #""codecs": ["# + hevc + ", " + heic + ",")
    }()

    let catalog: Catalog

    init() throws {
        catalog = try CatalogFixtures.load(Self.catalogJSON)
    }

    private func ids(_ query: CodecQuery) -> [String] { catalog.codecs(matching: query).map(\.id) }

    @Test func theNewKindsFilterLikeTheOldOnes() {
        #expect(ids(CodecQuery(kind: .image)) == ["heic"])
        #expect(ids(CodecQuery(kind: .video)).contains("hevc"))
        #expect(ids(CodecQuery(kind: .streaming)).isEmpty)
    }

    @Test func aFeatureFilterKeepsFormatsWithThatFact() {
        #expect(ids(CodecQuery(features: [.capture])) == ["hevc"])
        #expect(ids(CodecQuery(features: [.encode])) == ["heic"])  // undated, still a fact
        #expect(ids(CodecQuery(features: [.capture, .encode])).isEmpty)
    }

    @Test func aMajorCountsItsUpdatesAndAPointReleaseOnlyUpToIt() {
        // Captured from iOS 7.1: iOS 7 as a whole can, iOS 7.0 and iOS 6 cannot.
        #expect(ids(CodecQuery(kind: .video, features: [.capture], availableInVersionID: "ios-7")) == ["hevc"])
        #expect(ids(CodecQuery(kind: .video, features: [.capture], availableInVersionID: "ios-7.0")).isEmpty)
        #expect(ids(CodecQuery(features: [.capture], availableInVersionID: "ios-6")).isEmpty)
        // An undated fact never answers a version question.
        #expect(ids(CodecQuery(features: [.encode], availableInVersionID: "ios-7")).isEmpty)
        // Without a feature, the format's introduction decides.
        #expect(ids(CodecQuery(availableInVersionID: "ios-6")) == ["heic"])
        #expect(Set(ids(CodecQuery(sinceVersionID: "ios-7"))) == ["hevc"])
    }

    @Test func theEarliestDatedFactOfAFeatureIsTheFirstRelease() throws {
        let hevc = try #require(catalog.codecs.first { $0.id == "hevc" })
        #expect(catalog.earliestSupport(of: hevc, .capture)?.sinceID == "ios-7.1")
        let heic = try #require(catalog.codecs.first { $0.id == "heic" })
        #expect(catalog.earliestSupport(of: heic, .encode) == nil)
        #expect(catalog.earliestSupport(of: heic, .playback)?.sinceID == "ios-6")
    }
}
