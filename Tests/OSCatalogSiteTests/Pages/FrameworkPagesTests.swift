import Foundation
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import OSCatalogSite

/// A framework's page opens with a banner when the framework is deprecated or removed, naming
/// the version and linking its replacement; an available framework has none.
@Suite(.serialized, .tags(.endToEnd), .skippedWhenFast) struct FrameworkPagesTests {
    static let markdown = Result { try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.french)])) }

    /// The lines between the title and the summary.
    func head(of framework: Framework) throws -> [Substring] {
        let page = try #require(try Self.markdown.get()["fr/frameworks/\(framework.id).md"])
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let title = try #require(lines.firstIndex(of: "# \(framework.name)"))
        let summary = try #require(lines.firstIndex { $0.hasPrefix(framework.summary.text(in: .french).prefix(20)) })
        return Array(lines[(title + 1)..<summary]).filter { !$0.isEmpty }
    }

    @Test func aDeprecatedOrRemovedFrameworkSaysSoFirstWithItsReplacement() throws {
        let catalog = try SiteFixtures.catalog()
        let strings = LocalizedStrings(locale: .language(.french))
        let flagged = catalog.frameworks.filter { $0.deprecatedID != nil || $0.removedID != nil }
        try #require(flagged.contains { $0.removedID != nil } && flagged.contains { $0.replacedByID != nil })
        for framework in flagged {
            let status =
                framework.removedID.map { strings.siteFactRemoved(catalog.versionName(of: $0)) }
                ?? strings.siteFactDeprecated(catalog.versionName(of: framework.deprecatedID ?? ""))
            var banner = "> **\(status).**"
            if let replacement = framework.replacedByID.flatMap(catalog.framework(id:)) {
                banner += " \(strings.siteLabelReplacement) [\(replacement.name)](\(replacement.id).md)"
            }
            #expect(try head(of: framework) == [Substring(banner)], "\(framework.id)")
        }
    }

    @Test func appleDocumentationIsLinkedOnlyWhenTheFrameworkCitesThatPage() throws {
        let catalog = try SiteFixtures.catalog()
        let strings = LocalizedStrings(locale: .language(.french))
        var linked = 0
        for framework in catalog.frameworks {
            let page = try #require(try Self.markdown.get()["fr/frameworks/\(framework.id).md"])
            let expected = framework.module.map { "https://developer.apple.com/documentation/" + $0.lowercased() }
            let cites =
                expected.map { url in
                    framework.citations.contains { catalog.source(id: $0.sourceID)?.url.map { [url, url + "/"].contains($0) } == true }
                } ?? false
            let line = page.split(separator: "\n").first { $0.hasPrefix("- \(strings.siteLabelAppleDocumentation) <") }
            #expect((line != nil) == cites, "\(framework.id)")
            if let line, let expected {
                #expect(line.hasSuffix("<\(expected)>") || line.hasSuffix("<\(expected)/>"), "\(framework.id)")
                linked += 1
            }
        }
        #expect(linked > 100)
    }

    @Test func anAvailableFrameworkHasNoBanner() throws {
        let catalog = try SiteFixtures.catalog()
        let available = catalog.frameworks.filter { $0.deprecatedID == nil && $0.removedID == nil }
        try #require(!available.isEmpty)
        for framework in available.prefix(40) {
            #expect(try head(of: framework).isEmpty, "\(framework.id)")
        }
    }
}
