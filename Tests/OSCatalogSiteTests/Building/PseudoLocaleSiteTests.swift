import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

@testable import OSCatalogSite

/// The site built in the pseudo-locale `en-XA`: every word of the site's own (not catalog
/// text) must come out bracketed, which catches text written straight into a template.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct PseudoLocaleSiteTests {
    @Test func everySiteWordGoesThroughTheStringCatalog() throws {
        let options = SiteBuildOptions(locales: [.pseudo], buildDate: CatalogDate(year: 2030, month: 1, day: 2))
        let site = try SiteFixtures.build(.html, options: options)
        let catalog = try SiteFixtures.catalog()
        var catalogTexts: Set<String> = []
        for entity in catalog.allEntities {
            catalogTexts.insert(entity.name)
            catalogTexts.insert(entity.summary.english)
            catalogTexts.formUnion(entity.notes.map(\.english))
            catalogTexts.formUnion(entity.sourceNotes.map(\.english))
            catalogTexts.formUnion(entity.citations.map(\.locator))
            if let version = entity as? OSVersion { catalogTexts.formUnion(version.support?.citations.map(\.locator) ?? []) }
            if let codec = entity as? Codec { catalogTexts.formUnion(codec.support.flatMap(\.citations).map(\.locator)) }
        }
        for framework in catalog.frameworks {
            catalogTexts.formUnion(framework.capabilities.map(\.english))
            framework.module.map { _ = catalogTexts.insert($0) }
            framework.layerRationale.map { _ = catalogTexts.insert($0.english) }
            for reference in [framework.introducedID, framework.deprecatedID, framework.removedID].compactMap({ $0 }) {
                catalogTexts.insert(catalog.versionName(of: reference))  // "iOS 16.1": a version name is data
            }
        }
        for version in catalog.versions { catalogTexts.formUnion(version.highlights.map(\.english)) }
        for tool in catalog.tools { catalogTexts.formUnion(tool.details.map(\.english)) }
        for program in catalog.programs { catalogTexts.formUnion(program.benefits.map(\.english)) }
        for program in catalog.programs {
            program.eligibility.map { _ = catalogTexts.insert($0.english) }
            for price in program.prices {  // a price's day is data, so are its locators
                catalogTexts.insert(LocaleFormatting.date(price.asOf, locale: .pseudo))
                catalogTexts.formUnion(price.citations.map(\.locator))
            }
        }
        for codec in catalog.codecs {
            catalogTexts.formUnion(codec.containers)
            // release names in the comparison table and a video profile's own name are data
            catalogTexts.formUnion(
                (codec.support.compactMap(\.sinceID) + [codec.introducedID].compactMap { $0 }).map(catalog.versionName(of:)))
            if let limits = codec.limits { catalogTexts.formUnion([limits.profile, limits.level].compactMap { $0 }) }
            if let profile = codec.limits?.profile {
                catalogTexts.insert([profile, codec.limits?.level].compactMap { $0 }.joined(separator: " "))
            }
        }
        for source in catalog.sources { source.url.flatMap(SafeURL.webAddress).map { _ = catalogTexts.insert($0) } }
        for version in catalog.versions {  // dates are data, written the locale's way
            catalogTexts.insert(LocaleFormatting.date(version.announced, locale: .pseudo))
            catalogTexts.insert(LocaleFormatting.date(version.released, locale: .pseudo))
            for release in version.releases {  // so are release versions, builds and days
                catalogTexts.formUnion([release.version, LocaleFormatting.date(release.date, locale: .pseudo)])
                release.build.map { _ = catalogTexts.insert($0) }
            }
        }
        for tool in catalog.tools {
            tool.effective.map { _ = catalogTexts.insert(LocaleFormatting.date($0, locale: .pseudo)) }
            for release in tool.releases {
                catalogTexts.insert(LocaleFormatting.date(release.date, locale: .pseudo))
                catalogTexts.formUnion(
                    [
                        release.version, release.build, release.iosSDK, release.iosSDKBuild, release.minimumMacOS,
                        release.swift,
                    ].compactMap { $0 })
            }
        }
        let allowed: Set<String> = ["oscat", "404", "(Atom)", "·", ":", ",", ".", "●", "◐", "Ƥşḗḗŭŭḓǿǿ"]
        var checked = 0
        for (path, page) in site where path.hasSuffix("index.html") && path.hasPrefix("en-xa/") {
            for text in Self.textNodes(of: page) {
                // Template punctuation around catalog text (`[name](…): summary`, `…, locator`,
                // `<title>name · oscat</title>`) is not a word.
                var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.hasSuffix(" · oscat") { trimmed = String(trimmed.dropLast(" · oscat".count)) }
                trimmed = String(trimmed.drop { ":,·".contains($0) || $0.isWhitespace })
                guard !trimmed.isEmpty, !allowed.contains(trimmed), !catalogTexts.contains(trimmed) else { continue }
                guard trimmed.contains(where: { $0.isLetter }) else { continue }  // numbers, marks
                if trimmed.allSatisfy({ !$0.isLetter || $0.isUppercase || $0.isNumber }) && trimmed.count <= 4 { continue }
                #expect(trimmed.contains("⟦"), "\(path): \"\(trimmed)\" did not come from the String Catalog")
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    /// The text between tags, outside `<script>`, `<style>` and `<title>` of SVG files, with
    /// the common entities decoded.
    static func textNodes(of html: String) -> [String] {
        var nodes: [String] = []
        var inside = false
        var current = ""
        for character in html {
            if character == "<" {
                inside = true
                nodes.append(current)
                current = ""
            } else if character == ">" {
                inside = false
            } else if !inside {
                current.append(character)
            }
        }
        nodes.append(current)
        return nodes.map { node in
            node.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">")
        }
    }
}
