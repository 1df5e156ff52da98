import JSONReader

/// The canonical order of the entries of each collection in a catalog file:
///
/// - `versions` by `major`;
/// - `layers` by `position`;
/// - `services` by the `position` of their `layer` (taken from the layers of the whole catalog
///   folder), then by `id`; services whose layer is not known come after the others, by `id`;
/// - `codecs` by `kind` (`audio`, `video`, `container`), then by `id`;
/// - `sources`, `frameworks`, `programs` and `tools` by `id`.
///
/// Ids compare by their exact code points (for kebab-case ids, plain ASCII order). Ties are
/// broken by `id` and then by the original order; an entry that lacks the field its collection is
/// ordered by (or has a value of the wrong type there) comes after those that have it, by `id`;
/// an entry without a string `id` comes after those with one; an element that is not an object
/// comes last. Sorting only moves entries: none is ever added, dropped or changed.
public struct CanonicalEntryOrder: Sendable {
    /// Each layer's `position`, by layer id.
    private let layerPositions: [[UInt8]: JSONNumber]

    /// Creates the order for a catalog whose layers have the given positions (layer id → `position`).
    public init(layerPositions: [String: JSONNumber]) {
        var positions: [[UInt8]: JSONNumber] = [:]
        for (id, position) in layerPositions { positions[Array(id.utf8)] = position }
        self.layerPositions = positions
    }

    /// Creates the order for a catalog made of `documents` (parsed catalog files): the layer
    /// positions are those of every `layers` entry with a string `id` and a number `position`
    /// (the first, when an id is repeated).
    public init(documents: [JSONValue]) {
        var positions: [[UInt8]: JSONNumber] = [:]
        for document in documents {
            guard let layers = document["layers"]?.arrayValue else { continue }
            for layer in layers {
                guard let id = layer["id"]?.stringValue, let position = layer["position"]?.numberValue else { continue }
                let key = Array(id.utf8)
                if positions[key] == nil { positions[key] = position }
            }
        }
        self.layerPositions = positions
    }

    /// The `position` of the layer `id`, if the catalog has that layer.
    public func position(ofLayer id: String) -> JSONNumber? {
        layerPositions[Array(id.utf8)]
    }

    /// `entries` of the collection of `kind` in canonical order (a stable sort).
    public func sorted(_ entries: [JSONValue], of kind: EntityKind) -> [JSONValue] {
        entries.enumerated()
            .map { (key: sortKey(for: $0.element, of: kind, index: $0.offset), entry: $0.element) }
            .sorted { $0.key < $1.key }
            .map(\.entry)
    }

    /// Where one entry goes: first by `group` (known before unknown), then by `number`, then by
    /// `id`, then by original `index`.
    struct SortKey: Comparable {
        var group: Int
        var number: JSONNumber?
        var id: [UInt8]?
        var index: Int

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            switch (lhs.number, rhs.number) {
            case (let left?, let right?) where left != right: return left < right
            case (.some, .none): return true
            case (.none, .some): return false
            default: break
            }
            switch (lhs.id, rhs.id) {
            case (let left?, let right?) where left != right: return left.lexicographicallyPrecedes(right)
            case (.some, .none): return true
            case (.none, .some): return false
            default: break
            }
            return lhs.index < rhs.index
        }

        static func == (lhs: SortKey, rhs: SortKey) -> Bool {
            !(lhs < rhs) && !(rhs < lhs)
        }
    }

    /// The codec kinds in their canonical order.
    private static let codecKinds = Codec.Kind.allCases.map { Array($0.rawValue.utf8) }

    func sortKey(for entry: JSONValue, of kind: EntityKind, index: Int) -> SortKey {
        guard let object = entry.objectValue else {
            return SortKey(group: Int.max, number: nil, id: nil, index: index)
        }
        let id = object["id"]?.stringValue.map { Array($0.utf8) }
        switch kind {
        case .version:
            let major = object["major"]?.numberValue
            return SortKey(group: major == nil ? 1 : 0, number: major, id: id, index: index)
        case .layer:
            let position = object["position"]?.numberValue
            return SortKey(group: position == nil ? 1 : 0, number: position, id: id, index: index)
        case .service:
            let layerPosition = object["layer"]?.stringValue.flatMap { self.position(ofLayer: $0) }
            return SortKey(group: layerPosition == nil ? 1 : 0, number: layerPosition, id: id, index: index)
        case .codec:
            let codecKind = object["kind"]?.stringValue.map { Array($0.utf8) }
            let rank = codecKind.flatMap { CanonicalEntryOrder.codecKinds.firstIndex(of: $0) }
            return SortKey(group: rank ?? CanonicalEntryOrder.codecKinds.count, number: nil, id: id, index: index)
        case .source, .framework, .program, .tool:
            return SortKey(group: 0, number: nil, id: id, index: index)
        }
    }
}
