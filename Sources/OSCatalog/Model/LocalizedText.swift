/// A piece of catalog prose in every catalog language, English first.
///
/// The loader guarantees the English text; the other languages are present in a valid
/// catalog, and `text(in:)` falls back to English where one is missing.
public struct LocalizedText: Sendable, Hashable {
    /// The text per language, as written in the catalog.
    public private(set) var translations: [CatalogLanguage: String]

    /// Creates a text from its translations; `english` is the source text.
    public init(english: String, translations: [CatalogLanguage: String] = [:]) {
        var all = translations
        all[.english] = english
        self.translations = all
    }

    /// The English source text.
    public var english: String { translations[.english] ?? "" }

    /// The text in `language`, or the English text where that translation is missing.
    public func text(in language: CatalogLanguage) -> String {
        translations[language] ?? english
    }

    /// The languages this text is missing, in catalog order.
    public var missingLanguages: [CatalogLanguage] {
        CatalogLanguage.allCases.filter { translations[$0] == nil }
    }

    /// Every translation in catalog language order, for searching across languages.
    public var allTexts: [String] {
        CatalogLanguage.allCases.compactMap { translations[$0] }
    }
}
