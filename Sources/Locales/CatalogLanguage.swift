/// A language the catalog's text is written in. English is the source language; every
/// translatable text exists in all five.
public enum CatalogLanguage: String, CaseIterable, Sendable, Comparable, Codable {
    case english = "en"
    case czech = "cs"
    case french = "fr"
    case russian = "ru"
    case swedish = "sv"

    /// The source language, used when a text has no translation in the requested language.
    public static let source: CatalogLanguage = .english

    /// The BCP 47 language tag, as used in the catalog files and `--lang`.
    public var code: String { rawValue }

    /// The language's own name for itself, for language pickers.
    public var endonym: String {
        switch self {
        case .english: "English"
        case .czech: "čeština"
        case .french: "français"
        case .russian: "русский"
        case .swedish: "svenska"
        }
    }

    /// The language's English name (`Czech`), for English messages.
    public static func englishName(_ language: CatalogLanguage) -> String {
        switch language {
        case .english: "English"
        case .czech: "Czech"
        case .french: "French"
        case .russian: "Russian"
        case .swedish: "Swedish"
        }
    }

    /// Orders languages as declared: English, the source language, first, then Czech, French,
    /// Russian and Swedish.
    public static func < (lhs: CatalogLanguage, rhs: CatalogLanguage) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
