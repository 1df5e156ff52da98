import OSCatalogLocalization
import Testing

@testable import OSCatalogSite

/// The texts templates read by key path (`{{t.nav.home}}`).
@Suite struct LocalizedStringsTemplatesTests {
    @Test func templateTextsAreNestedAndTheSitesOwnComeFirst() {
        let french = LocalizedStrings(locale: .language(.french))
        let texts = french.templateTexts
        #expect(texts["nav"]?["home"]?.stringValue == french.siteNavHome)
        // A key the site shares with the command line, under its own path.
        #expect(texts["column"]?["swift"]?.stringValue == french.columnSwift)
        // The site's own text where both have one (site.column.limits over column.limits).
        #expect(LocalizedStrings(locale: .language(.czech)).templateTexts["column"]?["limits"]?.stringValue == "Limity")
        #expect(texts["count"]?["frameworks"] == nil)
    }
}
