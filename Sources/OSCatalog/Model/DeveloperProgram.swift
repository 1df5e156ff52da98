/// A membership program for developers (individual, enterprise, university).
public struct DeveloperProgram: CatalogEntity, Hashable {
    public var id: String
    public var name: String
    public var price: Price
    public var summary: LocalizedText
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
        id: String, name: String, price: Price, summary: LocalizedText, benefits: [LocalizedText] = [],
        notes: [LocalizedText] = [], citations: [Citation], sourceNotes: [LocalizedText] = [], origin: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.price = price
        self.summary = summary
        self.benefits = benefits
        self.notes = notes
        self.citations = citations
        self.sourceNotes = sourceNotes
        self.origin = origin
    }
}

/// What a program costs, exactly as the source states it.
public struct Price: Sendable, Hashable {
    /// How often the amount is paid.
    public enum Period: String, CaseIterable, Sendable {
        case year
        case month
        case once
    }

    /// The amount as written in the catalog (decimal text, never a binary floating point value).
    public var amount: String
    /// ISO 4217 currency code.
    public var currency: String
    public var period: Period

    /// Creates a price.
    public init(amount: String, currency: String, period: Period) {
        self.amount = amount
        self.currency = currency
        self.period = period
    }

    /// Whether the program is free.
    public var isFree: Bool { amount.allSatisfy { $0 == "0" || $0 == "." } }
}
