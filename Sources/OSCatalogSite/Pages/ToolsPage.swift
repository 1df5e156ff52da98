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
        let xcode: [TemplateValue] = catalog.xcodeReleases.map { release in
            .object([
                "version": .string(release.version), "date": .string(date(release.date)),
                "iosSDK": .string(release.iosSDK ?? release.iosSDKBuild ?? "—"),
                "minimumMacOS": .string(release.minimumMacOS ?? "—"), "swift": .string(release.swift ?? "—"),
            ])
        }
        let rules: [TemplateValue] = catalog.submissionRules.map { rule in
            .object([
                "name": .string(rule.name), "date": .string(rule.effective.map(date) ?? ""),
                "summary": .string(text(rule.summary)), "id": .string(rule.id),
            ])
        }
        return SitePage(
            route: route, template: "tools", title: strings(.toolsTitle), description: strings(.toolsIntro),
            section: .tools,
            model: ["tools": .list(items), "xcode": .list(xcode), "hasXcode": .bool(!xcode.isEmpty),
                    "rules": .list(rules), "hasRules": .bool(!rules.isEmpty)],
            anchors: tools.map(\.id))
    }
}
