import Foundation
import JSONReader
import Locales
import OSCatalog
import OSCatalogLocalization
import TextMatching

/// A locale's search index: every entry with its title, kind, link (relative to the search
/// page) and summary for showing it, and what the ranking of docs/SEARCH.md reads, exactly as
/// the CLI reads it (``SearchDocument``): the compact keys, the name's words, and per language
/// (all five, so the page finds what `oscat search` finds) the words of the summary and of the
/// other texts, folded and separated by spaces. The top level carries the page's language
/// (the one preferred on ties), the languages in order and every language's stop words.
/// Entries are in the order search breaks ties.
///
/// It is written twice with the same content: `search-index.json` for tools, and
/// `search-index.js`, which sets `window.oscatSearchIndex` so the search page also works
/// from `file://`, where browsers refuse to fetch files.
struct SearchIndex {
    let context: PageContext

    /// The index's JSON text, written straight into one UTF-8 buffer.
    var json: String {
        let searchPage = context.routes.search
        var output: [UInt8] = []
        output.reserveCapacity(1 << 20)
        output.append(contentsOf: "{\"locale\":".utf8)
        Self.appendQuoted(context.locale.description, to: &output)
        output.append(contentsOf: ",\"language\":".utf8)
        Self.appendQuoted(context.language.code, to: &output)
        output.append(contentsOf: ",\"languages\":".utf8)
        Self.appendArray(CatalogLanguage.allCases.map(\.code), to: &output)
        output.append(contentsOf: ",\"stopWords\":{".utf8)
        for (number, language) in SearchLanguage.allCases.enumerated() {
            if number > 0 { output.append(UInt8(ascii: ",")) }
            Self.appendQuoted(language.rawValue, to: &output)
            output.append(UInt8(ascii: ":"))
            Self.appendArray(language.stopWords, to: &output)
        }
        output.append(contentsOf: "},\"entries\":[\n".utf8)
        for (index, document) in context.catalog.searchDocuments.enumerated() {
            let entity = document.entity
            let fields: [(String, String)] = [
                ("id", entity.id),
                ("title", entity.name),
                ("kind", context.strings.kindName(entity.kind)),
                ("url", context.href(from: searchPage, to: entity)),
                ("summary", context.text(entity.summary)),
                ("names", document.nameWords.joined(separator: " ")),
            ]
            if index > 0 { output.append(contentsOf: ",\n".utf8) }
            output.append(UInt8(ascii: "{"))
            for (number, (key, value)) in fields.enumerated() {
                if number > 0 { output.append(UInt8(ascii: ",")) }
                Self.appendQuoted(key, to: &output)
                output.append(UInt8(ascii: ":"))
                Self.appendQuoted(value, to: &output)
            }
            output.append(contentsOf: ",\"version\":".utf8)
            output.append(contentsOf: (document.isVersion ? "true" : "false").utf8)
            output.append(contentsOf: ",\"keys\":".utf8)
            Self.appendArray(document.keys, to: &output)
            output.append(contentsOf: ",\"text\":[".utf8)
            for number in CatalogLanguage.allCases.indices {
                if number > 0 { output.append(UInt8(ascii: ",")) }
                Self.appendArray(
                    [document.summaryWords[number].joined(separator: " "), document.otherWords[number].joined(separator: " ")], to: &output)
            }
            output.append(contentsOf: "]}".utf8)
        }
        output.append(contentsOf: "\n]}\n".utf8)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends a JSON array of strings.
    static func appendArray(_ values: [String], to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (number, value) in values.enumerated() {
            if number > 0 { output.append(UInt8(ascii: ",")) }
            appendQuoted(value, to: &output)
        }
        output.append(UInt8(ascii: "]"))
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
}
