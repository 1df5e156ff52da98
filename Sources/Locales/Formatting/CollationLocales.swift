import Foundation

#if canImport(CoreFoundation)
    import CoreFoundation
#endif

/// Compares strings by a language's collation with one Core Foundation locale per language,
/// made once.
///
/// `String.compare(_:options:range:locale:)` turns its `Locale` into a new `CFLocale` on every
/// call (canonicalizing the identifier each time) before Core Foundation compares: at the
/// real catalog that was a fifth of a site build's instructions (docs/PERFORMANCE.md). This
/// makes the call Foundation makes, `CFStringCompareWithOptionsAndLocale` with
/// `kCFCompareNonliteral` (the flag Foundation adds to empty options), with a locale made
/// once. Core Foundation opens its own ICU collator for each comparison, so one `CFLocale`
/// serves every thread. `CollationTests` check that both ways order alike.
enum CollationLocales {
    /// How `lhs` and `rhs` compare in `language`'s collation (before any tie-break), exactly
    /// as `lhs.compare(rhs, options: [], range: nil, locale: FormattingLocales.general(…))`.
    static func compare(_ lhs: String, _ rhs: String, in language: CatalogLanguage) -> ComparisonResult {
        #if canImport(CoreFoundation)
            if let shared = locales[language]?.locale {
                let left = NSString(string: lhs)
                let right = NSString(string: rhs)
                return withExtendedLifetime((left, right)) {
                    let first = unsafeBitCast(left, to: CFString.self)
                    let second = unsafeBitCast(right, to: CFString.self)
                    let result = CFStringCompareWithOptionsAndLocale(
                        first, second, CFRangeMake(0, CFStringGetLength(first)), nonliteral, shared)
                    return ComparisonResult(rawValue: result.rawValue) ?? .orderedSame
                }
            }
        #endif
        return foundationCompare(lhs, rhs, in: language)
    }

    /// Foundation's own comparison, which ``compare(_:_:in:)`` reproduces (and falls back to).
    static func foundationCompare(_ lhs: String, _ rhs: String, in language: CatalogLanguage) -> ComparisonResult {
        lhs.compare(rhs, options: [], range: nil, locale: FormattingLocales.general(.language(language)))
    }

    #if canImport(CoreFoundation)
        /// A `CFLocale`, immutable and shared between threads.
        private struct SharedLocale: @unchecked Sendable {
            let locale: CFLocale?
        }

        private static let nonliteral = CFStringCompareFlags.compareNonliteral

        /// Every language's locale, made at first use.
        private static let locales = Dictionary(uniqueKeysWithValues: CatalogLanguage.allCases.map { ($0, make($0)) })

        private static func make(_ language: CatalogLanguage) -> SharedLocale {
            let identifier = NSString(string: FormattingLocales.general(.language(language)).identifier)
            return withExtendedLifetime(identifier) {
                SharedLocale(locale: CFLocaleCreate(kCFAllocatorDefault, unsafeBitCast(identifier, to: CFString.self)))
            }
        }
    #endif
}
