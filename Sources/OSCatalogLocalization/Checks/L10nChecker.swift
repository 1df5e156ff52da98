import Diagnostics
import JSONReader
import Locales
import StringCatalogs

/// The engine of `oscat l10n check`: runs every ``L10nRule`` over every unit of a
/// ``TranslationCorpus`` (UI strings and catalog prose alike) and reports what it finds.
///
/// ```swift
/// let corpus = TranslationCorpus.collect(strings: strings, catalog: inspection)
/// let report = L10nChecker(options: L10nCheckOptions(allowlist: allowlist))
///     .check(corpus: corpus, fingerprints: store)
/// for finding in report.diagnostics { print(finding) }   // file:line:col: warning: … [stale]
/// exit(report.failed(strict: strict) ? 1 : 0)
/// ```
///
/// A unit gets at most one finding per rule and language: several problems of one kind in one
/// text are listed in one message. One defect is reported once: an unknown code such as `cz`
/// that stands for a missing `cs` is one `unknown-locale` error, not also a missing `cs`; a
/// text that is empty or has broken placeholders is not also compared with English.
public struct L10nChecker: Sendable {
    /// The settings of this checker.
    public var options: L10nCheckOptions

    /// Creates a checker.
    public init(options: L10nCheckOptions = L10nCheckOptions()) {
        self.options = options
    }

    /// Checks every unit of `corpus`. With `fingerprints`, translations are compared with the
    /// recorded fingerprints of their English source (`stale`, `unverified`); with `nil`, those
    /// two rules are skipped.
    public func check(corpus: TranslationCorpus, fingerprints: SourceFingerprintStore?) -> Report<L10nProblem> {
        var findings: [Diagnostic<L10nProblem>] = []
        let names = GlossaryNames(options.glossary)
        for unit in corpus.units { findings += check(unit: unit, fingerprints: fingerprints, glossaryNames: names) }
        return Report(diagnostics: findings, checkedCount: corpus.units.count)
    }

    /// The findings of one unit, unsorted.
    public func check(unit: TranslationUnit, fingerprints: SourceFingerprintStore?) -> [Diagnostic<L10nProblem>] {
        check(unit: unit, fingerprints: fingerprints, glossaryNames: GlossaryNames(options.glossary))
    }

    func check(unit: TranslationUnit, fingerprints: SourceFingerprintStore?, glossaryNames: GlossaryNames) -> [Diagnostic<L10nProblem>] {
        var run = UnitCheck(unit: unit, options: options, glossaryNames: glossaryNames)
        run.checkLanguageCodes()
        for language in CatalogLanguage.allCases {
            guard let translation = unit.translations[language.code] else { continue }
            run.checkText(translation, language: language, fingerprints: fingerprints)
        }
        return run.findings
    }

    /// Whether a translation counts as translated: present, no blank form, and (UI strings) in
    /// the state `translated`.
    static func isTranslated(_ translation: TranslationUnit.Translation?) -> Bool {
        guard let translation else { return false }
        if let state = translation.state, state != "translated" { return false }
        return !translation.text.strings.isEmpty && !translation.text.strings.contains(where: TextInspections.isBlank)
    }
}

/// The checks of one unit, collecting findings.
/// The English names of every glossary term, lower-cased as UTF-8 bytes, in the glossary's
/// order: computed once per check so that a term the English cannot contain is skipped with a
/// byte search instead of a full word match (thousands of units times about a hundred terms).
struct GlossaryNames: Sendable {
    let bytes: [[[UInt8]]]

    init(_ glossary: Glossary) {
        bytes = glossary.terms.map { term in ([term.english] + term.variants).map { Array($0.lowercased().utf8) } }
    }

    /// Whether `needle` occurs in `haystack`.
    static func occurs(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}

struct UnitCheck {
    let unit: TranslationUnit
    let options: L10nCheckOptions
    let glossaryNames: GlossaryNames
    private(set) var findings: [Diagnostic<L10nProblem>] = []
    /// English texts already analysed for the token and Markdown rules.
    var englishAnalyses: [String: EnglishAnalysis] = [:]

    /// What the token and Markdown rules need of an English text.
    struct EnglishAnalysis {
        var tokens: [String]
        var shape: MarkdownShape
    }

    /// Prepares the checks of `unit`.
    init(unit: TranslationUnit, options: L10nCheckOptions, glossaryNames: GlossaryNames? = nil) {
        self.unit = unit
        self.options = options
        self.glossaryNames = glossaryNames ?? GlossaryNames(options.glossary)
    }

    /// Whether the unit is a UI string (printf placeholders, plural variations, states).
    var isUI: Bool { unit.domain == .ui }

    // MARK: - Findings

    /// Where the text of `language` is (or belongs).
    func pointer(_ language: String) -> JSONPointer {
        isUI ? unit.pointer.appending("localizations").appending(language) : unit.pointer.appending(language)
    }

    /// The position for findings about `language`: its text, else the English text, else the
    /// first text of the unit.
    func position(_ language: String) -> SourcePosition {
        unit.translations[language]?.position ?? unit.source?.position
            ?? unit.translations.values.map(\.position).min() ?? .start
    }

    /// Records a finding of `rule` about `language` (unless the rule is switched off), with the
    /// rule's severity unless `severity` says otherwise.
    mutating func report(_ rule: L10nRule, _ language: String, _ reason: L10nMessage, severity: Severity? = nil) {
        guard options.rules.contains(rule) else { return }
        let position = position(language)
        findings.append(
            Diagnostic(
                unitID: unit.id, file: unit.file, line: position.line, column: position.column, language: language,
                severity: severity ?? rule.defaultSeverity, rule: rule, reason: reason,
                pointer: pointer(language)))
    }

    // MARK: - Language codes and presence

    /// `unknown-locale` for every code that is not a catalog language, then
    /// `missing-translation` for every catalog language without a text (except one an unknown
    /// code evidently stands for).
    mutating func checkLanguageCodes() {
        var suggested: Set<CatalogLanguage> = []
        for code in unit.translations.keys.sorted() where CatalogLanguage(rawValue: code) == nil {
            if let language = LanguageCodeSuggestion.suggestion(for: code) {
                let absent = unit.translations[language.code] == nil
                if absent { suggested.insert(language) }
                report(.unknownLocale, code, .unknownLocaleSuggestion(code: code, suggestion: language, suggestionAbsent: absent))
            } else {
                report(.unknownLocale, code, .unknownLocale(code: code))
            }
        }
        for language in CatalogLanguage.allCases where unit.translations[language.code] == nil && !suggested.contains(language) {
            let severity: Severity =
                options.allowMissingTranslations && language != .english ? .warning : .error
            report(.missingTranslation, language.code, .missingTranslation(language), severity: severity)
        }
    }

    // MARK: - One text

    /// The forms of a text with their names: `[(nil, text)]` or `[("one", …), ("other", …)]`
    /// in CLDR order.
    static func forms(_ text: TranslationUnit.Text) -> [(name: String?, text: String)] {
        switch text {
        case .single(let string):
            return [(nil, string)]
        case .plural(let forms):
            return forms.keys.sorted(by: categoryOrder).compactMap { key in forms[key].map { (key, $0) } }
        }
    }

    /// CLDR order for known categories, then the others by name.
    static func categoryOrder(_ lhs: String, _ rhs: String) -> Bool {
        switch (PluralCategory(rawValue: lhs), PluralCategory(rawValue: rhs)) {
        case (let left?, let right?): left < right
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): lhs < rhs
        }
    }

    /// Every rule about one language's text: on its own (encoding, blank, padding, state,
    /// placeholder syntax, plural categories, typography), then, for a translation of a usable
    /// English text, compared with the English (placeholders, identical, tokens, Markdown,
    /// fingerprint).
    mutating func checkText(
        _ translation: TranslationUnit.Translation, language: CatalogLanguage, fingerprints: SourceFingerprintStore?
    ) {
        let code = language.code
        let forms = Self.forms(translation.text)
        checkEncoding(forms, code)
        let blank = forms.filter { TextInspections.isBlank($0.text) }
        if case .plural(let variants) = translation.text, variants.isEmpty {
            report(.emptyText, code, .noPluralForms)
        } else if !blank.isEmpty {
            report(.emptyText, code, .blankText(blankForms: blank.count == forms.count ? nil : blank.map { $0.name ?? "" }))
        }
        let padded = forms.compactMap { form in TextInspections.padding(of: form.text).map { L10nMessage.InForm(form.name, $0) } }
        if !padded.isEmpty { report(.surroundingWhitespace, code, .surroundingWhitespace(padded)) }
        if isUI, let state = translation.state, state != "translated" {
            report(.translationState, code, .translationState(state))
        }
        var syntaxOK = true
        if isUI {
            let problems = forms.flatMap { form in FormatString(form.text).problems.map { L10nMessage.InForm(form.name, $0) } }
            if !problems.isEmpty {
                report(.placeholderSyntax, code, .placeholderSyntax(problems))
                syntaxOK = false
            }
        }
        checkPluralCategories(translation, language: language)
        if language != .english, options.rules.contains(.frenchSpacing) || options.rules.contains(.quotationMarks) {
            checkTypography(forms.map { (name: $0.name, text: ScannedText($0.text, placeholders: isUI)) }, language: language)
        }

        guard language != .english, !forms.isEmpty, blank.isEmpty, let source = unit.source,
            !Self.forms(source.text).contains(where: { TextInspections.isBlank($0.text) })
        else { return }
        let english = Self.forms(source.text)
        let pairs = forms.map { form in
            (name: form.name, text: form.text, english: Self.english(for: form.name, in: english))
        }
        if isUI, syntaxOK, english.allSatisfy({ FormatString($0.text).problems.isEmpty }) {
            checkPlaceholders(pairs, language: language, english: english)
        }
        checkIdentical(translation.text, source.text, code)
        checkTokensAndMarkdown(pairs, code)
        checkGlossary(pairs, language: language)
        if let fingerprints { checkFingerprint(code, store: fingerprints, source: source) }
    }

    /// `glossary-term`: every term the English names is rendered as the glossary approves, unless
    /// an exception lists this unit, language and term.
    mutating func checkGlossary(_ pairs: [(name: String?, text: String, english: String)], language: CatalogLanguage) {
        guard options.rules.contains(.glossaryTerm), !options.glossary.terms.isEmpty else { return }
        var departures: [L10nMessage.GlossaryDeparture] = []
        // Once per unit and language, not once per term: the catalog has thousands of units.
        let unitID = unit.id
        let excepted = Set(options.glossary.exceptions.filter { $0.unitID == unitID && $0.language == language }.map(\.termID))
        let englishBytes = pairs.map { Array($0.english.lowercased().utf8) }
        for (termIndex, term) in options.glossary.terms.enumerated() {
            guard let rendering = term.renderings[language], !excepted.contains(term.id) else { continue }
            let names = termIndex < glossaryNames.bytes.count ? glossaryNames.bytes[termIndex] : []
            for (index, pair) in pairs.enumerated() {
                guard names.contains(where: { GlossaryNames.occurs($0, in: englishBytes[index]) }) else { continue }
                switch GlossaryMatch.of(term, rendering: rendering, english: pair.english, translation: pair.text) {
                case .fine: continue
                case .rejected(let found):
                    departures.append(.init(term: term.english, approved: rendering.approved, found: found))
                case .missing:
                    departures.append(.init(term: term.english, approved: rendering.approved, found: nil))
                }
                break
            }
        }
        if !departures.isEmpty { report(.glossaryTerm, language.code, .glossary(departures)) }
    }

    /// The English form a translated form is compared with: the same category, else `other`,
    /// else the only text.
    static func english(for name: String?, in english: [(name: String?, text: String)]) -> String {
        if let name, let same = english.first(where: { $0.name == name }) { return same.text }
        return english.first(where: { $0.name == "other" })?.text ?? english.last?.text ?? ""
    }
}
