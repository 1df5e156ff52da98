import OSCatalog
import OSCatalogLocalization

/// The one lookup point for user-facing text of the command-line interface: every heading,
/// label, notice and help line goes through it, in the locale the user chose. The texts come
/// from the String Catalog built into the binary.
struct UIStrings: Sendable {
    /// The locale UI text is shown in.
    let locale: LocaleID
    /// Where the texts come from.
    var table: UIStringTable = .embedded

    /// Strings in `locale`.
    init(locale: LocaleID, table: UIStringTable = .embedded) {
        self.locale = locale
        self.table = table
    }

    /// Strings in a catalog language.
    init(language: CatalogLanguage) {
        self.init(locale: .language(language))
    }

    /// The language catalog text is shown in.
    var language: CatalogLanguage { locale.catalogLanguage }

    /// The text for `key`, with placeholders filled by `arguments`.
    func callAsFunction(_ key: UIKey, _ arguments: String...) -> String {
        UIStrings.fill(table.text(key.rawValue, locale: locale) ?? key.rawValue, arguments)
    }

    /// The plural-correct text for `key` with `count` (e.g. "5 frameworků"); `more` fills the
    /// placeholders after the count (`%2$@`).
    func count(_ key: UIKey, _ count: Int, _ more: String...) -> String {
        let category = PluralRules(locale: locale).category(for: count).rawValue
        let template = table.text(key.rawValue, category: category, locale: locale) ?? key.rawValue
        return UIStrings.fill(template, [String(count)] + more)
    }

    /// Fills printf-style placeholders (see ``StringFormat/fill(_:_:)``).
    static func fill(_ template: String, _ arguments: [String]) -> String {
        StringFormat.fill(template, arguments)
    }
}
