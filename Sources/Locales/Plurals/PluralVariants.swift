/// Choosing the variant of a message for a count: the variant of the count's plural category,
/// else the `other` variant (the one every language has).
///
/// ```swift
/// let forms: [PluralCategory: String] = [.one: "фреймворк", .few: "фреймворка", .many: "фреймворков"]
/// LocaleID.language(.russian).pluralVariant(from: forms, count: 22)   // "фреймворка"
/// ```
extension PluralRules {
    /// The variant for `operands`: the one of their category, else `other`, else `nil`.
    public func variant<Value>(from variants: [PluralCategory: Value], for operands: PluralOperands) -> Value? {
        variants[category(for: operands)] ?? variants[.other]
    }

    /// The variant for an integer count: the one of its category, else `other`, else `nil`.
    public func variant<Value>(from variants: [PluralCategory: Value], count: Int) -> Value? {
        variant(from: variants, for: PluralOperands(count))
    }

    /// The variant for a count written as decimal text (`"1.5"`, see ``PluralOperands``): the
    /// one of its category, else `other`; `nil` when there is neither or the text is not a number.
    public func variant<Value>(from variants: [PluralCategory: Value], decimal text: String) -> Value? {
        PluralOperands(decimal: text).flatMap { variant(from: variants, for: $0) }
    }
}

extension LocaleID {
    /// The variant for an integer count under this locale's plural rules: the one of its
    /// category, else `other`, else `nil`.
    public func pluralVariant<Value>(from variants: [PluralCategory: Value], count: Int) -> Value? {
        pluralRules.variant(from: variants, count: count)
    }

    /// The variant for a count written as decimal text under this locale's plural rules: the
    /// one of its category, else `other`; `nil` when there is neither or the text is not a number.
    public func pluralVariant<Value>(from variants: [PluralCategory: Value], decimal text: String) -> Value? {
        pluralRules.variant(from: variants, decimal: text)
    }
}
