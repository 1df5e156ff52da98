import TemplateEngine
import Testing

/// Strict mode: a name that resolves to nothing is an error at its tag, with a suggestion;
/// lenient mode renders the same templates with nothing in those places.
@Suite("Strict mode")
struct StrictModeTests {
    static let page: TemplateValue = [
        "title": "Media",
        "summary": nil,
        "frameworks": [["name": "AVFoundation", "since": 2], ["name": "Core Audio", "since": 2]],
        "layer": ["id": "media", "name": "Media"],
    ]

    private func strictError(_ source: String, _ data: TemplateValue = page) -> TemplateError? {
        renderError(source, data, options: .strict)
    }

    @Test("A typo in a variable name is caught, with the closest name suggested")
    func typo() throws {
        let error = try #require(strictError("# {{title}}\n\n{{titel}}\n"))
        #expect(error.reason == .undefinedName(name: "titel", suggestion: "title"))
        #expect(
            error.description == "Templates/page.md.mustache:3:1: error: undefined name \"titel\"; did you mean \"title\"?")
        #expect(try render("# {{title}}\n\n{{titel}}\n", Self.page) == "# Media\n\n\n")
    }

    @Test("Suggestions come from every object on the context stack")
    func suggestionsFromOuterContexts() throws {
        let error = try #require(strictError("{{#frameworks}}\n- {{name}} ({{titl}})\n{{/frameworks}}"))
        #expect(error.reason == .undefinedName(name: "titl", suggestion: "title"))
        #expect(error.position.description == "2:13")
        let far = try #require(strictError("{{#frameworks}}{{zzzz}}{{/frameworks}}"))
        #expect(far.message == "undefined name \"zzzz\"")
    }

    @Test("Dotted names: a missing member, a non-object parent")
    func dottedNames() throws {
        let missing = try #require(strictError("{{layer.nme}}"))
        #expect(missing.reason == .missingMember(name: "layer.nme", parent: "layer", member: "nme", suggestion: "name"))
        #expect(missing.message == "undefined name \"layer.nme\": \"layer\" has no \"nme\"; did you mean \"name\"?")
        let scalar = try #require(strictError("{{layer.name.first}}"))
        #expect(scalar.message == "undefined name \"layer.name.first\": \"layer.name\" is a string, not an object")
        let first = try #require(strictError("{{layr.name}}"))
        #expect(first.reason == .undefinedName(name: "layr.name", suggestion: "layer"))
        let anchored = try #require(strictError("{{#layer}}{{.title}}{{/layer}}"))
        #expect(anchored.message == "undefined name \".title\": the current context has no \"title\"")
        let anchoredScalar = try #require(strictError("{{#title}}{{.x}}{{/title}}"))
        #expect(anchoredScalar.message == "undefined name \".x\": \".\" is a string, not an object")
        let list = try #require(strictError("{{frameworks.name}}"))
        #expect(list.message == "undefined name \"frameworks.name\": \"frameworks\" is a list, not an object")
    }

    @Test("Sections and inverted sections over missing names are errors too")
    func sections() throws {
        let section = try #require(strictError("x\n{{#framworks}}{{/framworks}}"))
        #expect(section.reason == .undefinedName(name: "framworks", suggestion: "frameworks"))
        #expect(section.position.description == "2:1")
        let inverted = try #require(strictError("{{^sumary}}none{{/sumary}}"))
        #expect(inverted.reason == .undefinedName(name: "sumary", suggestion: "summary"))
    }

    @Test("Explicit null is a value: empty text, a falsey section")
    func explicitNull() throws {
        #expect(
            try render("[{{summary}}]{{#summary}}x{{/summary}}{{^summary}}none{{/summary}}", Self.page, options: .strict)
                == "[]none")
    }

    @Test("Lists and objects cannot be interpolated")
    func notInterpolatable() throws {
        let list = try #require(strictError("{{frameworks}}"))
        #expect(list.message == "\"frameworks\" is a list and cannot be interpolated; use a section {{#frameworks}}…{{/frameworks}}")
        let object = try #require(strictError("{{{layer}}}"))
        #expect(object.reason == .notInterpolatable(name: "layer", typeName: "object"))
        #expect(object.message.hasPrefix("\"layer\" is an object"))
    }

    @Test("Every item of a list must define the names the section uses")
    func listItems() throws {
        let data: TemplateValue = ["items": [["name": "a"], ["nam": "b"]]]
        let error = try #require(strictError("{{#items}}\n  {{name}}\n{{/items}}", data))
        #expect(error.reason == .undefinedName(name: "name", suggestion: "nam"))
        #expect(error.position.description == "2:3")
    }

    @Test("Errors inside partials carry the partial's name and position")
    func insidePartials() throws {
        let partials = try PartialProvider(sources: ["row": "| {{name}} |\n| {{sinse}} |\n"]) {
            "Templates/partials/\($0).md.mustache"
        }
        let template = try Template("{{#frameworks}}\n{{> row}}\n{{/frameworks}}", name: "Templates/page.md.mustache")
        let error = try #require(throws: TemplateError.self) {
            try template.render(Self.page, as: .markdown, partials: partials, options: .strict)
        }
        #expect(error.description == "Templates/partials/row.md.mustache:2:3: error: undefined name \"sinse\"; did you mean \"since\"?")
        #expect(try template.render(Self.page, as: .markdown, partials: partials) == "| AVFoundation |\n|  |\n| Core Audio |\n|  |\n")
    }

    @Test("A correct template renders the same in both modes")
    func sameOutput() throws {
        let source =
            "# {{title}}\n{{#frameworks}}\n- {{name}} ({{since}}) in {{layer.name}}\n{{/frameworks}}\n{{^summary}}No summary.{{/summary}}\n"
        let strict = try render(source, Self.page, as: .markdown, options: .strict)
        #expect(strict == "# Media\n- AVFoundation (2) in Media\n- Core Audio (2) in Media\nNo summary.\n")
        #expect(try render(source, Self.page, as: .markdown) == strict)
    }
}
