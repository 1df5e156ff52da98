/// The whole catalog, loaded and cross-checked: every reference in it resolves.
///
/// Collections are kept in a stable reading order (versions by number, layers top to bottom,
/// frameworks by name …) so every listing is deterministic.
public struct Catalog: Sendable {
    /// The major OS versions, oldest first (by ``OSVersion/major``).
    public private(set) var versions: [OSVersion]
    /// The architecture layers, top to bottom (by ``Layer/position``).
    public private(set) var layers: [Layer]
    /// The layer services, grouped by their layer's position, then by name.
    public private(set) var services: [LayerService]
    /// The frameworks by name (case-insensitive and independent of the locale; the id breaks
    /// ties).
    public private(set) var frameworks: [Framework]
    /// The media formats, grouped by ``Codec/Kind`` in declaration order (audio first), then by
    /// name.
    public private(set) var codecs: [Codec]
    /// The developer programs, by id.
    public private(set) var programs: [DeveloperProgram]
    /// The development tools and requirements, by name.
    public private(set) var tools: [DevelopmentTool]
    /// The bibliography, by id.
    public private(set) var sources: [Source]
    private var index: [String: any CatalogEntity]

    /// Builds a catalog from decoded entries; callers must have checked ids and references
    /// (the loader does).
    init(entities: [any CatalogEntity]) {
        func collect<T>(_ type: T.Type) -> [T] { entities.compactMap { $0 as? T } }
        versions = collect(OSVersion.self).sorted { ($0.major, $0.id) < ($1.major, $1.id) }
        layers = collect(Layer.self).sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        sources = collect(Source.self).sorted { $0.id < $1.id }
        programs = collect(DeveloperProgram.self).sorted { $0.id < $1.id }
        tools = Catalog.sortedByName(collect(DevelopmentTool.self))
        frameworks = Catalog.sortedByName(collect(Framework.self))
        codecs = Catalog.sortedByName(collect(Codec.self)) { Codec.Kind.allCases.firstIndex(of: $0.codecKind) ?? 0 }
        var index: [String: any CatalogEntity] = [:]
        for entity in entities { index[entity.id] = entity }
        self.index = index
        let layerPositions = Dictionary(layers.map { ($0.id, $0.position) }, uniquingKeysWith: { first, _ in first })
        services = Catalog.sortedByName(collect(LayerService.self)) { layerPositions[$0.layerID] ?? Int.max }
    }

    /// Sorted by `group` (ascending), then case-insensitive name order with the id as
    /// tie-breaker, independent of the user's locale. Each name is lowercased once, not in
    /// every comparison (n log n allocations at the larger scales).
    static func sortedByName<T: CatalogEntity>(_ entries: [T], group: (T) -> Int = { _ in 0 }) -> [T] {
        let keyed = entries.map { (group: group($0), name: $0.name.lowercased(), entry: $0) }
        return keyed.sorted { lhs, rhs in
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            return lhs.name != rhs.name ? lhs.name < rhs.name : lhs.entry.id < rhs.entry.id
        }.map(\.entry)
    }

    /// The entry with `id`, of any kind.
    public func entity(id: String) -> (any CatalogEntity)? { index[id] }

    /// Every entry of every kind, in kind order then collection order.
    public var allEntities: [any CatalogEntity] {
        var all: [any CatalogEntity] = []
        all += versions as [any CatalogEntity]
        all += layers as [any CatalogEntity]
        all += services as [any CatalogEntity]
        all += frameworks as [any CatalogEntity]
        all += codecs as [any CatalogEntity]
        all += programs as [any CatalogEntity]
        all += tools as [any CatalogEntity]
        all += sources as [any CatalogEntity]
        return all
    }

    /// The version with `id`.
    public func version(id: String) -> OSVersion? { index[id] as? OSVersion }
    /// The layer with `id`.
    public func layer(id: String) -> Layer? { index[id] as? Layer }
    /// The framework with `id`.
    public func framework(id: String) -> Framework? { index[id] as? Framework }
    /// The source with `id`.
    public func source(id: String) -> Source? { index[id] as? Source }

    /// The position of a version in release order (0 for the first), for comparisons.
    public func order(ofVersion id: String) -> Int? { versions.firstIndex { $0.id == id } }
}
