import JSONReader

/// A String Catalog (`.xcstrings`, Apple's JSON format for localizable strings): every UI
/// string by key, with a comment for translators and, per language, either one translated
/// text or plural variations, each with its translation state.
///
/// SwiftPM on Linux does not compile `.xcstrings`, so oscat reads them itself at run time.
public struct StringCatalog: Sendable {
    /// The language the strings are written in first (`en`).
    public var sourceLanguage: String
    /// The entries by key.
    public var entries: [String: Entry]
    /// The format version (`1.0`).
    public var version: String

    /// One string with all its translations.
    public struct Entry: Sendable, Hashable {
        /// Context for translators.
        public var comment: String?
        /// The translation for each language code.
        public var localizations: [String: Localization]
        /// Where in the file the entry is written, for diagnostics.
        public var position: SourcePosition

        /// Creates an entry.
        public init(comment: String? = nil, localizations: [String: Localization] = [:], position: SourcePosition = .start) {
            self.comment = comment
            self.localizations = localizations
            self.position = position
        }
    }

    /// A string in one language: one text, or a text per plural category.
    public enum Localization: Sendable, Hashable {
        case unit(StringUnit)
        case plural([String: StringUnit])

        /// Every unit of this localization, the plural ones in category-name order.
        public var units: [StringUnit] {
            switch self {
            case .unit(let unit): [unit]
            case .plural(let units): units.keys.sorted().compactMap { units[$0] }
            }
        }
    }

    /// A translated text and how far it is to be trusted.
    public struct StringUnit: Sendable, Hashable {
        /// `translated`, `needs_review`, `new` or `stale`, as Xcode writes them.
        public var state: String
        /// The text, with printf-style placeholders (`%@`, `%lld`, `%1$@`).
        public var value: String
        /// Where the value is written, for diagnostics.
        public var position: SourcePosition

        /// Creates a unit.
        public init(state: String, value: String, position: SourcePosition = .start) {
            self.state = state
            self.value = value
            self.position = position
        }
    }

    /// Creates a catalog from its parts.
    public init(sourceLanguage: String = "en", entries: [String: Entry] = [:], version: String = "1.0") {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.version = version
    }

    /// The keys in sorted order, for deterministic output.
    public var sortedKeys: [String] { entries.keys.sorted() }
}
