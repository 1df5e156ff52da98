import Foundation
import Testing

@testable import OSCatalogSite

/// Every HTML page but the home page shows where it is: home, its section, itself.
@Suite struct BreadcrumbsTests {
    @Test func anEntryPageLeadsHomeThroughItsSection() throws {
        let context = try SiteFixtures.context(.czech, style: .html)
        let strings = context.strings
        let cases: [(PageID, [String])] = [
            (.framework("core-location"), [strings.siteNavHome, strings.siteNavFrameworks, "Core Location"]),
            (.layer("media"), [strings.siteNavHome, strings.siteNavArchitecture, "Media"]),
            (.version("ios-17"), [strings.siteNavHome, strings.siteNavVersions, "iOS 17"]),
            (.frameworks, [strings.siteNavHome, strings.siteFrameworksTitle]),
        ]
        for (id, titles) in cases {
            let page = try #require(context.page(id))
            let trail = context.breadcrumbs(for: page)
            #expect(trail.map(\.title) == titles, "\(id)")
            #expect(trail.map(\.current) == titles.indices.map { $0 == titles.count - 1 })
            #expect(trail.first?.href.hasSuffix("/") == true && trail.last?.href == "")
        }
        let home = try #require(context.page(.home))
        #expect(context.breadcrumbs(for: home).isEmpty)
    }

    @Test func theHTMLPageShowsTheTrailAboveItsTitle() throws {
        let files = try SiteFixtures.build(.html, options: SiteBuildOptions(locales: [.language(.english)]))
        let page = try #require(files["en/frameworks/core-location/index.html"])
        let trail =
            "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\"><ol><li><a href=\"../../\">Home</a></li>"
            + "<li><a href=\"../\">Frameworks</a></li><li><span aria-current=\"page\">Core Location</span></li></ol></nav>"
        let trailStart = try #require(page.range(of: trail)?.lowerBound)
        let title = try #require(page.range(of: "<h1>Core Location</h1>")?.lowerBound)
        #expect(trailStart < title)
        #expect(files["en/index.html"]?.contains("class=\"breadcrumbs\"") == false)
    }
}
