import Foundation
import OSCatalogSite
import TemplateEngine
import TestSupport
import Testing

/// Checks the Markdown escaping against the renderer the site uses, libcmark-gfm with all its
/// GitHub extensions: an escaped value, wherever it lands, reads back as exactly its text.
@Suite("Markdown escaping through cmark-gfm")
struct MarkdownRenderingTests {
    /// `markdown` rendered to HTML by the site's renderer (libcmark-gfm with its GitHub
    /// extensions, parses serialized process-wide).
    private func html(_ markdown: String) -> String? {
        MarkdownRenderer.html(fromMarkdown: markdown)
    }

    /// How cmark-gfm writes text into HTML.
    private func htmlText(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            .replacing("\"", with: "&quot;")
    }

    /// Places a value can land in a Markdown page, and the HTML the value's text must give.
    private static let contexts: [(template: String, html: @Sendable (String) -> String)] = [
        ("{{v}}\n", { "<p>\($0)</p>\n" }),
        ("# {{v}}\n", { "<h1>\($0)</h1>\n" }),
        ("Text\n{{v}}\n", { "<p>Text\n\($0)</p>\n" }),
        ("- {{v}}\n", { "<ul>\n<li>\($0)</li>\n</ul>\n" }),
        ("1. {{v}}\n", { "<ol>\n<li>\($0)</li>\n</ol>\n" }),
        ("> {{v}}\n", { "<blockquote>\n<p>\($0)</p>\n</blockquote>\n" }),
        ("*{{v}}*\n", { "<p><em>\($0)</em></p>\n" }),
        ("[{{v}}](/x)\n", { "<p><a href=\"/x\">\($0)</a></p>\n" }),
        (
            "| a | b |\n|---|---|\n| {{v}} | x |\n",
            {
                "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>\($0)</td>\n<td>x</td>\n</tr>\n</tbody>\n</table>\n"
            }
        ),
    ]

    /// Characters that mean something in Markdown, and a few that do not. No letters `w`,
    /// `h`, `t` or `@` and `:`, so no bare URL or e-mail address (which GitHub's autolink
    /// extension links, by design) can appear.
    private static let alphabet: [String] = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "!", "&", "#", "+", "-", "=", ".", ")", "(", "\"", "'",
        "{", "}", "$", "%", "^", "/", ";", "?", ",", "1", "2", "9", "0", "a", "b", "é", "Ж", "😀", " ", " ", "\n",
        "\r\n", "\t", "&amp;", "&#42;", "<b>", "</b>", "```", "~~~", "---", "***", "___", "[ ]", "[x]", "[^1]",
        "1. ", "2) ", "# ", "## ", "> ", "- ", "+ ", "* ", "| --- |", "<!--", "-->", "<script>", "](", "![",
    ]

    @Test("The examples read back as their text in every context")
    func examples() throws {
        let values = [
            "*bold*", "# Heading", "- item", "1. first", "a | b", "<script>alert(1)</script>", "x #", "[a](b)",
            "&copy;", "---", "==", "\\", "`x`", "~~s~~", "a\n# b", "a  \nb",
        ]
        for value in values {
            try check(value)
        }
    }

    @Test("10,000 random values read back as their text in every context")
    func randomValues() throws {
        var random = SplitMix64(seed: 0x4D41_524B)
        for _ in 0..<10_000 {
            var value = ""
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                value += Self.alphabet.randomElement(using: &random) ?? ""
            }
            // Leading and trailing blanks are trimmed by Markdown itself (and four leading
            // spaces would start an indented code block); the escaping does not touch them.
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            try check(trimmed)
        }
    }

    private func check(_ value: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = value.replacing("\r\n", with: " ").replacing("\n", with: " ").replacing("\r", with: " ")
        for context in Self.contexts {
            let template = try Template(context.template, name: "context.md.mustache")
            let markdown = try template.render(["v": .string(value)], as: .markdown)
            let rendered = html(markdown)
            #expect(
                rendered == context.html(htmlText(text)),
                "value \(value.debugDescription) as \(markdown.debugDescription)", sourceLocation: sourceLocation)
            if rendered != context.html(htmlText(text)) { return }
        }
    }
}
