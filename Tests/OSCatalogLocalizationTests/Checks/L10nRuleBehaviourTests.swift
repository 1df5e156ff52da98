import Diagnostics
import JSONReader
import OSCatalog
import StringCatalogs
import Testing

@testable import OSCatalogLocalization

/// Small units built in code: what each rule accepts and what it reports, beyond the one
/// defect per fixture.
@Suite struct L10nRuleBehaviourTests {
    /// A unit with `texts` (language → text); UI units carry the state `translated`.
    static func unit(
        _ texts: [String: String], id: String = "ui/test", ui: Bool = true, states: [String: String] = [:]
    ) -> TranslationUnit {
        var translations: [String: TranslationUnit.Translation] = [:]
        for (offset, language) in texts.keys.sorted().enumerated() {
            translations[language] = .init(
                text: .single(texts[language] ?? ""), state: ui ? (states[language] ?? "translated") : nil,
                position: SourcePosition(line: offset + 1, column: 5, offset: offset * 10))
        }
        return TranslationUnit(
            id: id, domain: ui ? .ui : .catalog, context: id, file: ui ? "Localizable.xcstrings" : "catalog.json",
            pointer: JSONPointer(tokens: ui ? ["strings", id] : ["frameworks", "0", "summary"]), translations: translations)
    }

    /// A plural UI unit.
    static func plural(_ forms: [String: [String: String]], id: String = "ui/count") -> TranslationUnit {
        var translations: [String: TranslationUnit.Translation] = [:]
        for (language, variants) in forms { translations[language] = .init(text: .plural(variants), state: "translated") }
        return TranslationUnit(
            id: id, domain: .ui, context: id, file: "Localizable.xcstrings", pointer: JSONPointer(tokens: ["strings", id]),
            translations: translations)
    }

    /// English plus the same text in every other language except where `overrides` says.
    static func texts(_ english: String, _ others: String, _ overrides: [String: String] = [:]) -> [String: String] {
        var texts = ["en": english, "cs": others, "fr": others, "ru": others, "sv": others]
        for (language, text) in overrides { texts[language] = text }
        return texts
    }

    static func findings(
        _ unit: TranslationUnit, options: L10nCheckOptions = L10nCheckOptions(), fingerprints: SourceFingerprintStore? = nil
    ) -> [Diagnostic<L10nProblem>] {
        L10nChecker(options: options).check(unit: unit, fingerprints: fingerprints).sorted()
    }

    static func rules(_ findings: [Diagnostic<L10nProblem>]) -> [String] {
        findings.map { "\($0.ruleID) \($0.language)" }
    }

    // MARK: - Placeholders

    @Test func formatStringsAreReadAsStringFormatReadsThem() {
        let format = FormatString("%@ has %lld items, %.1f%% done, %1$@ again, 50 % off, %05d, %0$@")
        #expect(format.placeholders.map(\.text) == ["%@", "%lld", "%.1f", "%1$@", "%05d", "%0$@"])
        #expect(format.placeholders.map(\.type) == ["@", "lld", "f", "@", "d", "@"])
        #expect(format.problems == [.lonePercent(context: "% off,"), .zeroNumber("%0$@"), .mixed])
        #expect(FormatString("%i and %d").placeholders.map(\.type) == ["d", "d"])
        #expect(FormatString("trailing %").problems == [.lonePercent(context: "%")])
        #expect(FormatString("%1$@ %2$lld %1$@").arguments == [1: ["@"], 2: ["lld"]])
        #expect(FormatString("%@ %lld").arguments == [1: ["@"], 2: ["lld"]])
    }

    @Test func numberedPlaceholdersMayBeReordered() {
        let unit = Self.unit(Self.texts("%1$@ of %2$lld", "%1$@ / %2$lld", ["cs": "%2$lld: %1$@", "fr": "%2$lld de %1$@"]))
        #expect(Self.findings(unit).isEmpty)
        let plain = Self.unit(Self.texts("%@ of %lld", "%@ / %lld", ["ru": "%2$lld — %1$@"]))
        #expect(Self.findings(plain).isEmpty)
    }

    @Test func plainPlaceholdersInAnotherOrderAreReported() throws {
        let unit = Self.unit(Self.texts("%@ of %lld", "%@ / %lld", ["sv": "%lld av %@"]))
        let finding = try #require(Self.findings(unit).first)
        #expect(Self.rules(Self.findings(unit)) == ["placeholder-mismatch sv"])
        #expect(finding.message.contains("another order"))
        #expect(finding.message.contains("%1$@, %2$lld"))
    }

    @Test func placeholderTypesAndCountsMustMatch() throws {
        let unit = Self.unit(
            Self.texts("%lld errors in %@", "%lld / %@", ["cs": "%d chyb v %@", "fr": "%lld erreurs", "ru": "%lld / %@ / %@"]))
        let findings = Self.findings(unit)
        #expect(Self.rules(findings) == ["placeholder-mismatch cs", "placeholder-mismatch fr", "placeholder-mismatch ru"])
        #expect(findings[0].message.contains("argument 1 is %d here but %lld in English"))
        #expect(findings[1].message.contains("argument 2 (%@) is missing"))
        #expect(findings[2].message.contains("argument 3 (%@) is not in English"))
    }

    @Test func syntaxProblemsAreReportedOnceAndNotAlsoAsMismatch() {
        let unit = Self.unit(Self.texts("%lld%% done", "%lld%% hotovo", ["cs": "%lld % hotovo", "fr": "%1$lld fait, %@"]))
        #expect(Self.rules(Self.findings(unit)) == ["placeholder-syntax cs", "placeholder-syntax fr"])
        let english = Self.unit(Self.texts("100 % sure", "100 %% jistě"))
        #expect(Self.rules(Self.findings(english)) == ["placeholder-syntax en"])
    }

    @Test func catalogProseHasNoPlaceholders() {
        let unit = Self.unit(Self.texts("Up to 40 % faster.", "Až o 40 % rychlejší."), id: "catalog/x/summary", ui: false)
        #expect(Self.findings(unit).isEmpty)
    }

    // MARK: - Plurals

    @Test func pluralCategoriesFollowCLDR() {
        let good = Self.plural([
            "en": ["one": "%lld item", "other": "%lld items"],
            "cs": ["one": "jedna položka", "few": "%lld položky", "many": "%lld položky", "other": "%lld položek"],
            "fr": ["zero": "aucun élément", "one": "%lld élément", "many": "%lld d’éléments", "other": "%lld éléments"],
            "ru": ["one": "%lld элемент", "few": "%lld элемента", "many": "%lld элементов", "other": "%lld элемента"],
            "sv": ["zero": "inga objekt", "one": "ett objekt", "other": "%lld objekt"],
        ])
        #expect(Self.findings(good).isEmpty)
        let bad = Self.plural([
            "en": ["one": "%lld item", "few": "%lld items", "other": "%lld items"],
            "cs": ["one": "%lld položka", "few": "%lld položky", "other": "%lld položek"],
            "fr": ["one": "%lld élément", "many": "%lld d’éléments", "other": "%lld éléments", "several": "%lld"],
            "ru": ["one": "один элемент", "few": "%lld элемента", "many": "%lld элементов", "other": "%lld элемента"],
            "sv": ["one": "%lld objekt"],
        ])
        let findings = Self.findings(bad)
        #expect(
            Self.rules(findings) == [
                "placeholder-mismatch ru", "plural-categories cs", "plural-categories en", "plural-categories fr",
                "plural-categories sv",
            ])
        #expect(findings.first { $0.language == "sv" }?.message.contains("'other' is missing") == true)
        #expect(findings.first { $0.language == "fr" }?.message.contains("CLDR plural categories") == true)
    }

    @Test func singleAndPluralTextsMustAgree() {
        var unit = Self.plural(["en": ["one": "%lld item", "other": "%lld items"]])
        unit.translations["cs"] = .init(text: .single("%lld položek"), state: "translated")
        unit.translations["fr"] = .init(
            text: .plural(["one": "%lld élément", "many": "%lld", "other": "%lld éléments"]), state: "translated")
        unit.translations["ru"] = .init(
            text: .plural(["one": "%lld", "few": "%lld", "many": "%lld", "other": "%lld"]), state: "translated")
        unit.translations["sv"] = .init(text: .plural(["one": "%lld objekt", "other": "%lld objekt"]), state: "translated")
        #expect(Self.rules(Self.findings(unit)) == ["plural-categories cs"])
        let single = Self.unit(Self.texts("%lld items", "%lld", ["ru": "%lld"]))
        var mixed = single
        mixed.translations["ru"] = .init(
            text: .plural(["one": "%lld", "few": "%lld", "many": "%lld", "other": "%lld"]), state: "translated")
        #expect(Self.rules(Self.findings(mixed)) == ["plural-categories ru"])
    }

    // MARK: - Presence, white space, state

    @Test func unknownCodesNameTheClosestSupportedCode() {
        #expect(LanguageCodeSuggestion.suggestion(for: "cz") == .czech)
        #expect(LanguageCodeSuggestion.suggestion(for: "se") == .swedish)
        #expect(LanguageCodeSuggestion.suggestion(for: "CS") == .czech)
        #expect(LanguageCodeSuggestion.suggestion(for: "cs_CZ") == .czech)
        #expect(LanguageCodeSuggestion.suggestion(for: "en-US") == .english)
        #expect(LanguageCodeSuggestion.suggestion(for: "fra") == .french)
        #expect(LanguageCodeSuggestion.suggestion(for: "sw") == .swedish)
        #expect(LanguageCodeSuggestion.suggestion(for: "de") == nil)
        #expect(LanguageCodeSuggestion.suggestion(for: "ja") == nil)
        #expect(LanguageCodeSuggestion.suggestion(for: "en-XA") == .english)
    }

    @Test func anUnknownCodeBesideItsLanguageIsOneError() {
        var texts = Self.texts("Layer", "Vrstva")
        texts["fr"] = "Couche"
        texts["fr-FR"] = "Couche"
        let findings = Self.findings(Self.unit(texts))
        #expect(Self.rules(findings) == ["unknown-locale fr-FR"])
        #expect(findings.first?.message.contains("did you mean 'fr' (French)?") == true)
        #expect(findings.first?.message.contains("has no") == false)
    }

    @Test func missingTranslationsCanBeWarnings() {
        let unit = Self.unit(["cs": "Vrstva", "fr": "Couche", "ru": "Уровень"])
        let strict = Self.findings(unit)
        #expect(Self.rules(strict) == ["missing-translation en", "missing-translation sv"])
        #expect(strict.allSatisfy { $0.severity == .error })
        let lenient = Self.findings(unit, options: L10nCheckOptions(allowMissingTranslations: true))
        #expect(lenient.map(\.severity) == [Severity.error, .warning])
        // Missing English: reported at the first text there is.
        #expect(strict.first?.line == 1)
    }

    @Test func blankAndPaddedTextsAreErrors() {
        let unit = Self.unit(Self.texts("Layer", "Lager", ["cs": "\u{A0}", "fr": "\tCouche", "ru": "Уровень\n"]))
        #expect(
            Self.rules(Self.findings(unit)) == [
                "empty-text cs", "surrounding-whitespace fr", "surrounding-whitespace ru",
            ])
    }

    @Test func statesOtherThanTranslatedAreWarnings() {
        let unit = Self.unit(
            Self.texts("Layer", "Lager", ["cs": "Vrstva", "fr": "Couche", "ru": "Уровень"]), states: ["fr": "needs_review", "ru": "new"])
        let findings = Self.findings(unit)
        #expect(Self.rules(findings) == ["translation-state fr", "translation-state ru"])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    // MARK: - Identical to English

    @Test func identicalTextIsAWarningUnlessExempt() {
        let allowlist = IdenticalAllowlist(
            strings: ["Score"], tokens: ["oscat", "kb/s"], units: ["ui/label.version": ["fr", "sv"], "ui/label.any": ["*"]])
        let options = L10nCheckOptions(allowlist: allowlist)
        func rules(_ id: String, _ english: String, _ others: String) -> [String] {
            Self.rules(Self.findings(Self.unit(Self.texts(english, others), id: id), options: options))
        }
        #expect(rules("ui/a", "#", "#").isEmpty)
        #expect(rules("ui/b", "%1$@ · %2$@", "%1$@ · %2$@").isEmpty)
        #expect(rules("ui/c", "SDK", "SDK").isEmpty)
        #expect(rules("ui/d", "H.264", "H.264").isEmpty)
        #expect(rules("ui/e", "oscat %@", "oscat %@").isEmpty)
        #expect(rules("ui/f", "%@ kb/s", "%@ kb/s").isEmpty)
        #expect(rules("ui/g", "Score", "Score").isEmpty)
        #expect(rules("ui/label.any", "Radio", "Radio").isEmpty)
        #expect(rules("ui/h", "--layer", "--layer").isEmpty)
        let version = Self.unit(Self.texts("Version", "Version", ["cs": "Verze", "ru": "Версия"]), id: "ui/label.version")
        #expect(Self.findings(version, options: options).isEmpty)
        #expect(rules("ui/label.version", "Version", "Version") == ["identical-to-english cs", "identical-to-english ru"])
        #expect(rules("ui/i", "Layer", "Layer").count == 4)
    }

    @Test func canonicallyEquivalentIsNotIdentical() {
        let unit = Self.unit(Self.texts("Café", "Cafe\u{301}", ["cs": "Kavárna", "ru": "Кафе", "sv": "Kafé"]))
        #expect(Self.rules(Self.findings(unit)) == ["encoding fr"])
    }

    // MARK: - Fingerprints

    @Test func fingerprintsDecideStaleAndUnverified() {
        let unit = Self.unit(Self.texts("Layer", "x", ["cs": "Vrstva", "fr": "Couche", "ru": "Уровень", "sv": "Lager"]))
        var store = SourceFingerprintStore()
        store.record(unit, language: "cs")
        store.record(unit, language: "fr")
        store.fingerprints["ui/test", default: [:]]["ru"] = "0000000000000000"
        let findings = Self.findings(unit, fingerprints: store)
        #expect(Self.rules(findings) == ["stale ru", "unverified sv"])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(Self.findings(unit, fingerprints: nil).isEmpty)
    }

    // MARK: - Verbatim tokens and Markdown

    @Test func verbatimTokensAreFlagsCodeSpansURLsAndFileNames() {
        let text = ScannedText(
            "Run `oscat list --layer x` with --lang cs (see https://example.org/a_(b)). Files: Localizable.xcstrings,"
                + " *.json, .xcstrings; not e.g., v1.2, e-mail — or a -- b.",
            placeholders: true)
        #expect(
            TextInspections.verbatimTokens(of: text) == [
                "`oscat list --layer x`", "--lang", "https://example.org/a_(b)", "Localizable.xcstrings", "*.json", ".xcstrings",
            ])
        let url = ScannedText("See https://developer.apple.com/documentation/uikit.", placeholders: false)
        #expect(TextInspections.verbatimTokens(of: url) == ["https://developer.apple.com/documentation/uikit"])
    }

    @Test func translatedTokensAreErrors() {
        let unit = Self.unit(
            Self.texts(
                "Use --catalog or OSCAT_CATALOG; see `oscat help`.", "Použijte --catalog nebo OSCAT_CATALOG; viz `oscat help`.",
                [
                    "fr": "Utilisez --catalogue ou OSCAT_CATALOG\u{A0}; voir `oscat aide`.",
                    "ru": "Используйте --catalog или OSCAT_CATALOG; см. `oscat help`.",
                ]))
        let findings = Self.findings(unit)
        #expect(Self.rules(findings) == ["verbatim-token fr"])
        #expect(findings.first?.message.contains("'--catalog', '`oscat help`'") == true)
    }

    @Test func markdownShapeCountsWhatCommonMarkSees() {
        func shape(_ text: String) -> MarkdownShape { MarkdownShape(ScannedText(text, placeholders: true)) }
        #expect(shape("OSCAT_CATALOG and LC_ALL, 5 * 3, *.json").emphasis.isEmpty)
        #expect(shape("*one* and **two** and _three_ and __four__").emphasis == ["*": 2, "**": 2, "_": 2, "__": 2])
        #expect(shape("[a](https://x.org) and ![b](c.png) and `*code*`").links == 2)
        #expect(shape("[a](https://x.org) and ![b](c.png) and `*code*`").emphasis.isEmpty)
        #expect(shape("`one` and ``two ` two``").codeSpans == 2)
        let unit = Self.unit(
            Self.texts(
                "See [the guide](https://x.org/g) for *more*.", "x",
                [
                    "cs": "Viz [průvodce](https://x.org/g) pro *více*.", "fr": "Voir [le guide](https://x.org/g) pour **plus**.",
                    "ru": "См. [руководство](https://x.org/g), *подробнее*.", "sv": "Se [guiden](https://x.org/g) för *mer*.",
                ]),
            id: "catalog/x/summary", ui: false)
        let findings = Self.findings(unit)
        #expect(Self.rules(findings) == ["markdown-structure fr"])
        #expect(findings.first?.message.contains("2 '*' emphasis markers in English, 0 here") == true)
    }

    // MARK: - Encoding

    @Test func encodingProblemsAreNamed() {
        let problems = TextInspections.encodingProblems(in: "\u{FEFF}a\u{200E}b\u{7}c\u{85}d\u{FFFD}\u{200E}").map(\.englishText)
        #expect(problems.count == 5)
        #expect(problems[0].hasPrefix("starts with a byte order mark"))
        #expect(problems[1] == "has the invisible character U+200E LEFT-TO-RIGHT MARK at character 3 (2 times)")
        #expect(problems[2].hasPrefix("has the invisible character U+0007"))
        #expect(TextInspections.encodingProblems(in: "tab\there\nand line").isEmpty)
        #expect(TextInspections.encodingProblems(in: "Ångström and й and «ü»").isEmpty)
        #expect(TextInspections.encodingProblems(in: "A\u{30A}ngstro\u{308}m").first?.englishText.contains("from character 1") == true)
        #expect(TextInspections.encodingProblems(in: "\u{212B}").first?.englishText.contains("normalization form C") == true)
    }

    // MARK: - Typography

    @Test func frenchSpacingSkipsCodeURLsTimesAndSelectors() {
        func problems(_ text: String, ui: Bool = true) -> [String] {
            TextInspections.frenchSpacingProblems(in: ScannedText(text, placeholders: ui)).map(\.englishText)
        }
        #expect(problems("Mis à jour à 10:30, format 16:9.").isEmpty)
        #expect(problems("Voir https://example.org/a?b=c;d et `a: b; c?`.").isEmpty)
        #expect(problems("La méthode drawRect: et registerForRemoteNotificationTypes: suffisent.").isEmpty)
        #expect(problems("; vouliez-vous dire '%@'\u{A0}?").isEmpty)
        #expect(problems("Vraiment\u{202F}?!").isEmpty)
        #expect(problems("Erreur\u{A0}: «\u{A0}texte\u{202F}» (?)").isEmpty)
        #expect(problems("Erreur: %@").count == 1)
        #expect(
            problems("Erreur : %@ ; vraiment ?") == [
                "a regular space before ':' in 'Erreur : %@ ; vr…'", "a regular space before ';' in 'Erreur : %@ ; vraimen…'",
                "a regular space before '?' in '… ; vraiment ?'",
            ])
        #expect(problems("« texte »").count == 2)
        #expect(problems("'%@'?").count == 1)
    }

    @Test func straightQuotesAreFlaggedInTranslatedCatalogProseOnly() {
        let prose = Self.unit(
            Self.texts(
                "The message \"Use X\" appears; it's fine.", "x",
                [
                    "cs": "Zpráva „Use X“ se zobrazí; je to v pořádku.", "fr": "Le message «\u{A0}Use X\u{A0}» apparaît\u{A0}; c’est bien.",
                    "ru": "Сообщение \"Use X\" появляется; всё в порядке.", "sv": "Meddelandet ”Use X” visas; det är bra.",
                ]),
            id: "catalog/x/notes/0", ui: false)
        #expect(Self.rules(Self.findings(prose)) == ["quotation-marks ru"])
        #expect(TextInspections.straightQuotes(in: ScannedText("Kód `\"x\"` a `\"y\"`", placeholders: false)).isEmpty)
        let ui = Self.unit(
            Self.texts(
                "The earlier version (\"iOS 7\").", "Starší verze (\"iOS 7\").", ["fr": "La version antérieure (\"iOS 7\")."]))
        #expect(Self.findings(ui).isEmpty)
    }

    // MARK: - Rule selection

    @Test func onlyTheSelectedRulesRun() {
        let unit = Self.unit(Self.texts("Layer: %@", "Layer: %@", ["cs": "", "fr": "Couche: %@"]))
        #expect(
            Self.rules(Self.findings(unit)) == [
                "empty-text cs", "french-spacing fr", "identical-to-english ru", "identical-to-english sv",
            ])
        let only = Self.findings(unit, options: L10nCheckOptions(rules: [.frenchSpacing]))
        #expect(Self.rules(only) == ["french-spacing fr"])
    }
}
