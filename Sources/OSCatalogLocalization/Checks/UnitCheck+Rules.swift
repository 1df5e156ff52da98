import Locales
import StringCatalogs

/// The rules of ``L10nChecker`` that look at one text, or compare it with the English.
extension UnitCheck {
    /// A text form: its plural category (`nil` for a single text) and its text.
    typealias Form = (name: String?, text: String)
    /// A translated form with the English form it is compared with.
    typealias Pair = (name: String?, text: String, english: String)

    // MARK: - encoding

    /// `encoding`: every problem of every form, in one finding.
    mutating func checkEncoding(_ forms: [Form], _ code: String) {
        guard options.rules.contains(.encoding) else { return }
        let problems = forms.flatMap { form in
            TextInspections.encodingProblems(in: form.text).map { L10nMessage.InForm(form.name, $0) }
        }
        if !problems.isEmpty { report(.encoding, code, .encoding(problems)) }
    }

    // MARK: - plural-categories

    /// `plural-categories`: plural texts have exactly the CLDR categories of their language
    /// (zero allowed, other required), and are plural exactly when the English is.
    mutating func checkPluralCategories(_ translation: TranslationUnit.Translation, language: CatalogLanguage) {
        let code = language.code
        let englishIsPlural: Bool? = unit.source.map { if case .plural = $0.text { true } else { false } }
        switch translation.text {
        case .single:
            if language != .english, englishIsPlural == true {
                report(
                    .pluralCategories, code,
                    .singleTextForPlural(
                        language: language, categories: PluralRules.categories(for: .language(language)).map(\.rawValue)))
            }
        case .plural(let forms):
            if language != .english, englishIsPlural == false {
                report(.pluralCategories, code, .pluralForSingleText)
                return
            }
            guard !forms.isEmpty else { return }
            let required = PluralRules.categories(for: .language(language)).map(\.rawValue)
            let present = Set(forms.keys)
            let missing = required.filter { !present.contains($0) }
            let extra = present.subtracting(required).subtracting(["zero"]).sorted(by: Self.categoryOrder)
            var problems: [L10nMessage.PluralCategoryProblem] = []
            if missing.contains("other") {
                problems.append(.otherMissing)
            }
            let otherMissing = missing.filter { $0 != "other" }
            if !otherMissing.isEmpty {
                problems.append(.missing(otherMissing))
            }
            if !extra.isEmpty {
                let unknown = extra.filter { PluralCategory(rawValue: $0) == nil }
                problems.append(unknown.isEmpty ? .notUsed(extra) : .notCLDR(extra))
            }
            if !problems.isEmpty {
                report(.pluralCategories, code, .pluralCategories(language: language, problems: problems, required: required))
            }
        }
    }

    // MARK: - typography

    /// `french-spacing` (French) and `quotation-marks` (translated catalog prose).
    mutating func checkTypography(_ forms: [(name: String?, text: ScannedText)], language: CatalogLanguage) {
        let code = language.code
        if language == .french, options.rules.contains(.frenchSpacing) {
            let problems = forms.flatMap { form in
                TextInspections.frenchSpacingProblems(in: form.text).map { L10nMessage.InForm(form.name, $0) }
            }
            if !problems.isEmpty { report(.frenchSpacing, code, .frenchSpacing(problems)) }
        }
        if !isUI, language != .english, options.rules.contains(.quotationMarks) {
            let quotes = forms.flatMap { TextInspections.straightQuotes(in: $0.text) }
            if let first = quotes.first {
                report(.quotationMarks, code, .straightQuotes(excerpt: first, language: language))
            }
        }
    }

    // MARK: - placeholder-mismatch

    /// `placeholder-mismatch`: each form has the arguments, with the types, of its English form.
    mutating func checkPlaceholders(_ pairs: [Pair], language: CatalogLanguage, english: [Form]) {
        guard options.rules.contains(.placeholderMismatch) else { return }
        var problems: [L10nMessage.InForm<L10nMessage.PlaceholderDifference>] = []
        for pair in pairs {
            let mine = FormatString(pair.text)
            // A form may match the English form of its own category or English 'other' (Czech
            // 'few' has no English counterpart).
            var candidates = [FormatString(pair.english)]
            if let other = english.first(where: { $0.name == "other" })?.text, other != pair.english {
                candidates.append(FormatString(other))
            }
            let arguments = mine.arguments
            if candidates.contains(where: { $0.arguments == arguments }) { continue }
            // A form for exactly one number may leave that number out ("no frameworks", "one
            // framework"); it may not add or change placeholders.
            if let name = pair.name, Self.standsForOneNumber(name, language: language),
                candidates.contains(where: { candidate in
                    let target = candidate.arguments
                    return arguments.allSatisfy { target[$0.key] == $0.value }
                })
            {
                continue
            }
            if let difference = Self.placeholderDifference(mine, english: candidates[0]) {
                problems.append(L10nMessage.InForm(pair.name, difference))
            }
        }
        if !problems.isEmpty { report(.placeholderMismatch, language.code, .placeholderMismatch(problems)) }
    }

    /// Whether the plural form `name` of `language` is used for a single number only: `zero`
    /// always; `one` in English, Czech and Swedish (1 only; in French it also covers 0 and 1.5,
    /// in Russian 21 and 31).
    static func standsForOneNumber(_ name: String, language: CatalogLanguage) -> Bool {
        switch name {
        case "zero": true
        case "one": language == .english || language == .czech || language == .swedish
        default: false
        }
    }

    /// How the placeholders of a translation differ from the English ones, if they do.
    static func placeholderDifference(_ translation: FormatString, english: FormatString) -> L10nMessage.PlaceholderDifference? {
        func spell(_ types: Set<String>) -> [String] {
            types.sorted().map { "%" + $0 }
        }
        let mine = translation.arguments
        let theirs = english.arguments
        let englishTexts = english.placeholders.map(\.text)
        let hereTexts = translation.placeholders.map(\.text)
        if mine.values.flatMap({ $0 }).sorted() == theirs.values.flatMap({ $0 }).sorted(), mine.count == theirs.count {
            let numbered = theirs.keys.sorted().map { number in
                (theirs[number] ?? []).sorted().map { "%\(number)$\($0)" }.joined(separator: "/")
            }
            return .order(english: englishTexts, here: hereTexts, numbered: numbered)
        }
        var changes: [L10nMessage.ArgumentChange] = []
        for number in Set(mine.keys).union(theirs.keys).sorted() {
            switch (theirs[number], mine[number]) {
            case (let expected?, nil):
                changes.append(.missing(number: number, types: spell(expected)))
            case (nil, let found?):
                changes.append(.extra(number: number, types: spell(found)))
            case (let expected?, let found?) where expected != found:
                changes.append(.changed(number: number, here: spell(found), english: spell(expected)))
            default:
                continue
            }
        }
        return changes.isEmpty ? nil : .arguments(changes, english: englishTexts, here: hereTexts)
    }

    // MARK: - identical-to-english

    /// `identical-to-english`: the translation is the English text, and nothing exempts it.
    mutating func checkIdentical(_ text: TranslationUnit.Text, _ english: TranslationUnit.Text, _ code: String) {
        guard text == english, !Self.sameScalarsDiffer(text, english) else { return }
        if options.allowlist.allows(unitID: unit.id, language: code) { return }
        let strings = english.strings
        if strings.allSatisfy({ options.allowlist.strings.contains($0) }) { return }
        if strings.allSatisfy({ !TextInspections.hasLetters($0) }) { return }
        let tokens = options.allowlist.tokens
        if strings.allSatisfy({ TextInspections.consistsOfTokens(ScannedText($0, placeholders: isUI), tokens: tokens) }) { return }
        let shown = strings.first.map { $0.count > 60 ? String($0.prefix(60)) + "…" : $0 } ?? ""
        report(.identicalToEnglish, code, .identicalToEnglish(excerpt: shown))
    }

    /// Swift compares strings by canonical equivalence; identical means identical scalars.
    static func sameScalarsDiffer(_ a: TranslationUnit.Text, _ b: TranslationUnit.Text) -> Bool {
        zip(a.strings, b.strings).contains { !$0.unicodeScalars.elementsEqual($1.unicodeScalars) }
    }

    // MARK: - verbatim-token, markdown-structure

    /// `verbatim-token` and `markdown-structure`, form by form against the English.
    mutating func checkTokensAndMarkdown(_ pairs: [Pair], _ code: String) {
        guard options.rules.contains(.verbatimToken) || options.rules.contains(.markdownStructure) else { return }
        var missing: [String] = []
        var shapes: [L10nMessage.InForm<L10nMessage.MarkdownDifference>] = []
        for pair in pairs {
            let mine = ScannedText(pair.text, placeholders: isUI)
            let english = englishAnalysis(pair.english)
            let present = Set(TextInspections.verbatimTokens(of: mine))
            for token in english.tokens where !present.contains(token) && !missing.contains(token) {
                missing.append(token)
            }
            shapes += MarkdownShape(mine).differences(from: english.shape).map { L10nMessage.InForm(pair.name, $0) }
        }
        if !missing.isEmpty { report(.verbatimToken, code, .verbatimTokensMissing(missing)) }
        if !shapes.isEmpty { report(.markdownStructure, code, .markdownStructure(shapes)) }
    }

    /// The verbatim tokens and Markdown shape of an English text, computed once per unit.
    mutating func englishAnalysis(_ text: String) -> EnglishAnalysis {
        if let known = englishAnalyses[text] { return known }
        let scanned = ScannedText(text, placeholders: isUI)
        let analysis = EnglishAnalysis(tokens: TextInspections.verbatimTokens(of: scanned), shape: MarkdownShape(scanned))
        englishAnalyses[text] = analysis
        return analysis
    }

    // MARK: - stale, unverified

    /// `unverified` without a recorded fingerprint, `stale` with an outdated one.
    mutating func checkFingerprint(_ code: String, store: SourceFingerprintStore, source: TranslationUnit.Translation) {
        guard let recorded = store.fingerprint(of: unit.id, language: code) else {
            report(.unverified, code, .unverified)
            return
        }
        let current = sourceFingerprint(of: source.text)
        if recorded != current {
            report(.stale, code, .stale(recorded: recorded, current: current))
        }
    }
}
