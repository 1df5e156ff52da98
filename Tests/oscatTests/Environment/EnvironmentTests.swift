import Locales
import OSCatalog
import OSCatalogLocalization
import StringCatalogs
import Testing

@testable import oscat

@Suite struct EnvironmentTests {
    @Test(arguments: [
        (nil as String?, ["LANG": "cs_CZ.UTF-8"], CatalogLanguage.czech),
        ("fr", ["LANG": "cs_CZ.UTF-8"], .french),
        (nil, ["LC_ALL": "ru_RU.UTF-8", "LANG": "sv_SE.UTF-8"], .russian),
        (nil, ["LC_MESSAGES": "sv_SE", "LANG": "cs_CZ"], .swedish),
        (nil, ["LC_ALL": "", "LANG": "sv_SE"], .swedish),
        (nil, ["LANG": "C"], .english),
        (nil, ["LANG": "POSIX"], .english),
        (nil, [:], .english),
        ("fr-CA", [:], .french),
        ("cs_CZ.UTF-8@euro", [:], .czech),
    ])
    func languageFollowsFlagThenPOSIXOrder(flag: String?, environment: [String: String], expected: CatalogLanguage) {
        let selection = LanguageSelection.resolve(flag: flag, environment: environment)
        #expect(selection.language == expected)
        #expect(selection.unsupported == nil)
    }

    @Test func unsupportedLanguageFallsBackWithASuggestion() {
        let czech = LanguageSelection.resolve(flag: "cz", environment: [:])
        #expect(czech.language == .english)
        #expect(czech.unsupported?.requested == "cz")
        #expect(czech.unsupported?.suggestion == "cs")
        let german = LanguageSelection.resolve(flag: nil, environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.language == .english && german.unsupported?.requested == "de_DE.UTF-8")
        #expect(!german.requestedByFlag && czech.requestedByFlag)
    }

    @Test func colorOnlyOnATerminalWithoutNO_COLOR() {
        #expect(Terminal.decide(isInteractive: true, environment: [:], noColorFlag: false, windowWidth: 120).useColor)
        #expect(!Terminal.decide(isInteractive: false, environment: [:], noColorFlag: false, windowWidth: nil).useColor)
        #expect(!Terminal.decide(isInteractive: true, environment: ["NO_COLOR": "1"], noColorFlag: false, windowWidth: 120).useColor)
        #expect(!Terminal.decide(isInteractive: true, environment: [:], noColorFlag: true, windowWidth: 120).useColor)
        #expect(!Terminal.decide(isInteractive: true, environment: ["TERM": "dumb"], noColorFlag: false, windowWidth: 120).useColor)
        #expect(Terminal.decide(isInteractive: true, environment: ["NO_COLOR": ""], noColorFlag: false, windowWidth: 120).useColor)
    }

    @Test("Width: COLUMNS first, then the window, then 80 when not a terminal; never below 20")
    func widthFromCOLUMNSThenTheTerminalThen80() {
        #expect(Terminal.decide(isInteractive: false, environment: [:], noColorFlag: false, windowWidth: nil).width == 80)
        #expect(Terminal.decide(isInteractive: false, environment: ["COLUMNS": "50"], noColorFlag: false, windowWidth: nil).width == 50)
        #expect(Terminal.decide(isInteractive: true, environment: ["COLUMNS": "50"], noColorFlag: false, windowWidth: nil).width == 50)
        #expect(Terminal.decide(isInteractive: true, environment: ["COLUMNS": "50"], noColorFlag: false, windowWidth: 132).width == 50)
        #expect(Terminal.decide(isInteractive: true, environment: [:], noColorFlag: false, windowWidth: 132).width == 132)
        #expect(Terminal.decide(isInteractive: true, environment: [:], noColorFlag: false, windowWidth: nil).width == 80)
        #expect(Terminal.decide(isInteractive: true, environment: ["COLUMNS": "wide"], noColorFlag: false, windowWidth: 100).width == 100)
        #expect(Terminal.decide(isInteractive: true, environment: ["COLUMNS": "0"], noColorFlag: false, windowWidth: 0).width == 80)
        #expect(Terminal.decide(isInteractive: true, environment: [:], noColorFlag: false, windowWidth: 3).width == 20)
    }

    @Test func earlyOptionsAreReadLikeTheParserReadsThem() {
        let options = EarlyOptions(arguments: ["frameworks", "--catalog", "/tmp/c", "--lang=cs", "--no-color"])
        #expect(options == EarlyOptions(catalog: "/tmp/c", lang: "cs", noColor: true))
        let afterDashes = EarlyOptions(arguments: ["search", "--", "--lang", "fr"])
        #expect(afterDashes.lang == nil)
        let dangling = EarlyOptions(arguments: ["--catalog"])
        #expect(dangling.catalog == nil)
    }

    @Test func placeholdersFillInOrder() {
        #expect(StringFormat.fill("from %@ to %@", ["iOS 6", "iOS 8"]) == "from iOS 6 to iOS 8")
        #expect(StringFormat.fill("100%% of %@", ["x"]) == "100% of x")
        // A missing argument stays visible as its placeholder.
        #expect(StringFormat.fill("%@ and %@", ["only"]) == "only and %@")
        #expect(StringFormat.fill("trailing %", []) == "trailing %")
        #expect(StringFormat.fill("%d stays", []) == "%d stays")
    }

    @Test func positionalPlaceholdersLetTranslationsReorder() {
        #expect(StringFormat.fill("%2$@ před %1$@", ["A", "B"]) == "B před A")
        #expect(StringFormat.fill("%lld frameworků", ["5"]) == "5 frameworků")
        #expect(StringFormat.fill("%1$@ · %2$@ · %1$@", ["x", "y"]) == "x · y · x")
    }

    @Test func everyKeyHasATextInEveryLocale() {
        let table = UIStringTable.embedded
        for key in table.catalog.entries.keys.sorted() {
            for locale in LocaleID.all {
                #expect(table.text(key, locale: locale)?.isEmpty == false, "\(key) in \(locale)")
            }
        }
    }

    @Test func countsArePluralCorrect() {
        let czech = LocalizedStrings(language: .czech)
        let russian = LocalizedStrings(language: .russian)
        #expect(LocalizedStrings(language: .english).countFrameworks(1) == "1 framework")
        #expect(LocalizedStrings(language: .english).countFrameworks(2) == "2 frameworks")
        #expect(czech.countFrameworks(1) == "1 framework")
        #expect(czech.countFrameworks(3) == "3 frameworky")
        #expect(czech.countFrameworks(5) == "5 frameworků")
        #expect(russian.countFrameworks(21) == "21 фреймворк")
        #expect(russian.countFrameworks(22) == "22 фреймворка")
        #expect(russian.countFrameworks(25) == "25 фреймворков")
    }

    @Test func pseudoLocaleBracketsEveryUIString() {
        let pseudo = LocalizedStrings(locale: .pseudo)
        for key in StringKey.allCases {
            let text = pseudo.text(key)
            #expect(text.hasPrefix("⟦") && text.hasSuffix("⟧"), "\(key.rawValue): \(text)")
        }
        #expect(LanguageSelection.resolve(flag: "en-XA", environment: [:]).locale == .pseudo)
    }

    @Test func commandTreeIsWellFormed() {
        let root = CommandTree.root(catalog: nil, strings: LocalizedStrings(language: .english))
        #expect(root.validationProblems().isEmpty)
        let completing = CommandTree.root(catalog: nil, strings: LocalizedStrings(language: .english), completing: true)
        #expect(completing.validationProblems().isEmpty)
    }
}
