/// An entry of the bibliography: a source document or a public reference that facts cite.
public struct Source: CatalogEntity, Hashable {
    /// What sort of document a source is.
    public enum Kind: String, CaseIterable, Sendable {
        case thesis
        case tutorial
        case labAssignment = "lab-assignment"
        case appleDocumentation = "apple-documentation"
        case sdkHeader = "sdk-header"
        case pressRelease = "press-release"
        case referenceWork = "reference-work"
        case webPage = "web-page"
    }

    /// The entry's stable kebab-case id (`stefancik-2015`), unique across the catalog; citations
    /// name the source by it.
    public var id: String
    /// The title in the source's own language.
    public var title: String
    /// What sort of document the source is (`kind` in the JSON; ``kind`` is the entity kind).
    public var sourceKind: Kind
    /// The authors, people or organizations (`Apple Inc.`), as the source names them; empty when
    /// it names none.
    public var authors: [String]
    /// Who published the document (a university faculty, `Apple Inc., Documentation Archive`);
    /// nil when the source does not say (never guessed).
    public var publisher: String?
    /// The year of publication; nil when the source does not give it (never guessed).
    public var year: Int?
    /// The language the source is written in (a BCP 47 tag).
    public var language: String
    /// An https address, for public references.
    public var url: String?
    /// The iOS SDK a header comes from (`17.0`), for `sdk-header` sources: availability
    /// annotations differ between SDKs, so a header citation names the SDK it was read in.
    public var sdkVersion: String?
    /// A one- or two-sentence description of the document.
    public var summary: LocalizedText
    /// Where the entry is written in the catalog, for diagnostics.
    public var origin: SourceLocation
    /// Always ``EntityKind/source``.
    public var kind: EntityKind { .source }
    /// A source's name is its title.
    public var name: String { title }
    /// Sources are not cited; they are what is cited.
    public var citations: [Citation] { [] }
    /// Always empty: remarks about sources belong to the entries that cite them.
    public var sourceNotes: [LocalizedText] { [] }
    /// Always empty: a source carries no remarks about the platform.
    public var notes: [LocalizedText] { [] }

    /// Creates a bibliography entry.
    public init(
        id: String, title: String, sourceKind: Kind, authors: [String] = [], publisher: String? = nil,
        year: Int? = nil, sdkVersion: String? = nil, language: String, url: String? = nil, summary: LocalizedText,
        origin: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.sourceKind = sourceKind
        self.authors = authors
        self.publisher = publisher
        self.year = year
        self.sdkVersion = sdkVersion
        self.language = language
        self.url = url
        self.summary = summary
        self.origin = origin
    }
}
