import Locales

/// The supported language an unknown language code most likely means: `CS`, `cs_CZ`, `cs-CZ`
/// → `cs`; the country codes `cz` → `cs` and `se` → `sv`; ISO 639-2 codes (`ces`, `fra`, `rus`,
/// `swe`, `eng`); and otherwise the one supported code at edit distance 1 (`sw` → `sv`). `nil`
/// when nothing is that close (`de`, `ja`): naming an unrelated language would mislead.
enum LanguageCodeSuggestion {
    /// Common confusions: country codes used as language codes, and ISO 639-2 codes.
    static let aliases: [String: CatalogLanguage] = [
        "cz": .czech, "ces": .czech, "cze": .czech,
        "se": .swedish, "swe": .swedish,
        "fra": .french, "fre": .french,
        "rus": .russian,
        "eng": .english, "gb": .english, "us": .english, "uk": .english,
    ]

    /// The supported language `code` probably means, or `nil`.
    static func suggestion(for code: String) -> CatalogLanguage? {
        let folded = String(code.lowercased().map { $0 == "_" ? "-" : $0 })
        if let language = CatalogLanguage(rawValue: folded) { return language }
        let primary = folded.split(separator: "-", maxSplits: 1).first.map(String.init) ?? folded
        if let language = CatalogLanguage(rawValue: primary) { return language }
        if let language = aliases[primary] { return language }
        let close = CatalogLanguage.allCases.filter { distance(Array(primary), Array($0.code)) == 1 }
        return close.count == 1 ? close.first : nil
    }

    /// Levenshtein distance.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
