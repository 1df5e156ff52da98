import TemplateEngine
import Testing

/// One behaviour check: a template rendered with data (and partials) must give `expected`.
struct RenderCase: Sendable, CustomTestStringConvertible {
    var name: String
    var template: String
    var data: TemplateValue
    var partials: [String: String]
    var expected: String

    init(_ name: String, _ template: String, _ data: TemplateValue, partials: [String: String] = [:], _ expected: String) {
        self.name = name
        self.template = template
        self.data = data
        self.partials = partials
        self.expected = expected
    }

    init(_ name: String, _ template: String, partials: [String: String] = [:], _ expected: String) {
        self.init(name, template, [:], partials: partials, expected)
    }

    var testDescription: String { name }

    /// Renders the case (HTML escaping, as in the Mustache spec; lenient lookup).
    func render(as kind: OutputKind = .html, options: RenderOptions = .lenient) throws -> String {
        try TemplateEngineTests.render(template, data, as: kind, partials: partials, options: options)
    }
}

/// Compiles and renders `source` in one step, with partials given as source texts.
func render(
    _ source: String, _ data: TemplateValue = [:], as kind: OutputKind = .plain, partials: [String: String] = [:],
    options: RenderOptions = .lenient, name: String = "test.mustache"
) throws(TemplateError) -> String {
    let template = try Template(source, name: name)
    return try template.render(data, as: kind, partials: PartialProvider(sources: partials), options: options)
}

/// The error compiling or rendering `source` throws; `nil` (and a recorded issue) if it renders.
func renderError(
    _ source: String, _ data: TemplateValue = [:], as kind: OutputKind = .plain, partials: [String: String] = [:],
    options: RenderOptions = .lenient, name: String = "Templates/page.md.mustache",
    sourceLocation: SourceLocation = #_sourceLocation
) -> TemplateError? {
    do {
        let output = try render(source, data, as: kind, partials: partials, options: options, name: name)
        Issue.record("expected an error, rendered \(output.debugDescription)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}
