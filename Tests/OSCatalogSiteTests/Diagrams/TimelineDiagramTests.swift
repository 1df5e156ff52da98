import Foundation
import OSCatalog
import Testing

@testable import OSCatalogSite

/// The release timeline is drawn to scale: majors as marks, every point release as a tick.
@Suite struct TimelineDiagramTests {
    @Test func everyPointReleaseDayIsATickBetweenItsNeighbours() throws {
        let context = try SiteFixtures.context()
        let diagram = try #require(context.timelineDiagram(on: context.routes.versions))
        let svg = try PageRenderer(templates: try SiteFixtures.templates(), options: SiteBuildOptions()).svg(diagram, standalone: true)
        let ticks = svg.matches(of: /<line class="release" x1="(\d+)"/).compactMap { Int($0.1) }
        let days = Set(context.catalog.versions.flatMap { version in version.releases.map(\.date).filter { $0 != version.released } })
        let first = try #require(context.catalog.versions.first?.released.year)
        // One tick for each place a point-release day falls (days a few apart share a pixel).
        #expect(Set(ticks) == Set(days.map { context.timelineX(of: $0, first: first) }))
        #expect(ticks == ticks.sorted() && Set(ticks).count == ticks.count && ticks.count > 150)
        // Each major's mark is left of its own updates and right of the previous major's x.0.
        let marks = svg.matches(of: /<circle class="mark" cx="(\d+)"/).compactMap { Int($0.1) }
        #expect(marks.count == context.catalog.versions.count && marks == marks.sorted())
        let width = try #require(svg.firstMatch(of: #/viewBox="0 0 (\d+) /#).flatMap { Int($0.1) })
        #expect(ticks.allSatisfy { $0 > marks[0] && $0 < width })
    }
}
