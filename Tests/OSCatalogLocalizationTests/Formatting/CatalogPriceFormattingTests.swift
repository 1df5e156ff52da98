import Locales
import OSCatalog
import OSCatalogLocalization
import Testing

/// A catalog `Price` is formatted as its amount and currency (the Locales module's
/// `PriceFormattingTests` cover the currency patterns themselves).
@Suite struct CatalogPriceFormattingTests {
    @Test func catalogPrices() {
        let price = Price(amount: "299", currency: "USD", period: .year)
        #expect(LocaleFormatting.price(price, locale: .language(.english)) == "$299")
        #expect(LocaleFormatting.price(price, locale: .language(.french)) == "299\u{A0}$US")
    }
}
