import Locales
import TextMatching

/// One entry found by `search`, with how well it matched.
public struct SearchHit: Sendable {
    /// The entry found.
    public var entity: any CatalogEntity
    /// Higher is better (docs/SEARCH.md): a version named in the query, then an exact id,
    /// name or module, then the sum over the query's words of their best match in the name,
    /// the summary and the other texts.
    public var score: Int
    /// The language whose text matched best (nil when only the id or name matched).
    public var language: CatalogLanguage?
}

/// The weights of docs/SEARCH.md, shared by name with `search.js`.
enum SearchWeight {
    /// An OS version whose name or id the query names ("what is new in iOS 17").
    static let version = 2000
    /// The whole query is the entry's id, name or module, ignoring case, spaces and hyphens.
    static let exact = 1000
    /// A word in the name: whole, or the prefix of the word being typed.
    static func name(_ match: SearchMatch) -> Int { [0, 20, 20, 30][match.rawValue] }
    /// A word in the summary.
    static func summary(_ match: SearchMatch) -> Int { [0, 6, 6, 10][match.rawValue] }
    /// A word in the other texts.
    static func other(_ match: SearchMatch) -> Int { [0, 3, 3, 5][match.rawValue] }
}

extension Catalog {
    /// Searches every entry of every kind, in every language, best first: the ranking of
    /// docs/SEARCH.md, which the site's `search.js` computes too. Stop words are dropped,
    /// words match whole or by their stem in each language, the last word also as a prefix.
    public func search(_ query: String, preferring language: CatalogLanguage = .english) -> [SearchHit] {
        SearchCorpus(searchDocuments).search(SearchQuery(query), preferring: language)
    }

    /// Whether every folded query word matches `entity` (the word scoring of
    /// ``search(_:preferring:)``), for filters such as `frameworks --search`. The entry's texts
    /// are folded once for all the words.
    static func matches(allOf words: [String], in entity: any CatalogEntity) -> Bool {
        guard !words.isEmpty else { return true }
        let corpus = SearchCorpus(Catalog.documents(of: [entity]))
        return words.allSatisfy { corpus.score(SearchTerm($0, isOpen: false), preferring: .english).points[0] > 0 }
    }

    /// The search documents of a few entries (in the order given).
    static func documents(of entities: [any CatalogEntity]) -> [SearchDocument] {
        var folder = SearchFolder()
        return entities.map { entity in
            let module = (entity as? Framework)?.module
            var nameWords = searchWords(folder.fold(entity.name)).map(String.init)
            if let module {
                for word in searchWords(folder.fold(module)) where !nameWords.contains(String(word)) { nameWords.append(String(word)) }
            }
            return SearchDocument(
                entity: entity,
                keys: [compactForSearch(entity.id), compactForSearch(entity.name)] + (module.map { [compactForSearch($0)] } ?? []),
                nameWords: nameWords,
                summaryWords: CatalogLanguage.allCases.map { searchWords(folder.fold(entity.summary.text(in: $0))).map(String.init) },
                otherWords: CatalogLanguage.allCases.map { language in
                    otherTexts(of: entity, in: language).flatMap { searchWords(folder.fold($0)).map(String.init) }
                })
        }
    }
}

/// The documents of one search with each language's words interned once, so each query word
/// is compared with each distinct word of a language once, however often it occurs.
struct SearchCorpus {
    let documents: [SearchDocument]
    /// Per language, the distinct words.
    let vocabularies: [[String]]
    /// Per document, per language, the summary's distinct word numbers.
    let summaryIDs: [[[Int32]]]
    /// Per document, per language, the other texts' distinct word numbers.
    let otherIDs: [[[Int32]]]

    init(_ documents: [SearchDocument]) {
        self.documents = documents
        let languageCount = CatalogLanguage.allCases.count
        var vocabularies = [[String]](repeating: [], count: languageCount)
        var numbers = [[String: Int32]](repeating: [:], count: languageCount)
        func intern(_ words: [String], _ language: Int) -> [Int32] {
            var ids: [Int32] = []
            ids.reserveCapacity(words.count)
            for word in words {
                if let id = numbers[language][word] {
                    ids.append(id)
                } else {
                    let id = Int32(vocabularies[language].count)
                    numbers[language][word] = id
                    vocabularies[language].append(word)
                    ids.append(id)
                }
            }
            return Array(Set(ids)).sorted()
        }
        summaryIDs = documents.map { document in (0..<languageCount).map { intern(document.summaryWords[$0], $0) } }
        otherIDs = documents.map { document in (0..<languageCount).map { intern(document.otherWords[$0], $0) } }
        self.vocabularies = vocabularies
    }

    /// The ranked hits for `query`.
    func search(_ query: SearchQuery, preferring language: CatalogLanguage) -> [SearchHit] {
        guard !query.terms.isEmpty else { return [] }
        let phrases = query.phrases
        var totals = [Int](repeating: 0, count: documents.count)
        var matchedAll = [Bool](repeating: true, count: documents.count)
        var languages = [CatalogLanguage?](repeating: nil, count: documents.count)
        for term in query.terms {
            let scored = score(term, preferring: language, namesOnly: query.namesOnly)
            for index in documents.indices {
                if scored.points[index] == 0 { matchedAll[index] = false }
                totals[index] += scored.points[index]
                if languages[index] == nil { languages[index] = scored.languages[index] }
            }
        }
        var hits: [SearchHit] = []
        for (index, document) in documents.enumerated() {
            var score = matchedAll[index] ? totals[index] : 0
            var included = matchedAll[index]
            if document.keys.contains(query.compact) {
                score += SearchWeight.exact
                included = true
            }
            if document.isVersion, document.keys.contains(where: phrases.contains) {
                score += SearchWeight.version
                included = true
            }
            if included { hits.append(SearchHit(entity: document.entity, score: score, language: languages[index])) }
        }
        // Documents are in tie order, and the sort is stable on equal scores.
        return hits.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }
        .map(\.element)
    }

    /// Each document's points for one term (name + best summary + best other text), and the
    /// language of its best text match.
    func score(_ term: SearchTerm, preferring preferred: CatalogLanguage, namesOnly: Bool = false) -> (
        points: [Int], languages: [CatalogLanguage?]
    ) {
        let languagesInOrder = namesOnly ? [] : [preferred] + CatalogLanguage.allCases.filter { $0 != preferred }
        let classes: [[SearchMatch]] = CatalogLanguage.allCases.enumerated().map { number, language in
            if namesOnly { return [] }
            let rules = SearchLanguage(rawValue: language.code) ?? .english
            return vocabularies[number].map { term.matchInText($0, language: rules) }
        }
        var points = [Int](repeating: 0, count: documents.count)
        var matched = [CatalogLanguage?](repeating: nil, count: documents.count)
        for (index, document) in documents.enumerated() {
            var name = 0
            for (position, word) in document.nameWords.enumerated() {
                name = max(name, SearchWeight.name(term.matchInName(word, isFirst: position == 0)))
            }
            var summary = 0
            var other = 0
            var summaryLanguage: CatalogLanguage?
            var otherLanguage: CatalogLanguage?
            for language in languagesInOrder {
                let number = CatalogLanguage.allCases.firstIndex(of: language) ?? 0
                let bonus = language == preferred ? 1 : 0
                var best = SearchMatch.none
                for id in summaryIDs[index][number] { best = max(best, classes[number][Int(id)]) }
                if best != .none, SearchWeight.summary(best) + bonus > summary {
                    summary = SearchWeight.summary(best) + bonus
                    summaryLanguage = language
                }
                best = .none
                for id in otherIDs[index][number] { best = max(best, classes[number][Int(id)]) }
                if best != .none, SearchWeight.other(best) + bonus > other {
                    other = SearchWeight.other(best) + bonus
                    otherLanguage = language
                }
            }
            points[index] = name + summary + other
            matched[index] = summaryLanguage ?? otherLanguage
        }
        return (points, matched)
    }
}
