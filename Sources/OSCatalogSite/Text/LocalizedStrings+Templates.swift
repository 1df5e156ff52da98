import OSCatalogLocalization
import TemplateEngine

extension LocalizedStrings {
    /// Every text without placeholders or plural forms as a nested object for templates, by
    /// key path: `{{t.nav.home}}` is `site.nav.home`, the site's own text; where the site has
    /// none, the shared key of that path (`{{t.column.swift}}` is `column.swift`, which the
    /// command line uses too).
    public var templateTexts: TemplateValue {
        var root: [String: TemplateValue] = [:]
        let sitePrefix = "site."
        for key in StringKey.allCases where !key.rawValue.hasPrefix(sitePrefix) {
            insert(text(key), at: key.rawValue.split(separator: ".").map(String.init)[...], into: &root)
        }
        for key in StringKey.allCases where key.rawValue.hasPrefix(sitePrefix) {
            let path = key.rawValue.dropFirst(sitePrefix.count).split(separator: ".").map(String.init)
            insert(text(key), at: path[...], into: &root)
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
