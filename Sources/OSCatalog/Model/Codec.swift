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

    public var id: String
    public var name: String
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
    public var summary: LocalizedText
    public var notes: [LocalizedText]
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    public var origin: SourceLocation
    public var kind: EntityKind { .codec }

    /// Creates a codec entry.
    public init(
        id: String, name: String, codecKind: Kind, containers: [String] = [], limits: VideoLimits? = nil,
        introducedID: String? = nil, introducedBasis: IntroductionBasis = .stated, support: [MediaSupport] = [], summary: LocalizedText, notes: [LocalizedText] = [], citations: [Citation], sourceNotes: [LocalizedText] = [], origin: SourceLocation
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
    public var maxBitrateKbps: Int?
    public var maxWidth: Int?
    public var maxHeight: Int?
    public var maxFrameRate: Int?
    public var profile: String?
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
