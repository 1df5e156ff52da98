import Locales
import OSCatalog

extension LocaleFormatting {
    /// A catalog day as `locale` writes it: ``LocaleFormatting/date(year:month:day:locale:style:)``
    /// of its year, month and day (`29 June 2007`, `29. června 2007` …), or its ISO form
    /// (`1582-10-10`) for the ten days the Gregorian reform skipped in ICU's calendar and any
    /// day Foundation cannot represent.
    public static func date(_ date: CatalogDate, locale: LocaleID, style: DateStyle = .long) -> String {
        self.date(year: date.year, month: date.month, day: date.day, locale: locale, style: style) ?? date.description
    }

    /// ``LocaleFormatting/price(amount:currency:locale:)`` of a catalog price: its amount and
    /// currency only, without the period; the caller handles free programs (``Price/isFree``)
    /// and the period.
    public static func price(_ price: Price, locale: LocaleID) -> String {
        self.price(amount: price.amount, currency: price.currency, locale: locale)
    }
}
