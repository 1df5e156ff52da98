import Foundation
import OSCatalog
import OSCatalogLocalization
import Testing

@testable import OSCatalogSite

/// The bibliography is grouped by kind, and opens with a table that counts each kind and links
/// to its section, in both sites.
@Suite struct SourcesPageTests {
    @Test func everySourceIsUnderItsKindInOrderOfKinds() throws {
        let files = try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.english)]))
        let page = try #require(files["en/sources.md"])
        let catalog = try SiteFixtures.catalog()
        let kinds = Source.Kind.allCases.filter { kind in catalog.sources.contains { $0.sourceKind == kind } }
        let lines = page.split(separator: "\n")
        let sections = lines.filter { $0.hasPrefix("## ") }
        #expect(sections.count == kinds.count)
        var kind: Int? = nil
        var seen = 0
        let titles = Dictionary(catalog.sources.map { ($0.title, $0.sourceKind) }) { first, _ in first }
        for line in lines {
            if line.hasPrefix("## ") { kind = (kind ?? -1) + 1 }
            guard line.hasPrefix("### "), let index = kind else { continue }
            let title = String(line.dropFirst(4)).replacingOccurrences(of: "\\", with: "")
            if let sourceKind = titles[title] {
                #expect(sourceKind == kinds[index], "\(title)")
                seen += 1
            }
        }
        #expect(seen > catalog.sources.count * 9 / 10)  // titles with Markdown escapes aside
        for kind in kinds {
            let count = catalog.sources.count { $0.sourceKind == kind }
            #expect(lines.contains { $0.hasSuffix("| \(count) |") && $0.hasPrefix("| [") }, "\(kind)")
        }
    }

    @Test func theHTMLTableLinksToEachKindsSection() throws {
        let files = try SiteFixtures.build(.html, options: SiteBuildOptions(locales: [.language(.czech)]))
        let page = try #require(files["cs/sources/index.html"])
        let catalog = try SiteFixtures.catalog()
        for kind in Set(catalog.sources.map(\.sourceKind)) {
            let id = PageContext.sectionID(of: kind)
            #expect(page.contains("<h2 id=\"\(id)\">"), "\(kind)")
            #expect(page.contains("<a href=\"./#\(id)\">"), "\(kind)")
        }
    }
}
