import Testing

@testable import OSCatalog

/// Point-release references (`ios-7.1`): parsing, release order, resolution to the major
/// version's entry, and what diff, availability and lookups make of them.
@Suite struct VersionReferenceTests {
    /// The fixture catalog plus frameworks introduced, deprecated and removed in point releases.
    static func pointCatalogJSON() -> String {
        let extra = [
            CatalogFixtures.framework(
                "point-kit", "Point Kit", layer: "cocoa-touch", introduced: "ios-7.1",
                extra: #", "module": "PointKit""#),
            CatalogFixtures.framework(
                "late-kit", "Late Kit", layer: "cocoa-touch", introduced: "ios-6",
                extra: #", "module": "LateKit", "deprecated": "ios-7.1", "removed": "ios-8.2""#),
        ]
        return CatalogFixtures.catalogJSON.replacingOccurrences(
            of: #""frameworks": ["#, with: #""frameworks": ["# + extra.joined(separator: ",\n") + ",\n")
    }

    let catalog: Catalog

    init() throws {
        catalog = try CatalogFixtures.load(Self.pointCatalogJSON())
    }

    @Test func parsesMajorAndUpdateNumbers() throws {
        let point = try #require(VersionReference("ios-16.1"))
        #expect(point.versionID == "ios-16")
        #expect(point.update == [1])
        #expect(point.text == "ios-16.1")
        #expect(VersionReference("iphone-os-2.2")?.versionID == "iphone-os-2")
        #expect(VersionReference("ios-13.3.1")?.update == [3, 1])
        #expect(VersionReference("ios-16")?.update == [])
    }

    @Test(arguments: ["", ".1", "ios-16.", "ios-16.a", "ios-16..1", "ios-1.2.3.4", "ios-16.-1", "ios-16.12345"])
    func rejectsMalformedReferences(_ text: String) {
        #expect(VersionReference(text) == nil)
    }

    @Test func ordersPointReleasesBetweenMajors() throws {
        let ordered = try ["ios-6", "ios-7", "ios-7.1", "ios-7.1.2", "ios-7.2", "ios-8"].map {
            try #require(catalog.position(ofVersion: $0))
        }
        for (earlier, later) in zip(ordered, ordered.dropFirst()) { #expect(earlier < later) }
        #expect(catalog.position(ofVersion: "ios-7.0") == catalog.position(ofVersion: "ios-7"))
        #expect(catalog.position(ofVersion: "ios-9.1") == nil)
        #expect(catalog.isVersion("ios-7.1", atLeast: "ios-7"))
        #expect(!catalog.isVersion("ios-7", atLeast: "ios-7.1"))
    }

    @Test func namesPointReleasesAfterTheirMajor() {
        #expect(catalog.versionName(of: "ios-7.1") == "iOS 7.1")
        #expect(catalog.versionName(of: "ios-8") == "iOS 8")
        #expect(catalog.majorVersion(of: "ios-7.1")?.id == "ios-7")
    }

    @Test func aPointReleaseOfAnUnknownMajorIsAnUnknownReference() {
        let json = Self.pointCatalogJSON().replacingOccurrences(of: #""introduced": "ios-7.1""#, with: #""introduced": "ios-9.1""#)
        let problems = CatalogFixtures.diagnostics(json).map(\.problem)
        #expect(
            problems.contains { problem in
                if case .unknownReference(field: "introduced", id: "ios-9", kind: .version, suggestion: _) = problem { return true }
                return false
            })
    }

    @Test func diffCountsPointReleasesInTheirPlace() throws {
        func changes(_ from: String, _ to: String) throws -> (introduced: [String], deprecated: [String], removed: [String]) {
            let diff = catalog.diff(
                from: try #require(catalog.versionPoint(matching: from)), to: try #require(catalog.versionPoint(matching: to)))
            return (diff.introduced.map(\.id), diff.deprecated.map(\.id), diff.removed.map(\.id))
        }
        #expect(try changes("7", "7.1").introduced == ["point-kit"])
        #expect(try changes("7", "7.1").deprecated == ["late-kit"])
        #expect(try changes("7.1", "8").introduced == [])
        #expect(try changes("6", "8").introduced.contains("point-kit"))
        #expect(try changes("8", "8.2").removed == ["late-kit"])
        #expect(try changes("8.2", "7").introduced == ["point-kit"], "a backwards diff is swapped, 7 → 8.2")
        #expect(try changes("8.2", "7").removed == ["late-kit", "newsstand-kit"])
        #expect(try changes("8", "8.1").removed == [], "8.2 is after 8.1")
    }

    @Test func matrixColumnsCountAPointReleaseInItsMajor() throws {
        let point = try #require(catalog.framework(id: "point-kit"))
        let late = try #require(catalog.framework(id: "late-kit"))
        #expect(catalog.availability(of: point, during: "ios-6") == .unavailable)
        #expect(catalog.availability(of: point, during: "ios-7") == .available)
        #expect(catalog.availability(of: point, in: "ios-7") == .unavailable, "at 7.0 itself it is not there yet")
        #expect(catalog.availability(of: late, during: "ios-7") == .deprecated)
        #expect(catalog.availability(of: late, during: "ios-8") == .deprecated, "removed only in 8.2")
        #expect(catalog.frameworks(\.introducedReference, in: "ios-7").map(\.id).contains("point-kit"))
        #expect(catalog.frameworks(\.removedID, in: "ios-8").map(\.id) == ["late-kit", "newsstand-kit"])
    }

    @Test(arguments: [
        ("7.1", "ios-7.1"), ("iOS 7.1", "ios-7.1"), ("ios-7.1", "ios-7.1"), ("7.1.0", "ios-7.1"), ("7.0", "ios-7"), ("8", "ios-8"),
    ])
    func findsPointsAsUsersWriteThem(_ text: String, _ id: String) {
        #expect(catalog.versionPoint(matching: text)?.id == id)
    }

    @Test(arguments: ["9.1", "7.x", "seven.1", ""])
    func unknownPointsAreNotFound(_ text: String) {
        #expect(catalog.versionPoint(matching: text) == nil)
    }
}

/// `show`'s lookup: id, name or module, ignoring case, accents, spaces, hyphens and underscores.
@Suite struct EntityLookupTests {
    let catalog: Catalog

    init() throws {
        catalog = try CatalogFixtures.load(VersionReferenceTests.pointCatalogJSON())
    }

    @Test(arguments: [
        ("point-kit", "point-kit"), ("PointKit", "point-kit"), ("pointkit", "point-kit"), ("Point Kit", "point-kit"),
        ("POINT_KIT", "point-kit"), ("core location", "core-location"), ("Core-Location", "core-location"),
        ("uikit", "ui-kit"), ("UI Kit", "ui-kit"), ("7", "ios-7"), ("iOS 8", "ios-8"),
    ])
    func findsAnEntryByIdNameOrModule(_ text: String, _ id: String) {
        #expect(catalog.entity(matching: text)?.id == id)
    }

    @Test(arguments: ["", "   ", "-", "no such kit"])
    func findsNothingForTextThatNamesNoEntry(_ text: String) {
        #expect(catalog.entity(matching: text) == nil)
    }
}
