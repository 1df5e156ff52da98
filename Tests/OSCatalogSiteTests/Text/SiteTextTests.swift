import OSCatalog
import OSCatalogLocalization
@testable import OSCatalogSite
import Testing

@Suite struct SiteTextTests {
    let catalog = UIStringTable.embedded.catalog

    @Test func everySiteTextExistsInEveryLanguage() {
        for key in SiteText.allCases {
            let entry = catalog.entries[key.rawValue]
            #expect(entry != nil, "\(key.rawValue) is not in Localization/Localizable.xcstrings")
            for language in CatalogLanguage.allCases {
                #expect(entry?.localizations[language.code] != nil, "\(key.rawValue) has no \(language.code) text")
            }
            let isPlural: Bool
            switch entry?.localizations["en"] {
            case .plural?: isPlural = true
            default: isPlural = false
            }
            #expect(isPlural == key.isCounted, "\(key.rawValue): counted texts and only they have plural forms")
        }
    }

    @Test func theCatalogHasNoSiteTextTheSiteDoesNotUse() {
        let known = Set(SiteText.allCases.map(\.rawValue))
        let unused = catalog.entries.keys.filter { $0.hasPrefix("site.") && !known.contains($0) }.sorted()
        #expect(unused.isEmpty, "unused site texts: \(unused)")
    }

    @Test func theKindNamesTheSiteBorrowsExist() {
        for kind in EntityKind.allCases {
            #expect(catalog.entries["kind." + kind.singularKey] != nil, "kind.\(kind.singularKey)")
        }
    }

    @Test func countsArePluralCorrectAndWrittenTheLocalesWay() {
        let czech = SiteStrings(locale: .language(.czech)), russian = SiteStrings(locale: .language(.russian))
        #expect(czech.count(.countFrameworks, 1) == "1 framework")
        #expect(czech.count(.countFrameworks, 3) == "3 frameworky")
        #expect(czech.count(.countFrameworks, 5) == "5 frameworků")
        #expect(russian.count(.countFrameworks, 21) == "21 фреймворк")
        #expect(russian.count(.countFrameworks, 22) == "22 фреймворка")
        #expect(russian.count(.countFrameworks, 25) == "25 фреймворков")
        #expect(SiteStrings(locale: .language(.english)).count(.countVersions, 1_000) == "1,000 versions")
    }

    @Test func templateTextsAreNested() {
        let texts = SiteStrings(locale: .language(.french)).templateTexts
        #expect(texts["nav"]?["home"]?.stringValue == SiteStrings(locale: .language(.french))(.navHome))
        #expect(texts["count"] == nil)
    }
}
