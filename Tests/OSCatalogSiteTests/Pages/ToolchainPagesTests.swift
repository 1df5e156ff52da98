import Foundation
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import OSCatalogSite

/// The toolchain and requirements pages, and the tools page that links to them.
@Suite(.serialized, .tags(.endToEnd), .skippedWhenFast) struct ToolchainPagesTests {
    static let english = SiteBuildOptions(locales: [.language(.english)])
    static let markdown = Result { try SiteFixtures.build(.markdown, options: english) }
    static let html = Result { try SiteFixtures.build(.html, options: english) }

    static func context(_ catalog: Catalog, style: LinkStyle = .html) -> PageContext {
        PageContext(catalog: catalog, locale: .language(.english), strings: LocalizedStrings(locale: .language(.english)), style: style)
    }

    @Test func theToolchainPageHasOneRowPerXcodeAndSwiftRelease() throws {
        let catalog = try SiteFixtures.catalog()
        let page = try #require(try Self.markdown.get()["en/toolchain.md"])
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }
        // Two header rows, then every Xcode and every Swift release.
        #expect(rows.count == 2 + catalog.xcodeReleases.count + catalog.swiftReleases.count)
        let newest = try #require(catalog.xcodeReleases.first)
        let context = Self.context(catalog)
        let expected =
            "| \(newest.version) | \(context.date(newest.date)) | \(newest.iosSDK ?? "—") | \(newest.minimumMacOS ?? "—") | \(newest.swift ?? "—") |"
        #expect(rows.contains { $0 == expected[...] }, "missing \(expected)")
        #expect(catalog.xcodeReleases.count >= 60)
        // Every source a row cites is listed once, linked into the bibliography.
        let cited = Set((catalog.xcodeReleases + catalog.swiftReleases).flatMap(\.citations).map(\.sourceID))
        let markdown = Self.context(catalog, style: .markdown)
        let listed = page.split(separator: "\n").filter { $0.hasPrefix("- [") }
        #expect(listed.count == cited.count)
        for id in cited {
            let source = try #require(catalog.source(id: id))
            let href = markdown.href(from: markdown.route(of: .toolchain), to: source)
            #expect(listed.filter { $0.hasSuffix("](\(href))") }.count == 1, "\(id) listed once")
        }
    }

    @Test func theRequirementsPageIsADatedListNewestFirst() throws {
        let catalog = try SiteFixtures.catalog()
        let context = Self.context(catalog)
        let page = try #require(try Self.markdown.get()["en/requirements.md"])
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
        let expected = catalog.submissionRules.map {
            context.strings.siteRequirementsHeading($0.effective.map(context.date) ?? "", $0.name)
        }
        #expect(headings == expected)
        let days = catalog.submissionRules.compactMap(\.effective)
        #expect(days == days.sorted(by: >) && days.count == catalog.submissionRules.count)
        // Each rule's heading carries its id in the HTML site, and links to a rule land there.
        let route = context.route(of: .requirements)
        let html = try #require(try Self.html.get()[route.htmlFile])
        for rule in catalog.submissionRules { #expect(html.contains("id=\"\(rule.id)\""), "\(rule.id)") }
        let rule = try #require(catalog.submissionRules.first)
        #expect(context.routes.place(of: rule, catalog: catalog).route == route)
    }

    @Test func theToolsPageLinksToBothAndLeavesTheRulesToTheirPage() throws {
        let catalog = try SiteFixtures.catalog()
        let page = try #require(try Self.markdown.get()["en/tools.md"])
        #expect(page.contains("](toolchain.md)") && page.contains("](requirements.md)"))
        for rule in catalog.submissionRules { #expect(!page.contains("### \(rule.name)\n"), "\(rule.id)") }
        for tool in catalog.tools where tool.toolKind != .submissionRule {
            #expect(page.contains("### \(tool.name)\n"), "\(tool.id)")
        }
    }

    @Test func aToolShowsTheDayItTookEffect() throws {
        let catalog = try SiteFixtures.catalog()
        let context = Self.context(catalog)
        let page = try #require(try Self.markdown.get()["en/tools.md"])
        let dated = catalog.tools.filter { $0.toolKind != .submissionRule && $0.effective != nil }
        #expect(!dated.isEmpty)
        for tool in dated {
            let line = "- " + context.strings.siteFactEffective(context.date(try #require(tool.effective)))
            let section = try #require(page.components(separatedBy: "### \(tool.name)\n").dropFirst().first)
            #expect(section.components(separatedBy: "\n### ").first?.contains(line) == true, "\(tool.id)")
        }
    }
}
