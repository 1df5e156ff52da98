import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import Testing

@testable import OSCatalogSite

/// The availability page's charts: the counts they are drawn from add up, the bars are drawn
/// to scale, and the page shows each chart with its table.
@Suite struct FrameworkChartsTests {
    func context(_ language: CatalogLanguage = .english) throws -> PageContext {
        try SiteFixtures.context(language, style: .markdown)
    }

    @Test func eachVersionHasWhatEarlierVersionsIntroducedLessWhatTheyRemoved() throws {
        let catalog = try SiteFixtures.catalog()
        let counts = FrameworkCounts(catalog: catalog)
        #expect(counts.rows.map(\.version.id) == catalog.versions.map(\.id))
        var introduced = 0
        var removed = 0
        for row in counts.rows {
            introduced += row.introduced
            removed += row.removed
            #expect(row.total == introduced - removed, "\(row.version.id)")
        }
        #expect(introduced == catalog.frameworks.count)
        #expect(counts.rows.map(\.deprecated).reduce(0, +) == catalog.frameworks.count { $0.deprecatedID != nil })
        let latest = try #require(counts.rows.last)
        for (index, layer) in counts.layers.enumerated() {
            let gone = catalog.frameworks.count { $0.layerID == layer.id && $0.removedID != nil }
            #expect(latest.perLayer[index] == catalog.frameworks.count { $0.layerID == layer.id } - gone, "\(layer.id)")
        }
    }

    /// The `height` of every `<rect>` of one bar group (`<g>…</g>`) of the chart's SVG.
    func barHeights(_ svg: String) -> [[Int]] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<g>") }.map { group in
            group.matches(of: /<rect class="series-[a-z0-9]+" x="\d+" y="\d+" width="26" height="(\d+)">/).compactMap { Int($0.1) }
        }
    }

    @Test func theGrowthChartIsDrawnToScale() throws {
        let context = try context()
        let counts = FrameworkCounts(catalog: context.catalog)
        let chart = context.growthChart(counts)
        let svg = try PageRenderer(templates: try SiteFixtures.templates(), options: SiteBuildOptions()).svg(chart, standalone: true)
        let bars = barHeights(svg)
        #expect(bars.count == counts.rows.count)
        let maximum = try #require(counts.rows.map(\.total).max())
        for (row, heights) in zip(counts.rows, bars) {
            // Each bar is as tall as its total on a 240-pixel scale (each segment rounded).
            let expected = Double(row.total) * 240 / Double(maximum)
            #expect(abs(Double(heights.reduce(0, +)) - expected) <= 1.5, "\(row.version.id): \(heights)")
            #expect(heights.count == row.perLayer.count { $0 > 0 })
        }
        #expect(svg.contains("<title>\(context.strings.siteChartGrowth)</title>"))
        for layer in counts.layers { #expect(svg.contains(">\(layer.name)</text>")) }
    }

    @Test func theChangesChartDrawsIntroductionsAboveAndLossesBelowTheLine() throws {
        let context = try context(.czech)
        let counts = FrameworkCounts(catalog: context.catalog)
        let svg = try PageRenderer(templates: try SiteFixtures.templates(), options: SiteBuildOptions())
            .svg(context.changesChart(counts), standalone: true)
        #expect(
            svg.contains(">\(context.strings.siteChartIntroduced)</text>") && svg.contains(">\(context.strings.siteChartRemoved)</text>"))
        let up = svg.matches(of: /class="series-introduced" x="\d+" y="\d+" width="26"/).count
        let down = svg.matches(of: /class="series-(deprecated|removed)" x="\d+" y="\d+" width="26"/).count
        #expect(up == counts.rows.count { $0.introduced > 0 })
        #expect(down == counts.rows.map { ($0.deprecated > 0 ? 1 : 0) + ($0.removed > 0 ? 1 : 0) }.reduce(0, +))
        for row in counts.rows where row.removed > 0 {
            #expect(svg.contains("<title>\(row.version.name), \(context.strings.siteChartRemoved): \(row.removed)</title>"))
        }
    }

    @Test func thePageShowsEachChartWithTheTableItIsDrawnFrom() throws {
        let files = try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.swedish)]))
        let page = try #require(files["sv/availability.md"])
        let strings = LocalizedStrings(locale: .language(.swedish))
        #expect(page.contains("![\(strings.siteChartGrowth)](availability-growth.svg)"))
        #expect(page.contains("![\(strings.siteChartChanges)](availability-changes.svg)"))
        #expect(files["sv/availability-growth.svg"]?.hasPrefix("<svg") == true)
        #expect(files["sv/availability-changes.svg"]?.contains("<style>") == true)
        let counts = FrameworkCounts(catalog: try SiteFixtures.catalog())
        for row in counts.rows {
            let cells = row.perLayer.map(String.init).joined(separator: " | ")
            #expect(page.contains("(versions/\(row.version.id).md) | \(cells) | \(row.total) |"), "\(row.version.id)")
            #expect(page.contains("(versions/\(row.version.id).md) | \(row.introduced) | \(row.deprecated) | \(row.removed) |"))
        }
    }
}
