/// A media format the platform handles: an audio or video codec (or one of its profiles), an
/// image format, a streaming protocol, a subtitle format or a container.
public struct Codec: CatalogEntity, Hashable {
    /// What sort of format an entry describes, in the order listings group them.
    public enum Kind: String, CaseIterable, Sendable {
        case audio
        case video
        case image
        /// A streaming protocol (HTTP Live Streaming).
        case streaming
        case subtitle
        case container
    }

    /// The entry's stable kebab-case id (`audio-aac`, `video-h264-main`), unique across the catalog.
    public var id: String
    /// The format's display name (`Dolby Digital (AC-3)`), never translated.
    public var name: String
    /// What sort of format this is (`kind` in the JSON; ``kind`` is the entity kind); listings
    /// group codecs by it.
    public var codecKind: Kind
    /// File-name extensions without the dot, lower case (`m4v`, `mp4`, `mov`).
    public var containers: [String]
    /// Playback limits, for video profiles.
    public var limits: VideoLimits?
    /// The version reference (`ios-11`, `ios-17.2`) of the first release that handled the format
    /// at all; nil when no source dates it.
    public var introducedID: String?
    /// Whether a source says the format arrived in `introducedID`, or only documents it there.
    public var introducedBasis: IntroductionBasis
    /// What iOS does with the format and since when: playback, capture, encode.
    public var support: [MediaSupport]
    /// A one- or two-sentence description of the format.
    public var summary: LocalizedText
    /// Remarks about the platform a reader must know; empty when there are none.
    public var notes: [LocalizedText]
    /// The sources of the entry's own facts (each support fact cites its own); at least one.
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    /// Where the entry is written in the catalog, for diagnostics.
    public var origin: SourceLocation
    /// Always ``EntityKind/codec``.
    public var kind: EntityKind { .codec }

    /// Creates a codec entry.
    public init(
        id: String, name: String, codecKind: Kind, containers: [String] = [], limits: VideoLimits? = nil,
        introducedID: String? = nil, introducedBasis: IntroductionBasis = .stated, support: [MediaSupport] = [], summary: LocalizedText,
        notes: [LocalizedText] = [], citations: [Citation], sourceNotes: [LocalizedText] = [], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.codecKind = codecKind
        self.containers = containers
        self.limits = limits
        self.introducedID = introducedID
        self.introducedBasis = introducedBasis
        self.support = support
        self.summary = summary
        self.notes = notes
        self.citations = citations
        self.sourceNotes = sourceNotes
        self.origin = origin
    }
}

/// How far a format's introduced release is known: a source may date the format's arrival, or
/// only describe a release that already had it, so the format may be older.
public enum IntroductionBasis: String, CaseIterable, Sendable {
    /// A source states that the format arrived in that release.
    case stated
    /// The earliest source read describes that release and lists the format; it may be older.
    case documented
}

/// The largest video a profile plays: bit rate, frame size and rate, profile and level.
public struct VideoLimits: Sendable, Hashable {
    /// The highest bit rate, in kilobits per second; nil when the source states none.
    public var maxBitrateKbps: Int?
    /// The largest frame width, in pixels; nil when the source states none.
    public var maxWidth: Int?
    /// The largest frame height, in pixels; nil when the source states none.
    public var maxHeight: Int?
    /// The highest frame rate, in frames per second; nil when the source states none.
    public var maxFrameRate: Int?
    /// The codec profile as the source names it (`Baseline`, `Main 10`); nil when it names none.
    public var profile: String?
    /// The codec level as text, so it stays as the source writes it (`3.0`, `4.1`); nil when it
    /// names none.
    public var level: String?
    /// The audio track the profile allows, as the source states it.
    public var audio: String?

    /// Creates limits; every number is positive in a valid catalog.
    public init(
        maxBitrateKbps: Int? = nil, maxWidth: Int? = nil, maxHeight: Int? = nil, maxFrameRate: Int? = nil,
        profile: String? = nil, level: String? = nil, audio: String? = nil
    ) {
        self.maxBitrateKbps = maxBitrateKbps
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxFrameRate = maxFrameRate
        self.profile = profile
        self.level = level
        self.audio = audio
    }
}
