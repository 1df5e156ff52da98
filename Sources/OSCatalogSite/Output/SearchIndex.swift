import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization
import TextMatching

/// A locale's search index: every entry with its title, kind, link (relative to the search
/// page) and summary, and three texts folded the way the search script folds a query (case
/// and diacritics removed), which it weighs differently: the name, the summary, and more
/// (capabilities, highlights, module names, file extensions). In catalog order.
///
/// It is written twice with the same content: `search-index.json` for tools, and
/// `search-index.js`, which sets `window.oscatSearchIndex` so the search page also works
/// from `file://`, where browsers refuse to fetch files.
struct SearchIndex {
    let context: PageContext

    /// The index's JSON text.
    var json: String {
        let searchPage = context.routes.search
        let entries = context.catalog.allEntities.map { entity -> String in
            let fields: [(String, String)] = [
                ("title", entity.name),
                ("kind", context.strings.kindName(entity.kind)),
                ("url", context.href(from: searchPage, to: entity)),
                ("summary", context.text(entity.summary)),
                ("name", foldForSearch(entity.name)),
                ("about", foldForSearch(context.text(entity.summary))),
                ("more", foldForSearch(extraTexts(of: entity).joined(separator: " "))),
            ]
            return "{" + fields.map { Self.quote($0.0) + ":" + Self.quote($0.1) }.joined(separator: ",") + "}"
        }
        return "{\"locale\":" + Self.quote(context.locale.description) + ",\"entries\":[\n"
            + entries.joined(separator: ",\n") + "\n]}\n"
    }

    /// `text` as a JSON string, with `<` written `\u003c`, so no catalog text can close a
    /// script element even if a page ever inlines the index.
    static func quote(_ text: String) -> String {
        JSONWriter.quote(text).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// `search-index.json` and `search-index.js` in the locale's folder.
    var files: [SiteFile] {
        let folder = context.routes.home.segments.joined(separator: "/")
        let text = json
        return [
            SiteFile(path: folder + "/search-index.json", text: text),
            SiteFile(path: folder + "/search-index.js", text: "window.oscatSearchIndex = " + text.trimmingTrailingNewlines + ";\n"),
        ]
    }

    /// Texts beyond the summary that a reader may search for: capabilities, highlights, module names.
    private func extraTexts(of entity: any CatalogEntity) -> [String] {
        switch entity {
        case let framework as Framework:
            framework.capabilities.map(context.text) + (framework.module.map { [$0] } ?? [])
        case let version as OSVersion:
            version.highlights.map(context.text)
        case let codec as Codec:
            codec.containers
        default:
            []
        }
    }
}
