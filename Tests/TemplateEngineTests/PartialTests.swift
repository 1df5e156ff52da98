import Foundation
import TemplateEngine
import Testing

/// Partials `{{> name}}`: context, recursion, standalone indentation, providers and limits.
@Suite("Partials")
struct PartialTests {
    static let cases: [RenderCase] = [
        RenderCase("basic behavior", "\"{{>text}}\"", partials: ["text": "from partial"], "\"from partial\""),
        RenderCase("context", "\"{{>partial}}\"", ["text": "content"], partials: ["partial": "*{{text}}*"], "\"*content*\""),
        RenderCase(
            "recursion", "{{>node}}", ["content": "X", "nodes": [["content": "Y", "nodes": []]]],
            partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"], "X<Y<>>"),
        RenderCase(
            "nested", "{{>outer}}", ["a": "hello", "b": "world"],
            partials: ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"], "*hello world!*"),
        RenderCase("surrounding whitespace", "| {{>partial}} |", partials: ["partial": "\t|\t"], "| \t|\t |"),
        RenderCase("inline indentation", "  {{data}}  {{> partial}}\n", ["data": "|"], partials: ["partial": ">\n>"], "  |  >\n>\n"),
        RenderCase("standalone line endings", "|\r\n{{>partial}}\r\n|", partials: ["partial": ">"], "|\r\n>|"),
        RenderCase("standalone without previous line", "  {{>partial}}\n>", partials: ["partial": ">\n>"], "  >\n  >>"),
        RenderCase("standalone without newline", ">\n  {{>partial}}", partials: ["partial": ">\n>"], ">\n  >\n  >"),
        RenderCase(
            "standalone indentation", "\\\n {{>partial}}\n/\n", ["content": "<\n->"],
            partials: ["partial": "|\n{{{content}}}\n|\n"], "\\\n |\n <\n->\n |\n/\n"),
        RenderCase(
            "standalone indentation, values with newlines are not indented", "\\\n {{>partial}}\n/\n",
            ["content": "<\n->"], partials: ["partial": "|\n{{{content}}}a b{{{content}}}c\n|\n"],
            "\\\n |\n <\n->a b<\n->c\n |\n/\n"),
        RenderCase("padding whitespace", "|{{> partial }}|", ["boolean": true], partials: ["partial": "[]"], "|[]|"),
        RenderCase(
            "indentation applies to lines starting with tags", "  {{>p}}\n", ["a": "A", "b": true],
            partials: ["p": "{{a}}\n{{#b}}x{{/b}}\ny\n"], "  A\n  x\n  y\n"),
        RenderCase(
            "standalone tags inside the partial are removed, not indented", "  {{>p}}\n", ["b": true],
            partials: ["p": "{{#b}}\nx\n{{/b}}\n{{! note }}\ny"], "  x\n  y"),
        RenderCase(
            "nested standalone partials add up their indentation", "- {{x}}\n  {{>outer}}\nend\n", ["x": 1],
            partials: ["outer": "o\n  {{>inner}}\no\n", "inner": "i1\ni2\n"], "- 1\n  o\n    i1\n    i2\n  o\nend\n"),
        RenderCase(
            "a standalone partial's line ending is removed with the tag", "  {{>p}}\nend", partials: ["p": "o"], "  oend"),
        RenderCase(
            "an inline partial inside an indented partial is not indented", "  {{>outer}}\n",
            partials: ["outer": "[{{>inner}}]\n", "inner": "a\nb"], "  [a\nb]\n"),
        RenderCase(
            "indentation inside sections repeats per item", "\t{{>p}}\n", ["l": [1, 2]],
            partials: ["p": "{{#l}}\n<{{.}}>\n{{/l}}\n"], "\t<1>\n\t<2>\n"),
        RenderCase(
            "empty lines in the partial are indented too", "  {{>p}}\n", partials: ["p": "a\n\nb\n"], "  a\n  \n  b\n"),
        RenderCase("the partial's trailing newline is not indented", "  {{>p}}\nz", partials: ["p": "a\n"], "  a\nz"),
        // As if the partial's text were indented before compiling: "  {{/s}}|" puts the two
        // spaces inside the section, so they are written once per item.
        RenderCase(
            "a non-standalone closing tag at a line start takes the indentation into the section", "  {{>p}}\n",
            ["s": [1, 2]], partials: ["p": "{{#s}}\n{{.}}\n{{/s}}|\n"], "  1\n    2\n  |\n"),
        RenderCase("partial names may be paths", "{{> partials/head.md }}", partials: ["partials/head.md": "H"], "H"),
    ]

    @Test(arguments: cases)
    func spec(_ example: RenderCase) throws {
        let output = try example.render()
        #expect(output == example.expected)
    }

    @Test("An unknown partial is an error in both modes, with a suggestion")
    func unknownPartial() throws {
        for options in [RenderOptions.lenient, .strict] {
            let error = try #require(renderError("a\n  {{> heder}}\n", partials: ["header": "H", "footer": "F"], options: options))
            #expect(error.reason == .unknownPartial(name: "heder", suggestion: "header"))
            #expect(error.description == "Templates/page.md.mustache:2:3: error: unknown partial \"heder\"; did you mean \"header\"?")
        }
        let none = try #require(renderError("{{>zzz}}", partials: ["header": "H"]))
        #expect(none.message == "unknown partial \"zzz\"")
    }

    @Test("A partial's syntax errors name the partial")
    func partialSyntaxError() {
        #expect {
            _ = try PartialProvider(sources: ["row": "ok\n{{#a}}"]) { "Templates/partials/\($0).md.mustache" }
        } throws: { error in
            (error as? TemplateError)?.description
                == "Templates/partials/row.md.mustache:2:1: error: unclosed section {{#a}}: no {{/a}} before the end of the template"
        }
    }

    @Test("Compiled templates as partials; partialNames lists the includes")
    func compiledPartials() throws {
        let header = try Template("# {{title}}\n", name: "Templates/header.md.mustache")
        let page = try Template("{{> header}}\nbody {{>footer}} {{> header }}", name: "page")
        #expect(page.partialNames == ["footer", "header"])
        let partials = PartialProvider(templates: ["header": header, "footer": try Template("--", name: "f")])
        #expect(partials.knownNames == ["footer", "header"])
        #expect(try page.render(["title": "T"], as: .markdown, partials: partials) == "# T\nbody -- # T\n")
    }

    @Test("A loader is asked once per name and rendering")
    func loader() throws {
        let calls = Counter()
        let partials = PartialProvider(knownNames: ["item"]) { name in
            calls.increment()
            return name == "item" ? PartialSource(name: "Templates/\(name).mustache", text: "<{{.}}>") : nil
        }
        let template = try Template("{{#l}}{{>item}}{{/l}}", name: "t")
        #expect(try template.render(["l": [1, 2, 3]], as: .plain, partials: partials) == "<1><2><3>")
        #expect(calls.value == 1)
        let error = try #require(throws: TemplateError.self) {
            try Template("{{>iten}}", name: "t").render([:], as: .plain, partials: partials)
        }
        #expect(error.reason == .unknownPartial(name: "iten", suggestion: "item"))
    }

    @Test("Loader failures become positioned errors; loaded partials report their own errors")
    func loaderErrors() throws {
        struct Failure: Error, CustomStringConvertible { var description: String { "disk on fire" } }
        let failing = PartialProvider { _ in throw Failure() }
        let error = try #require(throws: TemplateError.self) {
            try Template("x\n {{>p}}", name: "t").render([:], as: .plain, partials: failing)
        }
        #expect(error.description == "t:2:2: error: cannot load partial \"p\": disk on fire")

        let broken = PartialProvider { name in PartialSource(name: "Templates/\(name).mustache", text: "a {{b") }
        let brokenError = try #require(throws: TemplateError.self) {
            try Template("{{>p}}", name: "t").render([:], as: .plain, partials: broken)
        }
        #expect(brokenError.description == "Templates/p.mustache:1:3: error: unclosed tag: {{ has no matching }}")
    }

    @Test("Recursion without end stops at the depth limit, at the partial tag")
    func recursionDepth() throws {
        let error = try #require(renderError("{{>loop}}", partials: ["loop": "x\n {{>loop}}"], name: "main"))
        #expect(error.reason == .partialRecursionTooDeep(name: "loop", limit: 64))
        #expect(error.templateName == "loop")
        #expect(error.position.description == "2:2")
        #expect(error.message == "partial recursion too deep: {{> loop}} is nested more than 64 partials deep")

        // Data-driven recursion: each level is one partial deeper.
        let shallow = RenderOptions(maximumPartialDepth: 3)
        let partials = ["t": "{{#n}}({{>t}}){{/n}}"]
        let threeLevels: TemplateValue = ["n": [["n": [["n": false]]]]]
        #expect(try render("{{>t}}", threeLevels, partials: partials, options: shallow) == "(())")
        let fourLevels: TemplateValue = ["n": [["n": [["n": [["n": false]]]]]]]
        #expect(try render("{{>t}}", fourLevels, partials: partials) == "((()))")
        let dataError = try #require(renderError("{{>t}}", fourLevels, partials: partials, options: shallow))
        #expect(dataError.reason == .partialRecursionTooDeep(name: "t", limit: 3))
    }

    @Test("Exponential fan-out stops at the expansion limit")
    func expansionLimit() throws {
        // p0 includes p1 twice, p1 includes p2 twice, …: 2^11 - 1 expansions, 11 levels deep.
        var partials = ["p11": "x"]
        for level in 0..<11 {
            partials["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}"
        }
        #expect(try render("{{>p0}}", partials: partials) == String(repeating: "x", count: 2_048))
        let options = RenderOptions(maximumPartialExpansions: 1_000)
        let error = try #require(renderError("{{>p0}}", partials: partials, options: options))
        #expect(error.reason == .tooManyPartialExpansions(limit: 1_000))
    }
}

/// A thread-safe call counter for loader closures. (`@unchecked`: `count` is only touched
/// under `lock`.)
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.withLock { count += 1 }
    }

    var value: Int {
        lock.withLock { count }
    }
}
