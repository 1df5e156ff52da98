import Foundation
import Locales
import OSCatalog
import Testing

@testable import OSCatalogSite

/// The media formats' matrix: the introducing release in its column, then the initials of what
/// iOS does with the format; formats no source dates are left out, and the key says so.
@Suite struct CodecMatrixTests {
    @Test func aFormatShowsItsIntroductionThenWhatIOSDoesWithIt() throws {
        let context = try SiteFixtures.context(.english, style: .html)
        let aac = try #require(context.catalog.codecs.first { $0.id == "audio-aac" })
        let cells = Dictionary(uniqueKeysWithValues: context.catalog.versions.map { ($0.id, context.matrixCell(aac, $0)) })
        let introduced = try #require(aac.introducedID.flatMap(VersionReference.init)?.versionID)
        let major = try #require(context.catalog.version(id: introduced)?.major)
        #expect(cells[introduced]?.state == "intro")
        #expect(cells[introduced]?.mark.hasSuffix(String(major)) == true)
        #expect(cells["iphone-os-1"]?.state == "none")
        #expect(cells["ios-17"]?.state == "available")
        for feature in MediaSupport.Feature.allCases {
            let supported = aac.support.contains { $0.feature == feature }
            #expect(cells["ios-17"]?.mark.contains(context.initial(of: feature)) == supported, "\(feature)")
            #expect(cells["ios-17"]?.label.contains(context.featureWord(feature)) == supported, "\(feature)")
        }
    }

    @Test func theInitialsDifferWithinEachLanguage() throws {
        for language in CatalogLanguage.allCases {
            let context = try SiteFixtures.context(language, style: .html)
            let initials = MediaSupport.Feature.allCases.map(context.initial)
            #expect(Set(initials).count == initials.count && !initials.contains(""), "\(language): \(initials)")
        }
    }

    @Test func theHTMLPageDrawsEveryDatedFormatAndSaysWhichAreLeftOut() throws {
        let files = try SiteFixtures.build(.html, options: SiteBuildOptions(locales: [.language(.russian)]))
        let page = try #require(files["ru/codecs/index.html"])
        let context = try SiteFixtures.context(.russian, style: .html)
        let dated = context.catalog.codecs.filter(context.isDated)
        #expect(dated.count < context.catalog.codecs.count)
        #expect(page.matches(of: /<tr data-name="/).count == dated.count)
        #expect(page.contains("<p>\(context.strings.siteCodecsMatrixUndated)</p>"))
        for kind in Set(dated.map(\.codecKind)) { #expect(page.contains("<tbody data-group=\"\(kind.rawValue)\">")) }
        #expect(page.contains("matrix.js\" defer></script>"))
    }
}
