/// CLDR's cardinal plural rules for one catalog language (`common/supplemental/plurals.xml`,
/// CLDR 49; docs/PLURALS.md lists them and how they are checked against Python Babel).
///
/// ```swift
/// let rules = PluralRules(.czech)
/// rules.category(for: 3)                  // .few
/// rules.category(forDecimal: "1.5")       // .many
/// rules.categories                        // [.one, .few, .many, .other]
/// ```
///
/// The rules are tried in CLDR's order (zero, one, two, few, many) and the first that holds
/// wins; `other` is what is left. The pseudo-locale `en-XA` uses the English rules.
public struct PluralRules: Hashable, Sendable {
    /// The language whose rules these are.
    public let language: CatalogLanguage

    /// The rules of `language`.
    public init(_ language: CatalogLanguage) {
        self.language = language
    }

    /// The rules of `locale`: its catalog language's, the English ones for the pseudo-locale.
    public init(locale: LocaleID) {
        self.init(locale.catalogLanguage)
    }

    /// The categories `locale` uses, in CLDR order, `other` last.
    public static func categories(for locale: LocaleID) -> [PluralCategory] {
        PluralRules(locale: locale).categories
    }

    /// The categories this language uses, in CLDR order, `other` last: what a translated
    /// message with a count has to provide.
    public var categories: [PluralCategory] {
        switch language {
        case .english, .swedish: [.one, .other]
        case .french: [.one, .many, .other]
        case .czech, .russian: [.one, .few, .many, .other]
        }
    }

    /// The category of an integer count.
    public func category(for count: Int) -> PluralCategory {
        category(for: PluralOperands(count))
    }

    /// The category of a number written as decimal text (`"1"`, `"1.0"`, `"2.50"`, `"1.2c6"`;
    /// see ``PluralOperands``), or `nil` when the text is not such a number.
    public func category(forDecimal text: String) -> PluralCategory? {
        PluralOperands(decimal: text).map(category(for:))
    }

    /// The category of a number's operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        let i = operands.i
        let v = operands.v
        switch language {
        case .english, .swedish:
            // one: i = 1 and v = 0
            if i == 1 && v == 0 { return .one }
            return .other
        case .czech:
            // one: i = 1 and v = 0
            if i == 1 && v == 0 { return .one }
            // few: i = 2..4 and v = 0
            if let i, (2...4).contains(i), v == 0 { return .few }
            // many: v != 0
            if v != 0 { return .many }
            return .other
        case .french:
            // one: i = 0,1
            if i == 0 || i == 1 { return .one }
            // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
            let e = operands.e
            if (e == 0 && i != 0 && operands.i(modulo: 1_000_000) == 0 && v == 0) || !(0...5).contains(e) {
                return .many
            }
            return .other
        case .russian:
            let i10 = operands.i(modulo: 10)
            let i100 = operands.i(modulo: 100)
            // one: v = 0 and i % 10 = 1 and i % 100 != 11
            if v == 0 && i10 == 1 && i100 != 11 { return .one }
            // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
            if v == 0 && (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            // many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
            if v == 0 && (i10 == 0 || (5...9).contains(i10) || (11...14).contains(i100)) { return .many }
            return .other
        }
    }

    /// CLDR's condition for `category` in its rule syntax (`"i = 1 and v = 0"`): the empty
    /// string for `other`, `nil` for a category the language does not use.
    public func rule(for category: PluralCategory) -> String? {
        guard categories.contains(category) else { return nil }
        switch (language, category) {
        case (_, .other): return ""
        case (.english, _), (.swedish, _), (.czech, .one): return "i = 1 and v = 0"
        case (.czech, .few): return "i = 2..4 and v = 0"
        case (.czech, _): return "v != 0"
        case (.french, .one): return "i = 0,1"
        case (.french, _): return "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"
        case (.russian, .one): return "v = 0 and i % 10 = 1 and i % 100 != 11"
        case (.russian, .few): return "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"
        case (.russian, _): return "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14"
        }
    }

    /// A few numbers of `category` as decimal text, taken from CLDR's samples (integers
    /// first), for previews and help: empty for a category the language does not use.
    public func examples(of category: PluralCategory) -> [String] {
        guard categories.contains(category) else { return [] }
        switch (language, category) {
        case (.english, .one), (.swedish, .one), (.czech, .one): return ["1"]
        case (.english, _), (.swedish, _): return ["0", "2", "5", "100", "0.0", "1.0", "1.5"]
        case (.czech, .few): return ["2", "3", "4"]
        case (.czech, .many): return ["0.0", "1.0", "1.5", "2.5", "10.0"]
        case (.czech, _): return ["0", "5", "11", "19", "100", "1000"]
        case (.french, .one): return ["0", "1", "0.0", "1.5"]
        case (.french, .many): return ["1000000", "2000000", "1c6", "1.1c6"]
        case (.french, _): return ["2", "5", "100", "1000", "2.0", "3.5", "1000000.0", "1c3"]
        case (.russian, .one): return ["1", "21", "31", "101", "1001"]
        case (.russian, .few): return ["2", "3", "4", "22", "24", "102"]
        case (.russian, .many): return ["0", "5", "11", "12", "14", "19", "100"]
        case (.russian, _): return ["0.0", "1.0", "1.5", "10.0", "1000000.0"]
        }
    }
}

extension LocaleID {
    /// The plural rules of this locale (English for the pseudo-locale).
    public var pluralRules: PluralRules { PluralRules(locale: self) }
}
