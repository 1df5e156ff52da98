/// One of the four architecture layers of iOS, from Cocoa Touch at the top to Core OS.
public struct Layer: CatalogEntity, Hashable {
    public var id: String
    public var name: String
    /// 1 for the top layer (Cocoa Touch), increasing downwards.
    public var position: Int
    public var summary: LocalizedText
    public var notes: [LocalizedText]
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    public var origin: SourceLocation
    public var kind: EntityKind { .layer }

    /// Creates a layer entry.
    public init(
        id: String, name: String, position: Int, summary: LocalizedText,
        notes: [LocalizedText] = [], citations: [Citation], sourceNotes: [LocalizedText] = [], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.position = position
        self.summary = summary
        self.notes = notes
        self.citations = citations
        self.sourceNotes = sourceNotes
        self.origin = origin
    }
}
