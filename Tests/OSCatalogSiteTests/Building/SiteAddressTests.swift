import Foundation
import Locales
import TestSupport
import Testing

@testable import OSCatalogSite

/// The HTML site works wherever it is opened: from disk with file links, under any server
/// path without a base URL, and with absolute addresses (sitemap, canonical links, feed ids)
/// only when the base URL is known.
@Suite(.serialized, .tags(.endToEnd), .skippedWhenFast) struct SiteAddressTests {
    static let english = [LocaleID.language(.english)]
    static let files = Result { try SiteFixtures.build(.html, options: SiteBuildOptions(locales: english, htmlLinks: .files)) }
    static let unpublished = Result { try SiteFixtures.build(.html, options: SiteBuildOptions(locales: english)) }
    static let published = Result {
        try SiteFixtures.build(.html, options: SiteBuildOptions(locales: english, baseURL: "https://docs.example.org/oscat"))
    }

    @Test func fileLinksNameAFileThatExists() throws {
        let site = try Self.files.get()
        let links = SiteBuilderTests.internalLinks(in: site).filter { !$0.file.isEmpty }
        for link in links {
            // From disk a folder link shows a directory listing, so no link may end in one.
            #expect(!link.file.hasSuffix("/") && link.file != "." && link.file != "..", "\(link.page): folder link \(link.text)")
            let target = SiteBuilderTests.resolve(link.file, from: link.folder)
            #expect(site[target] != nil, "\(link.page): broken link \(link.text) → \(target)")
        }
        #expect(links.count > 2_000)
    }

    @Test func withoutABaseURLTheSiteNamesNoAddressOfItsOwn() throws {
        let site = try Self.unpublished.get()
        #expect(site["sitemap.xml"] == nil)
        #expect(site.values.allSatisfy { !$0.contains("oscat.example") && !$0.contains("rel=\"canonical\"") })
        let feed = try #require(site["en/feed.xml"])
        #expect(feed.contains("<id>urn:oscat:feed:en</id>") && !feed.contains("rel=\"self\""))
        #expect(feed.contains("<link rel=\"alternate\" type=\"text/html\" href=\"./\"/>"))
        // The 404 page starts its links at the server's root; its script moves them to the root
        // it finds in the address.
        #expect(site["404.html"]?.contains("href=\"/en/\" data-path=\"en/\"") == true)
    }

    @Test func aBaseURLGivesTheSitemapCanonicalLinksAndFeedAddresses() throws {
        let site = try Self.published.get()
        let sitemap = try #require(site["sitemap.xml"])
        #expect(sitemap.contains("<loc>https://docs.example.org/oscat/en/frameworks/core-location/</loc>"))
        let page = try #require(site["en/frameworks/core-location/index.html"])
        #expect(page.contains("<link rel=\"canonical\" href=\"https://docs.example.org/oscat/en/frameworks/core-location/\">"))
        let feed = try #require(site["en/feed.xml"])
        #expect(feed.contains("<id>https://docs.example.org/oscat/en/feed.xml</id>"))
        #expect(feed.contains("rel=\"self\" type=\"application/atom+xml\" href=\"https://docs.example.org/oscat/en/feed.xml\""))
        #expect(site["404.html"]?.contains("href=\"/oscat/en/\"") == true)
    }

    @Test func theNotFoundScriptRunsUnderThePagePolicy() throws {
        let page = try #require(try Self.unpublished.get()["404.html"])
        let script = try #require(page.components(separatedBy: "<script>").last?.components(separatedBy: "</script>").first)
        #expect(script.contains("data-path"))
        let digest = "sha256-" + Data(SHA256.digest(Array(script.utf8))).base64EncodedString()
        #expect(page.contains("script-src '\(digest)'"))
        #expect(page.components(separatedBy: "<script").count == 2, "one inline script, the one the policy allows")
    }

    @Test func theLinkStyleFollowsTheBaseURL() {
        #expect(SiteBuildOptions().htmlLinks == .folders)
        #expect(SiteBuildOptions(baseURL: "https://docs.example.org/").htmlLinks == .folders)
        #expect(SiteBuildOptions(baseURL: "file:///srv/site").htmlLinks == .files)
        #expect(SiteBuildOptions(baseURL: "FILE:///srv/site/").baseURL == "FILE:///srv/site/")
        #expect(SiteBuildOptions(baseURL: "file:///srv/site", htmlLinks: .folders).htmlLinks == .folders)
        #expect(SiteBuildOptions(baseURL: "").baseURL == nil)
    }

    @Test func theBasePathIsThePathOfTheBaseURL() {
        #expect(SiteBuildOptions(baseURL: "https://docs.example.org/oscat").basePath == "/oscat/")
        #expect(SiteBuildOptions(baseURL: "https://docs.example.org").basePath == "/")
        #expect(SiteBuildOptions().basePath == nil)
    }
}
