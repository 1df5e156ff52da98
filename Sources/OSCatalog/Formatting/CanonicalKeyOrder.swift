import JSONReader
import Locales

/// The canonical order of the members of one kind of catalog object, and of the objects nested
/// in it, as docs/CATALOG-FORMAT.md lists them.
///
/// Ordering only moves members; it never adds, drops or changes one. Members the order does not
/// know (which validation reports anyway) keep their relative order after the known ones, and
/// their values are left exactly as they are. Keys compare exactly, code point by code point
/// (RFC 8259 §8.3), not by Swift's canonical equivalence.
///
/// ```swift
/// let ordered = CanonicalKeyOrder.entry(for: .framework).ordered(object)
/// ```
public struct CanonicalKeyOrder: Sendable {
    /// The known keys, in canonical order.
    public let keys: [String]
    /// For a known key whose value is an object, or an array of objects: how to order those.
    private let nestedOrders: [[UInt8]: CanonicalKeyOrder]
    /// The rank of each known key, by its exact UTF-8 bytes.
    private let ranks: [[UInt8]: Int]

    /// Creates an order from its known keys and the orders of objects nested under some of them.
    /// - Parameters:
    ///   - keys: The known keys, in canonical order.
    ///   - nested: For keys whose value is an object or an array of objects, the order of those objects.
    public init(_ keys: [String], nested: [String: CanonicalKeyOrder] = [:]) {
        self.keys = keys
        var ranks: [[UInt8]: Int] = [:]
        for (rank, key) in keys.enumerated() where ranks[Array(key.utf8)] == nil {
            ranks[Array(key.utf8)] = rank
        }
        self.ranks = ranks
        var nestedOrders: [[UInt8]: CanonicalKeyOrder] = [:]
        for (key, order) in nested { nestedOrders[Array(key.utf8)] = order }
        self.nestedOrders = nestedOrders
    }

    /// The order of the objects nested under `key` (its object value or the objects in its array
    /// value), if the format defines one.
    public func nested(for key: String) -> CanonicalKeyOrder? {
        nestedOrders[Array(key.utf8)]
    }

    /// `object` with its members in canonical order: known keys first, in ``keys`` order, then
    /// unknown keys in their original relative order. Known members whose values are objects (or
    /// arrays of objects) of a known shape are ordered too; every other value is kept as it is.
    public func ordered(_ object: JSONObject) -> JSONObject {
        let unknownRank = keys.count
        let ranked = object.members.enumerated().map { index, member in
            (rank: ranks[Array(member.key.utf8)] ?? unknownRank, index: index, member: member)
        }
        let sorted = ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }
        return JSONObject(
            sorted.map { item in
                var member = item.member
                if item.rank < unknownRank, let nested = nestedOrders[Array(member.key.utf8)] {
                    member.value = nested.ordered(member.value)
                }
                return member
            })
    }

    /// `value` with its members ordered when it is an object, or with each object element
    /// ordered when it is an array; any other value unchanged. Array elements keep their order.
    public func ordered(_ value: JSONValue) -> JSONValue {
        var result = value
        switch value.kind {
        case .object(let object):
            result.kind = .object(ordered(object))
        case .array(let elements):
            result.kind = .array(
                elements.map { element in
                    guard let object = element.objectValue else { return element }
                    var ordered = element
                    ordered.kind = .object(self.ordered(object))
                    return ordered
                })
        default:
            break
        }
        return result
    }
}

extension CanonicalKeyOrder {
    /// A localized text: `en`, `cs`, `fr`, `ru`, `sv` (English, the source, first).
    public static let localizedText = CanonicalKeyOrder(CatalogLanguage.allCases.map(\.code))

    /// A citation: `source`, `locator`.
    public static let citation = CanonicalKeyOrder(["source", "locator"])

    /// A program's price: `amount`, `currency`, `period`.
    public static let price = CanonicalKeyOrder(
        ["amount", "currency", "period", "asOf", "citations"], nested: ["citations": .citation])

    /// A video codec's limits, in the documented order.
    public static let limits = CanonicalKeyOrder([
        "maxBitrateKbps", "maxWidth", "maxHeight", "maxFrameRate", "profile", "level", "audio",
    ])

    /// An entry of `sources`: `id`, `kind`, `authors`, `title`, `publisher`, `year`, `sdkVersion`,
    /// `language`, `url`, `summary`.
    public static let source = CanonicalKeyOrder(
        ["id", "kind", "authors", "title", "publisher", "year", "sdkVersion", "language", "url", "summary"],
        nested: ["summary": .localizedText])

    /// An entry of `versions`.
    public static let version = CanonicalKeyOrder(
        [
            "id", "name", "major", "announced", "released", "summary", "highlights", "notes", "releases", "support",
            "citations", "sourceNotes",
        ],
        nested: [
            "summary": .localizedText, "highlights": .localizedText, "notes": .localizedText, "releases": .pointRelease,
            "support": .supportStatus, "citations": .citation, "sourceNotes": .localizedText,
        ])

    /// A version's point release, in the documented order.
    public static let pointRelease = CanonicalKeyOrder(["version", "date", "build", "citations"], nested: ["citations": .citation])

    /// A version's support status, in the documented order.
    public static let supportStatus = CanonicalKeyOrder(["receivesUpdates", "asOf", "citations"], nested: ["citations": .citation])

    /// A tool's release, in the documented order.
    public static let toolRelease = CanonicalKeyOrder(
        ["version", "build", "date", "iosSDK", "iosSDKBuild", "minimumMacOS", "swift", "xcode", "citations"],
        nested: ["citations": .citation])

    /// An entry of `layers`.
    public static let layer = CanonicalKeyOrder(
        ["id", "name", "position", "summary", "notes", "citations", "sourceNotes"],
        nested: ["summary": .localizedText, "notes": .localizedText, "citations": .citation, "sourceNotes": .localizedText])

    /// An entry of `services`.
    public static let service = CanonicalKeyOrder(
        ["id", "name", "layer", "introduced", "summary", "notes", "citations", "sourceNotes"],
        nested: ["summary": .localizedText, "notes": .localizedText, "citations": .citation, "sourceNotes": .localizedText])

    /// An entry of `frameworks`.
    public static let framework = CanonicalKeyOrder(
        [
            "id", "name", "module", "layer", "layerBasis", "layerRationale", "introduced", "deprecated", "removed",
            "replacedBy", "summary", "capabilities", "related", "notes", "citations", "sourceNotes",
        ],
        nested: [
            "layerRationale": .localizedText, "summary": .localizedText, "capabilities": .localizedText, "notes": .localizedText,
            "citations": .citation,
            "sourceNotes": .localizedText,
        ])

    /// An entry of `codecs`.
    public static let codec = CanonicalKeyOrder(
        [
            "id", "name", "kind", "introduced", "introducedBasis", "summary", "containers", "limits", "support", "notes", "citations",
            "sourceNotes",
        ],
        nested: [
            "summary": .localizedText, "limits": .limits, "support": .mediaSupport, "notes": .localizedText, "citations": .citation,
            "sourceNotes": .localizedText,
        ])

    /// A codec's support fact, in the documented order.
    public static let mediaSupport = CanonicalKeyOrder(
        ["feature", "since", "requires", "citations"], nested: ["requires": .localizedText, "citations": .citation])

    /// An entry of `programs`.
    public static let program = CanonicalKeyOrder(
        ["id", "name", "status", "started", "ended", "prices", "summary", "eligibility", "benefits", "notes", "citations", "sourceNotes"],
        nested: [
            "prices": .price, "summary": .localizedText, "eligibility": .localizedText, "benefits": .localizedText,
            "notes": .localizedText,
            "citations": .citation, "sourceNotes": .localizedText,
        ])

    /// An entry of `tools`.
    public static let tool = CanonicalKeyOrder(
        ["id", "name", "kind", "summary", "details", "notes", "effective", "announced", "until", "releases", "citations", "sourceNotes"],
        nested: [
            "summary": .localizedText, "details": .localizedText, "notes": .localizedText, "releases": .toolRelease,
            "citations": .citation, "sourceNotes": .localizedText,
        ])

    /// The order of an entry of the collection of `kind`.
    public static func entry(for kind: EntityKind) -> CanonicalKeyOrder {
        switch kind {
        case .source: source
        case .version: version
        case .layer: layer
        case .service: service
        case .framework: framework
        case .codec: codec
        case .program: program
        case .tool: tool
        }
    }

    /// The collections in the order they appear in a file: `sources`, `versions`, `layers`,
    /// `services`, `frameworks`, `codecs`, `programs`, `tools`.
    public static let collectionOrder: [EntityKind] = [
        .source, .version, .layer, .service, .framework, .codec, .program, .tool,
    ]

    /// A catalog file's top level: `$schema` first, then the collections in ``collectionOrder``,
    /// each collection's entries in their entry order.
    public static let file = CanonicalKeyOrder(
        ["$schema"] + collectionOrder.map(\.collectionKey),
        nested: Dictionary(uniqueKeysWithValues: collectionOrder.map { ($0.collectionKey, entry(for: $0)) }))
}
