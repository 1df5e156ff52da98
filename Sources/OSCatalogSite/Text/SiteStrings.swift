import OSCatalog
import OSCatalogLocalization
import TemplateEngine

/// The site's own words (navigation, headings, labels, counted phrases) in one locale, from the
/// String Catalog's `site.*` keys, so that every page reads entirely in its language.
public struct SiteStrings: Sendable {
    /// The locale the words are in.
    public let locale: LocaleID
    /// Where the words come from.
    public let table: UIStringTable

    /// The words of `locale`, from `table` (the String Catalog built into the binary by default).
    public init(locale: LocaleID, table: UIStringTable = .embedded) {
        self.locale = locale
        self.table = table
    }

    /// The text of `key` with its placeholders filled; the key itself where the catalog lacks it,
    /// which `SiteText`'s test rules out.
    public func callAsFunction(_ key: SiteText, _ arguments: String...) -> String {
        StringFormat.fill(table.text(key.rawValue, locale: locale) ?? key.rawValue, arguments)
    }

    /// The plural-correct phrase for `count` ("5 frameworků"), the number written the locale's way.
    public func count(_ key: SiteText, _ count: Int) -> String {
        let category = PluralRules(locale: locale).category(for: count).rawValue
        let template = table.text(key.rawValue, category: category, locale: locale) ?? key.rawValue
        return StringFormat.fill(template, [LocaleFormatting.integer(count, locale: locale)])
    }

    /// The lower-case name of an entry kind ("framework"), shared with the command line's
    /// wording (the String Catalog's `kind.*` keys).
    public func kindName(_ kind: EntityKind) -> String {
        let key = "kind." + kind.singularKey
        return table.text(key, locale: locale) ?? kind.singularKey
    }

    /// The name of a kind of tool ("compiler"), shared with the command line's wording (the
    /// String Catalog's `tool-kind.*` keys).
    public func toolKindName(_ kind: DevelopmentTool.Kind) -> String {
        table.text("tool-kind." + kind.rawValue, locale: locale) ?? kind.rawValue
    }

    /// Every plain (non-counted) site text as a nested object for templates: `site.nav.home`
    /// becomes `{{t.nav.home}}`.
    public var templateTexts: TemplateValue {
        var root: [String: TemplateValue] = [:]
        for key in SiteText.allCases where !key.isCounted {
            let path = key.rawValue.split(separator: ".").dropFirst().map(String.init)
            insert(self(key), at: path[...], into: &root)
        }
        return .object(root)
    }

    private func insert(_ text: String, at path: ArraySlice<String>, into object: inout [String: TemplateValue]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = .string(text)
            return
        }
        var child = object[first]?.objectValue ?? [:]
        insert(text, at: path.dropFirst(), into: &child)
        object[first] = .object(child)
    }
}

extension EntityKind {
    /// The kind's name in String Catalog keys (`kind.framework`).
    var singularKey: String {
        switch self {
        case .version: "version"
        case .layer: "layer"
        case .service: "service"
        case .framework: "framework"
        case .codec: "codec"
        case .program: "program"
        case .tool: "tool"
        case .source: "source"
        }
    }
}
