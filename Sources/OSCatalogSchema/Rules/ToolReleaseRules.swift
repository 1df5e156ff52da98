import OSCatalog

/// `tool-releases`, on the decoded catalog: each tool lists its releases oldest first, every
/// Xcode release's iOS SDK is an iOS release the catalog records (or the SDK's line has one), and every Swift version's
/// Xcode is an Xcode release the catalog records.
enum ToolReleaseRules {
    static func check(_ context: ValidationContext) -> [Finding] {
        let catalog = context.inspection.catalog
        // The cross-checks need every version and tool decoded: an entry the schema or the
        // loader rejected has its own error, and its releases must not be reported missing.
        let wholeVersions =
            context.complete && (context.writtenIDs[.version]?.count ?? 0) == catalog.versions.count
            && catalog.versions.allSatisfy { $0.releases.allSatisfy { $0.number != nil } }
        let xcodeTool = catalog.tools.first { $0.id == Catalog.xcodeToolID }
        let wholeTools = context.complete && (context.writtenIDs[.tool]?.count ?? 0) == catalog.tools.count && xcodeTool != nil
        let iosReleases = catalog.versions.flatMap { $0.releases.compactMap(\.number) }
        let xcodeReleases = Set(
            (xcodeTool?.releases ?? []).compactMap {
                VersionNumber($0.version)?.releaseForm
            })
        var findings: [Finding] = []
        for tool in catalog.tools where !tool.releases.isEmpty {
            let entry = context.label(tool)
            for (previous, release) in zip(tool.releases, tool.releases.dropFirst()) where release.date < previous.date {
                findings.append(
                    Finding(
                        .toolReleases,
                        .toolReleaseDateOrder(
                            entry: entry, release: ValueText.quoted(release.version), date: release.date.description,
                            previous: ValueText.quoted(previous.version), previousDate: previous.date.description),
                        at: release.origin))
            }
            for release in tool.releases {
                if wholeVersions, let sdk = release.iosSDK, let number = VersionNumber(sdk),
                    !iosReleases.contains(where: { shipped(number, as: $0) })
                {
                    findings.append(
                        Finding(
                            .toolReleases,
                            .sdkNotARelease(entry: entry, release: ValueText.quoted(release.version), sdk: ValueText.quoted(sdk)),
                            at: release.origin))
                }
                if wholeTools, let xcode = release.xcode, let number = VersionNumber(xcode), !xcodeReleases.contains(number.releaseForm) {
                    findings.append(
                        Finding(
                            .toolReleases,
                            .unknownXcodeRelease(entry: entry, release: ValueText.quoted(release.version), xcode: ValueText.quoted(xcode)),
                            at: release.origin))
                }
            }
        }
        return findings
    }

    /// Whether the SDK `sdk` corresponds to the iOS release `release`: the same version (11.0
    /// and 11.0.0 alike), or a release within the SDK's line (the iOS 4.2 SDK and iOS 4.2.1,
    /// the first 4.2 release that shipped).
    static func shipped(_ sdk: VersionNumber, as release: VersionNumber) -> Bool {
        sdk.releaseForm == release.releaseForm || sdk.releaseForm.contains(release)
    }
}
