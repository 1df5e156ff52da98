import OSCatalog
import TemplateEngine

extension PageContext {
    /// The toolchain table: every Xcode release with the iOS SDK it ships, the oldest macOS it
    /// runs on and its Swift, then every Swift release with the Xcode that first bundled it, and
    /// the sources the rows come from.
    func toolchainPage() -> SitePage {
        let route = routes.toolchain
        let xcode: [TemplateValue] = catalog.xcodeReleases.map { release in
            .object([
                "version": .string(release.version), "date": .string(date(release.date)),
                "iosSDK": .string(release.iosSDK ?? release.iosSDKBuild ?? "—"),
                "minimumMacOS": .string(release.minimumMacOS ?? "—"), "swift": .string(release.swift ?? "—"),
            ])
        }
        let swift: [TemplateValue] = catalog.swiftReleases.map { release in
            .object(["version": .string(release.version), "date": .string(date(release.date)), "xcode": .string(release.xcode ?? "—")])
        }
        return SitePage(
            route: route, template: .toolchain, title: strings.siteToolchainTitle, description: strings.siteToolchainIntro,
            section: .tools,
            model: [
                "xcode": .list(xcode), "hasXcode": .bool(!xcode.isEmpty), "swift": .list(swift), "hasSwift": .bool(!swift.isEmpty),
                "sources": .list(releaseSources(of: catalog.xcodeReleases + catalog.swiftReleases, on: route)),
            ])
    }

    /// The sources `releases` cite, each once, in the order the rows first cite them.
    private func releaseSources(of releases: [ToolRelease], on page: SiteRoute) -> [TemplateValue] {
        var seen: Set<String> = []
        return releases.flatMap(\.citations).compactMap { citation in
            guard seen.insert(citation.sourceID).inserted, let source = catalog.source(id: citation.sourceID) else { return nil }
            return .object(["title": .string(source.title), "href": .string(href(from: page, to: source))])
        }
    }
}
