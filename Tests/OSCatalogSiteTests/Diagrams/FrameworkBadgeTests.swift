import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import Testing

@testable import OSCatalogSite

/// Every framework's badge, in every language of an HTML build: its state in words, a colour
/// per state that white text reads on, and a link from the framework's page.
@Suite struct FrameworkBadgeTests {
    static let html = Result {
        try SiteFixtures.build(.html, options: SiteBuildOptions(locales: [.language(.english), .language(.swedish)]))
    }

    @Test func everyFrameworkHasABadgeInEveryLanguageOfTheHTMLSiteOnly() throws {
        let files = try Self.html.get()
        let catalog = try SiteFixtures.catalog()
        for locale in ["en", "sv"] {
            let badges = files.keys.filter { $0.hasPrefix("badges/\(locale)/") }
            #expect(Set(badges) == Set(catalog.frameworks.map { "badges/\(locale)/\($0.id).svg" }))
        }
        let markdown = try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.english)]))
        #expect(!markdown.keys.contains { $0.hasPrefix("badges/") })
        #expect(markdown["en/frameworks/swift-ui.md"]?.contains("badges/") == false)
    }

    @Test func theBadgeSaysSinceWhenOrThatItIsDeprecatedOrRemoved() throws {
        let context = try SiteFixtures.context(.swedish, style: .html)
        let strings = context.strings
        let files = try Self.html.get()
        let cases: [(String, String, String)] = [
            ("activity-kit", "iOS 16.1+", "#2b7a3d"), ("address-book", strings.statusDeprecatedIn("iOS 9"), "#9a5700"),
            ("newsstand-kit", strings.statusRemovedIn("iOS 17"), "#b3261e"),
        ]
        for (id, status, colour) in cases {
            let framework = try #require(context.catalog.framework(id: id))
            let svg = try #require(files["badges/sv/\(id).svg"])
            #expect(svg.contains("<title>\(framework.name): \(status)</title>"), "\(id)")
            #expect(svg.contains(">\(status)</text>") && svg.contains(">\(framework.name)</text>"), "\(id)")
            #expect(svg.contains("fill=\"\(colour)\""), "\(id)")
        }
    }

    /// WCAG contrast of white text on a `#rrggbb` colour.
    func contrastOfWhite(on hex: String) -> Double {
        let channels = stride(from: 1, to: 7, by: 2).map { offset -> Double in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            let value = Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        return 1.05 / (luminance + 0.05)
    }

    @Test func whiteTextReadsOnEveryBadgeColour() throws {
        let colours = Set(
            try Self.html.get().filter { $0.key.hasPrefix("badges/") }.values.flatMap { svg in
                svg.matches(of: /fill="(#[0-9a-f]{6})"/).map { String($0.1) }
            }
        ).subtracting(["#ffffff"])
        #expect(colours.count == 4)  // the name's grey and one colour per state
        for colour in colours { #expect(contrastOfWhite(on: colour) >= 4.5, "\(colour)") }
    }

    @Test func theFrameworkPageShowsItsBadge() throws {
        let files = try Self.html.get()
        let page = try #require(files["en/frameworks/core-location/index.html"])
        #expect(page.contains("<img src=\"../../../badges/en/core-location.svg\" alt=\"Core Location: iPhone OS 2+\" />"))
    }
}
