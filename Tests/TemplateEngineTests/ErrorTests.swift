import TemplateEngine
import Testing

/// Syntax errors: the reason, the exact line and column of the tag at fault, and the
/// `path:line:col: error: message` description.
@Suite("Errors")
struct ErrorTests {
    /// The error compiling `source` (named like a site template) throws.
    private func compileError(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> TemplateError? {
        do {
            _ = try Template(source, name: "Templates/page.md.mustache")
            Issue.record("expected a syntax error", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// `source` must fail to compile with exactly `description`.
    private func expect(_ source: String, _ description: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(compileError(source, sourceLocation: sourceLocation)?.description == description, sourceLocation: sourceLocation)
    }

    @Test("Unclosed tags point at the opening delimiter")
    func unclosedTags() {
        expect("Hello\n  {{name", "Templates/page.md.mustache:2:3: error: unclosed tag: {{ has no matching }}")
        expect("a {{name} b\n{{c}}", "Templates/page.md.mustache:1:3: error: unclosed tag: {{ has no matching }}")
        expect("x {{{raw}} y", "Templates/page.md.mustache:1:3: error: unclosed tag: {{{ has no matching }}}")
        expect("x\n{{! never closed", "Templates/page.md.mustache:2:1: error: unclosed tag: {{! has no matching }}")
        expect("{{=<% %>", "Templates/page.md.mustache:1:1: error: unclosed tag: {{= has no matching =}}")
        expect("{{=<% %>=}}\n <%x", "Templates/page.md.mustache:2:2: error: unclosed tag: <% has no matching %>")
        expect("{{", "Templates/page.md.mustache:1:1: error: unclosed tag: {{ has no matching }}")
    }

    @Test("An unclosed section points at its opening tag (the innermost one)")
    func unclosedSections() {
        expect(
            "line 1\n\n  {{#items}}\n- {{name}}\n",
            "Templates/page.md.mustache:3:3: error: unclosed section {{#items}}: no {{/items}} before the end of the template")
        expect(
            "{{#a}}{{#b}}{{/b}}",
            "Templates/page.md.mustache:1:1: error: unclosed section {{#a}}: no {{/a}} before the end of the template")
        expect(
            "{{#a}}\n{{^ b }}\n",
            "Templates/page.md.mustache:2:1: error: unclosed section {{^ b }}: no {{/b}} before the end of the template")
        expect(
            "{{=<% %>=}}<%#a%>",
            "Templates/page.md.mustache:1:12: error: unclosed section <%#a%>: no <%/a%> before the end of the template")
    }

    @Test("A mismatched closing tag points at itself and names the open section")
    func mismatchedClose() {
        expect(
            "{{#a}}\n  {{#b}}x{{/a}}",
            "Templates/page.md.mustache:2:10: error: mismatched {{/a}}: the innermost open section is {{#b}} (opened at 2:3)")
        expect("x {{/y}}", "Templates/page.md.mustache:1:3: error: mismatched {{/y}}: no section is open")
        expect("{{#a}}{{/a}}{{/a}}", "Templates/page.md.mustache:1:13: error: mismatched {{/a}}: no section is open")
        expect(
            "{{#a.b}}{{/a}}",
            "Templates/page.md.mustache:1:9: error: mismatched {{/a}}: the innermost open section is {{#a.b}} (opened at 1:1)")
    }

    @Test("Empty tag names", arguments: ["{{}}", "{{ }}", "{{#}}", "{{^ }}", "{{/}}", "{{>}}", "{{&}}", "{{{}}}", "{{{ }}}"])
    func emptyNames(_ tag: String) {
        expect("ok\nx \(tag)", "Templates/page.md.mustache:2:3: error: empty tag name in \(tag)")
    }

    @Test("Invalid names", arguments: ["a b", "a..b", "a.", "..", ".a.", "a{b", "a}b"])
    func invalidNames(_ name: String) {
        let tag = "{{#\(name)}}"
        let error = compileError("\(tag)")
        #expect(error?.reason == .invalidName(name: name, tag: tag))
        #expect(error?.position.description == "1:1")
    }

    @Test("Bad delimiter tags", arguments: ["{{=<%=}}", "{{= =}}", "{{=a b c=}}", "{{=<% =%>=}}", "{{=a= b=}}"])
    func badDelimiters(_ tag: String) {
        expect(
            "\t\(tag)",
            "Templates/page.md.mustache:1:2: error: bad delimiter tag \(tag): expected two delimiters separated by whitespace, "
                + "with no whitespace or \"=\" in them, as in {{=<% %>=}}")
    }

    @Test("Template inheritance tags are rejected")
    func unsupported() {
        expect(
            "{{<parent}}{{/parent}}",
            "Templates/page.md.mustache:1:1: error: unsupported tag {{<parent}}: template inheritance (parents and blocks) is not supported"
        )
        #expect(compileError("x{{$block}}{{/block}}")?.reason == .unsupportedTag(tag: "{{$block}}"))
    }

    @Test("Sections nested past the limit")
    func nestingTooDeep() throws {
        let source = "x\n" + String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        let error = compileError(source)
        #expect(error?.description == "Templates/page.md.mustache:2:601: error: sections nested too deeply: more than 100 levels")
        _ = try Template(String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100))
        let hugeDepth = String(repeating: "{{#a}}", count: 200_000)
        #expect(compileError(hugeDepth)?.reason == .nestingTooDeep(limit: 100))
    }

    @Test("Columns count Unicode scalars; lines end at \\n and \\r\\n")
    func positions() {
        expect("Žluťoučký {{/x}}", "Templates/page.md.mustache:1:11: error: mismatched {{/x}}: no section is open")
        expect("😀 {{/x}}", "Templates/page.md.mustache:1:3: error: mismatched {{/x}}: no section is open")
        expect("e\u{301} {{/x}}", "Templates/page.md.mustache:1:4: error: mismatched {{/x}}: no section is open")
        expect("a\r\nb\r\n  {{/x}}", "Templates/page.md.mustache:3:3: error: mismatched {{/x}}: no section is open")
        expect("{{! a\nb\nc }}\n\n {{/x}}", "Templates/page.md.mustache:5:2: error: mismatched {{/x}}: no section is open")
        let error = compileError("ab\n😀x{{/y}}")
        #expect(error?.position == TemplatePosition(line: 2, column: 3, offset: 8))
        #expect(error?.line == 2)
        #expect(error?.column == 3)
        #expect(error?.templateName == "Templates/page.md.mustache")
    }

    @Test("The first error in the source is the one reported")
    func firstErrorWins() {
        expect(
            "{{#a}}\n{{b c}}\n{{/d}}",
            "Templates/page.md.mustache:2:1: error: invalid name \"b c\" in {{b c}}: names may not contain whitespace or braces, and each part of a dotted name must be non-empty"
        )
    }

    @Test("Long tags are abbreviated in messages")
    func abbreviation() {
        let name = String(repeating: "x", count: 100)
        let error = compileError("{{#\(name)}}")
        #expect(
            error?.message == "unclosed section {{#\(String(repeating: "x", count: 56))…: no {{/\(name)}} before the end of the template")
    }

    @Test("Errors are values: equatable, with separate reason and position")
    func errorsAreValues() {
        let a = compileError("{{/x}}")
        let b = compileError("{{/x}}")
        #expect(a == b)
        #expect(a?.reason == .mismatchedClose(tag: "{{/x}}", openTag: nil, openPosition: nil))
        #expect(TemplatePosition(line: 1, column: 5, offset: 4) < TemplatePosition(line: 2, column: 1, offset: 9))
    }
}
