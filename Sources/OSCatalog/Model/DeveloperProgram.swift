/// A membership program for developers: the paid memberships, the free ones, the fee waiver and
/// the reduced commission, current or retired.
public struct DeveloperProgram: CatalogEntity, Hashable {
    /// Whether Apple still offers a program.
    public enum Status: String, CaseIterable, Sendable {
        case active
        case retired
    }

    public var id: String
    public var name: String
    public var status: Status
    /// When the program began, to the year or the day the sources give; nil when no source dates it.
    public var started: YearOrDay?
    /// When a retired program ended; nil for an active one.
    public var ended: YearOrDay?
    /// What the program costs, one entry per currency and source date, oldest first.
    public var prices: [DatedPrice]
    public var summary: LocalizedText
    /// Who may join.
    public var eligibility: LocalizedText?
    /// What membership gives.
    public var benefits: [LocalizedText]
    public var notes: [LocalizedText]
    public var citations: [Citation]
    /// Remarks about the sources rather than the platform (what a document says, where
    /// documents disagree): shown with the sources, never in the main text.
    public var sourceNotes: [LocalizedText]
    public var origin: SourceLocation
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
        var latest: [String: DatedPrice] = [:], order: [String] = []
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
