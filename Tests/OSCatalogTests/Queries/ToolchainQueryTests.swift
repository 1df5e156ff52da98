import Testing

@testable import OSCatalog

/// Point releases of a version and Xcode releases with their filters, on a small catalog.
@Suite struct ToolchainQueryTests {
    static let catalogJSON: String = {
        func release(_ version: String, _ date: String) -> String {
            #"{"version": "\#(version)", "date": "\#(date)", "citations": [{"source": "seed", "locator": "tab. 1"}]}"#
        }
        func xcode(_ version: String, _ date: String, sdk: String?, macOS: String, swift: String?) -> String {
            let sdkField = sdk.map { #", "iosSDK": "\#($0)""# } ?? ""
            let swiftField = swift.map { #", "swift": "\#($0)""# } ?? ""
            return
                #"{"version": "\#(version)", "date": "\#(date)"\#(sdkField), "minimumMacOS": "\#(macOS)"\#(swiftField), "citations": [{"source": "seed", "locator": "tab. 2"}]}"#
        }
        let releases =
            #""releases": [\#(release("7.0", "2013-09-18")), \#(release("7.0.2", "2013-09-26")), \#(release("7.1", "2014-03-10")), \#(release("7.1.2", "2014-06-30"))],"#
        let xcodeReleases = [
            xcode("5.0", "2013-09-18", sdk: "7.0", macOS: "10.8", swift: nil),
            xcode("5.1", "2014-03-10", sdk: "7.1", macOS: "10.8.4", swift: nil),
            xcode("6.0.1", "2014-09-17", sdk: nil, macOS: "10.9.4", swift: "1.0"),
            xcode("6.1", "2014-10-20", sdk: "8.1", macOS: "10.9.4", swift: "1.1"),
        ].joined(separator: ", ")
        let rule =
            #"{"id": "sdk-rule", "name": "iOS 8 SDK required", "kind": "submission-rule", "summary": \#(CatalogFixtures.text("Rule.")), "effective": "2015-02-01", "citations": [{"source": "seed", "locator": "p. 9"}]}, {"id": "old-rule", "name": "Old rule", "kind": "submission-rule", "summary": \#(CatalogFixtures.text("Older.")), "effective": "2014-02-01", "citations": [{"source": "seed", "locator": "p. 8"}]}"#
        return CatalogFixtures.catalogJSON
            .replacingOccurrences(of: #""released": "2013-09-18","#, with: #""released": "2013-09-18", "# + releases)
            .replacingOccurrences(of: #""kind": "ide", "summary": "#, with: #""kind": "ide", "releases": [\#(xcodeReleases)], "summary": "#)
            .replacingOccurrences(of: #""tools": ["#, with: #""tools": ["# + rule + ",")
    }()

    let catalog: Catalog

    init() throws {
        catalog = try CatalogFixtures.load(Self.catalogJSON)
    }

    @Test func aVersionKnowsItsLatestReleaseAndLastUpdate() throws {
        let version = try #require(catalog.version(id: "ios-7"))
        #expect(version.releases.map(\.version) == ["7.0", "7.0.2", "7.1", "7.1.2"])
        #expect(version.latestRelease?.version == "7.1.2")
        #expect(version.lastUpdate?.description == "2014-06-30")
        #expect(catalog.version(id: "ios-6")?.latestRelease == nil)
    }

    @Test func xcodeReleasesAreListedNewestFirst() {
        #expect(catalog.xcodeReleases.map(\.version) == ["6.1", "6.0.1", "5.1", "5.0"])
    }

    @Test func filtersBySDKMacOSSwiftAndVersion() throws {
        func versions(_ query: XcodeQuery) -> [String] { catalog.xcodeReleases(matching: query).map(\.version) }
        #expect(versions(XcodeQuery(iosSDK: VersionNumber("7"))) == ["5.1", "5.0"])
        #expect(versions(XcodeQuery(iosSDK: VersionNumber("7.1"))) == ["5.1"])
        // 10.8 counts every 10.8 update, so an Xcode that needs 10.8.4 runs on it; one that needs 10.9.4 does not.
        #expect(versions(XcodeQuery(macOS: VersionNumber("10.8"))) == ["5.1", "5.0"])
        #expect(versions(XcodeQuery(macOS: VersionNumber("10.8.3"))) == ["5.0"])
        #expect(versions(XcodeQuery(swift: VersionNumber("1"))) == ["6.1", "6.0.1"])
        #expect(versions(XcodeQuery(swift: VersionNumber("1.1"))) == ["6.1"])
        #expect(versions(XcodeQuery(version: VersionNumber("6"))) == ["6.1", "6.0.1"])
        // A release whose SDK is not recorded never matches an SDK filter.
        #expect(!versions(XcodeQuery(iosSDK: VersionNumber("8"))).contains("6.0.1"))
    }

    @Test func submissionRulesAreNewestFirst() {
        #expect(catalog.submissionRules.map(\.id) == ["sdk-rule", "old-rule"])
        #expect(catalog.tools.first { $0.id == "sdk-rule" }?.effective?.description == "2015-02-01")
    }
}
