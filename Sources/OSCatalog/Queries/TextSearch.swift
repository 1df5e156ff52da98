import Locales
import TextMatching

/// One entry found by `search`, with how well it matched.
public struct SearchHit: Sendable {
    /// The entry found.
    public var entity: any CatalogEntity
    /// Higher is better: an exact id or name beats a name prefix, which beats a word in the text.
    public var score: Int
    /// The language whose text matched best (nil when the id or name matched).
    public var language: CatalogLanguage?
}

extension Catalog {
    /// Searches every entry of every kind, in every language, case- and diacritic-insensitively,
    /// best matches first. Each query word must match (all words, in any field or language);
    /// inflected forms match through a light stem ("poloha" finds "polohu").
    public func search(_ query: String, preferring language: CatalogLanguage = .english) -> [SearchHit] {
        let words = searchWords(foldForSearch(query)).map(String.init)
        guard !words.isEmpty else { return [] }
        var hits: [SearchHit] = []
        for entity in allEntities {
            var total = 0
            var bestLanguage: CatalogLanguage?
            var allMatched = true
            for word in words {
                let (score, matchedLanguage) = Catalog.score(word: word, in: entity, preferring: language)
                if score == 0 {
                    allMatched = false
                    break
                }
                total += score
                if bestLanguage == nil { bestLanguage = matchedLanguage }
            }
            if allMatched { hits.append(SearchHit(entity: entity, score: total, language: bestLanguage)) }
        }
        return hits.sorted { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            if lhs.entity.kind != rhs.entity.kind { return lhs.entity.kind < rhs.entity.kind }
            return lhs.entity.name.lowercased() != rhs.entity.name.lowercased()
                ? lhs.entity.name.lowercased() < rhs.entity.name.lowercased() : lhs.entity.id < rhs.entity.id
        }
    }

    /// How well one folded query word matches an entry, and in which language.
    static func score(word: String, in entity: any CatalogEntity, preferring language: CatalogLanguage) -> (Int, CatalogLanguage?) {
        let name = foldForSearch(entity.name)
        let module = (entity as? Framework)?.module.map(foldForSearch) ?? ""
        let idWords = entity.id.split(separator: "-").map(String.init)
        if entity.id == word || name == word || module == word { return (100, nil) }
        let nameWords = searchWords(name).map(String.init)
        if nameWords.contains(word) || idWords.contains(word) { return (80, nil) }
        if nameWords.contains(where: { $0.hasPrefix(word) }) || name.hasPrefix(word) { return (60, nil) }
        let stem = String(searchStem(Substring(word)))
        var best = 0
        var bestLanguage: CatalogLanguage?
        for candidate in CatalogLanguage.allCases {
            let texts = Catalog.texts(of: entity, in: candidate)
            var score = 0
            for text in texts {
                let textWords = searchWords(foldForSearch(text))
                if textWords.contains(where: { $0 == word }) {
                    score = max(score, 40)
                } else if textWords.contains(where: { $0.hasPrefix(stem) }) {
                    score = max(score, 30)
                } else if foldForSearch(text).contains(word) {
                    score = max(score, 10)
                }
            }
            if score > 0, candidate == language { score += 5 }
            if score > best {
                best = score
                bestLanguage = candidate
            }
        }
        return (best, bestLanguage)
    }

    /// The searchable texts of an entry in one language.
    static func texts(of entity: any CatalogEntity, in language: CatalogLanguage) -> [String] {
        var texts = [entity.summary.text(in: language)] + entity.notes.map { $0.text(in: language) }
        switch entity {
        case let framework as Framework: texts += framework.capabilities.map { $0.text(in: language) }
        case let version as OSVersion: texts += version.highlights.map { $0.text(in: language) }
        case let program as DeveloperProgram: texts += program.benefits.map { $0.text(in: language) }
        case let tool as DevelopmentTool: texts += tool.details.map { $0.text(in: language) }
        default: break
        }
        return texts
    }
}
