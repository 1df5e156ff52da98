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
    /// How often ``amount`` is paid: every year, every month or once.
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

/// A price as one source states it on one day: prices change and differ by region, so every
/// amount carries the date of the source that gives it.
public struct DatedPrice: Sendable, Hashable {
    /// The amount, currency and period, as the source states them.
    public var price: Price
    /// The publication day of the source that states the price.
    public var asOf: CatalogDate
    /// The sources that state the price.
    public var citations: [Citation]
    /// Where the price is written in the catalog, for diagnostics.
    public var origin: SourceLocation

    /// Creates a dated price.
    public init(price: Price, asOf: CatalogDate, citations: [Citation], origin: SourceLocation) {
        self.price = price
        self.asOf = asOf
        self.citations = citations
        self.origin = origin
    }
}
