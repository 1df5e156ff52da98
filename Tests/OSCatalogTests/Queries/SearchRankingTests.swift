import Foundation
import Locales
import TestSupport
import Testing
import TextMatching

@testable import OSCatalog

/// The ranking test set of docs/SEARCH.md (`docs/search-ranking.json`) against
/// `Catalog.search` on the real catalog, and the ranking rules it rests on. The same set runs
/// against the site's `search.js` and the CLI in `Scripts/integration/check-search-ranking`.
@Suite struct SearchRankingTests {
    /// One query of the set.
    struct Case: Decodable {
        let language: String
        let query: String
        let first: String
        let absent: [String]?
    }

    /// The set, read from the repository.
    static func cases() throws -> [Case] {
        struct File: Decodable { let queries: [Case] }
        let data = try Data(contentsOf: SharedTestdata.packageRoot.appendingPathComponent("docs/search-ranking.json"))
        return try JSONDecoder().decode(File.self, from: data).queries
    }

    @Test func theSetCoversEveryLanguageWithTenQueriesOrMore() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 60)
        for language in CatalogLanguage.allCases {
            #expect(cases.filter { $0.language == language.code }.count >= 10, "\(language.code)")
        }
    }

    @Test func everyQueryOfTheSetRanksItsEntryFirst() throws {
        let catalog = try CatalogFixtures.realCatalog()
        for item in try Self.cases() {
            let language = try #require(CatalogLanguage(rawValue: item.language))
            let ids = catalog.search(item.query, preferring: language).map(\.entity.id)
            #expect(ids.first == item.first, "\(item.language) \(item.query): \(ids.prefix(3))")
            for absent in item.absent ?? [] {
                #expect(!ids.contains(absent), "\(item.language) \(item.query) finds \(absent)")
            }
        }
    }

    @Test func falseHitsOfPrefixMatchingAreGone() throws {
        let catalog = try CatalogFixtures.realCatalog()
        let everything = catalog.allEntities.count
        let oneLetter = catalog.search("a", preferring: .english)
        // One letter matches only names whose first word starts with it.
        #expect(oneLetter.count < everything / 2)
        #expect(!catalog.search("opus", preferring: .czech).contains { $0.entity.id == "multi-touch-events" })
    }

    @Test func inflectedFormsAndInvisibleCharactersFindTheSameEntries() throws {
        let catalog = try CatalogFixtures.realCatalog()
        func ids(_ query: String) -> [String] { catalog.search(query, preferring: .english).map(\.entity.id) }
        #expect(ids("plats").first == ids("platsen").first)
        #expect(ids("plats").contains("core-location") && ids("platsen").contains("core-location"))
        #expect(ids("poloha") == ids("poloze"))
        #expect(ids("геолокация") == ids("геолокации"))
        #expect(ids("poloha\u{200D}") == ids("poloha"))
        #expect(ids("polo\u{AD}ha") == ids("poloha"))
        #expect(ids("ge\u{301}olocalisation") == ids("géolocalisation"))
        #expect(ids("localisation").contains("core-location"))
    }

    @Test func aVersionInTheQueryComesFirstAndTiesFollowKindNameAndID() throws {
        let catalog = try CatalogFixtures.realCatalog()
        #expect(catalog.search("camera ios 8", preferring: .english).first?.entity.id == "ios-8")
        #expect(catalog.search("iOS 17 what is new", preferring: .english).first?.entity.id == "ios-17")
        let hits = catalog.search("core location", preferring: .english)
        for (lhs, rhs) in zip(hits, hits.dropFirst()) where lhs.score == rhs.score {
            #expect(
                lhs.entity.kind < rhs.entity.kind
                    || (lhs.entity.kind == rhs.entity.kind && lhs.entity.name.lowercased() <= rhs.entity.name.lowercased()))
        }
    }
}
