import OSCatalog
import TemplateEngine

extension PageContext {
    /// The App Store submission rules as a dated list, newest first: each rule with the day it
    /// took effect (and was announced, and stopped applying, where known), its facts and sources.
    func requirementsPage() -> SitePage {
        let route = routes.requirements
        let rules = catalog.submissionRules
        let items: [TemplateValue] = rules.map { rule in
            .object([
                "heading": .string(strings(.requirementsHeading, rule.effective.map(date) ?? "", rule.name)),
                "summary": .string(text(rule.summary)),
                "details": .list(rule.details.map { .string(text($0)) }), "hasDetails": .bool(!rule.details.isEmpty),
                "facts": toolDates(of: rule, effective: false),
            ].merging(entryDetails(rule, on: route)))
        }
        return SitePage(
            route: route, template: .requirements, title: strings(.requirementsTitle), description: strings(.requirementsIntro),
            section: .tools, model: ["rules": .list(items), "hasRules": .bool(!items.isEmpty)], anchors: rules.map(\.id))
    }

    /// The dated facts of a tool entry, as template list items: when it took effect (unless the
    /// page already shows that day in the heading), when it was announced, when it stopped
    /// applying.
    func toolDates(of tool: DevelopmentTool, effective: Bool = true) -> TemplateValue {
        facts([
            effective ? tool.effective.map { strings(.factEffective, date($0)) } : nil,
            tool.announced.map { strings(.factAnnounced, date($0)) },
            tool.until.map { strings(.factUntil, date($0)) },
        ])
    }
}
