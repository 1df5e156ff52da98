import Foundation
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import OSCatalogSite

/// The versions index and a version's page: latest release and whether updates still ship.
@Suite(.serialized, .tags(.endToEnd), .skippedWhenFast) struct VersionPagesTests {
    static let markdown = Result { try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.english)])) }

    @Test func theIndexShowsEachMajorsLatestReleaseAndUpdates() throws {
        let catalog = try SiteFixtures.catalog()
        let strings = LocalizedStrings(locale: .language(.english))
        let page = try #require(try Self.markdown.get()["en/versions/README.md"])
        for version in catalog.versions {
            let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("| [\(version.name)](") }, "\(version.id)")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count == 6, "\(row)")
            #expect(cells[4] == version.latestRelease?.version ?? "—")
            let updates = version.support.map { $0.receivesUpdates ? strings.supportYes : strings.supportNo } ?? "—"
            #expect(cells[5] == updates, "\(version.id)")
        }
    }

    @Test func aVersionPageGivesItsSupportStatusWithItsDayAndSource() throws {
        let catalog = try SiteFixtures.catalog()
        let context = PageContext(
            catalog: catalog, locale: .language(.english), strings: LocalizedStrings(locale: .language(.english)), style: .markdown)
        let version = try #require(catalog.versions.last { $0.support != nil })
        let support = try #require(version.support)
        let page = try #require(try Self.markdown.get()["en/versions/\(version.id).md"])
        let fact =
            support.receivesUpdates
            ? context.strings.siteFactSupportOngoing(context.date(support.asOf))
            : context.strings.siteFactSupportEnded(context.date(support.asOf))
        #expect(page.contains("- \(fact)"))
        for citation in support.citations {
            let source = try #require(catalog.source(id: citation.sourceID))
            #expect(page.contains("](\(context.href(from: context.route(of: .version(version.id)), to: source))), \(citation.locator)"))
        }
        let unsourced = try #require(catalog.versions.first { $0.support == nil })
        let other = try #require(try Self.markdown.get()["en/versions/\(unsourced.id).md"])
        #expect(!other.contains("ships updates for this version"))
    }
}
