import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import Testing

@testable import OSCatalogSite

/// The availability matrix says in every cell, in text, what a framework is during a major
/// version; the HTML site draws it with row headers and a filter, the Markdown site with marks.
@Suite struct AvailabilityPageTests {
    func context(_ language: CatalogLanguage = .english) throws -> PageContext {
        try SiteFixtures.context(language, style: .html)
    }

    /// The cells of `frameworkID`'s row, by version id.
    func row(_ frameworkID: String, _ context: PageContext) throws -> [String: PageContext.MatrixCell] {
        let framework = try #require(context.catalog.framework(id: frameworkID))
        return Dictionary(uniqueKeysWithValues: context.catalog.versions.map { ($0.id, context.matrixCell(framework, $0)) })
    }

    @Test func aPointReleaseIntroductionShowsItsReleaseNumber() throws {
        let context = try context()
        let cells = try row("activity-kit", context)
        #expect(cells["ios-15"]?.state == "none" && cells["ios-15"]?.mark == "")
        #expect(cells["ios-16"]?.state == "intro" && cells["ios-16"]?.mark == "16.1")
        #expect(cells["ios-16"]?.label == context.strings.siteFactIntroduced("iOS 16.1"))
        #expect(cells["ios-17"]?.state == "available" && cells["ios-17"]?.label == context.strings.siteAvailabilityAvailable)
    }

    @Test func deprecationAndRemovalAreMarkedWhereTheyHappenAndAfter() throws {
        let context = try context(.russian)
        let cells = try row("newsstand-kit", context)
        #expect(cells["ios-13"]?.state == "deprecated" && cells["ios-13"]?.label == context.strings.siteFactDeprecated("iOS 13"))
        #expect(cells["ios-14"]?.state == "deprecated" && cells["ios-14"]?.label == context.strings.siteAvailabilityDeprecated)
        #expect(cells["ios-17"]?.state == "removed" && cells["ios-17"]?.mark == "✕")
        #expect(cells["ios-17"]?.label == context.strings.siteFactRemoved("iOS 17"))
        #expect(
            cells["ios-18"]?.state == "removed" && cells["ios-18"]?.mark == ""
                && cells["ios-18"]?.label == context.strings.siteAvailabilityRemoved)
        let watch = try row("watch-kit", context)
        #expect(watch["ios-8"]?.mark == "8.2" && watch["ios-12"]?.state == "available" && watch["ios-13"]?.mark == "✕")
    }

    @Test func everyCellOfTheHTMLMatrixHasARowHeaderAndWords() throws {
        let files = try SiteFixtures.build(.html, options: SiteBuildOptions(locales: [.language(.czech)]))
        let page = try #require(files["cs/availability/index.html"])
        let catalog = try SiteFixtures.catalog()
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("<tr data-name=") }
        #expect(rows.count == catalog.frameworks.count)
        for row in rows {
            #expect(row.matches(of: /<th scope="row">/).count == 1)
            let labels = row.matches(
                of:
                    /<td class="(none|intro|available|deprecated|removed)" title="([^"]+)"><span aria-hidden="true">[^<]*<\/span><span class="visually-hidden">([^<]+)<\/span><\/td>/
            )
            #expect(labels.count == catalog.versions.count, "\(row.prefix(80))")
            #expect(labels.allSatisfy { $0.2 == $0.3 })
        }
        #expect(page.matches(of: /<tbody data-group="/).count == catalog.layers.count)
        for layer in catalog.layers { #expect(page.contains("<option value=\"\(layer.id)\">")) }
        #expect(page.contains("<div class=\"matrix-tools\" data-matrix-tools hidden>"))
        #expect(page.contains("matrix.js\" defer></script>"))
        #expect(!page.contains(HTMLBody.fragmentPlaceholder("matrix")))
        // Other pages neither carry the script nor a leftover placeholder.
        #expect(files["cs/frameworks/index.html"]?.contains("matrix.js") == false)
    }

    @Test func theMarkdownMatrixShowsTheSameMarksWithItsKey() throws {
        let files = try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.english)]))
        let page = try #require(files["en/availability.md"])
        let strings = LocalizedStrings(locale: .language(.english))
        #expect(page.contains(strings.siteAvailabilityKey("16.1", "●", "◐", "✕")))
        let context = try context()
        let framework = try #require(context.catalog.framework(id: "newsstand-kit"))
        let marks = context.catalog.versions.map { " \(context.matrixCell(framework, $0).mark) |" }.joined()
        #expect(page.contains("| [\(framework.name)](frameworks/newsstand-kit.md) |\(marks)"))
        #expect(!page.contains("<table") && !page.contains("\u{E000}"))
    }
}
