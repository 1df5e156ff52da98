import Testing

@testable import OSCatalog

@Suite struct CatalogQueryTests {
    let catalog: Catalog

    init() throws {
        catalog = try CatalogFixtures.load(CatalogFixtures.catalogJSON)
    }

    private func ids(_ query: FrameworkQuery) -> [String] {
        catalog.frameworks(matching: query).map(\.id)
    }

    @Test func filtersByLayer() {
        #expect(ids(FrameworkQuery(layerID: "cocoa-touch")) == ["ui-kit"])
        #expect(ids(FrameworkQuery(layerID: "core-services")) == ["address-book", "contacts", "core-location", "newsstand-kit"])
    }

    @Test func filtersBySinceAndAvailability() {
        #expect(ids(FrameworkQuery(sinceVersionID: "ios-7")) == ["contacts"])
        #expect(ids(FrameworkQuery(availableInVersionID: "ios-6")) == ["address-book", "core-location", "newsstand-kit", "ui-kit"])
        #expect(!ids(FrameworkQuery(availableInVersionID: "ios-8")).contains("newsstand-kit"))
        #expect(ids(FrameworkQuery(availableInVersionID: "ios-7")).contains("newsstand-kit"))
    }

    @Test func filtersDeprecatedAndText() {
        #expect(ids(FrameworkQuery(deprecatedOnly: true)) == ["address-book", "newsstand-kit"])
        #expect(ids(FrameworkQuery(text: "GÉOLOCALISATION")) == ["core-location"])
        #expect(ids(FrameworkQuery(layerID: "cocoa-touch", text: "location")).isEmpty)
    }

    @Test func availabilityStates() throws {
        let newsstand = try #require(catalog.framework(id: "newsstand-kit"))
        #expect(catalog.availability(of: newsstand, in: "ios-6") == .available)
        #expect(catalog.availability(of: newsstand, in: "ios-7") == .deprecated)
        #expect(catalog.availability(of: newsstand, in: "ios-8") == .removed)
        let contacts = try #require(catalog.framework(id: "contacts"))
        #expect(catalog.availability(of: contacts, in: "ios-6") == .unavailable)
    }

    @Test func versionsAreFoundByEverySpelling() {
        for spelling in ["7", "ios-7", "iOS 7", "ios7", "IOS-7", "7.0"] {
            #expect(catalog.version(matching: spelling)?.id == "ios-7", "\(spelling)")
        }
        #expect(catalog.version(matching: "9") == nil)
        #expect(catalog.version(matching: "") == nil)
        #expect(catalog.suggestVersion(for: "ios-77") == "ios-7")
    }

    @Test func diffListsChangesAfterTheFirstUpToTheSecond() throws {
        let six = try #require(catalog.version(matching: "6"))
        let eight = try #require(catalog.version(matching: "8"))
        let diff = catalog.diff(from: six, to: eight)
        #expect(diff.versions.map(\.id) == ["ios-7", "ios-8"])
        #expect(diff.introduced.map(\.id) == ["contacts"])
        #expect(diff.deprecated.map(\.id) == ["address-book", "newsstand-kit"])
        #expect(diff.removed.map(\.id) == ["newsstand-kit"])
        let reversed = catalog.diff(from: eight, to: six)
        #expect(reversed.from.id == "ios-6" && reversed.to.id == "ios-8")
        let same = catalog.diff(from: six, to: six)
        #expect(same.versions.isEmpty && same.introduced.isEmpty)
    }

    @Test func codecsFilterByKindAndContainer() {
        #expect(catalog.codecs(matching: CodecQuery(kind: .audio)).map(\.id) == ["aac"])
        #expect(catalog.codecs(matching: CodecQuery(container: ".MOV")).map(\.id) == ["h264"])
        #expect(catalog.codecs(matching: CodecQuery(kind: .audio, container: "mov")).isEmpty)
        #expect(catalog.containerExtensions == ["aac", "m4a", "mov", "mp4"])
    }

    @Test func searchFindsEveryLanguageAndInflection() {
        #expect(catalog.search("poloha").first?.entity.id == "core-location")
        #expect(catalog.search("géolocalisation").first?.entity.id == "core-location")
        #expect(catalog.search("геолокация").first?.entity.id == "core-location")
        #expect(catalog.search("GEOLOCALISATION").first?.language == .french)
    }

    @Test func searchRanksNameMatchesFirstAndNeedsEveryWord() {
        let hits = catalog.search("contacts")
        #expect(hits.first?.entity.id == "contacts")
        #expect(catalog.search("core location").first?.entity.id == "core-location")
        #expect(catalog.search("core nonexistentword").isEmpty)
        #expect(catalog.search("   ").isEmpty)
    }
}
