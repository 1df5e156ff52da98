import TemplateEngine
import Testing

/// The examples in docs/TEMPLATES.md and in the API documentation, run as written.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("The opening example of docs/TEMPLATES.md")
    func opening() throws {
        let template = try Template(
            "# {{title}}\n{{#frameworks}}\n- {{name}} (iOS {{since}})\n{{/frameworks}}\n",
            name: "Templates/page.md.mustache")
        let page: TemplateValue = [
            "title": "Media",
            "frameworks": [["name": "AVFoundation", "since": 4], ["name": "Core *Audio*", "since": 2]],
        ]
        #expect(
            try template.render(page, as: .markdown, options: .strict)
                == "# Media\n- AVFoundation (iOS 4)\n- Core \\*Audio\\* (iOS 2)\n")
        let error = try #require(throws: TemplateError.self) {
            try Template("{{#frameworks}}\n- {{name}}\n", name: "Templates/page.md.mustache")
        }
        #expect(
            error.description
                == "Templates/page.md.mustache:1:1: error: unclosed section {{#frameworks}}: no {{/frameworks}} before the end of the template"
        )
    }

    @Test("The Template API example")
    func templateExample() throws {
        let template = try Template(
            "# {{title}}\n{{#frameworks}}\n- {{name}}\n{{/frameworks}}\n", name: "Templates/page.md.mustache")
        let page: TemplateValue = ["title": "Media", "frameworks": [["name": "AVFoundation"]]]
        #expect(try template.render(page, as: .markdown, options: .strict) == "# Media\n- AVFoundation\n")
    }

    @Test("The standalone partial example")
    func indentedPartial() throws {
        let partials = try PartialProvider(sources: ["list": "{{#frameworks}}\n- {{name}}\n{{/frameworks}}\n"]) {
            "Templates/partials/\($0).md.mustache"
        }
        let page = try Template("Frameworks:\n  {{> list}}\nEnd.\n", name: "Templates/page.md.mustache")
        let output = try page.render(
            ["frameworks": [["name": "UIKit"], ["name": "MapKit"]]], as: .markdown, partials: partials, options: .strict)
        #expect(output == "Frameworks:\n  - UIKit\n  - MapKit\nEnd.\n")
    }

    @Test("The Markdown escaping table")
    func markdownTable() {
        let rows: [(String, String)] = [
            ("*bold* and _em_", "\\*bold\\* and \\_em\\_"), ("# Heading", "\\# Heading"), ("1. first", "1\\. first"),
            ("3.5 GHz", "3.5 GHz"), ("a | b", "a \\| b"), ("<script>", "\\<script\\>"), ("&copy;", "\\&copy;"),
            ("line one\n# two", "line one \\# two"), ("Media #", "Media \\#"), ("C#", "C#"),
        ]
        for (value, escaped) in rows {
            #expect(OutputKind.markdown.escape(value) == escaped)
        }
    }
}
