/// The languages whose words search knows: their stop words (``stopWords``) and their light
/// stemming (``stem(_:)``). TextMatching imports no package module, so this is its own list
/// of the catalog's five languages; the raw values are the catalog's language codes.
public enum SearchLanguage: String, CaseIterable, Sendable {
    /// English.
    case english = "en"
    /// Czech.
    case czech = "cs"
    /// French.
    case french = "fr"
    /// Russian.
    case russian = "ru"
    /// Swedish.
    case swedish = "sv"

    /// The position in `allCases`.
    var number: Int {
        switch self {
        case .english: 0
        case .czech: 1
        case .french: 2
        case .russian: 3
        case .swedish: 4
        }
    }
}
