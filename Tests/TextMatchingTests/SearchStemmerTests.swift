import Testing

@testable import TextMatching

/// The light stemmers of docs/SEARCH.md: inflected forms of one word meet, different words do not.
@Suite struct SearchStemmerTests {
    /// Asserts that every form has one stem in `language`.
    private func expectOneStem(_ forms: [String], _ language: SearchLanguage) {
        let stems = Set(forms.map { language.stem(foldForSearch($0)) })
        #expect(stems.count == 1, "\(language): \(forms) → \(stems.sorted())")
    }

    @Test func czechCasesMeetIncludingConsonantAlternation() {
        expectOneStem(["poloha", "polohu", "polohy", "poloze", "polohou"], .czech)
        expectOneStem(["kamera", "kamery", "kameru", "kameře", "kamerou"], .czech)
        expectOneStem(["aplikace", "aplikaci", "aplikací", "aplikacemi"], .czech)
        expectOneStem(["obraz", "obrazu"], .czech)
        #expect(SearchLanguage.czech.stem("opus") != SearchLanguage.czech.stem("opusti"))
    }

    @Test func russianCasesMeet() {
        expectOneStem(["геолокация", "геолокации", "геолокацию", "геолокацией"], .russian)
        expectOneStem(["камера", "камеры", "камеру", "камерой"], .russian)
        expectOneStem(["местоположение", "местоположения", "местоположением"], .russian)
    }

    @Test func swedishDefiniteAndPluralFormsMeet() {
        expectOneStem(["plats", "platsen", "platser", "platserna", "platsens"], .swedish)
        expectOneStem(["kamera", "kameran", "kameror", "kamerorna"], .swedish)
        expectOneStem(["bild", "bilden", "bilder"], .swedish)
    }

    @Test func frenchPluralsMeet() {
        expectOneStem(["localisation", "localisations"], .french)
        expectOneStem(["caméra", "caméras"], .french)
        expectOneStem(["journal", "journaux"], .french)
    }

    @Test func englishPluralsMeetButShortWordsStay() {
        expectOneStem(["camera", "cameras"], .english)
        expectOneStem(["battery", "batteries"], .english)
        expectOneStem(["box", "boxes"], .english)
        #expect(SearchLanguage.english.stem("ios") == "ios")
        #expect(SearchLanguage.english.stem("status") == "status")
    }
}
