/// A name in a tag, split for lookup: `a.b.c` → parts `["a", "b", "c"]`; `.` (the implicit
/// iterator) → no parts; `.a` (resolve in the current context only) → parts `["a"]`, anchored.
struct TemplateName: Sendable, Hashable {
    /// The name as written (trimmed).
    var text: String
    /// The dot-separated parts; empty for `.`.
    var parts: [String]
    /// Whether the first part is looked up in the top context only (a leading dot).
    var anchored: Bool
}

/// One instruction of a compiled template. A template is a flat array of nodes; a section's
/// body is the nodes between it and its `end` index, so no structure is nested and nothing
/// (compiling, rendering, copying, freeing) recurses over the nesting depth.
enum TemplateNode: Sendable, Hashable {
    /// Literal text. `startsLine` is true when the text starts a source line, so a partial's
    /// indentation goes before it.
    case text(String, startsLine: Bool)
    /// A non-standalone tag starts a source line here: a partial's indentation goes here.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw).
    case variable(TemplateName, escaped: Bool, position: TemplatePosition)
    /// `{{#name}}` or `{{^name}}` (inverted); its body is the nodes up to index `end`.
    case section(TemplateName, inverted: Bool, end: Int, position: TemplatePosition)
    /// `{{> name}}`. `indentation` is the whitespace before a standalone partial tag, prefixed
    /// to every line of the partial; `nil` for an inline partial tag.
    case partial(name: String, indentation: String?, position: TemplatePosition)
}
