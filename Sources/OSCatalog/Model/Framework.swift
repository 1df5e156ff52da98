/// A framework of the iOS SDK, placed in its architecture layer, with its availability.
public struct Framework: CatalogEntity, Hashable {
    /// The entry's stable kebab-case id (`core-location`), unique across the catalog.
    public var id: String
    /// The display name as Apple writes it (`Core Location`), never translated; ``module`` is the
    /// import name.
    public var name: String
    /// The name used to import it (`CoreLocation`).
    public var module: String?
    /// The id of the layer the framework belongs to.
    public var layerID: String
    /// Who placed the framework in its layer: an Apple overview, or oscat by the same criteria.
    public var layerBasis: LayerBasis?
    /// Why oscat placed it there, for `assigned` layers: one sentence.
    public var layerRationale: LocalizedText?
    /// The versions that introduced, deprecated and removed it: version references, so
    /// `ios-16.1` names a point release (see ``VersionReference``).
    public var introducedID: String
    /// The version reference of the release that deprecated the framework; nil when it is not
    /// deprecated.
    public var deprecatedID: String?
    /// The version reference of the release that removed the framework; nil when it has not been
    /// removed.
    public var removedID: String?
    /// The id of the framework that replaces it, for deprecated or removed frameworks.
    public var replacedByID: String?
    /// A one- or two-sentence description of the framework.
    public var summary: LocalizedText
    /// What the framework lets an app do.
    public var capabilities: [LocalizedText]
    /// Ids of related frameworks.
    public var relatedIDs: [String]
    /// Remarks about the platform a reader must know (a documented move between layers); empty
    /// when there are none.
    public var notes: [LocalizedText]
    /// The sources the entry's facts come from; at least one in a valid catalog.
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    /// Where the entry is written in the catalog, for diagnostics.
    public var origin: SourceLocation
    /// Always ``EntityKind/framework``.
    public var kind: EntityKind { .framework }

    /// Creates a framework entry.
    public init(
        id: String, name: String, module: String? = nil, layerID: String, layerBasis: LayerBasis? = nil,
        layerRationale: LocalizedText? = nil, introducedID: String,
        deprecatedID: String? = nil, removedID: String? = nil, replacedByID: String? = nil,
        summary: LocalizedText, capabilities: [LocalizedText] = [], relatedIDs: [String] = [],
        notes: [LocalizedText] = [], citations: [Citation], sourceNotes: [LocalizedText] = [], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.module = module
        self.layerID = layerID
        self.layerBasis = layerBasis
        self.layerRationale = layerRationale
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

/// Who placed a framework in its architecture layer.
///
/// Apple described the four layers only in the iOS 8-era Technology Overview; frameworks that
/// came later have a layer that oscat assigns by the same criteria, and readers are told which.
public enum LayerBasis: String, CaseIterable, Sendable, Hashable {
    /// An Apple overview places the framework in this layer.
    case apple
    /// oscat places it by the criteria of Apple's overview; `layerRationale` says why.
    case assigned
}
