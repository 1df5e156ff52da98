import Testing

@testable import OSCatalogSite

@Suite struct SiteRouteTests {
    let framework = SiteRoute(["cs", "frameworks", "core-location"])
    let frameworks = SiteRoute(["cs", "frameworks"], isSection: true)
    let home = SiteRoute(["cs"])

    @Test func filesOfEachSite() {
        #expect(framework.htmlFile == "cs/frameworks/core-location/index.html")
        #expect(framework.markdownFile == "cs/frameworks/core-location.md")
        #expect(frameworks.markdownFile == "cs/frameworks/README.md")
        #expect(home.markdownFile == "cs/README.md")
        #expect(SiteRoute([]).htmlFile == "index.html")
        #expect(SiteRoute([]).markdownFile == "README.md")
    }

    @Test func htmlLinksAreRelativeCleanURLs() {
        #expect(framework.link(to: frameworks, style: .html) == "../")
        #expect(framework.link(to: SiteRoute(["cs", "layers", "media"]), style: .html) == "../../layers/media/")
        #expect(framework.link(to: framework, style: .html) == "./")
        #expect(home.link(to: framework, style: .html) == "frameworks/core-location/")
        #expect(
            framework.link(to: SiteRoute(["fr", "frameworks", "core-location"]), style: .html)
                == "../../../fr/frameworks/core-location/")
        #expect(framework.link(to: SiteRoute(["cs", "codecs"]), style: .html, fragment: "aac") == "../../codecs/#aac")
    }

    @Test func markdownLinksPointAtFiles() {
        #expect(framework.link(to: frameworks, style: .markdown) == "README.md")
        #expect(framework.link(to: SiteRoute(["cs", "frameworks", "map-kit"]), style: .markdown) == "map-kit.md")
        #expect(frameworks.link(to: framework, style: .markdown) == "core-location.md")
        #expect(home.link(to: SiteRoute(["cs", "architecture"]), style: .markdown) == "architecture.md")
        #expect(framework.link(to: home, style: .markdown) == "../README.md")
        #expect(
            framework.link(to: SiteRoute(["en", "frameworks", "core-location"]), style: .markdown)
                == "../../en/frameworks/core-location.md")
    }

    @Test(arguments: [
        "../etc", "/etc/passwd", "a/b", "", ".hidden", "Core", "nul\u{0}", "ｃｏｒｅ", "соrе", "a b",
        String(repeating: "a", count: 101),
    ])
    func unsafeSegmentsAreRejected(_ segment: String) {
        #expect(!SiteRoute.isSafeSegment(segment))
    }

    @Test(arguments: ["core-location", "ios-7", "h.264", "3gpp"])
    func catalogIdsAreSafe(_ segment: String) {
        #expect(SiteRoute.isSafeSegment(segment))
    }

    @Test func githubSlugsMatchGitHub() {
        #expect(HeadingSlug.githubSlug("Core Location") == "core-location")
        #expect(HeadingSlug.githubSlug("H.264 Baseline Profile (Level 3.0)") == "h264-baseline-profile-level-30")
        #expect(
            HeadingSlug.githubSlug("Creating an iPhone Application (traduction française)")
                == "creating-an-iphone-application-traduction-française")
        #expect(HeadingSlug.githubSlug("Apple Developer Program – Individual") == "apple-developer-program--individual")
    }
}
