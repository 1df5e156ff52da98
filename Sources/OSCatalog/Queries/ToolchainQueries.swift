/// Which Xcode releases a reader asks about: "which Xcode ships the iOS 17 SDK?", "which Xcode
/// runs on macOS 13?", "which Swift comes with Xcode 15.3?". Every field left nil matches all.
public struct XcodeQuery: Sendable, Hashable {
    /// Xcode releases within this version (`15` matches 15.0 to 15.4, `15.3` matches 15.3).
    public var version: VersionNumber?
    /// Xcode releases whose iOS SDK is within this version (`17` matches the 17.0 to 17.5 SDKs).
    public var iosSDK: VersionNumber?
    /// Xcode releases that run on this macOS: their minimum macOS is this version or older
    /// (`13` counts every macOS 13 update, so an Xcode that needs 13.5 matches).
    public var macOS: VersionNumber?
    /// Xcode releases whose bundled Swift is within this version (`5.10` matches 5.10 and 5.10.1).
    public var swift: VersionNumber?

    /// Creates a query; nil fields match every release.
    public init(version: VersionNumber? = nil, iosSDK: VersionNumber? = nil, macOS: VersionNumber? = nil, swift: VersionNumber? = nil) {
        self.version = version
        self.iosSDK = iosSDK
        self.macOS = macOS
        self.swift = swift
    }

    /// Whether `release` answers the query. A release without the asked fact (an SDK known only
    /// by build, no Swift before Xcode 6) does not match a filter on it.
    public func matches(_ release: ToolRelease) -> Bool {
        func within(_ filter: VersionNumber?, _ value: String?) -> Bool {
            guard let filter else { return true }
            guard let value, let number = VersionNumber(value) else { return false }
            return filter.contains(number)
        }
        guard within(version, release.version), within(iosSDK, release.iosSDK), within(swift, release.swift) else { return false }
        if let macOS {
            guard let minimum = release.minimumMacOS.flatMap(VersionNumber.init) else { return false }
            return macOS.contains(minimum) || minimum < macOS
        }
        return true
    }
}

extension Catalog {
    /// The id of the tool entry whose releases are Xcode's.
    public static let xcodeToolID = "xcode"
    /// The id of the tool entry whose releases are Swift's language versions.
    public static let swiftToolID = "swift"

    /// Xcode's releases, newest first (the order readers scan for "which one do I need").
    public var xcodeReleases: [ToolRelease] {
        Array((tools.first { $0.id == Catalog.xcodeToolID }?.releases ?? []).reversed())
    }

    /// Swift's language versions, newest first.
    public var swiftReleases: [ToolRelease] {
        Array((tools.first { $0.id == Catalog.swiftToolID }?.releases ?? []).reversed())
    }

    /// Xcode's releases that answer `query`, newest first.
    public func xcodeReleases(matching query: XcodeQuery) -> [ToolRelease] {
        xcodeReleases.filter(query.matches)
    }

    /// The dated App Store submission rules, newest first (by the day they take effect, then id).
    public var submissionRules: [DevelopmentTool] {
        tools.filter { $0.toolKind == .submissionRule }.sorted { lhs, rhs in
            switch (lhs.effective, rhs.effective) {
            case (let l?, let r?) where l != r: l > r
            case (nil, _?): false
            case (_?, nil): true
            default: lhs.id < rhs.id
            }
        }
    }
}
