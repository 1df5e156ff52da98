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
    ///
    /// Written straight into one UTF-8 buffer, and folded with one ``SearchFolder`` (which folds
    /// each distinct character once): building the five indexes of the real catalog with
    /// string concatenation, Foundation's `replacingOccurrences` and per-text normalization was
    /// a third of an HTML site build.
    var json: String {
        let searchPage = context.routes.search
        var folder = SearchFolder()
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        output.append(contentsOf: "{\"locale\":".utf8)
        Self.appendQuoted(context.locale.description, to: &output)
        output.append(contentsOf: ",\"entries\":[\n".utf8)
        for (index, entity) in context.catalog.allEntities.enumerated() {
            let summary = context.text(entity.summary)
            let fields: [(String, String)] = [
                ("title", entity.name),
                ("kind", context.strings.kindName(entity.kind)),
                ("url", context.href(from: searchPage, to: entity)),
                ("summary", summary),
                ("name", folder.fold(entity.name)),
                ("about", folder.fold(summary)),
                ("more", folder.fold(extraTexts(of: entity).joined(separator: " "))),
            ]
            if index > 0 { output.append(contentsOf: ",\n".utf8) }
            output.append(UInt8(ascii: "{"))
            for (number, (key, value)) in fields.enumerated() {
                if number > 0 { output.append(UInt8(ascii: ",")) }
                Self.appendQuoted(key, to: &output)
                output.append(UInt8(ascii: ":"))
                Self.appendQuoted(value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
        output.append(contentsOf: "\n]}\n".utf8)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` as a JSON string, with `<` written `\u003c`, so no catalog text can close a
    /// script element even if a page ever inlines the index.
    static func quote(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``quote(_:)`` of `text` to `output`, byte by byte (`<` is never escaped by
    /// `JSONWriter`, so each of its bytes stands for the character itself).
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        let quoted = JSONWriter.quote(text).utf8
        guard quoted.contains(UInt8(ascii: "<")) else {
            output.append(contentsOf: quoted)
            return
        }
        for byte in quoted {
            if byte == UInt8(ascii: "<") {
                output.append(contentsOf: "\\u003c".utf8)
            } else {
                output.append(byte)
            }
        }
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
