import Testing

@testable import TextMatching

/// Taking a query apart: stop words, the word being typed, compounds and version phrases.
@Suite struct SearchQueryTests {
    @Test func stopWordsOfEveryLanguageAreDropped() {
        #expect(SearchQuery("what is new in iOS 17").terms.map(\.word) == ["new", "ios", "17"])
        #expect(SearchQuery("co je nového v iOS 17").terms.map(\.word) == ["noveho", "ios", "17"])
        #expect(SearchQuery("quoi de neuf dans l'iOS 17").terms.map(\.word) == ["neuf", "ios", "17"])
        #expect(SearchQuery("что нового в iOS 17").terms.map(\.word) == ["нового", "ios", "17"])
        #expect(SearchQuery("vad är nytt i iOS 17").terms.map(\.word) == ["nytt", "ios", "17"])
    }

    @Test func aQueryOfStopWordsOnlyKeepsThemForNames() {
        let query = SearchQuery("a")
        #expect(query.terms.map(\.word) == ["a"])
        #expect(query.namesOnly)
        #expect(!SearchQuery("a kamera").namesOnly)
    }

    @Test func onlyTheLastWordIsOpenAndOnlyWhileTyped() {
        #expect(SearchQuery("core loc").terms.map(\.isOpen) == [false, true])
        #expect(SearchQuery("core loc ").terms.map(\.isOpen) == [false, false])
        #expect(SearchQuery("poloha\u{200D}").terms.map(\.isOpen) == [true])
    }

    @Test func lastWordPrefixMatchesNamesOnly() {
        let open = SearchQuery("opus").terms[0]
        #expect(open.matchInName("opus", isFirst: true) == .whole)
        #expect(open.matchInText("opusti", language: .czech) == .none)
        #expect(SearchQuery("loc").terms[0].matchInName("location", isFirst: false) == .prefix)
        #expect(SearchQuery("loc ").terms[0].matchInName("location", isFirst: false) == .none)
        #expect(SearchQuery("l").terms[0].matchInName("location", isFirst: false) == .none)
        #expect(SearchQuery("l").terms[0].matchInName("location", isFirst: true) == .prefix)
    }

    @Test func compoundsMatchLongStemsInsideLongerWords() {
        let localisation = SearchQuery("localisation ").terms[0]
        #expect(localisation.matchInText("geolocalisation", language: .french) == .compound)
        #expect(SearchQuery("plats ").terms[0].matchInText("platstjanster", language: .swedish) == .compound)
        #expect(SearchQuery("plats ").terms[0].matchInText("platsen", language: .swedish) == .whole)
    }

    @Test func decomposedQueriesMatchPrecomposedText() {
        #expect(SearchQuery("ge\u{301}olocalisation").terms[0].word == foldForSearch("Géolocalisation"))
    }

    @Test func versionPhrasesAreCompacted() {
        #expect(SearchQuery("what is new in iOS 17").phrases.contains("ios17"))
        #expect(SearchQuery("iphone os 3").phrases.contains("iphoneos3"))
        #expect(SearchQuery("ios8").phrases.contains("ios8"))
    }
}
