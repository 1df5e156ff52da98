import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import OSCatalogSite

/// The programs page: one comparison row per program and currency, each with the date of its
/// source, and a retired program marked as retired.
@Suite(.serialized, .tags(.endToEnd), .skippedWhenFast) struct ProgramsPageTests {
    static let markdown = Result { try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.english)])) }

    @Test func everyProgramHasARowPerCurrencyWithTheDayOfItsLatestPrice() throws {
        let catalog = try SiteFixtures.catalog()
        let page = try #require(try Self.markdown.get()["en/programs.md"])
        let table = page.components(separatedBy: "\n### ").first ?? ""
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| [") }
        for program in catalog.programs {
            let mine = rows.filter { $0.hasPrefix("| [\(program.name)](") }
            #expect(mine.count == max(1, program.latestPrices.count), "\(program.id)")
            for price in program.latestPrices {
                let day = LocaleFormatting.date(price.asOf, locale: .language(.english))
                #expect(mine.contains { $0.contains("| \(day) |") }, "\(program.id): no row dated \(day)")
            }
            let status = program.status == .retired ? "Retired" : "Active"
            #expect(mine.allSatisfy { $0.contains("| \(status)") }, "\(program.id)")
        }
        #expect(catalog.programs.contains { $0.status == .retired })
    }
}
