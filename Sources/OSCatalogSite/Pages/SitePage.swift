import TemplateEngine

/// One page of one locale, ready to render: where it goes, which body template draws it, the
/// data the template reads, and the anchors and diagram the HTML site adds to it.
struct SitePage: Sendable {
    /// Where the page lives.
    var route: SiteRoute
    /// The body template, `Templates/pages/<template>.md.mustache`.
    var template: PageTemplate
    /// The page title, plain text (the `<title>` and the first heading).
    var title: String
    /// A one-sentence description (the HTML `<meta name="description">`).
    var description: String
    /// Which navigation entry the page belongs to.
    var section: NavigationSection
    /// The template's data.
    var model: [String: TemplateValue]
    /// The ids of the entries whose `###` headings the body holds, in order: the HTML site gives
    /// each heading its entry's id, so links can point at it.
    var anchors: [String] = []
    /// The language of an entry's heading where it is not the page's (a source's own title),
    /// by anchor: the HTML site marks it `lang`, so it is read and hyphenated as that language.
    var headingLanguages: [String: String] = [:]
    /// The ids of the page's `##` section headings, in order, where a table of contents links
    /// to them (the sources page's kinds); empty leaves them without ids.
    var sectionAnchors: [String] = []
    /// The page's diagram, if it has one.
    var diagram: Diagram?
    /// Charts shown as images, by the name templates read them by (`{{{charts.growth}}}`):
    /// SVG files beside the page in both sites, with their own styles.
    var charts: [String: Diagram] = [:]
    /// Parts the HTML site draws as HTML of their own, by the name templates read them by
    /// (`{{{fragments.matrix}}}`, inside `{{#isHTML}}`): the Markdown site shows its own
    /// version of the same content in `{{^isHTML}}`.
    var fragments: [String: SiteFragment] = [:]
    /// Whether the page exists only in the HTML site (search needs a browser).
    var htmlOnly = false
}

/// A part of an HTML page that Markdown cannot express (a table with row headers and cell
/// classes, a form): rendered from its own HTML template, with HTML escaping, and put where
/// the page's Markdown holds its placeholder.
struct SiteFragment: Sendable {
    /// The template, `Templates/<template>.mustache` (`html/matrix.html`).
    var template: String
    /// Its data; the site's words are added as `t`.
    var model: [String: TemplateValue]
}

/// The entries of the main navigation, in menu order.
enum NavigationSection: String, CaseIterable, Sendable {
    case home, versions, architecture, frameworks, availability, codecs, programs, tools, sources, search
}
