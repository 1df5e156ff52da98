/// A place in a template's source: line and column (both from 1) and byte offset (from 0).
///
/// Columns count Unicode scalars, as the JSON reader's positions do, so `é` (one scalar) and
/// `😀` (one scalar) each move the column by one. Lines end at `\n` (so `\r\n` too).
public struct TemplatePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int
    /// The offset from the start of the source, in UTF-8 bytes, from 0.
    public var offset: Int

    /// Creates a position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`, for example `3:14`.
    public var description: String { "\(line):\(column)" }

    /// Positions order by offset.
    public static func < (lhs: TemplatePosition, rhs: TemplatePosition) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// A template problem found while compiling (syntax) or rendering (partials, strict mode), with
/// the name of the template it is in and the position of the tag at fault.
///
/// The description has the form compilers use, so editors can jump to it:
///
/// ```text
/// Templates/page.md.mustache:12:5: error: unclosed section {{#frameworks}}: no {{/frameworks}} before the end of the template
/// ```
///
/// The ``reason`` is data; ``message`` produces the English wording.
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// A tag opened with `opener` (`{{`, `{{{`, `{{=`, …) has no `closer` before the end of
        /// the template, or another tag starts before it is closed.
        case unclosedTag(opener: String, closer: String)
        /// A section (`tag` is its opening tag as written, `{{#items}}`) is still open at the
        /// end of the template; `closer` is the tag that would close it. Reported at the opening
        /// tag.
        case unclosedSection(tag: String, closer: String)
        /// A closing tag (`tag`, as written) does not match the innermost open section
        /// (`openTag`, opened at `openPosition`), or (when `openTag` is nil) no section is open.
        case mismatchedClose(tag: String, openTag: String?, openPosition: TemplatePosition?)
        /// A tag (`tag`, as written: `{{}}`, `{{#}}`, `{{> }}`) has no name.
        case emptyTagName(tag: String)
        /// The name in `tag` is not a valid name: it contains whitespace or a brace, or a dotted
        /// name has an empty part (`a..b`, `a.`).
        case invalidName(name: String, tag: String)
        /// The tag uses a Mustache feature this engine does not support (`{{<parent}}` and
        /// `{{$block}}` of template inheritance).
        case unsupportedTag(tag: String)
        /// A set-delimiter tag (`tag`, as written) does not hold two delimiters without
        /// whitespace or `=` in them.
        case badDelimiter(tag: String)
        /// Sections are nested more than `limit` levels deep.
        case nestingTooDeep(limit: Int)
        /// No partial is called `name`; `suggestion` is the closest known partial name.
        case unknownPartial(name: String, suggestion: String?)
        /// The partial loader failed for `name` with `message`.
        case partialLoadFailed(name: String, message: String)
        /// Partials are included more than `limit` levels deep (`{{> name}}` is the tag that
        /// went over), as when a partial includes itself with no data to stop it.
        case partialRecursionTooDeep(name: String, limit: Int)
        /// One rendering expanded more than `limit` partials, as when recursive partials fan
        /// out exponentially.
        case tooManyPartialExpansions(limit: Int)
        /// Strict mode: the (first part of the) name `name` is not a key of any object on the
        /// context stack; `suggestion` is the closest visible key.
        case undefinedName(name: String, suggestion: String?)
        /// Strict mode: in the dotted name `name`, the value of `parent` (or, when `parent` is
        /// `.`, the current context) has no member `member`; `suggestion` is its closest key.
        case missingMember(name: String, parent: String, member: String, suggestion: String?)
        /// Strict mode: in the dotted name `name`, the value of `parent` is a `typeName`
        /// (string, number, list…), not an object, so it has no members.
        case notAnObject(name: String, parent: String, typeName: String)
        /// Strict mode: `name` is a list or object (`typeName`), which has no text to
        /// interpolate.
        case notInterpolatable(name: String, typeName: String)
    }

    /// The template's name as given to ``Template/init(_:name:maximumNesting:)``, normally its
    /// path such as `Templates/page.md.mustache`.
    public var templateName: String
    /// Where the problem is: the start of the tag at fault.
    public var position: TemplatePosition
    /// What the problem is.
    public var reason: Reason

    /// Creates an error.
    public init(templateName: String, position: TemplatePosition, reason: Reason) {
        self.templateName = templateName
        self.position = position
        self.reason = reason
    }

    /// The line of ``position``, from 1.
    public var line: Int { position.line }

    /// The column of ``position``, from 1, in Unicode scalars.
    public var column: Int { position.column }

    /// The problem in English, without the location.
    public var message: String {
        switch reason {
        case .unclosedTag(let opener, let closer):
            return "unclosed tag: \(opener) has no matching \(closer)"
        case .unclosedSection(let tag, let closer):
            return "unclosed section \(tag): no \(closer) before the end of the template"
        case .mismatchedClose(let tag, let openTag?, let openPosition):
            let opened = openPosition.map { " (opened at \($0))" } ?? ""
            return "mismatched \(tag): the innermost open section is \(openTag)\(opened)"
        case .mismatchedClose(let tag, nil, _):
            return "mismatched \(tag): no section is open"
        case .emptyTagName(let tag):
            return "empty tag name in \(tag)"
        case .invalidName(let name, let tag):
            return "invalid name \"\(name)\" in \(tag): names may not contain whitespace or braces, "
                + "and each part of a dotted name must be non-empty"
        case .unsupportedTag(let tag):
            return "unsupported tag \(tag): template inheritance (parents and blocks) is not supported"
        case .badDelimiter(let tag):
            return "bad delimiter tag \(tag): expected two delimiters separated by whitespace, "
                + "with no whitespace or \"=\" in them, as in {{=<% %>=}}"
        case .nestingTooDeep(let limit):
            return "sections nested too deeply: more than \(limit) levels"
        case .unknownPartial(let name, let suggestion):
            return "unknown partial \"\(name)\"" + Self.didYouMean(suggestion)
        case .partialLoadFailed(let name, let message):
            return "cannot load partial \"\(name)\": \(message)"
        case .partialRecursionTooDeep(let name, let limit):
            return "partial recursion too deep: {{> \(name)}} is nested more than \(limit) partials deep"
        case .tooManyPartialExpansions(let limit):
            return "too many partial expansions: more than \(limit) in one rendering (a partial that recurses without end?)"
        case .undefinedName(let name, let suggestion):
            return "undefined name \"\(name)\"" + Self.didYouMean(suggestion)
        case .missingMember(let name, ".", let member, let suggestion):
            return "undefined name \"\(name)\": the current context has no \"\(member)\"" + Self.didYouMean(suggestion)
        case .missingMember(let name, let parent, let member, let suggestion):
            return "undefined name \"\(name)\": \"\(parent)\" has no \"\(member)\"" + Self.didYouMean(suggestion)
        case .notAnObject(let name, let parent, let typeName):
            return "undefined name \"\(name)\": \"\(parent)\" is a \(typeName), not an object"
        case .notInterpolatable(let name, let typeName):
            return "\"\(name)\" is \(typeName == "object" ? "an" : "a") \(typeName) and cannot be interpolated; "
                + "use a section {{#\(name)}}…{{/\(name)}}"
        }
    }

    /// `Templates/page.md.mustache:3:14: error: message`.
    public var description: String {
        "\(templateName):\(position.line):\(position.column): error: \(message)"
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
