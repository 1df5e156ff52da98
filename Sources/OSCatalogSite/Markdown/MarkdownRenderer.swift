import CCmarkGFM
import Synchronization
import SystemCalls

/// Turns GitHub-flavoured Markdown into an HTML body through libcmark-gfm.
///
/// The output is a fragment for a page's `<body>` (no `<html>`/`<head>`), byte-for-byte
/// deterministic for the same input.
///
/// **Extensions.** GFM tables (with `align="left|center|right"` on cells), `~~strikethrough~~`
/// (`<del>`), autolinks of bare `https://…` and `www.…` URLs, the tag filter and task lists
/// (`- [ ]`, `- [x]`). They are attached to every parser, and the parser's extension list is
/// passed to the HTML renderer, without which tables would not render.
///
/// **Safety.** Raw HTML is off (`CMARK_OPT_UNSAFE` is not set): HTML blocks such as `<script>`
/// and inline tags are replaced by the comment `<!-- raw HTML omitted -->`, and link or image
/// URLs with the schemes `javascript:`, `vbscript:`, `file:` and (except a few image types)
/// `data:` are emptied (`href=""`). All text, including code spans and code blocks, is
/// HTML-escaped.
///
/// **Options** (``options``): `CMARK_OPT_DEFAULT` plus `CMARK_OPT_FOOTNOTES` (GitHub's `[^1]`
/// footnotes). Deliberately not set: `CMARK_OPT_SMART` (text stays exactly as written: no curly
/// quotes or dashes), `CMARK_OPT_HARDBREAKS` and `CMARK_OPT_NOBREAKS` (soft line breaks stay
/// newlines, as on GitHub), `CMARK_OPT_SOURCEPOS` (no `data-sourcepos` noise),
/// `CMARK_OPT_GITHUB_PRE_LANG` (fenced code keeps the CommonMark form
/// `<pre><code class="language-swift">`, which syntax highlighters and stylesheets understand),
/// `CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE` (single `~x~` also strikes through, as on GitHub).
///
/// **Concurrency.** Each render creates and frees its own parser and document, so renders may
/// run on any number of threads at once. One piece of libcmark-gfm 0.29.0.gfm.6 (Debian) is
/// process-global, though: while a parser parses inlines it switches the extensions' special
/// characters on and off in a global table (`cmark_manage_extensions_special_characters`), so two
/// parses interleaving could see each other's switches (a lost `~~strikethrough~~`, for instance).
/// Parsing is therefore serialized by a process-wide lock; HTML rendering, which touches no
/// global state, runs outside it.
///
/// **Memory.** A long document is converted in pieces, cut before its sections' headings where
/// ``MarkdownPieces`` proves the result identical, so only one piece's syntax tree exists at a
/// time (cmark-gfm's tree takes about eight times the Markdown's size).
public enum MarkdownRenderer {
    /// The cmark options used for parsing and rendering; see the type's documentation.
    static let options: Int32 = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES

    /// Serializes parsing; see "Concurrency" in the type's documentation.
    private static let parseLock = Mutex<Void>(())

    /// The HTML body for `markdown`, a GitHub-flavoured Markdown document.
    ///
    /// Returns an empty string if libcmark-gfm fails to allocate its parser, document or output
    /// (or if its extensions library lacks one of the GitHub extensions) rather than trapping.
    /// cmark-gfm's default allocator normally aborts the process on out-of-memory itself, so in
    /// practice this only guards against a broken installation. An empty input also gives an
    /// empty string.
    ///
    /// - Parameter markdown: The Markdown text. NUL characters are replaced by U+FFFD, as
    ///   CommonMark requires.
    /// - Returns: The HTML fragment, ending in a newline unless empty.
    public static func html(fromMarkdown markdown: String) -> String {
        html(fromMarkdown: markdown, minimumPieceLength: MarkdownPieces.defaultMinimumLength)
    }

    /// ``html(fromMarkdown:)``, converting the document in pieces of at least
    /// `minimumPieceLength` bytes where ``MarkdownPieces`` finds that safe (so that only one
    /// piece's syntax tree is in memory at a time); `Int.max` converts it whole.
    static func html(fromMarkdown markdown: String, minimumPieceLength: Int) -> String {
        guard let gfm = CmarkGFMExtensions.shared else { return "" }
        var text = markdown
        return text.withUTF8 { bytes in
            let cuts = MarkdownPieces.cuts(in: bytes, minimumLength: minimumPieceLength)
            var html = ""
            var start = 0
            for end in cuts + [bytes.count] {
                guard let piece = self.html(of: UnsafeBufferPointer(rebasing: bytes[start..<end]), gfm) else { return "" }
                html += piece
                start = end
            }
            return html
        }
    }

    /// The HTML of one whole Markdown document, or nil when libcmark-gfm fails to allocate.
    private static func html(of bytes: UnsafeBufferPointer<UInt8>, _ gfm: CmarkGFMExtensions) -> String? {
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }

        var parsed: OpaquePointer?
        parseLock.withLock { _ in
            for syntaxExtension in gfm.extensions {
                guard cmark_parser_attach_syntax_extension(parser, syntaxExtension) != 0 else { return }
            }
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress, !chars.isEmpty {
                    cmark_parser_feed(parser, base, chars.count)
                }
            }
            parsed = cmark_parser_finish(parser)
        }
        guard let document = parsed else { return nil }
        defer { cmark_node_free(document) }

        // The extension list belongs to the parser, which is freed after this render.
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            return nil
        }
        // cmark-gfm's default allocator is the C library's, so its output is released with free().
        defer { Platform.freeMemory(rendered) }
        return String(decoding: UnsafeRawBufferPointer(start: rendered, count: Platform.cStringLength(rendered)), as: UTF8.self)
    }

    /// Runs `body` while no other cmark-gfm parse runs in this process, after the GitHub
    /// extensions are registered: for code that drives libcmark-gfm directly (tests of the
    /// system library), so that it cannot race with the site's renders.
    public static func withExclusiveParsing(_ body: () -> Void) {
        _ = CmarkGFMExtensions.shared
        parseLock.withLock { _ in body() }
    }
}
