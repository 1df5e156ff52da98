/// The source of a partial handed out by a loader: the name used in error messages (normally
/// the file path) and the template text.
public struct PartialSource: Sendable, Hashable {
    /// The partial's name in error messages, such as `Templates/partials/header.md.mustache`.
    public var name: String
    /// The partial's template text.
    public var text: String

    /// Creates a partial source.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// Where `{{> name}}` finds its templates: a dictionary of compiled partials, a dictionary of
/// sources compiled up front, or a loader asked by name.
///
/// A partial is compiled on its own, with the default delimiters (a set-delimiter tag in the
/// including template does not reach it, nor the other way round), and rendered with the
/// context stack at the tag.
///
/// ```swift
/// let partials = try PartialProvider(sources: ["header": "# {{title}}\n"]) {
///     "Templates/partials/\($0).md.mustache"
/// }
/// ```
public struct PartialProvider: Sendable {
    enum Storage: Sendable {
        case templates([String: Template])
        case loader(knownNames: [String], maximumNesting: Int, load: @Sendable (String) throws -> PartialSource?)
    }

    let storage: Storage

    /// No partials: every `{{> name}}` is an unknown-partial error.
    public static let none = PartialProvider(templates: [:])

    /// Partials from compiled templates, by the name used in `{{> name}}`.
    public init(templates: [String: Template]) {
        storage = .templates(templates)
    }

    /// Partials from source texts, by the name used in `{{> name}}`, all compiled now (in
    /// name order, so the first error is always the same one). `templateName` gives each
    /// partial's name for error messages (by default the partial name itself).
    public init(
        sources: [String: String],
        maximumNesting: Int = Template.defaultMaximumNesting,
        templateName: (String) -> String = { $0 }
    ) throws(TemplateError) {
        var templates: [String: Template] = [:]
        for name in sources.keys.sorted() {
            guard let text = sources[name] else { continue }
            templates[name] = try Template(text, name: templateName(name), maximumNesting: maximumNesting)
        }
        storage = .templates(templates)
    }

    /// Partials from a loader, asked for each partial name the first time one rendering
    /// needs it (its answer is kept for the rest of that rendering); `nil` means "no such
    /// partial", an unknown-partial error at the tag. `knownNames` are offered as suggestions when a name is unknown. An
    /// error thrown by the loader becomes ``TemplateError/Reason/partialLoadFailed(name:message:)``
    /// at the partial tag (a thrown ``TemplateError`` passes through unchanged).
    public init(
        knownNames: [String] = [],
        maximumNesting: Int = Template.defaultMaximumNesting,
        loader: @escaping @Sendable (String) throws -> PartialSource?
    ) {
        storage = .loader(knownNames: knownNames.sorted(), maximumNesting: maximumNesting, load: loader)
    }

    /// The partial names this provider knows of, sorted: the dictionary's keys, or the
    /// loader's `knownNames`.
    public var knownNames: [String] {
        switch storage {
        case .templates(let templates): templates.keys.sorted()
        case .loader(let knownNames, _, _): knownNames
        }
    }
}
