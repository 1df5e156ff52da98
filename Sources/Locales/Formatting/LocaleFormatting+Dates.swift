import Foundation

extension LocaleFormatting {
    /// How much of a date is spelled out.
    public enum DateStyle: Sendable, Hashable, CaseIterable {
        /// The month's name in full, CLDR's long date: "29 June 2007", "29. června 2007",
        /// "29 juin 2007", "29 июня 2007 г.", "29 juni 2007".
        case long
        /// CLDR's medium date, shorter for tables: "29 Jun 2007", "29. 6. 2007",
        /// "29 juin 2007", "29 июня 2007 г.", "29 juni 2007" (CLDR abbreviates longer
        /// month names only: "1 Jan 2024", "1 janv. 2024", "1 янв. 2024 г.", "1 jan. 2024").
        case medium
    }

    /// A calendar day as `locale` writes it, in CLDR's `style` pattern for that locale:
    ///
    /// | Locale | `.long` | `.medium` |
    /// | --- | --- | --- |
    /// | `en`, `en-XA` | 29 June 2007 | 29 Jun 2007 |
    /// | `cs` | 29. června 2007 | 29.⍽6.⍽2007 |
    /// | `fr` | 29 juin 2007 | 29 juin 2007 |
    /// | `ru` | 29 июня 2007⍽г. | 29 июня 2007⍽г. |
    /// | `sv` | 29 juni 2007 | 29 juni 2007 |
    ///
    /// (⍽ is U+202F NARROW NO-BREAK SPACE, which CLDR puts there; all other spaces are
    /// U+0020.) English follows CLDR's international English `en-001` (day, month, year),
    /// not `en` (US, "June 29, 2007"). Czech and Russian months are in the genitive
    /// ("června", "июня"), as CLDR's format-context names are.
    ///
    /// The day is formatted at noon UTC in the Gregorian calendar with the UTC time zone, so
    /// neither `TZ` nor the user's locale settings can move it to another day. ICU's Gregorian
    /// calendar is Julian before 15 October 1582; for the ten days 1582-10-05…14, which exist in
    /// the proleptic Gregorian calendar but not in ICU's, and any day Foundation cannot
    /// represent, the result is nil (the caller writes them in ISO form, `1582-10-10`).
    ///
    /// `year`, `month` (1 to 12) and `day` name a day of the proleptic Gregorian calendar.
    public static func date(year: Int, month: Int, day: Int, locale: LocaleID, style: DateStyle = .long) -> String? {
        guard let instant = GregorianDay.noonUTC(year: year, month: month, day: day) else { return nil }
        let format = Date.FormatStyle(
            date: style.foundationStyle, time: .omitted, locale: FormattingLocales.dates(locale),
            calendar: GregorianDay.calendar, timeZone: GregorianDay.timeZone
        )
        return format.format(instant)
    }
}

extension LocaleFormatting.DateStyle {
    /// The Foundation (ICU) date style: long, or medium (Foundation's `abbreviated`).
    var foundationStyle: Date.FormatStyle.DateStyle {
        switch self {
        case .long: .long
        case .medium: .abbreviated
        }
    }
}

/// Turns calendar days into instants, independently of the process's time zone and locale.
enum GregorianDay {
    /// UTC, fixed; never `TimeZone.current`.
    static let timeZone: TimeZone = .gmt

    /// The Gregorian calendar in UTC; never `Calendar.current`.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// Noon UTC of the day, or nil when the calendar cannot represent the day exactly (it
    /// reads back as another day: the days the Julian-to-Gregorian switch skipped).
    static func noonUTC(year: Int, month: Int, day: Int) -> Date? {
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let instant = calendar.date(from: components) else { return nil }
        let readBack = calendar.dateComponents([.era, .year, .month, .day], from: instant)
        guard readBack.era == 1, readBack.year == year, readBack.month == month, readBack.day == day
        else { return nil }
        return instant
    }
}
