import Foundation
import JSONReader
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import OSCatalogSite

/// Catalog text can never become markup or script: every text field of a real catalog gets a
/// script or markup payload, and the built HTML holds no script, event handler or
/// `javascript:` address beyond the site's own.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct HTMLEscapingTests {
    static let payloads = [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "\"><svg onload=alert(1)>",
        "' onmouseover='alert(1)' x='",
        "[click](javascript:alert(1))",
        "![x](javascript:alert(1))",
        "<a href=\"javascript:alert(1)\">x</a>",
        "javascript:alert(1)",
        "</title><script>alert(1)</script>",
        "<iframe src=\"data:text/html,<script>alert(1)</script>\"></iframe>",
        "<style>body{display:none}</style>",
        "`code` **bold** <b>b</b> &lt;script&gt;",
        "\u{E000}oscat-diagram\u{E001}",
        "{{t.nav.home}} {{{body}}}",
        "<!-- comment --> ]]> <![CDATA[x]]>",
        "|table|cell|\n# heading\n<script>x</script>",
    ]

    /// Fields that hold references, dates or kinds: changing them would break the catalog
    /// rather than test escaping.
    static let structuralKeys: Set<String> = [
        "id", "layer", "layerBasis", "introduced", "deprecated", "removed", "replacedBy", "related", "source", "kind", "announced",
        "released", "major", "position", "period", "currency", "amount", "language", "year", "maxBitrateKbps",
        "maxWidth", "maxHeight", "maxFrameRate", "date", "effective", "until", "asOf", "receivesUpdates", "feature", "since",
        "introducedBasis", "status", "started", "ended",
    ]

    /// The real catalog with every text replaced by a payload (in turn).
    static func hostileCatalog() throws -> Catalog {
        let directory = SiteFixtures.templatesDirectory.replacingOccurrences(of: "/Templates", with: "/Catalog")
        var counter = 0
        func poison(_ value: JSONValue, key: String?) -> JSONValue {
            switch value.kind {
            case .string(let text):
                if let key, structuralKeys.contains(key) { return value }
                counter += 1
                let payload = payloads[counter % payloads.count]
                if key == "url" { return JSONValue(.string("javascript:alert(\(counter))")) }
                if key == "name" || key == "title" { return JSONValue(.string(text + " " + payload)) }
                return JSONValue(.string(payload))
            case .array(let items):
                return JSONValue(.array(items.map { poison($0, key: key) }))
            case .object(let object):
                var members: [(String, JSONValue)] = []
                for member in object.members { members.append((member.key, poison(member.value, key: member.key))) }
                return JSONValue(.object(JSONObject(members)))
            default:
                return value
            }
        }
        var files: [CatalogFile] = []
        for file in try CatalogLoader.files(inDirectory: directory) {
            let value = try JSONReader.parse(file.bytes)
            files.append(CatalogFile(path: file.path, bytes: JSONWriter.writeBytes(poison(value, key: nil))))
        }
        return try CatalogLoader.load(files: files)
    }

    /// The images of the availability page.
    static let chartFiles = ["availability-growth.svg", "availability-changes.svg"]

    @Test func noPayloadBecomesMarkupOrScript() throws {
        let hostile = try SiteFixtures.build(
            .html, options: SiteBuildOptions(locales: [.language(.english), .language(.czech)]),
            catalog: try Self.hostileCatalog())
        let clean = try SiteFixtures.build(.html, options: SiteBuildOptions(locales: [.language(.english), .language(.czech)]))
        #expect(hostile.keys.sorted() == clean.keys.sorted())
        let allowedTags: Set<String> = [
            "html", "head", "meta", "title", "link", "script", "body", "a", "header", "div", "form", "label", "input",
            "button", "select", "option", "nav", "ul", "ol", "li", "main", "h1", "h2", "h3", "h4", "p", "img", "table", "thead", "tbody",
            "tr", "th", "td",
            "code", "strong", "em", "blockquote", "footer", "figure", "svg", "rect", "text", "line", "circle", "title",
            "noscript", "hr", "br", "span", "del",
        ]
        for (path, page) in hostile where path.hasSuffix(".html") {
            let tags = Self.tags(in: page)
            let cleanTags = Self.tags(in: clean[path] ?? "")
            #expect(tags.filter { $0.name == "script" }.count == cleanTags.filter { $0.name == "script" }.count, "\(path)")
            #expect(tags.filter { $0.name == "svg" }.count == cleanTags.filter { $0.name == "svg" }.count, "\(path)")
            for tag in tags {
                #expect(allowedTags.contains(tag.name), "\(path): unexpected <\(tag.name)>")
                for (name, value) in Self.attributes(of: tag.text) {
                    #expect(!name.hasPrefix("on"), "\(path): event handler in \(tag.text)")
                    if ["href", "src", "action", "formaction", "xlink:href"].contains(name) {
                        #expect(!value.lowercased().hasPrefix("javascript:"), "\(path): \(tag.text)")
                    }
                }
                if tag.name == "img" {  // only the availability page's charts and a framework's badge
                    #expect(
                        Self.attributes(of: tag.text).contains { attribute in
                            attribute.name == "src"
                                && (Self.chartFiles.contains(attribute.value)
                                    || attribute.value.wholeMatch(of: /(\.\.\/){3}badges\/[a-z]{2}\/[a-z0-9-]+\.svg/) != nil)
                        },
                        "\(path): \(tag.text)")
                }
                if tag.name == "script", path != "404.html" {
                    #expect(
                        Self.attributes(of: tag.text).contains { $0.name == "src" && $0.value.hasSuffix(".js") },
                        "\(path): inline script")
                }
            }
        }
        // The one inline script, the 404 page's, is the template's file as it is, which the page's
        // policy allows by its digest.
        let notFoundScript = try String(contentsOfFile: SiteFixtures.templatesDirectory + "/assets/not-found.js", encoding: .utf8)
        #expect(hostile["404.html"]?.contains("<script>" + notFoundScript + "</script>") == true)
        for (path, text) in hostile where path.hasSuffix(".js") && path.contains("search-index") {
            #expect(!text.contains("</script"), "\(path)")
        }
        // The charts are files of their own, drawn from catalog names: tags only of the clean ones.
        for (path, svg) in hostile where path.hasSuffix(".svg") {
            #expect(Set(Self.tags(in: svg).map(\.name)) == Set(Self.tags(in: clean[path] ?? "").map(\.name)), "\(path)")
            #expect(!Self.tags(in: svg).contains { tag in Self.attributes(of: tag.text).contains { $0.name.hasPrefix("on") } })
        }
    }

    @Test func theMarkdownSiteKeepsPayloadsAsText() throws {
        let markdown = try SiteFixtures.build(
            .markdown, options: SiteBuildOptions(locales: [.language(.english)]),
            catalog: try Self.hostileCatalog())
        for (path, text) in markdown where path.hasSuffix(".md") {
            let html = MarkdownRenderer.html(fromMarkdown: text)
            for tag in Self.tags(in: html) {
                #expect(!["script", "iframe", "style", "svg"].contains(tag.name), "\(path): <\(tag.name)>")
                let attributes = Self.attributes(of: tag.text)
                if tag.name == "img" {  // only the page's own diagram
                    #expect(
                        attributes.contains {
                            $0.name == "src" && (["architecture.svg", "timeline.svg"] + Self.chartFiles).contains($0.value)
                        },
                        "\(path): \(tag.text)")
                }
                for (name, value) in attributes {
                    #expect(!name.hasPrefix("on") && !value.lowercased().hasPrefix("javascript:"), "\(path): \(tag.text)")
                }
            }
        }
    }

    /// The attributes of a start tag's text (`<a href="x" class=y>`), values unquoted.
    static func attributes(of tag: String) -> [(name: String, value: String)] {
        var result: [(String, String)] = []
        var rest = Substring(tag.dropFirst().drop { $0.isLetter || $0.isNumber })
        func skipSpace() { rest = rest.drop { $0.isWhitespace || $0 == "/" } }
        while true {
            skipSpace()
            guard let first = rest.first, first != ">" else { break }
            let name = String(rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "/" }).lowercased()
            rest = rest.dropFirst(max(1, name.count))
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst()
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    value = String(rest.prefix { $0 != quote })
                    rest = rest.dropFirst(value.count + 1)
                } else {
                    value = String(rest.prefix { !$0.isWhitespace && $0 != ">" })
                    rest = rest.dropFirst(value.count)
                }
            }
            result.append((name, value))
        }
        return result
    }

    /// Every start tag of `html`, with its name and full text (outside comments).
    static func tags(in html: String) -> [(name: String, text: String)] {
        var result: [(String, String)] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first.isLetter else { continue }
            let close = rest.firstIndex(of: ">") ?? rest.endIndex
            let text = String(rest[..<close])
            let name = String(text.prefix { $0.isLetter || $0.isNumber }).lowercased()
            result.append((name, "<" + text + ">"))
            rest = close == rest.endIndex ? rest[close...] : rest[rest.index(after: close)...]
        }
        return result
    }
}
