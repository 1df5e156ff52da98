import Locales
import Testing

@Suite struct PluralVariantTests {
    static let czech: [PluralCategory: String] = [
        .one: "framework", .few: "frameworky", .many: "frameworku", .other: "frameworků",
    ]
    static let russian: [PluralCategory: String] = [
        .one: "фреймворк", .few: "фреймворка", .many: "фреймворков", .other: "фреймворка",
    ]
    static let english: [PluralCategory: String] = [.one: "framework", .other: "frameworks"]

    private func phrase(_ locale: LocaleID, _ count: Int, _ forms: [PluralCategory: String]) -> String {
        "\(count) \(locale.pluralVariant(from: forms, count: count) ?? "?")"
    }

    @Test func czechCounts() {
        let czech = LocaleID.language(.czech)
        #expect(phrase(czech, 1, Self.czech) == "1 framework")
        #expect(phrase(czech, 3, Self.czech) == "3 frameworky")
        #expect(phrase(czech, 5, Self.czech) == "5 frameworků")
        #expect(phrase(czech, 0, Self.czech) == "0 frameworků")
        #expect(phrase(czech, 21, Self.czech) == "21 frameworků")
        #expect(czech.pluralVariant(from: Self.czech, decimal: "1.5") == "frameworku")
        #expect(czech.pluralVariant(from: Self.czech, decimal: "2.0") == "frameworku")
    }

    @Test func russianCounts() {
        let russian = LocaleID.language(.russian)
        #expect(phrase(russian, 21, Self.russian) == "21 фреймворк")
        #expect(phrase(russian, 22, Self.russian) == "22 фреймворка")
        #expect(phrase(russian, 25, Self.russian) == "25 фреймворков")
        #expect(phrase(russian, 11, Self.russian) == "11 фреймворков")
        #expect(phrase(russian, 1, Self.russian) == "1 фреймворк")
        #expect(russian.pluralVariant(from: Self.russian, decimal: "1.5") == "фреймворка")
    }

    @Test func englishSwedishAndPseudoCounts() {
        for locale in [LocaleID.language(.english), .language(.swedish), .pseudo] {
            #expect(phrase(locale, 1, Self.english) == "1 framework")
            #expect(phrase(locale, 0, Self.english) == "0 frameworks")
            #expect(phrase(locale, 2, Self.english) == "2 frameworks")
            #expect(locale.pluralVariant(from: Self.english, decimal: "1.0") == "frameworks")
        }
    }

    @Test func frenchCounts() {
        let french = LocaleID.language(.french)
        let forms: [PluralCategory: String] = [.one: "framework", .many: "de frameworks", .other: "frameworks"]
        #expect(phrase(french, 0, forms) == "0 framework")
        #expect(phrase(french, 1, forms) == "1 framework")
        #expect(phrase(french, 2, forms) == "2 frameworks")
        #expect(phrase(french, 1_000_000, forms) == "1000000 de frameworks")
        #expect(french.pluralVariant(from: forms, decimal: "1.5") == "framework")
    }

    @Test func missingCategoryFallsBackToOther() {
        let onlyOther: [PluralCategory: String] = [.other: "x"]
        for locale in LocaleID.all {
            for count in [0, 1, 2, 5, 22, 1_000_000] {
                #expect(locale.pluralVariant(from: onlyOther, count: count) == "x")
            }
            #expect(locale.pluralVariant(from: onlyOther, decimal: "1.5") == "x")
        }
        // Czech 1.5 is `many`; without a `many` variant the `other` one is used.
        let withoutMany: [PluralCategory: String] = [.one: "a", .few: "b", .other: "c"]
        #expect(LocaleID.language(.czech).pluralVariant(from: withoutMany, decimal: "1.5") == "c")
    }

    @Test func noVariantWithoutCategoryOrOther() {
        let onlyOne: [PluralCategory: String] = [.one: "x"]
        #expect(LocaleID.language(.english).pluralVariant(from: onlyOne, count: 1) == "x")
        #expect(LocaleID.language(.english).pluralVariant(from: onlyOne, count: 2) == nil)
        #expect(LocaleID.language(.english).pluralVariant(from: [PluralCategory: String](), count: 1) == nil)
        #expect(LocaleID.language(.english).pluralVariant(from: Self.english, decimal: "1,5") == nil)
    }

    @Test func variantsOfAnyType() throws {
        let widths: [PluralCategory: Int] = [.one: 1, .few: 2, .many: 3, .other: 4]
        let rules = PluralRules(.russian)
        #expect(rules.variant(from: widths, count: 2) == 2)
        #expect(rules.variant(from: widths, count: 5) == 3)
        let operands = try #require(PluralOperands(decimal: "0.5"))
        #expect(rules.variant(from: widths, for: operands) == 4)
        #expect(rules.variant(from: widths, decimal: "101") == 1)
    }
}
