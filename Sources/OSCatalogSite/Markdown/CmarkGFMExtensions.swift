import CCmarkGFM

/// The GitHub syntax extensions of libcmark-gfm that every Markdown parse attaches, looked up
/// once per process.
///
/// `cmark_gfm_core_extensions_ensure_registered()` writes cmark-gfm's global extension registry
/// without any locking, so it must not run on two threads at once. It is therefore called from
/// exactly one place, the initializer of ``shared``: Swift initializes a `static let` lazily and
/// exactly once, even when first touched from several threads at the same time. After that the
/// registry is only read.
struct CmarkGFMExtensions: @unchecked Sendable {
    // @unchecked Sendable: the pointers name registry entries that libcmark-gfm keeps for the
    // lifetime of the process and never changes after registration; this type only hands them to
    // `cmark_parser_attach_syntax_extension`, which reads them.

    /// The names of the attached extensions, in attachment order: GFM tables, `~~strikethrough~~`,
    /// bare `https://` and `www.` autolinks, the tag filter for disallowed raw HTML tags, and
    /// `- [ ]` task list items.
    static let names = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The extensions, in the order of ``names``.
    let extensions: [OpaquePointer]

    /// The process-wide extension list, or `nil` if libcmark-gfm-extensions lacks one of
    /// ``names`` (a broken installation; the renderer then renders nothing rather than
    /// silently rendering without, say, tables).
    static let shared: CmarkGFMExtensions? = {
        cmark_gfm_core_extensions_ensure_registered()
        var extensions: [OpaquePointer] = []
        for name in names {
            guard let syntaxExtension = cmark_find_syntax_extension(name) else { return nil }
            extensions.append(syntaxExtension)
        }
        return CmarkGFMExtensions(extensions: extensions)
    }()
}
