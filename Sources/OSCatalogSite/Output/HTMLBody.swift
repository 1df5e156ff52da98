import Foundation

/// What the HTML site adds to the HTML that libcmark-gfm makes of a page's Markdown: the ids
/// that entry links point at, and the inline diagram.
enum HTMLBody {
    /// Stands for the diagram in the Markdown the HTML site renders: a paragraph of its own
    /// made of private-use characters, which catalog text cannot produce because the catalog
    /// checks reject them (and which would only give a paragraph of text if it did).
    static let diagramPlaceholder = "\u{E000}oscat-diagram\u{E001}"

    /// `html` with each `<h3>` given the next id of `anchors`, in order.
    ///
    /// - Throws: ``SiteBuildError/anchorMismatch(page:headings:anchors:)`` when the counts differ.
    static func addingAnchors(_ anchors: [String], to html: String, page: String) throws(SiteBuildError) -> String {
        let parts = html.components(separatedBy: "<h3>")
        guard parts.count - 1 == anchors.count else {
            throw .anchorMismatch(page: page, headings: parts.count - 1, anchors: anchors.count)
        }
        var result = parts.first ?? ""
        for (anchor, part) in zip(anchors, parts.dropFirst()) {
            result += "<h3 id=\"\(anchor)\">" + part
        }
        return result
    }

    /// `html` with the diagram placeholder's first paragraph replaced by `svg`, in a figure.
    /// Only the first: templates put the diagram before any catalog text that could imitate it.
    static func insertingDiagram(_ svg: String, into html: String) -> String {
        guard let range = html.range(of: "<p>\(diagramPlaceholder)</p>\n") else { return html }
        return html.replacingCharacters(in: range, with: "<figure class=\"diagram-figure\">\n\(svg)</figure>\n")
    }
}
