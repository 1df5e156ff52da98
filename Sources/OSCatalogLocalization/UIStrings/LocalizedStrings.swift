import Locales
import StringCatalogs

/// The user-facing text of oscat, the command line's and the site's, in one locale: the one
/// lookup point for every heading, label, notice and message. Each key of the String Catalog
/// (`Localization/Localizable.xcstrings`) is a typed accessor, generated at build time
/// (`LocalizedStrings+Keys.swift`): `strings.columnID`, `strings.buildProgress(done, total)`,
/// `strings.countFrameworks(5)`; a key renamed in the catalog without its call sites fails
/// the build.
public struct LocalizedStrings: Sendable {
    /// The locale the text is in.
    public let locale: LocaleID
    /// Where the texts come from.
    public let table: UIStringTable

    /// The text of `locale`, from `table` (the String Catalog built into the binary by default).
    public init(locale: LocaleID, table: UIStringTable = .embedded) {
        self.locale = locale
        self.table = table
    }

    /// The text of a catalog language.
    public init(language: CatalogLanguage) {
        self.init(locale: .language(language))
    }

    /// The language catalog text is shown in.
    public var language: CatalogLanguage { locale.catalogLanguage }

    /// The text of a key without placeholders or plural forms, chosen by value.
    public func text(_ key: StringKey) -> String {
        text(key: key.rawValue)
    }

    /// A number as the locale writes it: the one place a number in UI text is formatted
    /// (`1,234` in English, `1 234` in Czech), used by every `%lld` accessor.
    public func number(_ value: Int) -> String {
        LocaleFormatting.integer(value, locale: locale)
    }

    /// The text of `key`, `%%` written as `%`; the key itself where the table lacks it (never
    /// for the embedded table, whose keys the accessors are generated from).
    func text(key: String) -> String {
        StringFormat.fill(table.text(key, locale: locale) ?? key, [])
    }

    /// The text of `key` with its placeholders filled by `arguments`, in argument order.
    func format(key: String, _ arguments: [String]) -> String {
        StringFormat.fill(table.text(key, locale: locale) ?? key, arguments)
    }

    /// The plural form of `key` for `count` (by the locale's CLDR plural rules), with its
    /// placeholders filled by `arguments` (the count, written by ``number(_:)``, first).
    func plural(key: String, count: Int, _ arguments: [String]) -> String {
        let category = PluralRules(locale: locale).category(for: count).rawValue
        return StringFormat.fill(table.text(key, category: category, locale: locale) ?? key, arguments)
    }
}
