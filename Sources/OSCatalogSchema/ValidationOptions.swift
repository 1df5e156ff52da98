/// Settings of a ``CatalogValidator`` run.
public struct ValidationOptions: Sendable, Hashable {
    /// When true, a localized text that lacks a language other than English is a warning rather
    /// than an error (`oscat validate --allow-missing-translations`), so that a new entry can be
    /// merged in English and translated later. A missing English text is always an error.
    public var allowMissingTranslations: Bool
    /// How many days after today a date may lie before the `future-date` rule reports it. The
    /// default, 366, admits versions announced for the coming year; a negative value counts as 0.
    public var futureDateMarginDays: Int

    /// The default margin of the `future-date` rule, in days.
    public static let defaultFutureDateMarginDays = 366

    /// Creates options; the defaults are the strict settings `oscat validate` uses.
    public init(allowMissingTranslations: Bool = false, futureDateMarginDays: Int = ValidationOptions.defaultFutureDateMarginDays) {
        self.allowMissingTranslations = allowMissingTranslations
        self.futureDateMarginDays = futureDateMarginDays
    }
}
