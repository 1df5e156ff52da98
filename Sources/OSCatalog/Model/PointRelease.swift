/// One public release of a major version (`17.0`, `17.2`, `17.2.1`): the update that reached
/// devices on `date`. Versions list theirs in version order, x.0 first.
public struct PointRelease: Sendable, Hashable {
    /// The version as Apple writes it: `17.2`, `17.2.1`, `1.1.1`.
    public var version: String
    /// The day Apple made the release public.
    public var date: CatalogDate
    /// Apple's build number (`21C62`), when a reliable source gives it.
    public var build: String?
    /// Where the date (and build) come from.
    public var citations: [Citation]
    /// Where the release is written in the catalog, for diagnostics.
    public var origin: SourceLocation

    /// Creates a point release.
    public init(version: String, date: CatalogDate, build: String? = nil, citations: [Citation], origin: SourceLocation) {
        self.version = version
        self.date = date
        self.build = build
        self.citations = citations
        self.origin = origin
    }

    /// The parsed ``version``, or nil when it is not a dotted number (the schema rules that out).
    public var number: VersionNumber? { VersionNumber(version) }

    /// The numeric parts of ``version`` (`[17, 2, 1]`), or nil when it is not a dotted number.
    public var components: [Int]? { number?.parts }

    /// Whether `lhs` comes before `rhs` by version number: 17.2 < 17.2.1 < 17.10.
    public static func precedes(_ lhs: PointRelease, _ rhs: PointRelease) -> Bool {
        guard let left = lhs.number, let right = rhs.number else { return lhs.version < rhs.version }
        return left < right
    }
}
