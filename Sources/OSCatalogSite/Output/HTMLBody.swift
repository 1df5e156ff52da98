/// What the HTML site adds to the HTML that libcmark-gfm makes of a page's Markdown: the ids
/// that entry links point at, and the inline diagram.
///
/// Both edits search the UTF-8 bytes directly, in one pass each: Foundation's string search on
/// Linux (`components(separatedBy:)`, `range(of:)`) walks the text as UTF-16 through
/// CoreFoundation and cost more than a quarter of a whole site build. ``UTF8Search`` finds the
/// same matches.
enum HTMLBody {
    /// Stands for the diagram in the Markdown the HTML site renders: a paragraph of its own
    /// made of private-use characters, which catalog text cannot produce because the catalog
    /// checks reject them (and which would only give a paragraph of text if it did).
    static let diagramPlaceholder = "\u{E000}oscat-diagram\u{E001}"

    /// Stands for the fragment `name` in the same way (``diagramPlaceholder``).
    static func fragmentPlaceholder(_ name: String) -> String { "\u{E000}oscat-fragment-\(name)\u{E001}" }

    /// `html` with each `<h3>` (or `<level>`) given the next id of `anchors`, in order, and the
    /// language of `languages[id]` when there is one (a heading in another language than the page's).
    ///
    /// - Throws: ``SiteBuildError/anchorMismatch(page:headings:anchors:)`` when the counts differ.
    static func addingAnchors(
        _ anchors: [String], languages: [String: String] = [:], to html: String, page: String, level: String = "h3"
    ) throws(SiteBuildError) -> String {
        let marker = "<\(level)>"
        let starts = UTF8Search.occurrences(of: marker, in: html)
        guard starts.count == anchors.count else {
            throw .anchorMismatch(page: page, headings: starts.count, anchors: anchors.count)
        }
        if starts.isEmpty { return html }
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + anchors.reduce(0) { $0 + $1.utf8.count + 6 })
        var copied = 0
        for (anchor, start) in zip(anchors, starts) {
            result.append(contentsOf: bytes[copied..<start])
            result.append(contentsOf: "<\(level) id=\"".utf8)
            result.append(contentsOf: anchor.utf8)
            if let language = languages[anchor] {
                result.append(contentsOf: "\" lang=\"".utf8)
                result.append(contentsOf: language.utf8)
            }
            result.append(contentsOf: "\">".utf8)
            copied = start + marker.utf8.count
        }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    /// `html` with the diagram placeholder's first paragraph replaced by `svg`, in a figure.
    /// Only the first: templates put the diagram before any catalog text that could imitate it.
    static func insertingDiagram(_ svg: String, into html: String) -> String {
        replacingPlaceholder(diagramPlaceholder, with: "<figure class=\"diagram-figure\">\n" + svg + "</figure>\n", in: html)
    }

    /// `html` with the first paragraph of fragment `name`'s placeholder replaced by `fragment`.
    static func insertingFragment(_ fragment: String, named name: String, into html: String) -> String {
        replacingPlaceholder(fragmentPlaceholder(name), with: fragment, in: html)
    }

    /// `html` with the first paragraph that holds only `placeholder` replaced by `replacement`.
    private static func replacingPlaceholder(_ placeholder: String, with replacement: String, in html: String) -> String {
        let marker = "<p>\(placeholder)</p>\n"
        guard let start = UTF8Search.occurrences(of: marker, in: html, limit: 1).first else { return html }
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacement.utf8.count)
        result.append(contentsOf: bytes[..<start])
        result.append(contentsOf: replacement.utf8)
        result.append(contentsOf: bytes[(start + marker.utf8.count)...])
        return String(decoding: result, as: UTF8.self)
    }
}
