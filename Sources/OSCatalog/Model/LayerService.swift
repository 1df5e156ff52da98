/// A high-level service a layer offers apps (AirDrop, Multitasking, Grand Central Dispatch,
/// SQLite …): a capability of the platform rather than a single framework.
public struct LayerService: CatalogEntity, Hashable {
    /// The entry's stable kebab-case id (`airdrop`), unique across the catalog.
    public var id: String
    /// The display name (`Grand Central Dispatch`), never translated.
    public var name: String
    /// The id of the layer the service belongs to.
    public var layerID: String
    /// The id of the version that introduced the service, where known.
    public var introducedID: String?
    /// A one- or two-sentence description of the service.
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
    /// Always ``EntityKind/service``.
    public var kind: EntityKind { .service }

    /// Creates a service entry.
    public init(
        id: String, name: String, layerID: String, introducedID: String? = nil,
        summary: LocalizedText, notes: [LocalizedText] = [], citations: [Citation], sourceNotes: [LocalizedText] = [],
        origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.layerID = layerID
        self.introducedID = introducedID
        self.summary = summary
        self.notes = notes
        self.citations = citations
        self.sourceNotes = sourceNotes
        self.origin = origin
    }
}
