import Foundation
import OSCatalog
import TestSupport
import Testing

/// End-to-end: `frameworks`, `services` and `codecs` answer "what was introduced, deprecated,
/// removed or usable in iOS N?" from the real catalog, and a version that is not one is a usage
/// error naming the closest.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct VersionFilterCommandTests {
    let catalog: Catalog

    init() throws {
        catalog = try CatalogLoader.load(from: .flag(directory: OscatProcess.packageRoot.appendingPathComponent("Catalog").path))
    }

    private func ids(_ arguments: [String]) throws -> [String] {
        let run = try OscatProcess.run(arguments + ["--format", "json"])
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let results = try OscatProcess.json(run.stdout)["results"] as? [[String: Any]] ?? []
        return results.compactMap { $0["id"] as? String }
    }

    @Test func deprecatedInNineListsTheAddressBookAndAssetsLibrary() throws {
        #expect(try ids(["frameworks", "--deprecated-in", "9"]) == ["address-book", "address-book-ui", "assets-library"])
        #expect(try ids(["frameworks", "--deprecated-in", "ios-9"]) == ["address-book", "address-book-ui", "assets-library"])
        let table = try OscatProcess.run(["frameworks", "--deprecated-in", "iOS 9"])
        #expect(table.status == 0)
        for name in ["Address Book", "Address Book UI", "Assets Library"] { #expect(table.stdout.contains(name)) }
        #expect(try ids(["frameworks", "--deprecated-in", "9", "--layer", "core-services"]) == ["address-book"])
        #expect(try ids(["frameworks", "--deprecated-in", "9", "--search", "photos"]) == ["assets-library"])
    }

    @Test func removedInMatchesEveryReleaseOfTheMajor() throws {
        // The catalog records removals in iOS 13 (WatchKit) and 17 (Newsstand Kit) only.
        #expect(try ids(["frameworks", "--removed-in", "12"]).isEmpty)
        #expect(try ids(["frameworks", "--removed-in", "13"]) == ["watch-kit"])
        #expect(try ids(["frameworks", "--removed-in", "17"]) == ["newsstand-kit"])
        let empty = try OscatProcess.run(["frameworks", "--removed-in", "12"])
        #expect(empty.status == 0)
        #expect(empty.stdout.isEmpty)
        #expect(!empty.stderr.isEmpty)
    }

    @Test func availableInKeepsWhatExistsAndIsNotRemoved() throws {
        let twelve = try ids(["frameworks", "--available-in", "12"])
        let expected = catalog.frameworks.filter { framework in
            guard let introduced = catalog.position(ofVersion: framework.introducedID), let twelve = catalog.order(ofVersion: "ios-12")
            else { return false }
            let removed = framework.removedID.flatMap(catalog.position(ofVersion:))
            return introduced.major <= twelve && (removed.map { $0.major > twelve } ?? true)
        }
        #expect(twelve == expected.map(\.id))
        #expect(twelve.contains("watch-kit"))
        #expect(!twelve.contains("swift-ui"))
        #expect(try !ids(["frameworks", "--available-in", "13"]).contains("watch-kit"))
        let coreOS = try ids(["frameworks", "--available-in", "12", "--layer", "core-os"])
        #expect(coreOS == expected.filter { $0.layerID == "core-os" }.map(\.id))
        #expect(!coreOS.isEmpty)
    }

    @Test func introducedInTakesMajorsAndPointReleases() throws {
        let sixteen = try ids(["frameworks", "--introduced-in", "16"])
        let pointOne = try ids(["frameworks", "--introduced-in", "16.1"])
        #expect(pointOne == ["activity-kit", "background-assets", "matter-support"])
        #expect(Set(pointOne).isSubset(of: Set(sixteen)))
        #expect(sixteen.count > pointOne.count)
        #expect(try ids(["frameworks", "--introduced-in", "ios-16.1"]) == pointOne)
    }

    @Test func servicesAndCodecsFilterByTheirRecordedIntroduction() throws {
        let services = try ids(["services", "--introduced-in", "8"])
        #expect(services == catalog.services.filter { $0.introducedID == "ios-8" }.map(\.id))
        #expect(services.contains("handoff"))
        let serviceAvailable = try ids(["services", "--available-in", "4", "--layer", "cocoa-touch"])
        #expect(!serviceAvailable.isEmpty)
        #expect(!serviceAvailable.contains("handoff"))
        let codecs = try ids(["codecs", "--introduced-in", "11"])
        #expect(codecs.contains("video-hevc-main"))
        #expect(codecs.contains("image-heic"))
        #expect(try ids(["codecs", "--introduced-in", "11", "--kind", "image"]) == ["image-heic"])
    }

    @Test func anUnknownVersionIsAUsageErrorWithTheClosest() throws {
        for option in ["--introduced-in", "--deprecated-in", "--removed-in", "--available-in"] {
            let run = try OscatProcess.run(["frameworks", option, "ios-177"])
            #expect(run.status == 64, "\(option)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains(option) && run.stderr.contains("'ios-17'"), "\(run.stderr)")
        }
        #expect(try OscatProcess.run(["services", "--introduced-in", "nine"]).status == 64)
        #expect(try OscatProcess.run(["codecs", "--introduced-in", "9.x"]).status == 64)
        // Services and codecs record no deprecation or removal, so they have no such filter.
        #expect(try OscatProcess.run(["codecs", "--deprecated-in", "9"]).status == 64)
    }

    @Test func versionsShowsOneVersionWithItsPointReleases() throws {
        let run = try OscatProcess.run(["versions", "17", "--format", "json"])
        #expect(run.status == 0)
        let rows = try OscatProcess.json(run.stdout)["results"] as? [[String: Any]] ?? []
        let versions = rows.compactMap { $0["version"] as? String }
        #expect(versions.first == "17.0")
        #expect(versions.contains("17.1"))
        #expect(versions.allSatisfy { $0.hasPrefix("17.") })
    }
}
