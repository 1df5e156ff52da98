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

    @Test func invisibleCharactersAreRemovedSoWordsStayWhole() {
        #expect(foldForSearch("poloha\u{200D}") == "poloha")
        #expect(foldForSearch("polo\u{AD}ha") == "poloha")
        #expect(foldForSearch("\u{FEFF}ka\u{200B}me\u{200C}ra\u{2060}") == "kamera")
        #expect(searchWords(foldForSearch("Geo\u{AD}lokace")).map(String.init) == ["geolokace"])
    }

    @Test func compactFormIgnoresCaseSpacesAndHyphens() {
        #expect(compactForSearch("AV Foundation") == "avfoundation")
        #expect(compactForSearch("av-foundation") == "avfoundation")
        #expect(compactForSearch("AVFoundation") == "avfoundation")
    }

    @Test func wordsSplitOnEverythingButLettersAndDigits() {
        #expect(searchWords("core-location, ios 7!").map(String.init) == ["core", "location", "ios", "7"])
    }
}
