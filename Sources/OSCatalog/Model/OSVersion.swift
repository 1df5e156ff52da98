/// A major release of the operating system, from iPhone OS 1 to today.
public struct OSVersion: CatalogEntity, Hashable {
    /// The entry's stable id (`ios-7`, `iphone-os-2`), unique across the catalog; always a major
    /// version, never a point release.
    public var id: String
    /// "iPhone OS 3", "iOS 7".
    public var name: String
    /// The major version number; versions are ordered by it.
    public var major: Int
    /// The day Apple first presented the version (usually the WWDC keynote).
    public var announced: CatalogDate
    /// The public release day of the x.0 version.
    public var released: CatalogDate
    /// A one- or two-sentence description of the release.
    public var summary: LocalizedText
    /// Headline features of the release.
    public var highlights: [LocalizedText]
    /// Remarks about the platform a reader must know; empty when there are none.
    public var notes: [LocalizedText]
    /// Every public release of this major, x.0 first, in version order (empty when the
    /// catalog does not record them).
    public var releases: [PointRelease]
    /// Whether Apple still ships updates for this major, as of a dated source; nil when the
    /// catalog has no source for it.
    public var support: SupportStatus?
    /// The sources of the entry's own facts (point releases and the support status cite their
    /// own); at least one.
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    /// Where the entry is written in the catalog, for diagnostics.
    public var origin: SourceLocation
    /// Always ``EntityKind/version``.
    public var kind: EntityKind { .version }

    /// Creates a version entry.
    public init(
        id: String, name: String, major: Int, announced: CatalogDate, released: CatalogDate,
        summary: LocalizedText, highlights: [LocalizedText] = [], notes: [LocalizedText] = [], releases: [PointRelease] = [],
        support: SupportStatus? = nil, citations: [Citation], sourceNotes: [LocalizedText] = [], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.major = major
        self.announced = announced
        self.released = released
        self.summary = summary
        self.highlights = highlights
        self.notes = notes
        self.releases = releases
        self.support = support
        self.citations = citations
        self.sourceNotes = sourceNotes
        self.origin = origin
    }

    /// The newest release by version number: what devices on this major can update to.
    public var latestRelease: PointRelease? {
        releases.max { PointRelease.precedes($0, $1) }
    }

    /// The day of the most recent release of this major (its last update so far).
    public var lastUpdate: CatalogDate? { releases.map(\.date).max() }
}
