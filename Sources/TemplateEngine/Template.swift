/// A compiled Mustache-style template: parse once, render many times.
///
/// ```swift
/// let template = try Template("# {{title}}\n{{#frameworks}}\n- {{name}}\n{{/frameworks}}\n",
///                             name: "Templates/page.md.mustache")
/// let page: TemplateValue = ["title": "Media", "frameworks": [["name": "AVFoundation"]]]
/// let markdown = try template.render(page, as: .markdown, options: .strict)
/// // "# Media\n- AVFoundation\n"
/// ```
///
/// The syntax is logic-less Mustache (docs/TEMPLATES.md): `{{name}}`, `{{{name}}}` and
/// `{{& name}}`, sections `{{#name}}…{{/name}}`, inverted sections `{{^name}}…{{/name}}`,
/// comments `{{! … }}`, partials `{{> name}}` and set-delimiter tags `{{=<% %>=}}`, with the
/// spec's standalone-line and partial-indentation rules. There are no lambdas.
///
/// A `Template` is an immutable value (`Sendable`), so one compiled template can be rendered
/// from any number of tasks at once. Compiling and rendering never recurse over the input's
/// nesting, never trap, and report every problem as a ``TemplateError`` with a position.
public struct Template: Sendable, Hashable {
    /// The default limit on how deeply sections may nest: 100.
    public static let defaultMaximumNesting = 100

    /// The template's name in error messages, normally its path (`Templates/page.md.mustache`).
    public let name: String

    /// The names of the partials the template includes (`{{> name}}`), sorted, each once;
    /// useful to check that a ``PartialProvider`` has them all before rendering.
    public let partialNames: [String]

    let nodes: [TemplateNode]
    let sourceSize: Int

    /// Compiles `source`. `name` appears in error messages (give the file path);
    /// `maximumNesting` limits how deeply sections may nest.
    ///
    /// - Throws: ``TemplateError`` for a syntax error: an unclosed tag or section, a
    ///   mismatched closing tag, an empty or invalid name, an unsupported tag, a bad
    ///   set-delimiter tag, or sections nested more than `maximumNesting` deep.
    public init(
        _ source: String, name: String = "<template>", maximumNesting: Int = Template.defaultMaximumNesting
    ) throws(TemplateError) {
        var parser = TemplateParser(source: source, templateName: name, maximumNesting: maximumNesting)
        let parsed = try parser.parse()
        self.name = name
        self.nodes = parsed.nodes
        self.partialNames = parsed.partialNames
        self.sourceSize = source.utf8.count
    }

    /// Renders the template with `value` at the bottom of the context stack, escaping
    /// `{{name}}` interpolations for `kind`.
    ///
    /// The result depends only on the arguments: the same template, value, kind, partials and
    /// options always give the same text.
    ///
    /// - Throws: ``TemplateError`` in strict mode for names that resolve to nothing and for
    ///   lists or objects interpolated as text; in any mode for unknown partials, partials
    ///   that fail to load or compile, and partial recursion past the limits in `options`.
    public func render(
        _ value: TemplateValue,
        as kind: OutputKind,
        partials: PartialProvider = .none,
        options: RenderOptions = .lenient
    ) throws(TemplateError) -> String {
        var renderer = TemplateRenderer(kind: kind, partials: partials, options: options, root: value)
        return try renderer.render(self)
    }
}
