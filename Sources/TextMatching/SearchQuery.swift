/// A search query taken apart the way docs/SEARCH.md specifies: folded words, the words that
/// must match (stop words dropped), whether the last word is still being typed, and the
/// compact forms exact matches and version phrases compare.
public struct SearchQuery: Sendable {
    /// Every word of the query, folded, in order (stop words included).
    public let words: [String]
    /// The words that must match, each with its stems: the query's words minus stop words, or
    /// all of them when every word is a stop word.
    public let terms: [SearchTerm]
    /// The whole query compacted (``compactForSearch(_:)``): "av foundation" → "avfoundation".
    public let compact: String

    /// Takes `text` apart. The last word is matched as a prefix (as you type) unless the text
    /// ends with a character that is not part of a word, such as a space.
    public init(_ text: String) {
        let folded = foldForSearch(text)
        let words = searchWords(folded).map(String.init)
        let endsOpen = folded.unicodeScalars.last.map(isSearchWordScalar) ?? false
        self.words = words
        compact = words.joined()
        var kept: [SearchTerm] = []
        for (index, word) in words.enumerated() where !searchStopWords.contains(word) {
            kept.append(SearchTerm(word, isOpen: endsOpen && index == words.count - 1))
        }
        namesOnly = kept.isEmpty
        if kept.isEmpty {
            kept = words.enumerated().map { SearchTerm($1, isOpen: endsOpen && $0 == words.count - 1) }
        }
        terms = kept
    }

    /// Whether every word of the query is a stop word ("a", "to"): then the words are matched
    /// in names only, or a one-letter query would find every text.
    public let namesOnly: Bool

    /// The compact forms of every run of one to four consecutive words ("ios 17" → "ios17",
    /// "iphone os 3" → "iphoneos3"), which a version's compact name or id is looked up in.
    public var phrases: Set<String> {
        var phrases: Set<String> = []
        for start in words.indices {
            var phrase = ""
            for end in start..<min(words.count, start + 4) {
                phrase += words[end]
                phrases.insert(phrase)
            }
        }
        return phrases
    }
}

/// One word of a query that must match, with its stem in each language.
public struct SearchTerm: Sendable, Equatable {
    /// The folded word.
    public let word: String
    /// Whether the word is the last and still being typed, so it also matches as a prefix.
    public let isOpen: Bool
    /// The word's stem in each ``SearchLanguage``, in `allCases` order.
    public let stems: [String]
    /// Per language, the stem's UTF-8, its UTF-8 without the last letter, and its letter
    /// count: computed once, as every word of a vocabulary is compared with them.
    let stemBytes: [[UInt8]]
    let leadBytes: [[UInt8]]
    let stemLengths: [Int]
    /// The word's UTF-8 and its letter count.
    let wordBytes: [UInt8]
    let wordLength: Int

    /// A term for the folded `word`.
    public init(_ word: String, isOpen: Bool) {
        self.word = word
        self.isOpen = isOpen
        wordBytes = Array(word.utf8)
        wordLength = word.unicodeScalars.count
        let stems = SearchLanguage.allCases.map { $0.stem(word) }
        self.stems = stems
        stemBytes = stems.map { Array($0.utf8) }
        leadBytes = stems.map { Array(String(String.UnicodeScalarView($0.unicodeScalars.dropLast())).utf8) }
        stemLengths = stems.map { $0.unicodeScalars.count }
    }

    /// The stem in `language`.
    public func stem(in language: SearchLanguage) -> String {
        stems[language.number]
    }
}
