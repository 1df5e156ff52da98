import OSCatalog
import TemplateEngine

extension PageContext {
    /// The App Store submission rules as a dated list, newest first: each rule with the day it
    /// took effect (and was announced, and stopped applying, where known), its facts and sources.
    func requirementsPage() -> SitePage {
        let route = routes.requirements
        let rules = catalog.submissionRules
        let items: [TemplateValue] = rules.map { rule in
            .object(
                [
                    "heading": .string(strings.siteRequirementsHeading(rule.effective.map(date) ?? "", rule.name)),
                    "summary": .string(text(rule.summary)),
                    "details": .list(rule.details.map { .string(text($0)) }), "hasDetails": .bool(!rule.details.isEmpty),
                    "facts": toolDates(of: rule, effective: false),
                ].merging(entryDetails(rule, on: route, inSection: true)))
        }
        return SitePage(
            route: route, template: .requirements, title: strings.siteRequirementsTitle, description: strings.siteRequirementsIntro,
            section: .tools, model: ["rules": .list(items), "hasRules": .bool(!items.isEmpty)], anchors: rules.map(\.id))
    }
}
