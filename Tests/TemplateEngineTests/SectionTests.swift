import TemplateEngine
import Testing

/// Sections `{{#name}}…{{/name}}` and inverted sections `{{^name}}…{{/name}}`, after the
/// Mustache spec, plus this engine's truthiness rules.
@Suite("Sections")
struct SectionTests {
    static let deeplyNested = """
        {{#a}}
        {{one}}
        {{#b}}
        {{one}}{{two}}{{one}}
        {{#c}}
        {{one}}{{two}}{{three}}{{two}}{{one}}
        {{#d}}
        {{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}
        {{#five}}
        {{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}
        {{one}}{{two}}{{three}}{{four}}{{.}}6{{.}}{{four}}{{three}}{{two}}{{one}}
        {{one}}{{two}}{{three}}{{four}}{{five}}{{four}}{{three}}{{two}}{{one}}
        {{/five}}
        {{one}}{{two}}{{three}}{{four}}{{three}}{{two}}{{one}}
        {{/d}}
        {{one}}{{two}}{{three}}{{two}}{{one}}
        {{/c}}
        {{one}}{{two}}{{one}}
        {{/b}}
        {{one}}
        {{/a}}

        """

    static let cases: [RenderCase] = [
        RenderCase("truthy", "\"{{#boolean}}This should be rendered.{{/boolean}}\"", ["boolean": true], "\"This should be rendered.\""),
        RenderCase("falsey", "\"{{#boolean}}This should not be rendered.{{/boolean}}\"", ["boolean": false], "\"\""),
        RenderCase("null is falsey", "\"{{#null}}No.{{/null}}\"", ["null": nil], "\"\""),
        RenderCase("context", "\"{{#context}}Hi {{name}}.{{/context}}\"", ["context": ["name": "Joe"]], "\"Hi Joe.\""),
        RenderCase(
            "parent contexts", "\"{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}\"",
            ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]], "\"foo, bar, baz\""),
        RenderCase("variable test", "\"{{#foo}}{{.}} is {{foo}}{{/foo}}\"", ["foo": "bar"], "\"bar is bar\""),
        RenderCase(
            "list contexts",
            "{{#tops}}{{#middles}}{{tname.lower}}{{mname}}.{{#bottoms}}{{tname.upper}}{{mname}}{{bname}}.{{/bottoms}}{{/middles}}{{/tops}}",
            [
                "tops": [
                    [
                        "tname": ["upper": "A", "lower": "a"],
                        "middles": [["mname": "1", "bottoms": [["bname": "x"], ["bname": "y"]]]],
                    ]
                ]
            ], "a1.A1x.A1y."),
        RenderCase(
            "deeply nested contexts", deeplyNested,
            ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3, "d": ["four": 4, "five": 5]]],
            "1\n121\n12321\n1234321\n123454321\n12345654321\n123454321\n1234321\n12321\n121\n1\n"),
        RenderCase("list", "\"{{#list}}{{item}}{{/list}}\"", ["list": [["item": 1], ["item": 2], ["item": 3]]], "\"123\""),
        RenderCase("empty list", "\"{{#list}}Yay lists!{{/list}}\"", ["list": []], "\"\""),
        RenderCase("strings are not lists", "\"{{#section}}foo{{/section}}\"", ["section": "123"], "\"foo\""),
        RenderCase(
            "doubled", "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n",
            ["bool": true, "two": "second"], "* first\n* second\n* third\n"),
        RenderCase("nested truthy", "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", ["bool": true], "| A B C D E |"),
        RenderCase("nested falsey", "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |", ["bool": false], "| A  E |"),
        RenderCase("context misses", "[{{#missing}}Found key 'missing'!{{/missing}}]", [:], "[]"),
        RenderCase(
            "implicit iterator, strings", "\"{{#list}}({{.}}){{/list}}\"", ["list": ["a", "b", "c", "d", "e"]], "\"(a)(b)(c)(d)(e)\""),
        RenderCase("implicit iterator, root list", "{{#.}}({{value}}){{/.}}", [["value": "a"], ["value": "b"]], "(a)(b)"),
        RenderCase("dotted names, truthy", "\"{{#a.b.c}}Here{{/a.b.c}}\"", ["a": ["b": ["c": true]]], "\"Here\""),
        RenderCase("dotted names, falsey", "\"{{#a.b.c}}Here{{/a.b.c}}\"", ["a": ["b": ["c": false]]], "\"\""),
        RenderCase("dotted names, broken chains", "\"{{#a.b.c}}Here{{/a.b.c}}\"", ["a": [:]], "\"\""),
        RenderCase("surrounding whitespace", " | {{#boolean}}\t|\t{{/boolean}} | \n", ["boolean": true], " | \t|\t | \n"),
        RenderCase(
            "internal whitespace", " | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", ["boolean": true],
            " |  \n  | \n"),
        RenderCase(
            "indented inline sections", " {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n", ["boolean": true],
            " YES\n GOOD\n"),
        RenderCase(
            "standalone lines", "| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n", ["boolean": true],
            "| This Is\n|\n| A Line\n"),
        RenderCase(
            "indented standalone lines", "| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line\n", ["boolean": true],
            "| This Is\n|\n| A Line\n"),
        RenderCase("standalone line endings", "|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", ["boolean": true], "|\r\n|"),
        RenderCase("standalone without previous line", "  {{#boolean}}\n#{{/boolean}}\n/", ["boolean": true], "#\n/"),
        RenderCase("standalone without newline", "#{{#boolean}}\n/\n  {{/boolean}}", ["boolean": true], "#\n/\n"),
        RenderCase("standalone with tabs", "a\n\t {{#b}}\t\nx\n {{/b}} \t\nz", ["b": true], "a\nx\nz"),
        RenderCase("two tags on a line are not standalone", "{{#b}}{{/b}}\nx", ["b": true], "\nx"),
        RenderCase("lone carriage return is not a line ending", "{{#b}}\rx{{/b}}", ["b": true], "\rx"),
        RenderCase("padding", "|{{# boolean }}={{/ boolean }}|", ["boolean": true], "|=|"),
        RenderCase("object is pushed once", "{{#o}}[{{a}}{{b}}]{{/o}}", ["o": ["a": 1, "b": 2]], "[12]"),
        RenderCase("empty object is truthy", "{{#o}}yes{{/o}}", ["o": [:]], "yes"),
        RenderCase("true is pushed", "{{#t}}{{.}}{{/t}}", ["t": true], "true"),
        RenderCase("nested lists of lists", "{{#l}}[{{#.}}{{#.}}{{.}}{{/.}}{{/.}}]{{/l}}", ["l": [[[1, 2], [3]], [[4]]]], "[123][4]"),
        RenderCase("list items see the parent context", "{{#l}}{{p}}{{.}},{{/l}}", ["p": "P", "l": [1, 2]], "P1,P2,"),
        RenderCase("list item keys shadow parents", "{{#l}}{{n}}{{/l}}", ["n": "P", "l": [["n": "a"], [:], ["n": "c"]]], "aPc"),
    ]

    @Test(arguments: cases)
    func spec(_ example: RenderCase) throws {
        let output = try example.render()
        #expect(output == example.expected)
    }

    static let invertedCases: [RenderCase] = [
        RenderCase("falsey", "\"{{^boolean}}This should be rendered.{{/boolean}}\"", ["boolean": false], "\"This should be rendered.\""),
        RenderCase("null", "\"{{^boolean}}Rendered.{{/boolean}}\"", ["boolean": nil], "\"Rendered.\""),
        RenderCase("truthy", "\"{{^boolean}}No.{{/boolean}}\"", ["boolean": true], "\"\""),
        RenderCase("truthy string", "\"{{^string}}No.{{/string}}\"", ["string": "rendered"], "\"\""),
        RenderCase("context", "\"{{^context}}Hi {{name}}.{{/context}}\"", ["context": ["name": "Joe"]], "\"\""),
        RenderCase("list", "\"{{^list}}{{n}}{{/list}}\"", ["list": [["n": 1], ["n": 2]]], "\"\""),
        RenderCase("empty list", "\"{{^list}}Yay lists!{{/list}}\"", ["list": []], "\"Yay lists!\""),
        RenderCase("missing name (lenient)", "\"{{^missing}}Rendered.{{/missing}}\"", [:], "\"Rendered.\""),
        RenderCase(
            "doubled", "{{^t}}\n* first\n{{/t}}\n* {{two}}\n{{^t}}\n* third\n{{/t}}\n", ["t": false, "two": "second"],
            "* first\n* second\n* third\n"),
        RenderCase("nested falsey", "| A {{^t}}B {{^t}}C{{/t}} D{{/t}} E |", ["t": false], "| A B C D E |"),
        RenderCase("nested truthy", "| A {{^t}}B {{^t}}C{{/t}} D{{/t}} E |", ["t": true], "| A  E |"),
        RenderCase("surrounding whitespace", " | {{^boolean}}\t|\t{{/boolean}} | \n", ["boolean": false], " | \t|\t | \n"),
        RenderCase(
            "internal whitespace", " | {{^boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", ["boolean": false],
            " |  \n  | \n"),
        RenderCase(
            "standalone lines", "| This Is\n{{^boolean}}\n|\n{{/boolean}}\n| A Line\n", ["boolean": false],
            "| This Is\n|\n| A Line\n"),
        RenderCase(
            "standalone indented lines", "| This Is\n  {{^boolean}}\n|\n  {{/boolean}}\n| A Line\n", ["boolean": false],
            "| This Is\n|\n| A Line\n"),
        RenderCase("padding", "|{{^ boolean }}={{/ boolean }}|", ["boolean": false], "|=|"),
        RenderCase("does not push a context", "{{^f}}{{.}}{{/f}}", "root", "root"),
        RenderCase("section and inverted as if/else", "{{#l}}{{.}}{{/l}}{{^l}}none{{/l}}", ["l": []], "none"),
    ]

    @Test(arguments: invertedCases)
    func inverted(_ example: RenderCase) throws {
        let output = try example.render()
        #expect(output == example.expected)
    }

    @Test("Truthiness: false, null, empty string, zero, NaN and [] are falsey; objects are truthy")
    func truthiness() throws {
        let values: [(TemplateValue, Bool)] = [
            (false, false), (nil, false), ("", false), (0, false), (0.0, false), (.double(.nan), false), ([], false),
            (true, true), ("0", true), (" ", true), (1, true), (-1, true), (0.5, true), (.double(.infinity), true),
            ([0], true), ([false], true), ([:], true), (["a": false], true),
        ]
        for (value, truthy) in values {
            #expect(value.isTruthy == truthy, "\(value)")
            #expect(try render("{{#v}}T{{/v}}{{^v}}F{{/v}}", ["v": value]) == (truthy ? "T" : "F"), "\(value)")
        }
    }

    @Test("Deep nesting up to the limit renders without recursion")
    func deepNesting() throws {
        let depth = 100
        let source = String(repeating: "{{#a}}", count: depth) + "{{x}}" + String(repeating: "{{/a}}", count: depth)
        #expect(try render(source, ["a": true, "x": "deep"]) == "deep")
        let listSource = String(repeating: "{{#l}}", count: depth) + "." + String(repeating: "{{/l}}", count: depth)
        #expect(try render(listSource, ["l": [1]]) == ".")
    }

    @Test("A higher nesting limit allows deeper templates")
    func customNestingLimit() throws {
        let depth = 5_000
        let source = String(repeating: "{{#a}}", count: depth) + "{{x}}" + String(repeating: "{{/a}}", count: depth)
        let template = try Template(source, name: "deep", maximumNesting: depth)
        #expect(try template.render(["a": true, "x": "ok"], as: .plain) == "ok")
        #expect(throws: TemplateError.self) { try Template(source, name: "deep", maximumNesting: depth - 1) }
    }
}
