/// One release of a tool: an Xcode version with the iOS SDK it ships, the oldest macOS it runs
/// on and the Swift compiler it bundles, or a Swift language version with the Xcode that first
/// shipped it. Fields a tool does not have stay nil.
public struct ToolRelease: Sendable, Hashable {
    /// The release's version (`15.3`, `5.10`).
    public var version: String
    /// Apple's build number (`15E204a`), when the source gives it.
    public var build: String?
    /// The public release day.
    public var date: CatalogDate
    /// The iOS SDK version bundled with this Xcode (`17.4`).
    public var iosSDK: String?
    /// The build of that SDK (`21E210`), when the source gives it; for early Xcode releases the
    /// source names the SDK only by build.
    public var iosSDKBuild: String?
    /// The oldest macOS version this Xcode runs on (`13.5`).
    public var minimumMacOS: String?
    /// The Swift compiler version bundled with this Xcode (`5.10`).
    public var swift: String?
    /// For a Swift version: the first Xcode release that shipped it (`15.3`).
    public var xcode: String?
    /// Where the facts come from.
    public var citations: [Citation]
    /// Where the release is written in the catalog, for diagnostics.
    public var origin: SourceLocation

    /// Creates a tool release.
    public init(
        version: String, build: String? = nil, date: CatalogDate, iosSDK: String? = nil, iosSDKBuild: String? = nil,
        minimumMacOS: String? = nil, swift: String? = nil, xcode: String? = nil, citations: [Citation], origin: SourceLocation
    ) {
        self.version = version
        self.build = build
        self.date = date
        self.iosSDK = iosSDK
        self.iosSDKBuild = iosSDKBuild
        self.minimumMacOS = minimumMacOS
        self.swift = swift
        self.xcode = xcode
        self.citations = citations
        self.origin = origin
    }
}
