import Locales
import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// The developer programs: a side-by-side table (status, the latest price in each currency on
    /// a row of its own with the date of its source, benefits), then each program in detail.
    func programsPage() -> SitePage {
        let route = routes.programs
        let programs = catalog.programs
        let rows: [TemplateValue] = programs.flatMap { program -> [TemplateValue] in
            let prices = program.latestPrices
            let cells: [(price: String, asOf: String)] =
                prices.isEmpty
                ? [(strings.sitePriceNone, "—")] : prices.map { (price($0.price), LocaleFormatting.date($0.asOf, locale: locale)) }
            return cells.map { cell in
                .object([
                    "name": .string(program.name), "href": .string(href(from: route, to: program)),
                    "status": .string(status(of: program)), "price": .string(cell.price), "asOf": .string(cell.asOf),
                    "benefitCount": .string(strings.siteCountBenefits(program.benefits.count)),
                ])
            }
        }
        let items: [TemplateValue] = programs.map { program in
            .object(
                [
                    "name": .string(program.name), "summary": .string(text(program.summary)),
                    "facts": facts(programFacts(program)),
                    "benefits": .list(program.benefits.map { .string(text($0)) }),
                    "hasBenefits": .bool(!program.benefits.isEmpty),
                ].merging(entryDetails(program, on: route, also: program.prices.flatMap(\.citations), inSection: true)))
        }
        return SitePage(
            route: route, template: .programs, title: strings.siteProgramsTitle, description: strings.siteProgramsIntro,
            section: .programs, model: ["rows": .list(rows), "programs": .list(items)], anchors: programs.map(\.id))
    }

    /// "Active since 2015", "Retired in 2024", or the bare status when no source dates it.
    func status(of program: DeveloperProgram) -> String {
        switch program.status {
        case .active: program.started.map { strings.siteProgramActiveSince(yearOrDay($0)) } ?? strings.siteProgramActive
        case .retired: program.ended.map { strings.siteProgramRetiredIn(yearOrDay($0)) } ?? strings.siteProgramRetired
        }
    }

    /// A program's facts: when it started and ended, who may join, every price with its date.
    private func programFacts(_ program: DeveloperProgram) -> [String?] {
        var lines: [String?] = [
            program.started.map { strings.siteFactStarted(yearOrDay($0)) },
            program.ended.map { strings.siteFactEnded(yearOrDay($0)) },
            program.eligibility.map { strings.siteFactEligibility(text($0)) },
        ]
        lines += program.prices.map { strings.siteFactPrice(price($0.price), LocaleFormatting.date($0.asOf, locale: locale)) }
        return lines
    }

    /// "2008", or a day the locale's way.
    func yearOrDay(_ value: YearOrDay) -> String {
        switch value {
        case .year(let year): String(year)
        case .day(let day): LocaleFormatting.date(day, locale: locale)
        }
    }

    /// A price with its period, written the locale's way ("99 € per year"), or "free".
    func price(_ price: Price) -> String {
        guard !price.isFree else { return strings.sitePriceFree }
        let amount = LocaleFormatting.price(price, locale: locale)
        return switch price.period {
        case .year: strings.pricePerYear(amount)
        case .month: strings.pricePerMonth(amount)
        case .once: strings.sitePriceOnce(amount)
        }
    }
}
