import Locales
import TestSupport
import Testing

@Suite struct PluralRulesTests {
    /// CLDR's samples for each language and category, verbatim from
    /// `common/supplemental/plurals.xml` (CLDR 49), expanded by ``CLDRSamples``.
    struct Samples: Sendable, CustomStringConvertible {
        let language: CatalogLanguage
        let category: PluralCategory
        let samples: String
        var description: String { "\(language.code) \(category)" }
    }

    static let cldrSamples: [Samples] = [
        Samples(language: .english, category: .one, samples: "@integer 1"),
        Samples(
            language: .english, category: .other,
            samples:
                "@integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"
        ),
        Samples(language: .swedish, category: .one, samples: "@integer 1"),
        Samples(
            language: .swedish, category: .other,
            samples:
                "@integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"
        ),
        Samples(language: .czech, category: .one, samples: "@integer 1"),
        Samples(language: .czech, category: .few, samples: "@integer 2~4"),
        Samples(language: .czech, category: .many, samples: "@decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
        Samples(language: .czech, category: .other, samples: "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
        Samples(language: .french, category: .one, samples: "@integer 0, 1 @decimal 0.0~1.5"),
        Samples(
            language: .french, category: .many,
            samples:
                "@integer 1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, … @decimal 1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …"),
        Samples(
            language: .french, category: .other,
            samples:
                "@integer 2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, … @decimal 2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …"
        ),
        Samples(language: .russian, category: .one, samples: "@integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …"),
        Samples(language: .russian, category: .few, samples: "@integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …"),
        Samples(language: .russian, category: .many, samples: "@integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …"),
        Samples(language: .russian, category: .other, samples: "@decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …"),
    ]

    @Test(arguments: cldrSamples) func cldrSamplesHaveTheirCategory(_ entry: Samples) throws {
        let numbers = try CLDRSamples.expand(entry.samples)
        #expect(!numbers.isEmpty)
        let rules = PluralRules(entry.language)
        for number in numbers {
            let operands = try #require(PluralOperands(decimal: number), "\(number)")
            #expect(rules.category(for: operands) == entry.category, "\(entry.language.code) \(number): \(operands)")
        }
    }

    @Test func cldrSamplesCoverEveryCategoryOfEveryLanguage() {
        for language in CatalogLanguage.allCases {
            let sampled = Self.cldrSamples.filter { $0.language == language }.map(\.category)
            #expect(sampled == PluralRules(language).categories, "\(language.code)")
        }
    }

    @Test func sampleExpansion() throws {
        #expect(
            try CLDRSamples.expand("@integer 0, 2~4, … @decimal 0.8~1.1, 1c6") == ["0", "2", "3", "4", "0.8", "0.9", "1.0", "1.1", "1c6"])
        #expect(try CLDRSamples.expand("@decimal 0.00~0.02") == ["0.00", "0.01", "0.02"])
    }

    @Test func categoriesPerLocale() {
        #expect(PluralRules.categories(for: .language(.english)) == [.one, .other])
        #expect(PluralRules.categories(for: .language(.swedish)) == [.one, .other])
        #expect(PluralRules.categories(for: .language(.french)) == [.one, .many, .other])
        #expect(PluralRules.categories(for: .language(.czech)) == [.one, .few, .many, .other])
        #expect(PluralRules.categories(for: .language(.russian)) == [.one, .few, .many, .other])
        #expect(PluralRules.categories(for: .pseudo) == [.one, .other])
        for locale in LocaleID.all {
            let categories = PluralRules.categories(for: locale)
            #expect(categories.last == .other)
            #expect(categories == categories.sorted())
        }
    }

    @Test func pseudoLocaleUsesEnglishRules() {
        #expect(PluralRules(locale: .pseudo) == PluralRules(.english))
        #expect(LocaleID.pseudo.pluralRules.language == .english)
        for number in ["0", "1", "1.0", "2", "21", "1000000", "1c6"] {
            #expect(LocaleID.pseudo.pluralRules.category(forDecimal: number) == PluralRules(.english).category(forDecimal: number))
        }
    }

    /// The numbers the brief and the UI care about, one per line: locale, number, category.
    @Test(
        arguments: [
            ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "0", .other), ("en", "2", .other),
            ("sv", "1", .one), ("sv", "1.0", .other), ("sv", "21", .other),
            ("cs", "1", .one), ("cs", "1.0", .many), ("cs", "3", .few), ("cs", "4", .few), ("cs", "5", .other),
            ("cs", "0", .other), ("cs", "22", .other), ("cs", "1.5", .many), ("cs", "0.0", .many),
            ("fr", "0", .one), ("fr", "1", .one), ("fr", "1.5", .one), ("fr", "0.0", .one), ("fr", "2", .other),
            ("fr", "1000000", .many), ("fr", "2000000", .many), ("fr", "1000000.0", .other),
            ("fr", "1000001", .other), ("fr", "1e6", .many), ("fr", "1.5e6", .many), ("fr", "1e3", .other),
            ("fr", "1000000c0", .many), ("fr", "0c6", .one), ("fr", "0.5c6", .many),
            ("ru", "1", .one), ("ru", "21", .one), ("ru", "22", .few), ("ru", "25", .many), ("ru", "11", .many),
            ("ru", "12", .many), ("ru", "111", .many), ("ru", "112", .many), ("ru", "101", .one), ("ru", "0", .many),
            ("ru", "1.0", .other), ("ru", "1.5", .other), ("ru", "21.0", .other),
            ("ru", "100000000000000000000001", .one), ("ru", "100000000000000000000012", .many),
            ("en-XA", "1", .one), ("en-XA", "1.0", .other),
        ] as [(String, String, PluralCategory)])
    func knownCases(_ tag: String, _ number: String, _ category: PluralCategory) throws {
        let locale = try #require(LocaleID(tag: tag))
        #expect(locale.pluralRules.category(forDecimal: number) == category)
    }

    @Test func integerCountsAgreeWithTheirText() {
        var generator = SplitMix64(seed: 0x9_1A_2A15)
        var values = Array(-1_100...1_100) + [Int.max, Int.min, 1_000_000, -1_000_000, 10_000_000]
        for _ in 0..<2_000 { values.append(Int(truncatingIfNeeded: generator.next())) }
        for language in CatalogLanguage.allCases {
            let rules = PluralRules(language)
            for value in values {
                #expect(rules.category(for: value) == rules.category(forDecimal: String(value)), "\(language.code) \(value)")
                if value != .min {
                    #expect(rules.category(for: value) == rules.category(for: -value), "\(language.code) \(value)")
                }
            }
        }
    }

    @Test func everyDecimalIsManyInCzechAndOtherInRussian() {
        var generator = SplitMix64(seed: 0xDEC1)
        for _ in 0..<1_000 {
            let integer = generator.next() % 2_000_000
            let fraction = String(repeating: "0", count: Int(generator.next() % 3)) + String(generator.next() % 1_000)
            let text = "\(integer).\(fraction)"
            #expect(PluralRules(.czech).category(forDecimal: text) == .many, "\(text)")
            #expect(PluralRules(.russian).category(forDecimal: text) == .other, "\(text)")
            #expect(PluralRules(.english).category(forDecimal: text) == .other, "\(text)")
        }
    }

    @Test func invalidTextHasNoCategory() {
        for language in CatalogLanguage.allCases {
            #expect(PluralRules(language).category(forDecimal: "1,5") == nil)
            #expect(PluralRules(language).category(forDecimal: "") == nil)
        }
    }

    @Test func examplesHaveTheirCategory() {
        for language in CatalogLanguage.allCases {
            let rules = PluralRules(language)
            for category in PluralCategory.allCases {
                let examples = rules.examples(of: category)
                #expect(examples.isEmpty == !rules.categories.contains(category), "\(language.code) \(category)")
                for example in examples {
                    #expect(rules.category(forDecimal: example) == category, "\(language.code) \(example)")
                }
            }
        }
    }

    @Test func ruleTexts() {
        #expect(PluralRules(.czech).rule(for: .few) == "i = 2..4 and v = 0")
        #expect(PluralRules(.french).rule(for: .many) == "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")
        #expect(PluralRules(.russian).rule(for: .one) == "v = 0 and i % 10 = 1 and i % 100 != 11")
        #expect(PluralRules(.english).rule(for: .one) == "i = 1 and v = 0")
        #expect(PluralRules(.english).rule(for: .few) == nil)
        for language in CatalogLanguage.allCases {
            #expect(PluralRules(language).rule(for: .other) == "")
            #expect(PluralRules(language).rule(for: .zero) == nil)
            #expect(PluralRules(language).rule(for: .two) == nil)
        }
    }

    @Test func categoryOrderAndKeywords() {
        #expect(PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
        #expect(PluralCategory.allCases.sorted() == PluralCategory.allCases)
        #expect(PluralCategory.few.description == "few")
        #expect(PluralCategory(rawValue: "many") == .many)
    }
}

/// Expansion of CLDR's sample notation: `@integer`/`@decimal` markers, comma-separated numbers,
/// ranges `a~b` stepping by the last digit (`0.0~1.5` is 0.0, 0.1, …, 1.5), `…` left out.
enum CLDRSamples {
    struct BadSample: Error, CustomStringConvertible {
        let token: String
        var description: String { "bad sample '\(token)'" }
    }

    static func expand(_ samples: String) throws -> [String] {
        var numbers: [String] = []
        for token in samples.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
            if token == "@integer" || token == "@decimal" || token == "…" { continue }
            let bounds = token.split(separator: "~").map(String.init)
            switch bounds.count {
            case 1: numbers.append(token)
            case 2: numbers += try range(from: bounds[0], to: bounds[1])
            default: throw BadSample(token: token)
            }
        }
        return numbers
    }

    private static func range(from low: String, to high: String) throws -> [String] {
        let digits = fractionDigitCount(low)
        guard digits == fractionDigitCount(high),
            let first = Int(low.filter { $0 != "." }), let last = Int(high.filter { $0 != "." }), first <= last
        else { throw BadSample(token: "\(low)~\(high)") }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        return (first...last).map { value in
            guard digits > 0 else { return String(value) }
            let fraction = String(value % scale)
            return "\(value / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
    }

    private static func fractionDigitCount(_ number: String) -> Int {
        guard let point = number.firstIndex(of: ".") else { return 0 }
        return number.distance(from: number.index(after: point), to: number.endIndex)
    }
}
