import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// The developer programs, compared side by side, then each in detail.
    func programsPage() -> SitePage {
        let route = routes.programs
        let programs = catalog.programs
        let items: [TemplateValue] = programs.map { program in
            .object([
                "name": .string(program.name), "href": .string(href(from: route, to: program)),
                "summary": .string(text(program.summary)), "price": .string(price(program.price)),
                "benefitCount": .string(strings.count(.countBenefits, program.benefits.count)),
                "benefits": .list(program.benefits.map { .string(text($0)) }),
                "hasBenefits": .bool(!program.benefits.isEmpty),
            ].merging(entryDetails(program, on: route)))
        }
        return SitePage(
            route: route, template: .programs, title: strings(.programsTitle), description: strings(.programsIntro),
            section: .programs, model: ["programs": .list(items)], anchors: programs.map(\.id))
    }

    /// A price with its period, written the locale's way ("99 € per year"), or "free".
    func price(_ price: Price) -> String {
        guard !price.isFree else { return strings(.priceFree) }
        let amount = LocaleFormatting.price(price, locale: locale)
        return switch price.period {
        case .year: strings(.pricePerYear, amount)
        case .month: strings(.pricePerMonth, amount)
        case .once: strings(.priceOnce, amount)
        }
    }
}
