import Foundation

/// Locale-aware presentation of values: dates, numbers, prices and the order of sorted text,
/// for each ``LocaleID`` (docs/LOCALIZATION.md, "Locale-aware formatting").
///
/// ```swift
/// LocaleFormatting.date(year: 2007, month: 6, day: 29, locale: .language(.czech))  // "29. června 2007"
/// LocaleFormatting.integer(1_000_000, locale: .language(.french))      // "1 000 000" (U+202F)
/// LocaleFormatting.price(amount: "99", currency: "EUR", locale: .language(.english))  // "€99"
/// LocaleFormatting.sorted(["Hra", "Chata", "Ibis"], locale: .language(.czech))
///                                                            // ["Hra", "Chata", "Ibis"]
/// ```
///
/// Everything goes through the ICU that the Swift toolchain bundles (`lib_FoundationICU`,
/// ICU 76 with CLDR 46 data), never the system's locale data, and every input is explicit:
/// a `Locale` made from a fixed identifier, the Gregorian calendar and the UTC time zone.
/// The process's `LANG`, `LC_*` and `TZ` and the user's preferences are never consulted, so
/// the same call gives the same text everywhere. The pseudo-locale `en-XA` formats as English.
///
/// All functions are thread-safe: they use only `Sendable` value types (format styles,
/// `Locale`, `Calendar`), no shared mutable formatter.
public enum LocaleFormatting {}

/// The Foundation locales behind a ``LocaleID``, one per purpose.
enum FormattingLocales {
    /// The locale whose CLDR data formats numbers, prices and collates text: the language
    /// itself (`en` is CLDR's US English: `$` for USD; its number grouping is the same as
    /// every other English's).
    static func general(_ locale: LocaleID) -> Locale {
        switch locale.catalogLanguage {
        case .english: english
        case .czech: czech
        case .french: french
        case .russian: russian
        case .swedish: swedish
        }
    }

    /// The locale whose CLDR data formats dates. English uses `en-001` (international
    /// English: "29 June 2007", day before month) instead of `en` (US: "June 29, 2007"),
    /// matching the other four languages' day-month-year order.
    static func dates(_ locale: LocaleID) -> Locale {
        locale.catalogLanguage == .english ? internationalEnglish : general(locale)
    }

    private static let english = Locale(identifier: "en")
    private static let internationalEnglish = Locale(identifier: "en_001")
    private static let czech = Locale(identifier: "cs")
    private static let french = Locale(identifier: "fr")
    private static let russian = Locale(identifier: "ru")
    private static let swedish = Locale(identifier: "sv")
}
