import Foundation

extension LocaleFormatting {
    /// An integer with `locale`'s digit grouping (CLDR, minimum grouping digits 1 in all five
    /// languages, so 1000 is grouped too):
    ///
    /// | Locale | 1000000 | -1234 |
    /// | --- | --- | --- |
    /// | `en`, `en-XA` | 1,000,000 | -1,234 |
    /// | `cs`, `ru` | 1 000 000 (U+00A0) | -1 234 (U+00A0) |
    /// | `fr` | 1 000 000 (U+202F) | -1 234 (U+202F) |
    /// | `sv` | 1 000 000 (U+00A0) | −1 234 (U+2212 MINUS SIGN, U+00A0) |
    public static func integer<Value: BinaryInteger>(_ value: Value, locale: LocaleID) -> String {
        IntegerFormatStyle<Value>(locale: FormattingLocales.general(locale)).format(value)
    }

    /// A number given as exact decimal text (JSON number syntax: `"1234.50"`, `"1e3"`), with
    /// `locale`'s grouping and decimal separator and exactly the fraction digits written, so
    /// nothing is rounded and no binary floating point is involved: `"1234.50"` is
    /// "1,234.50" in English and "1 234,50" in Czech (U+00A0); `"0.1"` is "0,1".
    ///
    /// Returns nil when `text` is not a JSON number or needs more than 38 digits written
    /// without exponent.
    public static func decimal(_ text: String, locale: LocaleID) -> String? {
        guard let number = DecimalText(text), let value = number.decimal else { return nil }
        let digits = number.writtenFractionDigits.utf8.count
        return Decimal.FormatStyle(locale: FormattingLocales.general(locale))
            .precision(.fractionLength(digits...digits))
            .format(value)
    }

    /// A price as `locale` writes an amount of `currency` (ISO 4217 code), with CLDR's symbol,
    /// its position and spacing:
    ///
    /// | Locale | 99 EUR | 99 USD | 1299.5 EUR |
    /// | --- | --- | --- | --- |
    /// | `en`, `en-XA` | €99 | $99 | €1,299.50 |
    /// | `cs` | 99 € | 99 US$ | 1 299,50 € |
    /// | `fr` | 99 € | 99 $US | 1 299,50 € (U+202F group) |
    /// | `ru` | 99 € | 99 $ | 1 299,50 € |
    /// | `sv` | 99 € | 99 US$ | 1 299,50 € |
    ///
    /// (The space before the symbol is U+00A0 NO-BREAK SPACE in all four; group separators
    /// as in ``integer(_:locale:)``.)
    ///
    /// `amount` is the catalog's exact decimal text (JSON number syntax). It is never
    /// converted to binary floating point, and never rounded: a whole amount shows no fraction
    /// ("99 €", not "99,00 €"); any other shows the currency's minor-unit digits (2 for EUR,
    /// 0 for JPY, 3 for BHD), or more if the amount has more (`"0.005"` EUR is "€0.005").
    ///
    /// When `amount` is not a number of at most 38 digits or `currency` is not three ASCII
    /// capital letters, the result is the plain `"<amount> <currency>"`. A free program's
    /// wording ("free") is the caller's, as is the period ("per year").
    public static func price(amount: String, currency: String, locale: LocaleID) -> String {
        let plain = "\(amount) \(currency)"
        guard let number = DecimalText(amount), let value = number.decimal,
            currency.utf8.count == 3, currency.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else { return plain }
        let style = Decimal.FormatStyle.Currency(code: currency, locale: FormattingLocales.general(locale))
        let digits = number.isWhole ? 0 : max(number.significantFractionDigitCount, minorUnitDigits(of: style))
        return style.precision(.fractionLength(digits...digits)).format(value)
    }

    /// How many fraction digits CLDR gives the style's currency (ICU's default precision for
    /// it), read from how it formats zero: "€0.00" has 2, "¥0" 0. `NumberFormatter`'s
    /// `maximumFractionDigits` cannot be used: on Linux it says 2 for every currency.
    private static func minorUnitDigits(of style: Decimal.FormatStyle.Currency) -> Int {
        let zero = style.locale(FormattingLocales.general(.language(.english))).format(Decimal.zero)
        let digits = zero.unicodeScalars.filter { ("0"..."9").contains($0) }.count
        return max(0, digits - 1)
    }
}
