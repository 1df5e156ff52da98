import Locales
import OSCatalog
import OSCatalogLocalization

extension LocalizedStrings {
    /// `A`, `A and B`, `A, B and C` in the user's language.
    func joinedWithAnd(_ items: [String]) -> String {
        joined(items, with: listAnd)
    }

    /// `A`, `A or B`, `A, B or C` in the user's language.
    func joinedWithOr(_ items: [String]) -> String {
        joined(items, with: listOr)
    }

    /// `A and B and C`: every item joined by the conjunction (for short lists of symbols, such as
    /// the types of one placeholder argument).
    func chainedWithAnd(_ items: [String]) -> String {
        guard var result = items.first else { return "" }
        for item in items.dropFirst() { result = listAnd(result, item) }
        return result
    }

    private func joined(_ items: [String], with key: (String, String) -> String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return key(items.dropLast().joined(separator: ", "), last)
    }

    /// The name of a catalog language in the user's language (`čeština`), standing alone.
    func languageName(_ language: CatalogLanguage) -> String {
        switch language {
        case .english: languageEn
        case .czech: languageCs
        case .french: languageFr
        case .russian: languageRu
        case .swedish: languageSv
        }
    }

    /// The name of month `number` (1…12) in the user's language, standing alone; the number for
    /// anything else.
    func monthName(_ number: Int) -> String {
        let keys: [StringKey] = [
            .month01, .month02, .month03, .month04, .month05, .month06, .month07, .month08, .month09,
            .month10, .month11, .month12,
        ]
        guard keys.indices.contains(number - 1) else { return String(number) }
        return self.text(keys[number - 1])
    }
}
