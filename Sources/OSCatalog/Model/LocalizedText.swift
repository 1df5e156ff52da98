import Locales

/// A piece of catalog prose in every catalog language, English first.
///
/// The loader guarantees the English text; the other languages are present in a valid
/// catalog, and `text(in:)` falls back to English where one is missing.
///
/// The texts are fields, not a dictionary: a catalog a hundred times the real one holds
/// 200 000 of these, and a dictionary apiece cost 14 MB and a hash table per text.
public struct LocalizedText: Sendable, Hashable {
    /// The English source text.
    public private(set) var english: String
    private var czech: String?
    private var french: String?
    private var russian: String?
    private var swedish: String?

    /// Creates a text from its translations; `english` is the source text (an English entry
    /// in `translations` is ignored).
    public init(english: String, translations: [CatalogLanguage: String] = [:]) {
        self.english = english
        for (language, text) in translations where language != .english {
            setText(text, in: language)
        }
    }

    /// The text per language, as written in the catalog.
    public var translations: [CatalogLanguage: String] {
        var all: [CatalogLanguage: String] = [:]
        for language in CatalogLanguage.allCases {
            if let text = written(in: language) { all[language] = text }
        }
        return all
    }

    /// The text in `language`, or the English text where that translation is missing.
    public func text(in language: CatalogLanguage) -> String {
        written(in: language) ?? english
    }

    /// The languages this text is missing, in catalog order.
    public var missingLanguages: [CatalogLanguage] {
        CatalogLanguage.allCases.filter { written(in: $0) == nil }
    }

    /// Every translation in catalog language order, for searching across languages.
    public var allTexts: [String] {
        CatalogLanguage.allCases.compactMap { written(in: $0) }
    }

    /// Sets the text of `language` (English included), as the loader reads them.
    mutating func setText(_ text: String, in language: CatalogLanguage) {
        switch language {
        case .english: english = text
        case .czech: czech = text
        case .french: french = text
        case .russian: russian = text
        case .swedish: swedish = text
        }
    }

    private func written(in language: CatalogLanguage) -> String? {
        switch language {
        case .english: english
        case .czech: czech
        case .french: french
        case .russian: russian
        case .swedish: swedish
        }
    }
}
