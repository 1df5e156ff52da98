import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import OSCatalogSite

@Suite(.serialized, .tags(.endToEnd), .skippedWhenFast) struct SiteBuilderTests {
    static let html = Result { try SiteFixtures.build(.html) }
    static let markdown = Result { try SiteFixtures.build(.markdown) }

    @Test func everyPageExistsInBothSitesInEveryLanguage() throws {
        let html = try Self.html.get()
        let markdown = try Self.markdown.get()
        let catalog = try SiteFixtures.catalog()
        #expect(catalog.frameworks.count > 50 && catalog.versions.count > 15)
        for locale in CatalogLanguage.allCases.map(LocaleID.language) {
            let context = PageContext(catalog: catalog, locale: locale, strings: LocalizedStrings(locale: locale), style: .html)
            for page in PageID.all(in: catalog) {
                let route = context.route(of: page)
                #expect(html[route.htmlFile] != nil, "missing \(route.htmlFile)")
                if page != .search { #expect(markdown[route.markdownFile] != nil, "missing \(route.markdownFile)") }
            }
        }
        #expect(markdown["cs/frameworks/core-location.md"]?.contains("# Core Location") == true)
        #expect(html["index.html"] != nil && html["404.html"] != nil)
        #expect(html["cs/feed.xml"] != nil && html["cs/search-index.js"] != nil && html["assets/style.css"] != nil)
        #expect(markdown["README.md"] != nil && markdown["en/architecture.svg"] != nil && markdown["en/versions/timeline.svg"] != nil)
    }

    @Test func bothSitesCarryTheSameTextInTheirLanguage() throws {
        let html = try Self.html.get()
        let markdown = try Self.markdown.get()
        let framework = try #require(try SiteFixtures.catalog().framework(id: "core-location"))
        for language in CatalogLanguage.allCases {
            let summary = framework.summary.text(in: language)
            let code = language.code
            #expect(markdown["\(code)/frameworks/core-location.md"]?.contains(summary) == true)
            let escaped = summary.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            #expect(html["\(code)/frameworks/core-location/index.html"]?.contains(escaped) == true, "\(code)")
        }
        #expect(html["cs/frameworks/core-location/index.html"]?.contains("<html lang=\"cs\">") == true)
    }

    @Test func buildsAreIdentical() throws {
        #expect(try SiteFixtures.build(.html) == (try Self.html.get()))
        #expect(try SiteFixtures.build(.markdown) == (try Self.markdown.get()))
    }

    @Test func everyInternalHTMLLinkAndAnchorResolves() throws {
        let html = try Self.html.get()
        let links = Self.internalLinks(in: html)
        for link in links {
            let target =
                link.file.isEmpty
                ? link.page : Self.resolve(link.file.hasSuffix("/") ? link.file + "index.html" : link.file, from: link.folder)
            #expect(html[target] != nil, "\(link.page): broken link \(link.text) → \(target)")
            if let fragment = link.fragment, let page = html[target] {
                #expect(page.contains("id=\"\(fragment)\""), "\(link.page): missing anchor \(link.text)")
            }
        }
        #expect(links.count > 10_000)
    }

    @Test func everyMarkdownLinkResolves() throws {
        let markdown = try Self.markdown.get()
        var checked = 0
        for (path, text) in markdown where path.hasSuffix(".md") {
            let folder = (path as NSString).deletingLastPathComponent
            for link in Self.markdownLinkTargets(in: text) where !link.hasPrefix("http") {
                let file = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let target = Self.resolve(file, from: folder)
                #expect(markdown[target] != nil, "\(path): broken link \(link) → \(target)")
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }

    @Test func theCzechSearchIndexFindsCoreLocationForPoloha() throws {
        let index = try #require(try Self.html.get()["cs/search-index.json"])
        let line = try #require(index.split(separator: "\n").first { $0.contains("\"title\":\"Core Location\"") })
        #expect(line.contains("\"url\":\"../frameworks/core-location/\""))
        #expect(line.contains("poloha zarizeni"))  // the folded text: no case, no diacritics
        #expect(try Self.html.get()["cs/search-index.js"]?.hasPrefix("window.oscatSearchIndex = {\"locale\":\"cs\"") == true)
    }

    @Test func theAvailabilityMatrixMarksEachVersionFromTheFirst() throws {
        let page = try #require(try Self.markdown.get()["en/availability.md"])
        let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("| [Core Motion](") })
        let cells = row.split(separator: "|").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        let catalog = try SiteFixtures.catalog()
        let framework = try #require(catalog.framework(id: "core-motion"))
        let introduced = try #require(catalog.order(ofVersion: framework.introducedID))
        #expect(cells.count == catalog.versions.count)
        // Empty before, the introducing release's number in its column (iOS 4: "4"), then a mark.
        for (index, cell) in cells.enumerated() {
            #expect(cell == (index < introduced ? "" : index == introduced ? String(catalog.versions[index].major) : "●"))
        }
    }

    @Test func buildDateOnlyWhenGiven() throws {
        let html = try Self.html.get()
        // Without a build day no page says when it was built (catalog dates such as release days
        // of course appear).
        #expect(html.values.allSatisfy { !$0.contains("Built on") })
        let dated = try SiteFixtures.build(
            .html,
            options: SiteBuildOptions(
                locales: [.language(.english)], buildDate: CatalogDate(year: 2030, month: 1, day: 2)))
        #expect(dated["en/index.html"]?.contains("Built on 2 January 2030.") == true)
    }

    // MARK: - Helpers

    /// One `href` or `src` inside the site, on every HTML page but the 404 page (whose links
    /// start at the server's root): the page, its folder, the link as written, and its file and
    /// fragment parts.
    struct InternalLink {
        var page: String
        var folder: String
        var text: String
        var file: String
        var fragment: String?
    }

    static func internalLinks(in site: [String: String]) -> [InternalLink] {
        var links: [InternalLink] = []
        for (path, text) in site where path.hasSuffix(".html") && path != "404.html" {
            let folder = (path as NSString).deletingLastPathComponent
            for href in attributeValues("href", in: text) + attributeValues("src", in: text)
            where !href.hasPrefix("https://") && !href.hasPrefix("http://") {
                let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                links.append(
                    InternalLink(page: path, folder: folder, text: href, file: parts[0], fragment: parts.count == 2 ? parts[1] : nil))
            }
        }
        return links
    }

    static func attributeValues(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    static func markdownLinkTargets(in text: String) -> [String] {
        text.components(separatedBy: "](").dropFirst().compactMap { $0.split(separator: ")", maxSplits: 1).first.map(String.init) }
    }

    static func resolve(_ relative: String, from folder: String) -> String {
        var parts = folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }
}
