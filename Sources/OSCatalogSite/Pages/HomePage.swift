import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// The locale's home page: what the catalog holds, with a way into each part.
    func homePage() -> SitePage {
        let route = routes.home
        func section(_ target: SiteRoute, _ title: StringKey, _ summary: String) -> TemplateValue {
            .object([
                "title": .string(strings.text(title)), "href": .string(route.link(to: target, style: style)),
                "summary": .string(summary),
            ])
        }
        let sections: [TemplateValue] = [
            section(routes.versions, .siteNavVersions, strings.siteCountVersions(catalog.versions.count)),
            section(
                routes.architecture, .siteNavArchitecture,
                strings.siteHomeArchitectureSummary(
                    strings.siteCountLayers(catalog.layers.count),
                    strings.siteCountServices(catalog.services.count))),
            section(routes.frameworks, .siteNavFrameworks, strings.countFrameworks(catalog.frameworks.count)),
            section(routes.availability, .siteNavAvailability, strings.siteHomeAvailabilitySummary),
            section(routes.codecs, .siteNavCodecs, strings.siteCountCodecs(catalog.codecs.count)),
            section(routes.programs, .siteNavPrograms, strings.siteCountPrograms(catalog.programs.count)),
            section(routes.tools, .siteNavTools, strings.siteCountTools(catalog.tools.count)),
            section(routes.sources, .siteNavSources, strings.siteCountSources(catalog.sources.count)),
        ]
        var model: [String: TemplateValue] = ["sections": .list(sections)]
        if let latest = catalog.versions.last {
            model["latest"] = .object([
                "name": .string(latest.name), "href": .string(href(from: route, to: latest)),
                "text": .string(strings.siteHomeLatest(latest.name, date(latest.released))),
            ])
        }
        return SitePage(
            route: route, template: .home, title: strings.siteHomeTitle, description: strings.siteHomeIntro,
            section: .home, model: model)
    }
}
