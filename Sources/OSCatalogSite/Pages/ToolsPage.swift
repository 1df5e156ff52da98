import OSCatalog
import TemplateEngine

extension PageContext {
    /// Development tools and requirements, each with its kind and details.
    func toolsPage() -> SitePage {
        let route = routes.tools
        let tools = sortedByName(catalog.tools, \.name)
        let items: [TemplateValue] = tools.map { tool in
            .object([
                "name": .string(tool.name), "kind": .string(strings.toolKindName(tool.toolKind)),
                "summary": .string(text(tool.summary)),
                "details": .list(tool.details.map { .string(text($0)) }), "hasDetails": .bool(!tool.details.isEmpty),
            ].merging(entryDetails(tool, on: route)))
        }
        return SitePage(
            route: route, template: "tools", title: strings(.toolsTitle), description: strings(.toolsIntro),
            section: .tools, model: ["tools": .list(items)], anchors: tools.map(\.id))
    }
}
