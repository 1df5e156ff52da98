import TestSupport
import Testing

@testable import Locales

/// Each language's alphabetical order (CLDR 46 collation through ICU).
@Suite struct CollationTests {
    static let czech = LocaleID.language(.czech)
    static let swedish = LocaleID.language(.swedish)
    static let french = LocaleID.language(.french)
    static let russian = LocaleID.language(.russian)
    static let english = LocaleID.language(.english)

    @Test func czechChComesAfterH() {
        #expect(LocaleFormatting.sorted(["Ibis", "Chata", "Hra"], locale: Self.czech) == ["Hra", "Chata", "Ibis"])
        #expect(LocaleFormatting.sorted(["Bach", "Bah", "Bai"], locale: Self.czech) == ["Bah", "Bach", "Bai"])
        #expect(LocaleFormatting.sorted(["CHATA", "hz", "i"], locale: Self.czech) == ["hz", "CHATA", "i"])
        // Not in English: there "ch" is c followed by h.
        #expect(LocaleFormatting.sorted(["Ibis", "Chata", "Hra"], locale: Self.english) == ["Chata", "Hra", "Ibis"])
    }

    @Test func czechHáčekLettersFollowTheirBase() {
        let words = ["Žába", "Zebra", "Šum", "Svět", "Řeka", "Ryba", "Dům", "Čas", "Cesta", "Tma"]
        #expect(
            LocaleFormatting.sorted(words, locale: Self.czech)
                == ["Cesta", "Čas", "Dům", "Ryba", "Řeka", "Svět", "Šum", "Tma", "Zebra", "Žába"])
    }

    @Test func swedishÅÄÖComeAfterZ() {
        let words = ["Östen", "Ärlig", "Åsa", "Zebra", "Apa", "Örn", "ärm"]
        #expect(LocaleFormatting.sorted(words, locale: Self.swedish) == ["Apa", "Zebra", "Åsa", "Ärlig", "ärm", "Örn", "Östen"])
        // Elsewhere they are a and o with accents.
        #expect(LocaleFormatting.sorted(words, locale: Self.english) == ["Apa", "Ärlig", "ärm", "Åsa", "Örn", "Östen", "Zebra"])
    }

    /// Accents only decide between otherwise equal words, compared from the start (France).
    @Test func frenchAccents() {
        #expect(LocaleFormatting.sorted(["côté", "côte", "coté", "cote"], locale: Self.french) == ["cote", "coté", "côte", "côté"])
        #expect(LocaleFormatting.sorted(["élève", "élevé", "eleve"], locale: Self.french) == ["eleve", "élevé", "élève"])
        #expect(LocaleFormatting.sorted(["cotes", "côte", "Côte"], locale: Self.french) == ["côte", "Côte", "cotes"])
    }

    @Test func russianCyrillicFirst() {
        let words = ["Яблоко", "apple", "Жук", "Ежик", "Ёж", "Zebra", "Арбуз"]
        #expect(LocaleFormatting.sorted(words, locale: Self.russian) == ["Арбуз", "Ёж", "Ежик", "Жук", "Яблоко", "apple", "Zebra"])
        #expect(LocaleFormatting.sorted(words, locale: Self.english) == ["apple", "Zebra", "Арбуз", "Ёж", "Ежик", "Жук", "Яблоко"])
    }

    @Test func pseudoLocaleSortsAsEnglish() {
        let words = ["Ibis", "Chata", "Hra", "Åsa", "Zebra", "Жук", "apple"]
        #expect(LocaleFormatting.sorted(words, locale: .pseudo) == LocaleFormatting.sorted(words, locale: Self.english))
    }

    /// Lowercase before uppercase; collation-equal strings by Unicode scalars; the result
    /// never depends on the input order.
    @Test func tiesAreBrokenByScalarsDeterministically() {
        let precomposed = "\u{E9}t\u{E9}"
        let decomposed = "e\u{301}te\u{301}"
        #expect(LocaleFormatting.compare(precomposed, decomposed, locale: Self.french) == .orderedDescending)
        #expect(LocaleFormatting.compare(decomposed, precomposed, locale: Self.french) == .orderedAscending)
        #expect(LocaleFormatting.compare("hra", "hra", locale: Self.czech) == .orderedSame)
        #expect(LocaleFormatting.compare("hra", "Hra", locale: Self.czech) == .orderedAscending)

        let words = ["Hra", precomposed, "hra", "ff", "\u{FB00}", decomposed, "Chata", "chata", "Hra", ""]
        var generator = SystemRandomNumberGenerator()
        let expected = LocaleFormatting.sorted(words, locale: Self.czech)
        #expect(expected.first == "")
        for _ in 0..<50 {
            let shuffled = words.shuffled(using: &generator)
            let sorted = LocaleFormatting.sorted(shuffled, locale: Self.czech)
            #expect(sorted.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
        }
    }

    @Test func sortingByKeyIsStable() {
        struct Entry: Equatable {
            let name: String
            let id: Int
        }
        let entries = [Entry(name: "Ibis", id: 1), Entry(name: "Chata", id: 2), Entry(name: "Hra", id: 3), Entry(name: "Chata", id: 4)]
        let sorted = LocaleFormatting.sorted(entries, locale: Self.czech, by: \.name)
        #expect(sorted.map(\.id) == [3, 2, 4, 1])
    }

    @Test func collationValue() {
        let collation = LocaleFormatting.Collation(locale: Self.czech)
        #expect(["Ibis", "Chata", "Hra"].sorted(by: collation.areInIncreasingOrder) == ["Hra", "Chata", "Ibis"])
        #expect(collation.compare("Chata", "Hra") == .orderedDescending)
    }

    /// The comparison with one cached Core Foundation locale per language orders exactly as
    /// Foundation's `String.compare(_:options:range:locale:)`, on words of every script the
    /// catalog uses, look-alikes, marks, ligatures, digits and punctuation, and on seeded
    /// random strings of them.
    @Test(arguments: CatalogLanguage.allCases)
    func cachedLocaleComparesAsFoundationDoes(language: CatalogLanguage) {
        var words = [
            "", " ", "a", "A", "á", "a\u{301}", "ab", "Ab", "aB", "Hra", "Chata", "chata", "CH", "Ibis", "Čas",
            "Cesta", "Řeka", "Ryba", "Åsa", "Ärlig", "Östen", "Zebra", "cote", "coté", "côte", "côté",
            "Ёж", "Ежик", "Жук", "apple", "ff", "\u{FB00}", "1", "10", "2", "iOS 10", "iOS 9", "Core Data",
            "Core-Data", "CoreData", "core data", "A\u{0}b", "日本", "한국", "💡 idea", "-", "_x", "x_", "ﬁ", "Ǆ",
        ]
        let alphabet = Array("aAáäåcčhChiIoóöszšžéèêëeEёеЁЕжЖ -_.0129日ﬀ\u{301}\u{308}")
        var generator = SplitMix64(seed: 20_261_130)
        for _ in 0..<70 {
            let length = Int.random(in: 0...6, using: &generator)
            words.append(String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
        }
        var mismatches: [String] = []
        for lhs in words {
            for rhs in words {
                let cached = CollationLocales.compare(lhs, rhs, in: language)
                let foundation = CollationLocales.foundationCompare(lhs, rhs, in: language)
                if cached != foundation { mismatches.append("\(lhs.debugDescription) vs \(rhs.debugDescription)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}
