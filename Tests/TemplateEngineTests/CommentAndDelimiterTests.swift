import TemplateEngine
import Testing

/// Comments `{{! … }}` and set-delimiter tags `{{=<% %>=}}`, after the Mustache spec.
@Suite("Comments and delimiters")
struct CommentAndDelimiterTests {
    static let commentCases: [RenderCase] = [
        RenderCase("inline", "12345{{! Comment Block! }}67890", "1234567890"),
        RenderCase("multiline", "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n", "1234567890\n"),
        RenderCase("standalone", "Begin.\n{{! Comment Block! }}\nEnd.\n", "Begin.\nEnd.\n"),
        RenderCase("indented standalone", "Begin.\n  {{! Indented Comment Block! }}\nEnd.\n", "Begin.\nEnd.\n"),
        RenderCase("standalone line endings", "|\r\n{{! Standalone Comment }}\r\n|", "|\r\n|"),
        RenderCase("standalone without previous line", "  {{! I'm Still Standalone }}\n!", "!"),
        RenderCase("standalone without newline", "!\n  {{! I'm Still Standalone }}", "!\n"),
        RenderCase("multiline standalone", "Begin.\n{{!\nSomething's going on here\n}}\nEnd.\n", "Begin.\nEnd.\n"),
        RenderCase("indented multiline standalone", "Begin.\n  {{!\n    Something's going on here\n  }}\nEnd.\n", "Begin.\nEnd.\n"),
        RenderCase("indented inline", "  12 {{! 34 }}\n", "  12 \n"),
        RenderCase("surrounding whitespace", "12345 {{! Comment Block! }} 67890", "12345  67890"),
        RenderCase(
            "variable name collision", "comments never render{{! comment }}", ["! comment": 1, " comment ": 2, "comment": 3],
            "comments never render"),
        RenderCase("tags inside a comment are not tags", "a{{! {{#x {{/y {{> z }}b", "ab"),
        RenderCase("empty comment", "a{{!}}b", "ab"),
    ]

    @Test(arguments: commentCases)
    func comment(_ example: RenderCase) throws {
        let output = try example.render()
        #expect(output == example.expected)
    }

    static let delimiterCases: [RenderCase] = [
        RenderCase("pair behavior", "{{=<% %>=}}(<%text%>)", ["text": "Hey!"], "(Hey!)"),
        RenderCase("special characters", "({{=[ ]=}}[text])", ["text": "It worked!"], "(It worked!)"),
        RenderCase(
            "sections",
            "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n",
            ["section": true, "data": "I got interpolated."],
            "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"),
        RenderCase(
            "inverted sections",
            "[\n{{^section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|^section|\n  {{data}}\n  |data|\n|/section|\n]\n",
            ["section": false, "data": "I got interpolated."],
            "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"),
        RenderCase(
            "partial inheritance", "[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n", ["value": "yes"],
            partials: ["include": ".{{value}}."], "[ .yes. ]\n[ .yes. ]\n"),
        RenderCase(
            "post-partial behavior", "[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n", ["value": "yes"],
            partials: ["include": ".{{value}}. {{= | | =}} .|value|."], "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n"),
        RenderCase("surrounding whitespace", "| {{=@ @=}} |", "|  |"),
        RenderCase("outlying whitespace (inline)", " | {{=@ @=}}\n", " | \n"),
        RenderCase("standalone tag", "Begin.\n{{=@ @=}}\nEnd.\n", "Begin.\nEnd.\n"),
        RenderCase("indented standalone tag", "Begin.\n  {{=@ @=}}\nEnd.\n", "Begin.\nEnd.\n"),
        RenderCase("standalone line endings", "|\r\n{{= @ @ =}}\r\n|", "|\r\n|"),
        RenderCase("standalone without previous line", "  {{=@ @=}}\n=", "="),
        RenderCase("standalone without newline", "=\n  {{=@ @=}}", "=\n"),
        RenderCase("pair with padding", "|{{= @   @ =}}|", "||"),
        RenderCase("triple mustache with other delimiters", "{{=<% %>=}}<%{x}%> <%&x%> <%x%>", ["x": "<"], "< < &lt;"),
        RenderCase("comment with other delimiters", "{{=<% %>=}}a<%! {{x}} %>b", "ab"),
        RenderCase("change back", "{{=<% %>=}}<%x%><%={{ }}=%>{{x}}", ["x": 1], "11"),
        RenderCase("multi-byte delimiters", "{{=« »=}}«x» {{x}}", ["x": "é"], "é {{x}}"),
        RenderCase("long delimiters", "{{=<<< >>>=}}<<<#s>>>[<<<.>>>]<<</s>>>", ["s": [1, 2]], "[1][2]"),
    ]

    @Test(arguments: delimiterCases)
    func delimiter(_ example: RenderCase) throws {
        let output = try example.render()
        #expect(output == example.expected)
    }
}
