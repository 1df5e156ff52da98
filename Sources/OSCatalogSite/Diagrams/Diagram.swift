import TemplateEngine

/// An SVG figure of a page: drawn by `Templates/svg/<template>.svg.mustache` from a model whose
/// geometry the builder computed. The HTML site inlines it (so every box is a link); the
/// Markdown site writes it as a file beside the page and shows it as an image.
struct Diagram: Sendable {
    /// The SVG template, `Templates/svg/<template>.svg.mustache`.
    var template: String
    /// The file name beside the Markdown page (`architecture.svg`).
    var fileName: String
    /// The accessible title, also the image's alternative text.
    var title: String
    /// The geometry and labels, per link style (the boxes link to pages).
    var model: [String: TemplateValue]
}
