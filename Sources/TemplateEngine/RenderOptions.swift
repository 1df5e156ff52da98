/// How a template is rendered: strict or lenient name lookup, and the limits on partials.
public struct RenderOptions: Sendable, Hashable {
    /// Whether a name that resolves to nothing is an error.
    ///
    /// In strict mode, a name in `{{name}}`, `{{{name}}}`, `{{#name}}` or `{{^name}}` that no
    /// object on the context stack defines (or a dotted name with a missing or non-object
    /// part) throws an error at the tag, with the closest defined key as a suggestion; so does
    /// interpolating a list or an object. An explicit ``TemplateValue/null`` is a value, not
    /// an error. In lenient mode (the default, as in the Mustache spec) these render as
    /// nothing, and sections over missing names are skipped (inverted sections render).
    /// An unknown partial is an error in both modes.
    public var strict: Bool

    /// How deep partials may include partials before rendering stops with
    /// ``TemplateError/Reason/partialRecursionTooDeep(name:limit:)``. The default is 64.
    public var maximumPartialDepth: Int

    /// How many partial expansions one rendering may make before it stops with
    /// ``TemplateError/Reason/tooManyPartialExpansions(limit:)``. The default is 1,000,000;
    /// it ends recursions that fan out exponentially without getting deep.
    public var maximumPartialExpansions: Int

    /// Creates options; by default lenient, with the default limits.
    public init(strict: Bool = false, maximumPartialDepth: Int = 64, maximumPartialExpansions: Int = 1_000_000) {
        self.strict = strict
        self.maximumPartialDepth = maximumPartialDepth
        self.maximumPartialExpansions = maximumPartialExpansions
    }

    /// Lenient lookup, default limits: missing names render as nothing.
    public static let lenient = RenderOptions()

    /// Strict lookup, default limits: missing names are errors. The docs site renders this
    /// way, so a typo in a template is caught.
    public static let strict = RenderOptions(strict: true)
}
