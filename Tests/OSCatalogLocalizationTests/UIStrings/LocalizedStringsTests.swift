import Locales
import OSCatalog
import OSCatalogLocalization
import StringCatalogs
import Testing

/// The generated accessors of `LocalizedStrings` over the embedded String Catalog, in each
/// language: plain texts, placeholders filled in argument order, plural counts.
@Suite struct LocalizedStringsTests {
    @Test func plainAccessorsReadEachLanguage() {
        let expected: [(CatalogLanguage, String)] = [
            (.english, "Price"), (.czech, "Cena"), (.french, "Prix"), (.russian, "Цена"), (.swedish, "Pris"),
        ]
        for (language, text) in expected {
            #expect(LocalizedStrings(language: language).columnPrice == text)
            #expect(LocalizedStrings(language: language).text(.columnPrice) == text)
        }
    }

    @Test func argumentsFillThePlaceholdersInArgumentOrder() {
        #expect(
            LocalizedStrings(language: .english).supportLineRequires("Capture since iOS 11", "A12") == "Capture since iOS 11 (requires A12)"
        )
        #expect(LocalizedStrings(language: .czech).supportLineRequires("Záznam od iOS 11", "A12") == "Záznam od iOS 11 (vyžaduje A12)")
        #expect(LocalizedStrings(language: .swedish).pricePerYear("99 €") == "99 € per år")
    }

    @Test func countsArePluralCorrectAndWrittenTheLocalesWay() {
        let czech = LocalizedStrings(language: .czech)
        let russian = LocalizedStrings(language: .russian)
        #expect(LocalizedStrings(language: .english).countFrameworks(1) == "1 framework")
        #expect(LocalizedStrings(language: .english).countFrameworks(1_000) == "1,000 frameworks")
        #expect(czech.countFrameworks(3) == "3 frameworky")
        #expect(czech.countFrameworks(5) == "5 frameworků")
        #expect(czech.countFrameworks(1_000) == "1\u{A0}000 frameworků")
        #expect(russian.countFrameworks(21) == "21 фреймворк")
        #expect(russian.countFrameworks(22) == "22 фреймворка")
        #expect(russian.countFrameworks(25) == "25 фреймворков")
        #expect(LocalizedStrings(language: .french).siteCountVersions(2) == "2 versions")
    }

    @Test func aDoubledPercentSignIsOneInEveryText() {
        let english = LocalizedStrings(language: .english)
        #expect(english.l10nMixedPlaceholders.contains("(%1$@)"))
        #expect(english.l10nLonePercent("50 % off").contains("'%%'"))
    }

    @Test func thePseudoLocaleBracketsEveryText() {
        let pseudo = LocalizedStrings(locale: .pseudo)
        for key in StringKey.allCases {
            let text = pseudo.text(key)
            #expect(text.hasPrefix("⟦") && text.hasSuffix("⟧"), "\(key.rawValue): \(text)")
        }
    }

    @Test func everyPlainKeyIsInTheCatalog() {
        let entries = UIStringTable.embedded.catalog.entries
        for key in StringKey.allCases { #expect(entries[key.rawValue] != nil, "\(key.rawValue)") }
    }
}
