import Foundation

extension LocaleFormatting {
    /// The order `locale`'s readers expect in an alphabetical list (CLDR collation through
    /// ICU, at tertiary strength: letters first, then accents, then case, lowercase first):
    ///
    /// - Czech: "ch" is a letter after "h" (Hra < Chata < Ibis); č, ř, š, ž follow c, r, s, z.
    /// - Swedish: å, ä, ö are letters after z (Zebra < Åsa < Ärlig < Östen).
    /// - French: accents count only between otherwise equal words, compared from the start
    ///   (CLDR's `fr`, as in France: cote < coté < côte < côté; Canadian French's
    ///   from-the-end order is not used).
    /// - Russian: Cyrillic before Latin, ё with е. Other locales put Latin first.
    /// - English and `en-XA`: CLDR's root order.
    ///
    /// Strings that collation finds equal (such as "é" precomposed and decomposed) are
    /// ordered by their Unicode scalar values, so the order is total and never depends on
    /// the input order.
    public static func compare(_ lhs: String, _ rhs: String, locale: LocaleID) -> ComparisonResult {
        Collation(locale: locale).compare(lhs, rhs)
    }

    /// `strings` in `locale`'s alphabetical order (see ``compare(_:_:locale:)``).
    public static func sorted(_ strings: some Sequence<String>, locale: LocaleID) -> [String] {
        strings.sorted(by: Collation(locale: locale).areInIncreasingOrder)
    }

    /// `elements` ordered by `key` in `locale`'s alphabetical order (see
    /// ``compare(_:_:locale:)``); elements with the same key keep their relative order.
    public static func sorted<Element>(
        _ elements: some Sequence<Element>, locale: LocaleID, by key: (Element) throws -> String
    ) rethrows -> [Element] {
        let collation = Collation(locale: locale)
        let keyed = try elements.map { (key: try key($0), element: $0) }
        return keyed.sorted { collation.areInIncreasingOrder($0.key, $1.key) }.map(\.element)
    }

    /// One locale's alphabetical order, as a value to pass around:
    /// `names.sorted(by: LocaleFormatting.Collation(locale: locale).areInIncreasingOrder)`.
    public struct Collation: Sendable, Hashable {
        /// The locale whose order this is.
        public let locale: LocaleID

        /// The order of `locale`.
        public init(locale: LocaleID) {
            self.locale = locale
        }

        /// How `lhs` and `rhs` compare: by collation, then by Unicode scalar values.
        public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
            let collated = CollationLocales.compare(lhs, rhs, in: locale.catalogLanguage)
            if collated != .orderedSame { return collated }
            if lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars) { return .orderedSame }
            let scalarsFirst = lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) { $0.value < $1.value }
            return scalarsFirst ? .orderedAscending : .orderedDescending
        }

        /// Whether `lhs` sorts before `rhs`: a strict total order for `sorted(by:)`.
        public func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
            compare(lhs, rhs) == .orderedAscending
        }
    }
}
