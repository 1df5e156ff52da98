import CCmarkGFM
import Foundation
import OSCatalogSite
import SystemCalls
import Testing

/// Proves that the system-library target links libcmark-gfm and its extensions, and that
/// a GFM table renders to HTML through the extension list, as the site pipeline will do.
@Suite struct CmarkGFMTableRenderingTests {
    /// Renders `markdown` with the given GFM extensions attached, the way the site does.
    private func renderHTML(_ markdown: String, extensions names: [String], options: Int32 = CMARK_OPT_DEFAULT) -> String? {
        // libcmark-gfm's parser has process-wide state: hold the site renderer's lock, so these
        // direct calls cannot race with renders running in other tests.
        var html: String?
        MarkdownRenderer.withExclusiveParsing { html = renderUnlocked(markdown, extensions: names, options: options) }
        return html
    }

    private func renderUnlocked(_ markdown: String, extensions names: [String], options: Int32) -> String? {
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in names {
            guard let extensionPointer = cmark_find_syntax_extension(name) else { return nil }
            cmark_parser_attach_syntax_extension(parser, extensionPointer)
        }
        let bytes = Array(markdown.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return nil }
        defer { cmark_node_free(document) }
        guard let html = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return nil }
        defer { Platform.freeMemory(html) }
        return String(cString: html)
    }

    @Test func tableExtensionRendersAGFMTable() throws {
        let markdown = """
            | Framework | Layer |
            |:--|--:|
            | Core Location | Core Services |
            | UIKit | Cocoa Touch |

            """
        let html = try #require(renderHTML(markdown, extensions: ["table"]))
        #expect(html.contains("<table>"))
        #expect(html.contains("<th align=\"left\">Framework</th>"))
        #expect(html.contains("<th align=\"right\">Layer</th>"))
        #expect(html.contains("<td align=\"left\">Core Location</td>"))
        #expect(html.contains("<td align=\"right\">Cocoa Touch</td>"))
    }

    @Test func withoutTheExtensionATableStaysAParagraph() throws {
        let html = try #require(renderHTML("| a | b |\n|---|---|\n| 1 | 2 |\n", extensions: []))
        #expect(!html.contains("<table>"))
        #expect(html.contains("<p>"))
    }

    @Test func rawHTMLIsOmittedUnlessUnsafeIsRequested() throws {
        let html = try #require(renderHTML("<script>alert(1)</script>\n\nText\n", extensions: ["tagfilter"]))
        #expect(!html.contains("<script>"))
        #expect(html.contains("<p>Text</p>"))
    }

    @Test func unknownExtensionIsNotFound() {
        var found: OpaquePointer?
        MarkdownRenderer.withExclusiveParsing { found = cmark_find_syntax_extension("no-such-extension") }
        #expect(found == nil)
    }
}
