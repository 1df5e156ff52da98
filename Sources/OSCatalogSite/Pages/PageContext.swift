import Locales
import OSCatalog
import OSCatalogLocalization
import TemplateEngine

/// Everything a page builder needs: the catalog, the locale, its words, and which site the
/// links are written for.
struct PageContext: Sendable {
    let catalog: Catalog
    let locale: LocaleID
    let strings: LocalizedStrings
    let style: LinkStyle

    /// The catalog language of the page's text (English for the pseudo-locale).
    var language: CatalogLanguage { locale.catalogLanguage }

    /// `text` in the page's language.
    func text(_ text: LocalizedText) -> String { text.text(in: language) }

    /// A day written the locale's way ("29. června 2007").
    func date(_ date: CatalogDate) -> String { LocaleFormatting.date(date, locale: locale) }

    /// The routes of this locale's pages.
    var routes: SiteRoutes { SiteRoutes(locale: locale) }

    /// Where `entity` is shown: its own page, or a section of a shared page.
    func place(of entity: any CatalogEntity) -> (route: SiteRoute, anchor: Anchor?) {
        routes.place(of: entity, catalog: catalog)
    }

    /// A link from `page` to where `entity` is shown.
    func href(from page: SiteRoute, to entity: any CatalogEntity) -> String {
        let place = place(of: entity)
        return page.link(to: place.route, style: style, fragment: place.anchor.map(fragment(for:)))
    }

    /// The fragment naming `anchor` in this site: the catalog id in HTML (the builder gives each
    /// entry's heading that id), the heading's slug on a git host.
    func fragment(for anchor: Anchor) -> String {
        switch style {
        case .html, .htmlFiles: anchor.id
        case .markdown: HeadingSlug.githubSlug(anchor.heading)
        }
    }

    /// The entries in `ids` that exist, in catalog reading order of `ids`.
    func frameworks(_ ids: [String]) -> [Framework] { ids.compactMap(catalog.framework(id:)) }

    /// `elements` in the locale's alphabetical order of `name`.
    func sortedByName<Element>(_ elements: [Element], _ name: (Element) -> String) -> [Element] {
        LocaleFormatting.sorted(elements, locale: locale, by: name)
    }

    /// A link item for templates: `{name, href, summary}`.
    func linkItem(from page: SiteRoute, to entity: any CatalogEntity) -> TemplateValue {
        .object([
            "name": .string(entity.name),
            "href": .string(href(from: page, to: entity)),
            "summary": .string(text(entity.summary)),
        ])
    }
}

/// A heading inside a shared page that an entry links to: the entry's id (the HTML anchor) and
/// the heading text (whose slug is the anchor on a git host).
struct Anchor: Hashable, Sendable {
    var id: String
    var heading: String
}
