import JSONReader
import OSCatalog

/// The listings of point releases, Xcode releases and App Store submission rules: the
/// questions "what is the latest iOS 17?", "which Xcode do I need?" and "what must an upload
/// be built with?" (docs/CLI.md documents their columns and JSON fields).
extension EntityPresentation {
    /// `versions N`: the public releases of one major version, x.0 first.
    public func releasesListing(of version: OSVersion) -> Listing {
        var listing = Listing(
            command: "versions",
            columns: [
                .init(title: strings.columnVersion, id: "version"), .init(title: strings.columnReleased, id: "released"),
                .init(title: strings.columnBuild, id: "build", dropOrder: 1),
            ])
        listing.rows = version.releases.map { release in
            Listing.Row(
                cells: [release.version, date(release.date), release.build ?? ""],
                json: .object([
                    ("version", .string(release.version)), ("major", .number(version.major)), ("versionID", .string(version.id)),
                    ("date", .string(release.date.description)), ("build", json(release.build)),
                    ("sources", .array(release.citations.map { .string($0.sourceID) })),
                ]),
                csvCells: [release.version, release.date.description, release.build ?? ""])
        }
        return listing
    }

    /// `xcode`: Xcode releases with the iOS SDK, minimum macOS and Swift of each, newest first.
    public func xcodeListing(_ releases: [ToolRelease]) -> Listing {
        var listing = Listing(
            command: "xcode",
            columns: [
                .init(title: strings.columnXcode, id: "xcode"), .init(title: strings.columnBuild, id: "build", dropOrder: 2),
                .init(title: strings.columnReleased, id: "released"),
                .init(title: strings.columnIOSSDK, id: "ios-sdk"),
                .init(title: strings.columnMinimumMacOS, id: "minimum-macos", dropOrder: 1),
                .init(title: strings.columnSwift, id: "swift", dropOrder: 3),
            ])
        listing.rows = releases.map { release in
            let sdk = release.iosSDK ?? release.iosSDKBuild.map { strings.releaseSDKBuild($0) } ?? ""
            return Listing.Row(
                cells: [release.version, release.build ?? "", date(release.date), sdk, release.minimumMacOS ?? "", release.swift ?? ""],
                json: .object([
                    ("version", .string(release.version)), ("build", json(release.build)), ("date", .string(release.date.description)),
                    ("iosSDK", json(release.iosSDK)), ("iosSDKBuild", json(release.iosSDKBuild)),
                    ("minimumMacOS", json(release.minimumMacOS)), ("swift", json(release.swift)),
                    ("sources", .array(release.citations.map { .string($0.sourceID) })),
                ]),
                csvCells: [
                    release.version, release.build ?? "", release.date.description, sdk, release.minimumMacOS ?? "",
                    release.swift ?? "",
                ])
        }
        return listing
    }

    /// `requirements`: the dated App Store submission rules, newest first.
    public func requirementsListing(_ rules: [DevelopmentTool]) -> Listing {
        var listing = Listing(
            command: "requirements",
            columns: [
                .init(title: strings.columnEffective, id: "effective"), .init(title: strings.columnID, id: "id", dropOrder: 1),
                .init(title: strings.columnRule, id: "rule", isFlexible: true),
            ])
        listing.rows = rules.map { rule in
            Listing.Row(
                cells: [rule.effective.map(date) ?? "", rule.id, text(rule.summary)],
                json: .object([
                    ("id", .string(rule.id)), ("name", .string(rule.name)), ("effective", json(rule.effective?.description)),
                    ("announced", json(rule.announced?.description)), ("summary", .string(text(rule.summary))),
                    ("sources", .array(rule.citations.map { .string($0.sourceID) })),
                ]),
                csvCells: [rule.effective?.description ?? "", rule.id, text(rule.summary)])
        }
        return listing
    }
}
