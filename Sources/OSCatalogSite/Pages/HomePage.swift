import OSCatalog
import TemplateEngine

extension PageContext {
    /// The locale's home page: what the catalog holds, with a way into each part.
    func homePage() -> SitePage {
        let route = routes.home
        func section(_ target: SiteRoute, _ title: SiteText, _ summary: String) -> TemplateValue {
            .object([
                "title": .string(strings(title)), "href": .string(route.link(to: target, style: style)),
                "summary": .string(summary),
            ])
        }
        let sections: [TemplateValue] = [
            section(routes.versions, .navVersions, strings.count(.countVersions, catalog.versions.count)),
            section(routes.architecture, .navArchitecture, strings(
                .homeArchitectureSummary, strings.count(.countLayers, catalog.layers.count),
                strings.count(.countServices, catalog.services.count))),
            section(routes.frameworks, .navFrameworks, strings.count(.countFrameworks, catalog.frameworks.count)),
            section(routes.availability, .navAvailability, strings(.homeAvailabilitySummary)),
            section(routes.codecs, .navCodecs, strings.count(.countCodecs, catalog.codecs.count)),
            section(routes.programs, .navPrograms, strings.count(.countPrograms, catalog.programs.count)),
            section(routes.tools, .navTools, strings.count(.countTools, catalog.tools.count)),
            section(routes.sources, .navSources, strings.count(.countSources, catalog.sources.count)),
        ]
        var model: [String: TemplateValue] = ["sections": .list(sections)]
        if let latest = catalog.versions.last {
            model["latest"] = .object([
                "name": .string(latest.name), "href": .string(href(from: route, to: latest)),
                "text": .string(strings(.homeLatest, latest.name, date(latest.released))),
            ])
        }
        return SitePage(
            route: route, template: .home, title: strings(.homeTitle), description: strings(.homeIntro),
            section: .home, model: model)
    }
}
