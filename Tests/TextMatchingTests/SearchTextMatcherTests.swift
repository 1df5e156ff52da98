import Testing

@testable import TextMatching

/// ``SearchTextMatcher`` is a faster way to ``SearchTerm/matchInText(_:language:)`` for many
/// words: its first-byte and length masks may only skip terms that cannot match.
@Suite struct SearchTextMatcherTests {
    /// Words of every kind of match: whole, by stem, compound, a one-letter stem, none.
    static let tokens = [
        "poloha", "poloze", "polohu", "geolocalisation", "localisation", "localisations", "platsen", "platstjanster",
        "геолокации", "геолокация", "camera", "cameras", "k", "c", "8", "17", "ios", "io", "a", "opusti", "x",
        String(repeating: "geolocalisation", count: 20), "",
    ]
    static let queries = [
        "poloha localisation plats геолокация camera k 8 ios 17 a opus", "c", "localisation", "x y z",
    ]

    @Test func raisesEachTermToItsMatchInText() {
        for query in Self.queries {
            let terms = SearchQuery(query).terms
            expectSameMatches(terms, query)
        }
    }

    /// Past 64 terms the masks are not used; every term is compared.
    @Test func moreThanSixtyFourTermsAreAllCompared() {
        let terms = (0..<70).map { SearchTerm("w\($0)", isOpen: false) } + SearchQuery("poloha camera k").terms
        expectSameMatches(terms, "70 words")
    }

    private func expectSameMatches(_ terms: [SearchTerm], _ label: String) {
        let matcher = SearchTextMatcher(terms)
        for language in SearchLanguage.allCases {
            for token in Self.tokens {
                var best = [SearchMatch](repeating: .none, count: terms.count + 2)
                var bytes = token
                bytes.withUTF8 { matcher.raise(&best, at: 1, for: $0, in: language) }
                let expected = terms.map { $0.matchInText(token, language: language) }
                #expect(Array(best[1...terms.count]) == expected, "\(label) \(language) \(token.prefix(20))")
                #expect(best.first == SearchMatch.none && best.last == SearchMatch.none, "writes outside its terms")
            }
        }
    }
}
