/// Whether Apple still ships updates for a major version, as a dated source states it: such a
/// status is true on a day, not forever, so it always carries the day of its source.
public struct SupportStatus: Sendable, Hashable {
    /// Whether updates still ship for the version as of ``asOf``.
    public var receivesUpdates: Bool
    /// The day the source states the status (the day of the data it was read from).
    public var asOf: CatalogDate
    /// Where the status comes from.
    public var citations: [Citation]
    /// Where the status is written in the catalog, for diagnostics.
    public var origin: SourceLocation

    /// Creates a support status.
    public init(receivesUpdates: Bool, asOf: CatalogDate, citations: [Citation], origin: SourceLocation) {
        self.receivesUpdates = receivesUpdates
        self.asOf = asOf
        self.citations = citations
        self.origin = origin
    }
}
