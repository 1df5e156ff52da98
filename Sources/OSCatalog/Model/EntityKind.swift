/// The kinds of entries the catalog holds, one per catalog collection.
public enum EntityKind: String, CaseIterable, Sendable, Comparable {
    case version
    case layer
    case service
    case framework
    case codec
    case program
    case tool
    case source

    /// The name of the catalog collection (the top-level key in catalog files).
    public var collectionKey: String {
        switch self {
        case .version: "versions"
        case .layer: "layers"
        case .service: "services"
        case .framework: "frameworks"
        case .codec: "codecs"
        case .program: "programs"
        case .tool: "tools"
        case .source: "sources"
        }
    }

    /// The kind whose collection is named `key`, if any.
    public init?(collectionKey key: String) {
        guard let kind = EntityKind.allCases.first(where: { $0.collectionKey == key }) else { return nil }
        self = kind
    }

    /// Orders kinds as declared (version, layer, service … source): the order of
    /// ``Catalog/allEntities``, and of search results that score the same.
    public static func < (lhs: EntityKind, rhs: EntityKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
