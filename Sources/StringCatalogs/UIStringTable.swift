import Locales

/// User-interface strings in every locale, read from a String Catalog: where a heading, label
/// or message is looked up by key, with the English source text where a translation is
/// missing and pseudo-localized English for the pseudo-locale.
public struct UIStringTable: Sendable {
    /// The String Catalog the strings come from.
    public let catalog: StringCatalog

    /// Creates a table over `catalog`.
    public init(catalog: StringCatalog) {
        self.catalog = catalog
    }

    /// The text of `key` in `locale`: its translation, or the English source where the
    /// translation is missing; for the pseudo-locale, the English text pseudo-localized.
    /// For plural strings, the `other` form (use `plural(_:count:locale:)` for counts).
    public func text(_ key: String, locale: LocaleID) -> String? {
        guard let entry = catalog.entries[key] else { return nil }
        return form(of: entry, locale: locale) { units in units["other"] }
    }

    /// The plural form of `key` for `category` (a CLDR category name: one, few, many, other …)
    /// in `locale`, falling back to `other`, then to English.
    public func text(_ key: String, category: String, locale: LocaleID) -> String? {
        guard let entry = catalog.entries[key] else { return nil }
        return form(of: entry, locale: locale) { units in units[category] ?? units["other"] }
    }

    private func form(
        of entry: StringCatalog.Entry, locale: LocaleID, pick: ([String: StringCatalog.StringUnit]) -> StringCatalog.StringUnit?
    ) -> String? {
        func value(_ language: String) -> String? {
            switch entry.localizations[language] {
            case .unit(let unit)?: unit.value
            case .plural(let units)?: pick(units)?.value
            case nil: nil
            }
        }
        switch locale {
        case .pseudo:
            return value(catalog.sourceLanguage).map(PseudoLocalizer.transform)
        case .language(let language):
            return value(language.code) ?? value(catalog.sourceLanguage)
        }
    }
}
