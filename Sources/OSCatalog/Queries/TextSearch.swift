import Dispatch
import Foundation
import Locales
import Synchronization
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
        SearchScorer(SearchQuery(query), preferring: language).rank(Catalog.tieOrder(allEntities))
    }

    /// The search documents of a few entries (in the order given).
    static func documents(of entities: [any CatalogEntity]) -> [SearchDocument] {
        var folder = SearchFolder()
        return entities.map { entity in
            SearchDocument(
                entity: entity,
                keys: searchKeys(of: entity, folder: &folder),
                nameWords: searchNameWords(of: entity, folder: &folder),
                summaryWords: CatalogLanguage.allCases.map { folder.words(entity.summary.text(in: $0)) },
                otherWords: CatalogLanguage.allCases.map { language in
                    otherTexts(of: entity, in: language).flatMap { folder.words($0) }
                })
        }
    }

    /// The compact (``compactForSearch(_:)``) id, name and module of an entry, which an exact
    /// match compares with the whole query.
    static func searchKeys(of entity: any CatalogEntity, folder: inout SearchFolder) -> [String] {
        let module = (entity as? Framework)?.module
        return [folder.compact(entity.id), folder.compact(entity.name)] + (module.map { [folder.compact($0)] } ?? [])
    }

    /// The folded words of an entry's name, then those of its module not already there.
    static func searchNameWords(of entity: any CatalogEntity, folder: inout SearchFolder) -> [String] {
        var words = folder.words(entity.name)
        if let module = (entity as? Framework)?.module {
            for word in folder.words(module) where !words.contains(word) { words.append(word) }
        }
        return words
    }
}

/// One search over the catalog's entries: each entry's texts are folded and split as they are
/// read, and each word is classified against every query word on the spot, so no word list,
/// vocabulary or `String` per word is made (docs/SEARCH.md, "Cost").
struct SearchScorer: Sendable {
    /// The query's words that must match.
    let terms: [SearchTerm]
    /// The language preferred on ties, which also gets a point more.
    let preferred: CatalogLanguage
    /// Whether the words are matched in names only (every word is a stop word).
    let namesOnly: Bool
    /// The whole query compacted, and the compact forms of its runs of words.
    private let compact: String
    private let phrases: Set<String>
    /// The languages in the order their matches are taken: the preferred one, then the others.
    private let languagesInOrder: [Int]
    private let rules = CatalogLanguage.allCases.map { SearchLanguage(rawValue: $0.code) ?? .english }
    private let matcher: SearchTextMatcher
    private var folder = SearchFolder()

    /// A scorer for a query.
    init(_ query: SearchQuery, preferring preferred: CatalogLanguage) {
        self.init(
            terms: query.terms, preferring: preferred, namesOnly: query.namesOnly, compact: query.compact,
            phrases: query.phrases)
    }

    /// A scorer for words; without the whole query's `compact` form and `phrases`, there are no
    /// exact or version matches.
    init(
        terms: [SearchTerm], preferring preferred: CatalogLanguage, namesOnly: Bool, compact: String = "",
        phrases: Set<String> = []
    ) {
        self.terms = terms
        self.preferred = preferred
        self.namesOnly = namesOnly
        self.compact = compact
        self.phrases = phrases
        matcher = SearchTextMatcher(terms)
        let preferredNumber = CatalogLanguage.allCases.firstIndex(of: preferred) ?? 0
        languagesInOrder = [preferredNumber] + CatalogLanguage.allCases.indices.filter { $0 != preferredNumber }
    }

    /// The hits among `entities` (in tie order), best first. The entries are scored in as
    /// many parts as there are processors, each part with its own copy of the scorer (and so
    /// of the folder's tables); the result does not depend on how they are split.
    func rank(_ entities: [any CatalogEntity]) -> [SearchHit] {
        guard !terms.isEmpty, !entities.isEmpty else { return [] }
        let parts = min(entities.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let size = (entities.count + parts - 1) / parts
        let scored = Mutex<[Int: [SearchHit]]>([:])
        let template = self
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            var scorer = template
            let hits = entities[min(entities.count, part * size)..<min(entities.count, (part + 1) * size)].compactMap {
                scorer.hit(for: $0)
            }
            scored.withLock { $0[part] = hits }
        }
        let hits = scored.withLock { found in (0..<parts).flatMap { found[$0] ?? [] } }
        // Entries come in tie order, and the sort is stable on equal scores.
        return hits.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }
        .map(\.element)
    }

    /// The entry as a hit, or nil when it does not match: every term must match, or the whole
    /// query must be its id, name or module, or a version phrase of the query must name it.
    mutating func hit(for entity: any CatalogEntity) -> SearchHit? {
        let scores = termScores(of: entity)
        let matchedAll = scores.allSatisfy { $0.points > 0 }
        var score = matchedAll ? scores.reduce(0) { $0 + $1.points } : 0
        var included = matchedAll
        let keys = Catalog.searchKeys(of: entity, folder: &folder)
        if keys.contains(compact) {
            score += SearchWeight.exact
            included = true
        }
        if entity.kind == .version, keys.contains(where: phrases.contains) {
            score += SearchWeight.version
            included = true
        }
        return included ? SearchHit(entity: entity, score: score, language: scores.lazy.compactMap(\.language).first) : nil
    }

    /// Whether every term matches `entity` (in any language, with the word scoring of
    /// ``Catalog/search(_:preferring:)``), for filters such as `frameworks --search`.
    mutating func matchesEveryTerm(_ entity: any CatalogEntity) -> Bool {
        termScores(of: entity).allSatisfy { $0.points > 0 }
    }

    /// Per term, an entry's points (name + best summary + best other text) and the language of
    /// its best text match.
    mutating func termScores(of entity: any CatalogEntity) -> [(points: Int, language: CatalogLanguage?)] {
        let nameWords = Catalog.searchNameWords(of: entity, folder: &folder)
        // Per language and term, the best match in the summary and in the other texts.
        var summaryBest = [SearchMatch](repeating: .none, count: terms.count * rules.count)
        var otherBest = summaryBest
        if !namesOnly {
            for (number, language) in CatalogLanguage.allCases.enumerated() {
                classify(entity.summary.text(in: language), language: number, into: &summaryBest)
                Catalog.forEachOtherText(of: entity, in: language) { classify($0, language: number, into: &otherBest) }
            }
        }
        return terms.indices.map { index in
            let term = terms[index]
            var name = 0
            for (position, word) in nameWords.enumerated() {
                name = max(name, SearchWeight.name(term.matchInName(word, isFirst: position == 0)))
            }
            var summary = 0
            var other = 0
            var summaryLanguage: CatalogLanguage?
            var otherLanguage: CatalogLanguage?
            for number in languagesInOrder {
                let language = CatalogLanguage.allCases[number]
                let bonus = language == preferred ? 1 : 0
                let inSummary = summaryBest[number * terms.count + index]
                if inSummary != .none, SearchWeight.summary(inSummary) + bonus > summary {
                    summary = SearchWeight.summary(inSummary) + bonus
                    summaryLanguage = language
                }
                let inOther = otherBest[number * terms.count + index]
                if inOther != .none, SearchWeight.other(inOther) + bonus > other {
                    other = SearchWeight.other(inOther) + bonus
                    otherLanguage = language
                }
            }
            return (name + summary + other, summaryLanguage ?? otherLanguage)
        }
    }

    /// Raises `best` (per language, then per term) to how each word of `text`, in the
    /// language numbered `number`, matches each term.
    private mutating func classify(_ text: String, language number: Int, into best: inout [SearchMatch]) {
        let rules = rules[number]
        let matcher = matcher
        folder.forEachWord(in: text) { matcher.raise(&best, at: number * matcher.termCount, for: $0, in: rules) }
    }
}
