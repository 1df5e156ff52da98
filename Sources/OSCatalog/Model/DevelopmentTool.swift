/// A development tool or requirement: Xcode, Interface Builder, the simulator, a Mac …
public struct DevelopmentTool: CatalogEntity, Hashable {
    /// What sort of tool an entry is.
    public enum Kind: String, CaseIterable, Sendable {
        case ide
        case language
        case compiler
        case simulator
        case profiler
        case interfaceBuilder = "interface-builder"
        case debugger
        case sdk
        case requirement
        case service
        /// A dated App Store submission rule ("from April 2024, apps must be built with the iOS 17 SDK").
        case submissionRule = "submission-rule"
    }

    /// The entry's stable kebab-case id (`xcode`, `swift`), unique across the catalog.
    public var id: String
    /// The display name (`Xcode`, `Interface Builder`), never translated.
    public var name: String
    /// What sort of tool or requirement this is (`kind` in the JSON; ``kind`` is the entity kind).
    public var toolKind: Kind
    /// A one- or two-sentence description of the tool, requirement or rule.
    public var summary: LocalizedText
    /// Further facts: parts, versions, requirements.
    public var details: [LocalizedText]
    /// Remarks about the platform a reader must know; empty when there are none.
    public var notes: [LocalizedText]
    /// The day from which the entry's fact holds: when a submission rule takes effect, or
    /// when a requirement began.
    public var effective: CatalogDate?
    /// The day a submission rule was announced, when the source gives it.
    public var announced: CatalogDate?
    /// The day from which the fact no longer holds (a requirement dropped, a service renamed).
    public var until: CatalogDate?
    /// The tool's releases, oldest first (Xcode, Swift).
    public var releases: [ToolRelease]
    /// The sources of the entry's own facts (each release cites its own); at least one.
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    /// Where the entry is written in the catalog, for diagnostics.
    public var origin: SourceLocation
    /// Always ``EntityKind/tool``.
    public var kind: EntityKind { .tool }

    /// Creates a tool entry.
    public init(
        id: String, name: String, toolKind: Kind, summary: LocalizedText, details: [LocalizedText] = [],
        notes: [LocalizedText] = [], effective: CatalogDate? = nil, announced: CatalogDate? = nil, until: CatalogDate? = nil,
        releases: [ToolRelease] = [], citations: [Citation], sourceNotes: [LocalizedText] = [], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.toolKind = toolKind
        self.summary = summary
        self.details = details
        self.notes = notes
        self.effective = effective
        self.announced = announced
        self.until = until
        self.releases = releases
        self.citations = citations
        self.sourceNotes = sourceNotes
        self.origin = origin
    }
}
