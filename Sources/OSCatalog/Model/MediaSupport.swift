/// One thing iOS does with a media format from a given version: play it, capture it with the
/// camera or microphone, or let apps encode it. Each is a separate fact with its own source,
/// because the three often arrive years apart (HEVC played on iOS 11, ProRes was captured from
/// iOS 15.1 on some iPhones only).
public struct MediaSupport: Sendable, Hashable {
    /// What iOS does with the format.
    public enum Feature: String, CaseIterable, Sendable {
        /// Decoding and showing or playing it (video and audio playback, image display).
        case playback
        /// Recording it with the device's camera or microphone.
        case capture
        /// Writing it from an app (export, AVAssetWriter, an ImageIO destination).
        case encode
    }

    /// What iOS does with the format: play it, capture it or let apps encode it.
    public var feature: Feature
    /// The version reference (`ios-11`, `ios-17.2`) from which the feature is there; nil when
    /// a source confirms the feature but dates it to no release.
    public var sinceID: String?
    /// The devices or chips it needs, as Apple states it ("A9 chip or later"); nil when Apple
    /// states none.
    public var requires: LocalizedText?
    /// Where the fact comes from.
    public var citations: [Citation]
    /// Where the fact is written in the catalog, for diagnostics.
    public var origin: SourceLocation

    /// Creates a support fact.
    public init(feature: Feature, sinceID: String?, requires: LocalizedText? = nil, citations: [Citation], origin: SourceLocation) {
        self.feature = feature
        self.sinceID = sinceID
        self.requires = requires
        self.citations = citations
        self.origin = origin
    }
}
