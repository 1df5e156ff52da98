extension SearchLanguage {
    /// The language's stop words, folded (``foldForSearch(_:)``): the small function words of
    /// a question ("what is new in iOS 17", "co je nového v iOS 17") that would otherwise have
    /// to match too. Search drops every word that is a stop word of any language, unless the
    /// query has nothing else. The site's search index carries these lists, so the page
    /// drops the same words (docs/SEARCH.md).
    public var stopWords: [String] {
        switch self {
        case .english:
            [
                "a", "about", "an", "and", "are", "as", "at", "be", "by", "can", "did", "do", "does", "for", "from",
                "how", "i", "in", "is", "it", "its", "me", "my", "of", "on", "or", "that", "the", "there", "this",
                "to", "was", "were", "what", "whats", "when", "where", "which", "who", "why", "with",
            ]
        case .czech:
            [
                "a", "aby", "ale", "co", "do", "i", "je", "jak", "jake", "jaky", "jsou", "k", "kde", "kdy", "ktera",
                "ktere", "ktery", "na", "nebo", "o", "od", "po", "pri", "pro", "s", "se", "si", "to", "u", "v", "ve",
                "z", "za", "ze",
            ]
        case .french:
            [
                "a", "au", "aux", "avec", "c", "ce", "comment", "d", "dans", "de", "des", "du", "en", "est", "et",
                "j", "l", "la", "le", "les", "m", "n", "ne", "ou", "par", "pour", "qu", "quel", "quelle", "quelles",
                "quels", "que", "qui", "quoi", "s", "sont", "sur", "t", "un", "une", "y",
            ]
        case .russian:
            [
                "а", "в", "во", "где", "для", "до", "есть", "же", "за", "и", "из", "или", "как", "какие", "каким",
                "какои", "когда", "ко", "ли", "на", "не", "о", "об", "от", "по", "с", "со", "у", "что", "это",
            ]
        case .swedish:
            [
                "att", "de", "den", "det", "en", "ett", "for", "fran", "har", "hur", "i", "med", "nar", "och", "om",
                "pa", "som", "till", "vad", "var", "vilka", "vilken", "ar",
            ]
        }
    }
}

/// Every language's stop words together: the words search drops from a query.
public let searchStopWords: Set<String> = Set(SearchLanguage.allCases.flatMap(\.stopWords))
