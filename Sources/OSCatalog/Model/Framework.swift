/// A framework of the iOS SDK, placed in its architecture layer, with its availability.
public struct Framework: CatalogEntity, Hashable {
    public var id: String
    public var name: String
    /// The name used to import it (`CoreLocation`).
    public var module: String?
    /// The id of the layer the framework belongs to.
    public var layerID: String
    /// The ids of the versions that introduced, deprecated and removed it.
    public var introducedID: String
    public var deprecatedID: String?
    public var removedID: String?
    /// The id of the framework that replaces it, for deprecated or removed frameworks.
    public var replacedByID: String?
    public var summary: LocalizedText
    /// What the framework lets an app do.
    public var capabilities: [LocalizedText]
    /// Ids of related frameworks.
    public var relatedIDs: [String]
    public var notes: [LocalizedText]
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    public var origin: SourceLocation
    public var kind: EntityKind { .framework }

    /// Creates a framework entry.
    public init(
        id: String, name: String, module: String? = nil, layerID: String, introducedID: String,
        deprecatedID: String? = nil, removedID: String? = nil, replacedByID: String? = nil,
        summary: LocalizedText, capabilities: [LocalizedText] = [], relatedIDs: [String] = [],
        notes: [LocalizedText] = [], citations: [Citation], sourceNotes: [LocalizedText] = [], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.module = module
        self.layerID = layerID
        self.introducedID = introducedID
        self.deprecatedID = deprecatedID
        self.removedID = removedID
        self.replacedByID = replacedByID
        self.summary = summary
        self.capabilities = capabilities
        self.relatedIDs = relatedIDs
        self.notes = notes
        self.citations = citations
        self.sourceNotes = sourceNotes
        self.origin = origin
    }
}
