import Locales
import Testing

@Suite struct LocaleIDTests {
    @Test func tagsRoundTrip() {
        for locale in LocaleID.all { #expect(LocaleID(tag: locale.description) == locale) }
        #expect(LocaleID.all.map(\.description) == ["en", "cs", "fr", "ru", "sv", "en-XA"])
    }

    @Test func unknownTagsAreRejected() {
        for tag in ["cz", "se", "EN", "en-xa", "", "en-US"] { #expect(LocaleID(tag: tag) == nil, "\(tag)") }
    }

    @Test func pseudoLocaleShowsEnglishCatalogText() {
        #expect(LocaleID.pseudo.catalogLanguage == .english)
        #expect(LocaleID.language(.russian).catalogLanguage == .russian)
    }
}
