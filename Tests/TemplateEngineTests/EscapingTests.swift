import TemplateEngine
import Testing

/// Escaping by output kind: `{{name}}` escapes for HTML, Markdown or nothing; raw tags never
/// escape.
@Suite("Escaping")
struct EscapingTests {
    // MARK: HTML

    @Test("HTML escapes & < > \" ' and nothing else")
    func htmlCharacters() {
        #expect(OutputKind.html.escape("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &#39; f")
        #expect(OutputKind.html.escape("&amp;") == "&amp;amp;")
        #expect(OutputKind.html.escape("Žluťoučký kůň 😀 / = ` *") == "Žluťoučký kůň 😀 / = ` *")
        #expect(OutputKind.html.escape("") == "")
    }

    static let xssPayloads: [String] = [
        "<script>alert(1)</script>",
        "\" onerror=\"alert(1)",
        "' onerror='alert(1)",
        "\"><img src=x onerror=alert(1)>",
        "'><svg onload=alert(1)>",
        "javascript:alert(1)\" x=\"",
        "\"><a href=\"javascript:alert(document.cookie)\">click</a>",
        "</textarea><script>alert(1)</script>",
        "&lt;script&gt;",
        "<!--",
        "]]><![CDATA[",
    ]

    @Test("XSS payloads in text and quoted attributes stay inert text", arguments: xssPayloads)
    func htmlPayloadsAreInert(_ payload: String) throws {
        let template = try Template(
            "<p title=\"{{x}}\" data-x='{{x}}'>{{x}}</p><a href=\"/search?q={{x}}\">{{x}}</a>", name: "page.html")
        let html = try template.render(["x": .string(payload)], as: .html)
        let escaped = OutputKind.html.escape(payload)
        #expect(html == "<p title=\"\(escaped)\" data-x='\(escaped)'>\(escaped)</p><a href=\"/search?q=\(escaped)\">\(escaped)</a>")
        // Nothing from the value can open a tag, close an attribute or start a comment.
        #expect(!escaped.contains("<"))
        #expect(!escaped.contains(">"))
        #expect(!escaped.contains("\""))
        #expect(!escaped.contains("'"))
        // Every & starts one of the five entities.
        var rest = Substring(escaped)
        while let ampersand = rest.firstIndex(of: "&") {
            let tail = rest[ampersand...]
            #expect(["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains { tail.hasPrefix($0) }, "\(tail)")
            rest = rest[rest.index(after: ampersand)...]
        }
    }

    @Test("The payload keeps its text when unescaped by a browser")
    func htmlRoundTrip() {
        for payload in Self.xssPayloads {
            let escaped = OutputKind.html.escape(payload)
            let decoded = escaped.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
                .replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&amp;", with: "&")
            #expect(decoded == payload)
        }
    }

    // MARK: Markdown

    static let markdownCases: [(String, String)] = [
        ("plain words", "plain words"),
        ("*bold* and _em_", "\\*bold\\* and \\_em\\_"),
        ("`code`", "\\`code\\`"),
        ("[link](http://x.y)", "\\[link\\](http://x.y)"),
        ("![img](y.png)", "\\!\\[img\\](y.png)"),
        ("<b>html</b>", "\\<b\\>html\\</b\\>"),
        ("a | b", "a \\| b"),
        ("~~strike~~", "\\~\\~strike\\~\\~"),
        ("back\\slash", "back\\\\slash"),
        ("&amp; &#42;", "\\&amp; \\&#42;"),
        ("# Heading", "\\# Heading"),
        ("  ## Heading", "  \\## Heading"),
        ("- item", "\\- item"),
        ("+ item", "\\+ item"),
        ("=====", "\\====="),
        ("---", "\\---"),
        ("1. first", "1\\. first"),
        ("2017) year", "2017\\) year"),
        ("12.", "12\\."),
        ("3.5 GHz", "3.5 GHz"),
        ("1234567890. ten digits", "1234567890. ten digits"),
        ("a - b + c = d", "a - b + c = d"),
        ("C# and F#", "C# and F#"),
        ("title #", "title \\#"),
        ("a\nb\r\nc\rd", "a b c d"),
        ("line\n# not a heading", "line \\# not a heading"),
        ("\n# heading after a newline", " \\# heading after a newline"),
        ("> quote", "\\> quote"),
        ("Žluťoučký kůň 😀 (x.y) \"q\" 'a' {b} $c @d", "Žluťoučký kůň 😀 (x.y) \"q\" 'a' {b} $c @d"),
        ("", ""),
    ]

    @Test("Markdown escaping, case by case")
    func markdownCharacters() {
        for (input, expected) in Self.markdownCases {
            #expect(OutputKind.markdown.escape(input) == expected, "\(input.debugDescription)")
        }
    }

    @Test("Markdown escaping applies wherever the value lands")
    func markdownInContext() throws {
        let template = try Template(
            "# {{title}}\n\n- {{item}}\n\n| {{a}} | {{b}} |\n|---|---|\n\n> {{quote}}\n", name: "page.md.mustache")
        let data: TemplateValue = ["title": "A *b* #", "item": "# x", "a": "x|y", "b": "1. z", "quote": "<script>"]
        #expect(
            try template.render(data, as: .markdown)
                == "# A \\*b\\* \\#\n\n- \\# x\n\n| x\\|y | 1\\. z |\n|---|---|\n\n> \\<script\\>\n")
    }

    // MARK: Plain and raw

    @Test("Plain output escapes nothing")
    func plain() throws {
        let value = "<b>*x*</b> & \"'\n# y"
        #expect(OutputKind.plain.escape(value) == value)
        #expect(try render("{{v}}", ["v": .string(value)], as: .plain) == value)
    }

    @Test("Raw tags are unescaped in every kind", arguments: OutputKind.allCases)
    func rawIsRaw(_ kind: OutputKind) throws {
        let value = "<b>*x*</b> & \"'\n# y"
        #expect(try render("{{{v}}}|{{&v}}|{{& v }}", ["v": .string(value)], as: kind) == "\(value)|\(value)|\(value)")
    }

    @Test("Numbers and booleans are escaped like text")
    func scalars() throws {
        #expect(try render("{{n}} {{b}}", ["n": -5, "b": true], as: .markdown) == "\\-5 true")
        #expect(try render("{{n}}", ["n": 1.5], as: .html) == "1.5")
    }

    @Test("Template text is never escaped")
    func templateTextIsVerbatim() throws {
        #expect(try render("<b>*{{x}}*</b> & #", ["x": "<"], as: .markdown) == "<b>*\\<*</b> & #")
        #expect(try render("<b>{{x}}</b> & '", ["x": "<"], as: .html) == "<b>&lt;</b> & '")
    }

    @Test("The output kind follows the template file name")
    func kindFromName() {
        #expect(OutputKind(templateName: "Templates/page.md.mustache") == .markdown)
        #expect(OutputKind(templateName: "Templates/page.markdown") == .markdown)
        #expect(OutputKind(templateName: "Templates/index.html.mustache") == .html)
        #expect(OutputKind(templateName: "x.HTM") == .html)
        #expect(OutputKind(templateName: "notes.txt.mustache") == .plain)
        #expect(OutputKind(templateName: "page.mustache") == nil)
        #expect(OutputKind(templateName: "") == nil)
    }
}
