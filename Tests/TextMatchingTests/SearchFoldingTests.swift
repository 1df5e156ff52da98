import Testing

@testable import TextMatching

@Suite struct SearchFoldingTests {
    @Test func foldsCaseAndDiacriticsInEveryScript() {
        #expect(foldForSearch("Géolocalisation") == "geolocalisation")
        #expect(foldForSearch("Příliš ŽLUŤOUČKÝ") == "prilis zlutoucky")
        #expect(foldForSearch("Геолокация Ёлка") == "геолокация елка")
        #expect(foldForSearch("Åtkomst ÄR Öppen") == "atkomst ar oppen")
    }

    @Test func decomposedAndPrecomposedFoldAlike() {
        #expect(foldForSearch("e\u{301}") == foldForSearch("\u{E9}"))
    }

    @Test func stemsDropInflectionEndings() {
        #expect(searchStem("poloha") == "poloh")
        #expect(searchStem("polohy") == "poloh")
        #expect(searchStem("геолокация") == "геолокац")
        #expect(searchStem("геолокации") == "геолокац")
        #expect(searchStem("ios") == "ios")
    }

    @Test func wordsSplitOnEverythingButLettersAndDigits() {
        #expect(searchWords("core-location, ios 7!").map(String.init) == ["core", "location", "ios", "7"])
    }
}
