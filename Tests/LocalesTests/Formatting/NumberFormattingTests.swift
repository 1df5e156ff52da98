import Locales
import Testing

/// Digit grouping and decimal separators. `\u{A0}` is NO-BREAK SPACE, `\u{202F}` NARROW
/// NO-BREAK SPACE (French), `\u{2212}` MINUS SIGN (Swedish), all as CLDR 46 has them.
@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (LocaleID.language(.english), ["0", "999", "1,000", "1,000,000", "-1,234"]),
        (.language(.czech), ["0", "999", "1\u{A0}000", "1\u{A0}000\u{A0}000", "-1\u{A0}234"]),
        (.language(.french), ["0", "999", "1\u{202F}000", "1\u{202F}000\u{202F}000", "-1\u{202F}234"]),
        (.language(.russian), ["0", "999", "1\u{A0}000", "1\u{A0}000\u{A0}000", "-1\u{A0}234"]),
        (.language(.swedish), ["0", "999", "1\u{A0}000", "1\u{A0}000\u{A0}000", "\u{2212}1\u{A0}234"]),
        (.pseudo, ["0", "999", "1,000", "1,000,000", "-1,234"]),
    ])
    func integers(locale: LocaleID, expected: [String]) {
        let values = [0, 999, 1000, 1_000_000, -1234]
        #expect(values.map { LocaleFormatting.integer($0, locale: locale) } == expected)
    }

    @Test func integersOfEveryWidthKeepEveryDigit() {
        let english = LocaleID.language(.english)
        #expect(LocaleFormatting.integer(Int64.max, locale: english) == "9,223,372,036,854,775,807")
        #expect(LocaleFormatting.integer(Int64.min, locale: english) == "-9,223,372,036,854,775,808")
        #expect(LocaleFormatting.integer(UInt64.max, locale: english) == "18,446,744,073,709,551,615")
        #expect(LocaleFormatting.integer(UInt8(7), locale: english) == "7")
    }

    @Test(arguments: [
        (LocaleID.language(.english), ["1,234.5", "1,234.50", "0.1", "-0.25", "12,345,678,901,234,567.89"]),
        (.language(.czech), ["1\u{A0}234,5", "1\u{A0}234,50", "0,1", "-0,25", "12\u{A0}345\u{A0}678\u{A0}901\u{A0}234\u{A0}567,89"]),
        (
            .language(.french),
            ["1\u{202F}234,5", "1\u{202F}234,50", "0,1", "-0,25", "12\u{202F}345\u{202F}678\u{202F}901\u{202F}234\u{202F}567,89"]
        ),
        (.language(.russian), ["1\u{A0}234,5", "1\u{A0}234,50", "0,1", "-0,25", "12\u{A0}345\u{A0}678\u{A0}901\u{A0}234\u{A0}567,89"]),
        (
            .language(.swedish),
            ["1\u{A0}234,5", "1\u{A0}234,50", "0,1", "\u{2212}0,25", "12\u{A0}345\u{A0}678\u{A0}901\u{A0}234\u{A0}567,89"]
        ),
    ])
    func decimals(locale: LocaleID, expected: [String]) {
        let texts = ["1234.5", "1234.50", "0.1", "-0.25", "12345678901234567.89"]
        #expect(texts.map { LocaleFormatting.decimal($0, locale: locale) } == expected)
    }

    /// Exponents move the point; the written fraction digits (after the move) are kept.
    @Test func decimalTextIsReadExactly() {
        let english = LocaleID.language(.english)
        let cases: [(String, String)] = [
            ("0", "0"), ("-0", "0"), ("0.0", "0.0"), ("99", "99"), ("99.00", "99.00"),
            ("1e3", "1,000"), ("1E+3", "1,000"), ("1.5e1", "15"), ("2.50e1", "25.0"), ("1.5e-3", "0.0015"),
            ("123.456e-1", "12.3456"), ("0.000001", "0.000001"),
            // 38 digits: the most Decimal holds exactly.
            ("12345678901234567890123456789012345678", "12,345,678,901,234,567,890,123,456,789,012,345,678"),
            ("0.1234567890123456789012345678901234567", "0.1234567890123456789012345678901234567"),
        ]
        for (text, expected) in cases {
            #expect(LocaleFormatting.decimal(text, locale: english) == expected, "\(text)")
        }
    }

    @Test func notNumbersOrTooManyDigitsAreRejected() {
        let rejected = [
            "", "-", "99abc", " 99", "99 ", "+1", ".5", "5.", "01", "-01", "1,5", "1e", "1e+", "0x10", "NaN",
            "Infinity", "١٢", "1_000", "123456789012345678901234567890123456789", "1e38", "1e-80", "1e99999",
        ]
        for text in rejected {
            #expect(LocaleFormatting.decimal(text, locale: .language(.english)) == nil, "\(text)")
        }
    }
}
