/// One of the four architecture layers of iOS, from Cocoa Touch at the top to Core OS.
public struct Layer: CatalogEntity, Hashable {
    public var id: String
    public var name: String
    /// 1 for the top layer (Cocoa Touch), increasing downwards.
    public var position: Int
    public var summary: LocalizedText
    public var notes: [LocalizedText]
    public var citations: [Citation]
    public var origin: SourceLocation
    public var kind: EntityKind { .layer }

    /// Creates a layer entry.
    public init(
        id: String, name: String, position: Int, summary: LocalizedText,
        notes: [LocalizedText] = [], citations: [Citation], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.position = position
        self.summary = summary
        self.notes = notes
        self.citations = citations
        self.origin = origin
    }
}
