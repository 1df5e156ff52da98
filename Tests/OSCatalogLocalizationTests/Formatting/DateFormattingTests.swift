import Locales
import OSCatalog
import OSCatalogLocalization
import Testing

/// Dates in CLDR's long and medium patterns. Spaces are spelled out: `\u{202F}` is the
/// narrow no-break space CLDR puts before "г." and between the parts of Czech numeric dates.
@Suite struct DateFormattingTests {
    static let iPhoneRelease = CatalogDate(year: 2007, month: 6, day: 29)

    @Test(arguments: [
        (LocaleID.language(.english), "29 June 2007"),
        (.language(.czech), "29. června 2007"),
        (.language(.french), "29 juin 2007"),
        (.language(.russian), "29 июня 2007\u{202F}г."),
        (.language(.swedish), "29 juni 2007"),
        (.pseudo, "29 June 2007"),
    ])
    func longDates(locale: LocaleID, expected: String) throws {
        let date = try #require(Self.iPhoneRelease)
        #expect(LocaleFormatting.date(date, locale: locale, style: .long) == expected)
        #expect(LocaleFormatting.date(date, locale: locale) == expected, "long is the default")
    }

    @Test(arguments: [
        (LocaleID.language(.english), "29 Jun 2007"),
        (.language(.czech), "29.\u{202F}6.\u{202F}2007"),
        (.language(.french), "29 juin 2007"),
        (.language(.russian), "29 июня 2007\u{202F}г."),
        (.language(.swedish), "29 juni 2007"),
        (.pseudo, "29 Jun 2007"),
    ])
    func mediumDates(locale: LocaleID, expected: String) throws {
        let date = try #require(Self.iPhoneRelease)
        #expect(LocaleFormatting.date(date, locale: locale, style: .medium) == expected)
    }

    /// Medium dates abbreviate longer month names (CLDR keeps short ones whole: "juin", "июня").
    @Test func mediumDatesAbbreviate() throws {
        let date = try #require(CatalogDate(year: 2024, month: 1, day: 1))
        let expected = ["1 Jan 2024", "1.\u{202F}1.\u{202F}2024", "1 janv. 2024", "1 янв. 2024\u{202F}г.", "1 jan. 2024", "1 Jan 2024"]
        #expect(LocaleID.all.map { LocaleFormatting.date(date, locale: $0, style: .medium) } == expected)
    }

    /// Genitive month names in every month for the languages that decline them.
    @Test func everyMonthInTheGenitive() throws {
        let czech = [
            "ledna", "února", "března", "dubna", "května", "června",
            "července", "srpna", "září", "října", "listopadu", "prosince",
        ]
        let russian = [
            "января", "февраля", "марта", "апреля", "мая", "июня",
            "июля", "августа", "сентября", "октября", "ноября", "декабря",
        ]
        for month in 1...12 {
            let date = try #require(CatalogDate(year: 2024, month: month, day: 1))
            #expect(LocaleFormatting.date(date, locale: .language(.czech)) == "1. \(czech[month - 1]) 2024")
            #expect(LocaleFormatting.date(date, locale: .language(.russian)) == "1 \(russian[month - 1]) 2024\u{202F}г.")
        }
    }

    /// Every day of several years, including leap days and year ends, comes out as the same
    /// calendar day: the day number, month and year read back from the English text.
    @Test func everyDayKeepsItsDay() throws {
        let months = [
            "January", "February", "March", "April", "May", "June", "July",
            "August", "September", "October", "November", "December",
        ]
        for year in [1970, 2000, 2007, 2024, 2100] {
            for month in 1...12 {
                for day in 1...31 {
                    guard let date = CatalogDate(year: year, month: month, day: day) else { continue }
                    let text = LocaleFormatting.date(date, locale: .language(.english))
                    #expect(text == "\(day) \(months[month - 1]) \(year)")
                }
            }
        }
    }

    @Test func extremeDays() throws {
        let first = try #require(CatalogDate(year: 1, month: 1, day: 1))
        let last = try #require(CatalogDate(year: 9999, month: 12, day: 31))
        #expect(LocaleFormatting.date(first, locale: .language(.english)) == "1 January 1")
        #expect(LocaleFormatting.date(last, locale: .language(.english)) == "31 December 9999")
        #expect(LocaleFormatting.date(last, locale: .language(.czech)) == "31. prosince 9999")
    }

    /// ICU's Gregorian calendar is Julian before 1582-10-15 and skips 10 days; the catalog's
    /// calendar is proleptic Gregorian. The skipped days fall back to ISO text.
    @Test func daysSkippedByTheGregorianReformAreWrittenInISOForm() throws {
        for day in 5...14 {
            let date = try #require(CatalogDate(year: 1582, month: 10, day: day))
            for locale in LocaleID.all {
                #expect(LocaleFormatting.date(date, locale: locale) == date.description)
            }
        }
        let reform = try #require(CatalogDate(year: 1582, month: 10, day: 15))
        #expect(LocaleFormatting.date(reform, locale: .language(.english)) == "15 October 1582")
        let before = try #require(CatalogDate(year: 1582, month: 10, day: 4))
        #expect(LocaleFormatting.date(before, locale: .language(.english)) == "4 October 1582")
    }
}
