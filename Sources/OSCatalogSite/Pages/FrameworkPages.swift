import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// The frameworks index: every framework by layer, in the locale's alphabetical order.
    func frameworksPage() -> SitePage {
        let route = routes.frameworks
        let groups: [TemplateValue] = catalog.layers.map { layer in
            let members = sortedByName(catalog.frameworks.filter { $0.layerID == layer.id }, \.name)
            return .object([
                "name": .string(layer.name), "href": .string(href(from: route, to: layer)),
                "frameworks": .list(
                    members.map { framework in
                        .object([
                            "name": .string(framework.name), "href": .string(href(from: route, to: framework)),
                            "summary": .string(text(framework.summary)),
                            "since": .string(catalog.versionName(of: framework.introducedID)),
                        ])
                    }),
            ])
        }
        return SitePage(
            route: route, template: .frameworks, title: strings.siteFrameworksTitle,
            description: strings.siteFrameworksIntro, section: .frameworks,
            model: ["layers": .list(groups), "count": .string(strings.countFrameworks(catalog.frameworks.count))])
    }

    /// A framework's page: a banner when it is deprecated or removed (with its replacement), layer,
    /// availability, capabilities, related frameworks, sources.
    func frameworkPage(_ framework: Framework) -> SitePage {
        let route = routes.framework(framework.id)
        func versionName(_ id: String?) -> String? { id.map(catalog.versionName(of:)) }
        let layer = catalog.layer(id: framework.layerID)
        var availability: [String?] = [strings.siteFactIntroduced(versionName(framework.introducedID) ?? "")]
        availability.append(versionName(framework.deprecatedID).map { strings.siteFactDeprecated($0) })
        availability.append(versionName(framework.removedID).map { strings.siteFactRemoved($0) })
        let replacement = framework.replacedByID.flatMap(catalog.framework(id:))
        // A removed or deprecated framework says so first, with what replaces it.
        let status =
            versionName(framework.removedID).map { strings.siteFactRemoved($0) }
            ?? versionName(framework.deprecatedID).map { strings.siteFactDeprecated($0) }
        let banner: TemplateValue =
            status.map { status in
                .object([
                    "status": .string(status), "replacement": replacement.map { linkItem(from: route, to: $0) } ?? .null,
                ])
            } ?? .null
        let badge = badgeStatus(of: framework)
        let appleDocumentation = appleDocumentationPage(of: framework)
        let model: [String: TemplateValue] = [
            "banner": banner,
            "appleDocumentation": appleDocumentation.map(TemplateValue.string) ?? .null,
            // The HTML site shows the framework's badge, for others to embed.
            "badge": .object([
                "alt": .string("\(framework.name): \(badge.text)"),
                "href": .string(route.link(toFile: badgePath(of: framework), style: style)),
            ]),
            "name": .string(framework.name),
            "summary": .string(text(framework.summary)),
            "layer": layer.map { linkItem(from: route, to: $0) } ?? .null,
            "module": framework.module.map(TemplateValue.string) ?? .null,
            "layerBasis": layerBasis(of: framework).map(TemplateValue.string) ?? .null,
            "availability": facts(availability),
            "capabilities": .list(framework.capabilities.map { .string(text($0)) }),
            "hasCapabilities": .bool(!framework.capabilities.isEmpty),
            "related": .list(sortedByName(frameworks(framework.relatedIDs), \.name).map { linkItem(from: route, to: $0) }),
            "hasRelated": .bool(!framework.relatedIDs.isEmpty),
        ].merging(entryDetails(framework, on: route))
        return SitePage(
            route: route, template: .framework, title: framework.name, description: text(framework.summary),
            section: .frameworks, model: model)
    }

    /// The address of Apple's documentation page for `framework`
    /// (`https://developer.apple.com/documentation/corelocation`), when the framework cites that
    /// page as a source: the link is a fact of the catalog, never an address guessed from the
    /// module's name.
    func appleDocumentationPage(of framework: Framework) -> String? {
        guard let module = framework.module?.lowercased() else { return nil }
        let page = "https://developer.apple.com/documentation/" + module
        return framework.citations.lazy.compactMap { self.catalog.source(id: $0.sourceID)?.url }
            .first { $0 == page || $0 == page + "/" }.flatMap(SafeURL.webAddress)
    }

    /// The line saying who placed `framework` in its layer: Apple's overview, or oscat with its
    /// one-sentence rationale.
    func layerBasis(of framework: Framework) -> String? {
        switch framework.layerBasis {
        case .apple: strings.siteLayerBasisApple
        case .assigned: strings.siteLayerBasisAssigned(framework.layerRationale.map(text) ?? "")
        case nil: nil
        }
    }
}
