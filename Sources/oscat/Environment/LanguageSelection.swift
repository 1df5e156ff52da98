import Locales
import OSCatalog
import OSCatalogLocalization
import TextMatching

/// The language the user asked for, from `--lang` or else the POSIX locale variables,
/// and what to tell them when it is not one oscat speaks.
struct LanguageSelection: Equatable {
    /// The locale to use (a catalog language, or the pseudo-locale `en-XA`).
    var locale: LocaleID
    /// The language of catalog text.
    var language: CatalogLanguage { locale.catalogLanguage }
    /// The unsupported request that fell back to English, with the closest supported code.
    var unsupported: (requested: String, suggestion: String?)?
    /// Whether the language came from `--lang` rather than the environment.
    var requestedByFlag = false

    static func == (lhs: LanguageSelection, rhs: LanguageSelection) -> Bool {
        lhs.locale == rhs.locale && lhs.requestedByFlag == rhs.requestedByFlag && lhs.unsupported?.requested == rhs.unsupported?.requested
            && lhs.unsupported?.suggestion == rhs.unsupported?.suggestion
    }

    /// Picks the language: `flag` first, then `LC_ALL`, `LC_MESSAGES`, `LANG` (the first that
    /// is set and not empty, as POSIX orders them). `C` and `POSIX` mean English.
    static func resolve(flag: String?, environment: [String: String]) -> LanguageSelection {
        var selection = resolve(flag ?? ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty })
        selection.requestedByFlag = flag != nil
        return selection
    }

    /// The language `requested` names (English when nothing is requested).
    private static func resolve(_ requested: String?) -> LanguageSelection {
        guard let requested else { return LanguageSelection(locale: .language(.english)) }
        if let locale = LocaleID(tag: requested) { return LanguageSelection(locale: locale) }
        let code = languageCode(of: requested)
        if code == "c" || code == "posix" { return LanguageSelection(locale: .language(.english)) }
        if let language = CatalogLanguage(rawValue: code) ?? threeLetterCodes[code] {
            return LanguageSelection(locale: .language(language))
        }
        let suggestion = countryCodeMistakes[code]?.code ?? Suggestion.closestMatch(to: code, in: CatalogLanguage.allCases.map(\.code))
        return LanguageSelection(locale: .language(.english), unsupported: (requested, suggestion))
    }

    /// ISO 639-2 codes of the catalog languages (both the bibliographic and terminology
    /// forms), accepted as the languages they name.
    static let threeLetterCodes: [String: CatalogLanguage] = [
        "eng": .english, "ces": .czech, "cze": .czech, "fra": .french, "fre": .french, "rus": .russian, "swe": .swedish,
    ]

    /// Country codes people often type for a language ("cz" for Czech, "se" for Swedish):
    /// not accepted, but suggested.
    static let countryCodeMistakes: [String: CatalogLanguage] = [
        "cz": .czech, "se": .swedish, "gb": .english, "us": .english, "uk": .english,
    ]

    /// The language part of a locale name: "cs_CZ.UTF-8@euro" → "cs", "fr-CA" → "fr".
    static func languageCode(of locale: String) -> String {
        let end = locale.firstIndex { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" } ?? locale.endIndex
        return locale[..<end].lowercased()
    }
}
