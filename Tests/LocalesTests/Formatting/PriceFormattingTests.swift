import Locales
import Testing

/// Prices in CLDR's currency patterns. `\u{A0}` is NO-BREAK SPACE, `\u{202F}` NARROW
/// NO-BREAK SPACE (French grouping).
@Suite struct PriceFormattingTests {
    struct Expectation: Sendable, CustomStringConvertible {
        let locale: LocaleID
        let eur99: String
        let usd99: String
        let eur1299point5: String
        var description: String { locale.description }
    }

    static let expectations: [Expectation] = [
        Expectation(locale: .language(.english), eur99: "€99", usd99: "$99", eur1299point5: "€1,299.50"),
        Expectation(locale: .language(.czech), eur99: "99\u{A0}€", usd99: "99\u{A0}US$", eur1299point5: "1\u{A0}299,50\u{A0}€"),
        Expectation(locale: .language(.french), eur99: "99\u{A0}€", usd99: "99\u{A0}$US", eur1299point5: "1\u{202F}299,50\u{A0}€"),
        Expectation(locale: .language(.russian), eur99: "99\u{A0}€", usd99: "99\u{A0}$", eur1299point5: "1\u{A0}299,50\u{A0}€"),
        Expectation(locale: .language(.swedish), eur99: "99\u{A0}€", usd99: "99\u{A0}US$", eur1299point5: "1\u{A0}299,50\u{A0}€"),
        Expectation(locale: .pseudo, eur99: "€99", usd99: "$99", eur1299point5: "€1,299.50"),
    ]

    @Test(arguments: expectations)
    func prices(_ expected: Expectation) {
        #expect(LocaleFormatting.price(amount: "99", currency: "EUR", locale: expected.locale) == expected.eur99)
        #expect(LocaleFormatting.price(amount: "99", currency: "USD", locale: expected.locale) == expected.usd99)
        #expect(LocaleFormatting.price(amount: "1299.5", currency: "EUR", locale: expected.locale) == expected.eur1299point5)
    }

    @Test func localCurrencies() {
        #expect(LocaleFormatting.price(amount: "2490", currency: "CZK", locale: .language(.czech)) == "2\u{A0}490\u{A0}Kč")
        #expect(LocaleFormatting.price(amount: "1190", currency: "SEK", locale: .language(.swedish)) == "1\u{A0}190\u{A0}kr")
        #expect(LocaleFormatting.price(amount: "8990", currency: "RUB", locale: .language(.russian)) == "8\u{A0}990\u{A0}₽")
        #expect(LocaleFormatting.price(amount: "99", currency: "GBP", locale: .language(.english)) == "£99")
        #expect(LocaleFormatting.price(amount: "99", currency: "CZK", locale: .language(.english)) == "CZK\u{A0}99")
    }

    /// Whole amounts show no fraction, whatever the currency's minor unit; others show the
    /// minor unit's digits, or more if the amount has more: never rounded.
    @Test func fractionDigits() {
        let english = LocaleID.language(.english)
        let cases: [(String, String, String)] = [
            ("99", "EUR", "€99"), ("99.00", "EUR", "€99"), ("99.0e0", "EUR", "€99"), ("9.9e1", "EUR", "€99"),
            ("99.5", "EUR", "€99.50"), ("99.50", "EUR", "€99.50"), ("99.500", "EUR", "€99.50"),
            ("0.005", "EUR", "€0.005"), ("0.99", "USD", "$0.99"),
            ("1299.5", "JPY", "¥1,299.5"), ("1300", "JPY", "¥1,300"),
            ("1.5", "BHD", "BHD\u{A0}1.500"), ("1", "BHD", "BHD\u{A0}1"),
            ("12345678901234567.89", "USD", "$12,345,678,901,234,567.89"),
        ]
        for (amount, currency, expected) in cases {
            #expect(LocaleFormatting.price(amount: amount, currency: currency, locale: english) == expected, "\(amount) \(currency)")
        }
    }

    /// Text that is not an amount or a currency code comes back as written, never rounded.
    @Test func malformedPricesAreShownAsWritten() {
        let cases: [(String, String)] = [
            ("99abc", "EUR"), ("1,5", "EUR"), ("", "EUR"), ("123456789012345678901234567890123456789", "EUR"),
            ("99", "eur"), ("99", "EURO"), ("99", "€"), ("99", ""),
        ]
        for (amount, currency) in cases {
            #expect(LocaleFormatting.price(amount: amount, currency: currency, locale: .language(.czech)) == "\(amount) \(currency)")
        }
    }
}
