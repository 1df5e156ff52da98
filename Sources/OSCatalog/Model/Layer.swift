/// One of the four architecture layers of iOS, from Cocoa Touch at the top to Core OS.
public struct Layer: CatalogEntity, Hashable {
    /// The entry's stable kebab-case id (`core-services`), unique across the catalog.
    public var id: String
    /// The layer's name as Apple writes it (`Core Services`), never translated.
    public var name: String
    /// 1 for the top layer (Cocoa Touch), increasing downwards.
    public var position: Int
    /// A one- or two-sentence description of the layer.
    public var summary: LocalizedText
    /// Remarks about the platform a reader must know; empty when there are none.
    public var notes: [LocalizedText]
    /// The sources the entry's facts come from; at least one in a valid catalog.
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    /// Where the entry is written in the catalog, for diagnostics.
    public var origin: SourceLocation
    /// Always ``EntityKind/layer``.
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
