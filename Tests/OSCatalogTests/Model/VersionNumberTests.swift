import Testing

@testable import OSCatalog

/// Dotted version numbers: parsing, part-by-part order and "within" matching, which every
/// release listing and the `xcode` filters rely on.
@Suite struct VersionNumberTests {
    @Test func ordersPartByPartNotAsText() throws {
        let numbers = ["5.10", "5.9", "5.1", "17.2.1", "17.2", "17.10", "5"].compactMap(VersionNumber.init)
        #expect(numbers.sorted().map(\.description) == ["5", "5.1", "5.9", "5.10", "17.2", "17.2.1", "17.10"])
    }

    @Test(arguments: ["", ".", "5.", ".5", "5..1", "5.a", "-1", "1.2b", "1 .2", "1234567890"])
    func rejectsWhatIsNotADottedNumber(_ text: String) {
        #expect(VersionNumber(text) == nil)
    }

    @Test func containsReleasesWithinItButNotNeighbours() throws {
        let five1 = try #require(VersionNumber("5.1"))
        #expect(five1.contains(try #require(VersionNumber("5.1"))))
        #expect(five1.contains(try #require(VersionNumber("5.1.3"))))
        #expect(!five1.contains(try #require(VersionNumber("5.10"))))
        #expect(!five1.contains(try #require(VersionNumber("5"))))
        #expect(try #require(VersionNumber("17")).contains(try #require(VersionNumber("17.5"))))
    }

    @Test func releaseFormTellsOneReleaseFromAnother() throws {
        func form(_ text: String) throws -> String { try #require(VersionNumber(text)).releaseForm.description }
        #expect(try form("17") == "17.0")
        #expect(try form("17.0.0") == "17.0")
        #expect(try form("11.0") == "11.0")
        #expect(try form("17.2.1") == "17.2.1")
        #expect(try form("4.2") != (try form("4.2.1")))
    }
}
