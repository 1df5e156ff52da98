import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension SiteBuilder {
    /// The locale's Atom feed of OS releases, newest first: each major version and each of its
    /// updates (the x.0 release is the version's own entry). Its dates are release days, so
    /// the feed changes only when the catalog does. Without a base URL its links are relative to
    /// the feed (which sits in the locale's home folder), and its ids are `urn:oscat:` names.
    func releaseFeed(context: PageContext) throws(SiteBuildError) -> SiteFile {
        let home = context.routes.home
        let versions = context.catalog.versions.reversed()
        func timestamp(_ date: CatalogDate) -> String { date.description + "T00:00:00Z" }
        var dated: [(date: CatalogDate, order: Int, entry: TemplateValue)] = []
        for version in versions {
            let route = context.routes.version(version.id)
            let address = options.absoluteURL(of: route)
            let url = address ?? home.link(to: route, style: options.htmlStyle)
            let id = address ?? "urn:oscat:version:\(version.id)"
            dated.append(
                (
                    version.released, version.major * 1000,
                    .object([
                        "name": .string(version.name), "id": .string(id), "url": .string(url),
                        "updated": .string(timestamp(version.released)), "summary": .string(context.text(version.summary)),
                    ])
                ))
            for (position, release) in version.releases.enumerated().dropFirst() {
                let name = PointReleaseNaming.name(of: release, in: version)
                dated.append(
                    (
                        release.date, version.major * 1000 + position,
                        .object([
                            "name": .string(name), "id": .string("urn:oscat:release:\(version.id):\(release.version)"), "url": .string(url),
                            "updated": .string(timestamp(release.date)),
                            "summary": .string(context.strings.siteFeedReleaseSummary(name, version.name, context.date(release.date))),
                        ])
                    ))
            }
        }
        let entries = dated.sorted { ($0.date, $0.order) > ($1.date, $1.order) }.map(\.entry)
        let feedURL = options.baseURL.map { $0 + home.description + "/feed.xml" }
        let model: TemplateValue = .object([
            "lang": .string(context.locale.description),
            "title": .string(context.strings.siteFeedTitle),
            "id": .string(feedURL ?? "urn:oscat:feed:\(context.locale)"),
            "feedURL": feedURL.map(TemplateValue.string) ?? .null,
            "siteURL": .string(options.absoluteURL(of: home) ?? home.link(to: home, style: options.htmlStyle)),
            "updated": .string(dated.map(\.date).max().map(timestamp) ?? "1970-01-01T00:00:00Z"),
            "entries": .list(entries),
        ])
        return SiteFile(path: home.description + "/feed.xml", text: try templates.render("feeds/releases.atom", model, as: .html))
    }

    /// `sitemap.xml`: every HTML page's address, with its other languages as alternates; nil
    /// without a base URL, since a sitemap lists absolute addresses only.
    ///
    /// The template is rendered once per language, with that language's pages, and the parts
    /// are joined: `first` is true for the first part (which opens the document) and `last` for
    /// the last (which closes it). A single model of every page in every language took more
    /// memory than any page of the site (at 100 times the real catalog, 38 000 pages with five
    /// alternates each: about 130 MB at once).
    func sitemap() throws(SiteBuildError) -> SiteFile? {
        guard options.baseURL != nil else { return nil }
        let pageIDs = PageID.all(in: catalog)
        var text = ""
        for (index, locale) in options.locales.enumerated() {
            let context = PageContext(
                catalog: catalog, locale: locale, strings: LocalizedStrings(locale: locale, table: options.strings),
                style: options.htmlStyle)
            let pages = pageIDs.map { pageID -> TemplateValue in
                let route = context.route(of: pageID)
                let alternates = options.locales.map { other in
                    TemplateValue.object([
                        "lang": .string(other.description),
                        "url": .string(options.absoluteURL(of: PageContext.reroute(route, to: other)) ?? ""),
                    ])
                }
                return TemplateValue.object([
                    "url": .string(options.absoluteURL(of: route) ?? ""), "alternates": .list(alternates),
                ])
            }
            let model: TemplateValue = .object([
                "pages": .list(pages), "first": .bool(index == 0), "last": .bool(index == options.locales.count - 1),
            ])
            text += try templates.render("feeds/sitemap.xml", model, as: .html)
        }
        return SiteFile(path: "sitemap.xml", text: text)
    }
}
