import TemplateEngine
import Testing

/// Variables `{{name}}`, raw `{{{name}}}` / `{{& name}}`, dotted names and the implicit
/// iterator, after the Mustache spec's interpolation behaviours (HTML escaping as the spec's).
@Suite("Interpolation")
struct InterpolationTests {
    static let cases: [RenderCase] = [
        RenderCase("no tags", "Hello from {Mustache}!\n", "Hello from {Mustache}!\n"),
        RenderCase("basic", "Hello, {{subject}}!\n", ["subject": "world"], "Hello, world!\n"),
        RenderCase("html escaping", "{{forbidden}}", ["forbidden": "& \" < > '"], "&amp; &quot; &lt; &gt; &#39;"),
        RenderCase("triple mustache is raw", "{{{forbidden}}}", ["forbidden": "& \" < >"], "& \" < >"),
        RenderCase("ampersand is raw", "{{&forbidden}}", ["forbidden": "& \" < >"], "& \" < >"),
        RenderCase("integer", "\"{{mph}} miles an hour!\"", ["mph": 85], "\"85 miles an hour!\""),
        RenderCase("integer, triple", "{{{mph}}}", ["mph": 85], "85"),
        RenderCase("integer, ampersand", "{{&mph}}", ["mph": 85], "85"),
        RenderCase("decimal", "{{power}} jiggawatts", ["power": 1.210], "1.21 jiggawatts"),
        RenderCase("decimal, triple", "{{{power}}}", ["power": 1.210], "1.21"),
        RenderCase("integral double", "{{n}}", ["n": 2.0], "2"),
        RenderCase("negative", "{{n}}/{{m}}", ["n": -3, "m": -0.5], "-3/-0.5"),
        RenderCase("booleans", "{{t}} {{f}}", ["t": true, "f": false], "true false"),
        RenderCase("null", "I ({{cannot}}) be seen!", ["cannot": nil], "I () be seen!"),
        RenderCase("context miss", "I ({{cannot}}) be seen!", [:], "I () be seen!"),
        RenderCase("context miss, triple", "I ({{{cannot}}}) be seen!", [:], "I () be seen!"),
        RenderCase("context miss, ampersand", "I ({{&cannot}}) be seen!", [:], "I () be seen!"),
        RenderCase("list or object in lenient mode", "[{{list}}][{{object}}]", ["list": [1], "object": ["a": 1]], "[][]"),
        RenderCase(
            "dotted name", "\"{{person.name}}\" == \"{{#person}}{{name}}{{/person}}\"", ["person": ["name": "Joe"]],
            "\"Joe\" == \"Joe\""),
        RenderCase("dotted name, triple", "{{{person.name}}}", ["person": ["name": "<b>"]], "<b>"),
        RenderCase("dotted name, ampersand", "{{&person.name}}", ["person": ["name": "<b>"]], "<b>"),
        RenderCase(
            "dotted name, arbitrary depth", "{{a.b.c.d.e.name}}", ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]]],
            "Phil"),
        RenderCase("dotted name, broken chain", "\"{{a.b.c}}\"", ["a": [:]], "\"\""),
        RenderCase(
            "dotted name, each part resolves only against its parent", "\"{{a.b.c.name}}\"",
            ["a": ["b": [:]], "c": ["name": "Jim"]], "\"\""),
        RenderCase(
            "dotted name, first part resolves on the stack", "{{#a}}{{b.c.d.e.name}}{{/a}}",
            [
                "a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]],
                "b": ["c": ["d": ["e": ["name": "Wrong"]]]],
            ], "Phil"),
        RenderCase(
            "dotted name, context precedence", "{{#a}}{{b.c}}{{/a}}", ["a": ["b": [:]], "b": ["c": "ERROR"]], ""),
        RenderCase(
            "leading dot resolves in the current context only", "{{#a}}{{.name}}{{/a}}{{#b}}{{.name}}{{/b}}",
            ["a": ["x": 1], "b": ["name": "Name"], "name": "Fail"], "Name"),
        RenderCase("dotted name through a non-object", "[{{a.b}}]", ["a": "text"], "[]"),
        RenderCase("implicit iterator at the root", "Hello, {{.}}!", "world", "Hello, world!"),
        RenderCase("implicit iterator escapes", "{{.}}|{{{.}}}", "<i>", "&lt;i&gt;|<i>"),
        RenderCase("surrounding whitespace", "| {{string}} |", ["string": "---"], "| --- |"),
        RenderCase("surrounding whitespace, triple", "| {{{string}}} |", ["string": "---"], "| --- |"),
        RenderCase("surrounding whitespace, ampersand", "| {{&string}} |", ["string": "---"], "| --- |"),
        RenderCase("variables are never standalone", "  {{string}}\n", ["string": "---"], "  ---\n"),
        RenderCase("triple is never standalone", "  {{{string}}}\n", ["string": "---"], "  ---\n"),
        RenderCase("ampersand is never standalone", "  {{&string}}\n", ["string": "---"], "  ---\n"),
        RenderCase("padding", "|{{ string }}|", ["string": "---"], "|---|"),
        RenderCase("padding, triple", "|{{{ string }}}|", ["string": "---"], "|---|"),
        RenderCase("padding, ampersand", "|{{& string }}|", ["string": "---"], "|---|"),
        RenderCase("padding with newlines", "|{{\n string\n}}|", ["string": "---"], "|---|"),
        RenderCase("unicode text and a name missing from a string context", "{{jméno}} 😀 {{.}}", "x", " 😀 x"),
        RenderCase("unicode key", "{{jméno}}", ["jméno": "Žofie"], "Žofie"),
        RenderCase("lone braces are text", "{ } }} {x}", "{ } }} {x}"),
    ]

    @Test(arguments: cases)
    func spec(_ example: RenderCase) throws {
        let output = try example.render()
        #expect(output == example.expected)
    }

    @Test("Interpolated text is not parsed again")
    func valuesAreNotTemplates() throws {
        #expect(try render("{{a}}", ["a": "{{b}}", "b": "no"]) == "{{b}}")
        #expect(try render("{{{a}}}", ["a": "{{#b}}x"]) == "{{#b}}x")
    }

    @Test("Values in lists interpolate with the implicit iterator")
    func implicitIteratorKinds() throws {
        #expect(try render("{{#list}}({{.}}){{/list}}", ["list": ["a", "b", "c"]]) == "(a)(b)(c)")
        #expect(try render("{{#list}}({{.}}){{/list}}", ["list": [1, 2, 3]]) == "(1)(2)(3)")
        #expect(try render("{{#list}}({{.}}){{/list}}", ["list": [1.10, 2.20, 3.30]]) == "(1.1)(2.2)(3.3)")
        #expect(try render("{{#list}}({{#.}}{{.}}{{/.}}){{/list}}", ["list": [[1, 2, 3], ["a", "b"]]]) == "(123)(ab)")
    }
}
