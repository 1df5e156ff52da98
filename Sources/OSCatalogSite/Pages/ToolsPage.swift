import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// Development tools and requirements, each with its kind, its dates and details; the
    /// Xcode and Swift releases and the App Store submission rules have pages of their own,
    /// linked from here.
    func toolsPage() -> SitePage {
        let route = routes.tools
        let tools = sortedByName(catalog.tools.filter { $0.toolKind != .submissionRule }, \.name)
        let items: [TemplateValue] = tools.map { tool in
            .object(
                [
                    "name": .string(tool.name), "kind": .string(strings.toolKindName(tool.toolKind)),
                    "summary": .string(text(tool.summary)), "facts": toolDates(of: tool),
                    "details": .list(tool.details.map { .string(text($0)) }), "hasDetails": .bool(!tool.details.isEmpty),
                ].merging(entryDetails(tool, on: route, inSection: true)))
        }
        let related: [TemplateValue] = [(routes.toolchain, StringKey.siteToolchainTitle), (routes.requirements, .siteRequirementsTitle)]
            .map { target, title in
                .object(["title": .string(strings.text(title)), "href": .string(route.link(to: target, style: style))])
            }
        return SitePage(
            route: route, template: .tools, title: strings.siteToolsTitle, description: strings.siteToolsIntro,
            section: .tools, model: ["tools": .list(items), "related": .list(related)], anchors: tools.map(\.id))
    }

    /// The dated facts of a tool entry, as template list items: when it took effect (unless the
    /// page already shows that day in the heading), when it was announced, when it stopped
    /// applying.
    func toolDates(of tool: DevelopmentTool, effective: Bool = true) -> TemplateValue {
        facts([
            effective ? tool.effective.map { strings.siteFactEffective(date($0)) } : nil,
            tool.announced.map { strings.siteFactAnnounced(date($0)) },
            tool.until.map { strings.siteFactUntil(date($0)) },
        ])
    }
}
