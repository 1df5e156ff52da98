/// A locale the user interface can be shown in: the five catalog languages, plus the
/// pseudo-locale `en-XA` that makes untranslated or hard-coded UI text stand out.
public enum LocaleID: Hashable, Sendable, CustomStringConvertible {
    /// One of the catalog languages.
    case language(CatalogLanguage)
    /// Accented, about 40 % longer and bracketed English, for testing: any UI text that shows
    /// up without brackets did not go through the string catalog.
    case pseudo

    /// Every locale, catalog languages first.
    public static let all: [LocaleID] = CatalogLanguage.allCases.map(LocaleID.language) + [.pseudo]

    /// The BCP 47 tag (`cs`, `en-XA`).
    public var description: String {
        switch self {
        case .language(let language): language.code
        case .pseudo: "en-XA"
        }
    }

    /// The catalog language whose catalog text this locale shows (English for the pseudo-locale).
    public var catalogLanguage: CatalogLanguage {
        switch self {
        case .language(let language): language
        case .pseudo: .english
        }
    }

    /// The locale for a BCP 47 tag, exactly as written (`en-XA` or a catalog language code).
    public init?(tag: String) {
        if tag == "en-XA" {
            self = .pseudo
        } else if let language = CatalogLanguage(rawValue: tag) {
            self = .language(language)
        } else {
            return nil
        }
    }
}
