import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// The architecture overview: the layer stack diagram and each layer in a sentence.
    func architecturePage() -> SitePage {
        let route = routes.architecture
        let layers: [TemplateValue] = catalog.layers.map { layer in
            .object([
                "name": .string(layer.name), "href": .string(href(from: route, to: layer)),
                "summary": .string(text(layer.summary)),
                "counts": .string(
                    strings.siteLayerCounts(
                        strings.countFrameworks(catalog.frameworks.filter { $0.layerID == layer.id }.count),
                        strings.siteCountServices(catalog.services.filter { $0.layerID == layer.id }.count))),
            ])
        }
        return SitePage(
            route: route, template: .architecture, title: strings.siteArchitectureTitle,
            description: strings.siteArchitectureIntro, section: .architecture, model: ["layers": .list(layers)],
            diagram: layerStackDiagram(on: route))
    }

    /// A layer's page: its services (each a section other pages link to) and its frameworks.
    func layerPage(_ layer: Layer) -> SitePage {
        let route = routes.layer(layer.id)
        let services = sortedByName(catalog.services.filter { $0.layerID == layer.id }, \.name)
        let serviceItems: [TemplateValue] = services.map { service in
            var facts: [String?] = []
            if let introduced = service.introducedID.flatMap(catalog.version(id:)) {
                facts.append(strings.siteFactIntroduced(introduced.name))
            }
            return .object(
                [
                    "name": .string(service.name), "summary": .string(text(service.summary)), "facts": self.facts(facts),
                ].merging(entryDetails(service, on: route, inSection: true)))
        }
        let frameworks = sortedByName(catalog.frameworks.filter { $0.layerID == layer.id }, \.name)
        let model: [String: TemplateValue] = [
            "name": .string(layer.name),
            "summary": .string(text(layer.summary)),
            "position": .string(strings.siteLayerPosition(String(layer.position), String(catalog.layers.count))),
            "servicesHeading": .string(strings.siteCountServices(services.count)),
            "services": .list(serviceItems),
            "frameworksHeading": .string(strings.countFrameworks(frameworks.count)),
            "frameworks": .list(frameworks.map { linkItem(from: route, to: $0) }),
            "architectureHref": .string(route.link(to: routes.architecture, style: style)),
        ].merging(entryDetails(layer, on: route))
        return SitePage(
            route: route, template: .layer, title: layer.name, description: text(layer.summary),
            section: .architecture, model: model, anchors: services.map(\.id))
    }
}
