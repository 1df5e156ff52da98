/// One of CLDR's six plural categories (UTS #35, Part 3, "Language Plural Rules").
///
/// A language uses a subset of them for cardinal numbers: English and Swedish `one` and
/// `other`; French `one`, `many` and `other`; Czech and Russian `one`, `few`, `many` and
/// `other`. `other` is in every language's set and is the fallback when a message has no
/// variant for a number's category. The raw value is CLDR's keyword.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    case zero
    case one
    case two
    case few
    case many
    case other

    /// CLDR's keyword (`one`, `few`, …).
    public var description: String { rawValue }

    /// CLDR's order: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
