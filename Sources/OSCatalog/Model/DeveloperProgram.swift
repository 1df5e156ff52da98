/// A membership program for developers: the paid memberships, the free ones, the fee waiver and
/// the reduced commission, current or retired.
public struct DeveloperProgram: CatalogEntity, Hashable {
    /// Whether Apple still offers a program.
    public enum Status: String, CaseIterable, Sendable {
        case active
        case retired
    }

    /// The entry's stable kebab-case id (`apple-developer-program`), unique across the catalog.
    public var id: String
    /// The program's name as Apple writes it (`Apple Developer Program`), never translated.
    public var name: String
    /// Whether Apple still offers the program; a retired program has ``ended``, an active one
    /// has none.
    public var status: Status
    /// When the program began, to the year or the day the sources give; nil when no source dates it.
    public var started: YearOrDay?
    /// When a retired program ended; nil for an active one.
    public var ended: YearOrDay?
    /// What the program costs, one entry per currency and source date, oldest first.
    public var prices: [DatedPrice]
    /// A one- or two-sentence description of the program.
    public var summary: LocalizedText
    /// Who may join.
    public var eligibility: LocalizedText?
    /// What membership gives.
    public var benefits: [LocalizedText]
    /// Remarks about the platform a reader must know; empty when there are none.
    public var notes: [LocalizedText]
    /// The sources of the entry's own facts (each price cites its own); at least one.
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    /// Where the entry is written in the catalog, for diagnostics.
    public var origin: SourceLocation
    /// Always ``EntityKind/program``.
    public var kind: EntityKind { .program }

    /// Creates a program entry.
    public init(
        id: String, name: String, status: Status, started: YearOrDay? = nil, ended: YearOrDay? = nil,
        prices: [DatedPrice] = [], summary: LocalizedText, eligibility: LocalizedText? = nil,
        benefits: [LocalizedText] = [], notes: [LocalizedText] = [], citations: [Citation],
        sourceNotes: [LocalizedText] = [], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.started = started
        self.ended = ended
        self.prices = prices
        self.summary = summary
        self.eligibility = eligibility
        self.benefits = benefits
        self.notes = notes
        self.citations = citations
        self.sourceNotes = sourceNotes
        self.origin = origin
    }

    /// The most recent price in each currency, in the order the currencies first appear.
    public var latestPrices: [DatedPrice] {
        var latest: [String: DatedPrice] = [:]
        var order: [String] = []
        for price in prices {
            guard let seen = latest[price.price.currency] else {
                latest[price.price.currency] = price
                order.append(price.price.currency)
                continue
            }
            if price.asOf >= seen.asOf { latest[price.price.currency] = price }
        }
        return order.compactMap { latest[$0] }
    }
}
