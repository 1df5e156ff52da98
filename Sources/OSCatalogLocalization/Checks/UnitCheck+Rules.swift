import OSCatalog

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
            TextInspections.encodingProblems(in: form.text).map { Self.prefix(form.name) + "the text " + $0 }
        }
        if !problems.isEmpty { report(.encoding, code, Self.list(problems)) }
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
                report(.pluralCategories, code, "English has plural variations, but this is a single text; give the forms "
                    + Self.categoryList(PluralRules.categories(for: .language(language)).map(\.rawValue)))
            }
        case .plural(let forms):
            if language != .english, englishIsPlural == false {
                report(.pluralCategories, code, "this has plural variations, but English is a single text")
                return
            }
            guard !forms.isEmpty else { return }
            let required = PluralRules.categories(for: .language(language)).map(\.rawValue)
            let present = Set(forms.keys)
            let missing = required.filter { !present.contains($0) }
            let extra = present.subtracting(required).subtracting(["zero"]).sorted(by: Self.categoryOrder)
            var problems: [String] = []
            if missing.contains("other") {
                problems.append("the form 'other' is missing (every language needs it)")
            }
            let otherMissing = missing.filter { $0 != "other" }
            if !otherMissing.isEmpty {
                problems.append("missing " + Self.categoryList(otherMissing))
            }
            if !extra.isEmpty {
                let unknown = extra.filter { PluralCategory(rawValue: $0) == nil }
                problems.append(
                    "\(Self.categoryList(extra)) \(extra.count == 1 ? "is" : "are") not "
                        + (unknown.isEmpty ? "used by " : "CLDR plural categories of ") + Self.name(language))
            }
            if !problems.isEmpty {
                report(
                    .pluralCategories, code,
                    Self.list(problems) + "; \(Self.name(language)) needs exactly \(Self.categoryList(required))"
                        + " (zero is allowed)")
            }
        }
    }

    /// `'one', 'other'`.
    static func categoryList(_ categories: [String]) -> String {
        categories.map { "'\($0)'" }.joined(separator: ", ")
    }

    // MARK: - typography

    /// `french-spacing` (French) and `quotation-marks` (translated catalog prose).
    mutating func checkTypography(_ forms: [(name: String?, text: ScannedText)], language: CatalogLanguage) {
        let code = language.code
        if language == .french, options.rules.contains(.frenchSpacing) {
            let problems = forms.flatMap { form in
                TextInspections.frenchSpacingProblems(in: form.text).map { Self.prefix(form.name) + $0 }
            }
            if !problems.isEmpty {
                report(
                    .frenchSpacing, code,
                    Self.list(problems) + " (French needs a no-break space, U+00A0 or U+202F, there)")
            }
        }
        if !isUI, language != .english, options.rules.contains(.quotationMarks) {
            let quotes = forms.flatMap { TextInspections.straightQuotes(in: $0.text) }
            if !quotes.isEmpty {
                let marks: String
                switch language {
                case .czech: marks = "„…“"
                case .french: marks = "« … » (with no-break spaces)"
                case .russian: marks = "«…»"
                case .swedish: marks = "”…”"
                case .english: marks = "“…”"
                }
                report(
                    .quotationMarks, code,
                    "straight double quotes in '\(quotes.first ?? "")'; \(Self.name(language)) uses \(marks)")
            }
        }
    }

    // MARK: - placeholder-mismatch

    /// `placeholder-mismatch`: each form has the arguments, with the types, of its English form.
    mutating func checkPlaceholders(_ pairs: [Pair], language: CatalogLanguage, english: [Form]) {
        guard options.rules.contains(.placeholderMismatch) else { return }
        var problems: [String] = []
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
            problems += Self.placeholderDifferences(mine, english: candidates[0]).map { Self.prefix(pair.name) + $0 }
        }
        if !problems.isEmpty { report(.placeholderMismatch, language.code, Self.list(problems)) }
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

    /// How the placeholders of a translation differ from the English ones, in English phrases.
    static func placeholderDifferences(_ translation: FormatString, english: FormatString) -> [String] {
        func spell(_ types: Set<String>) -> String {
            types.sorted().map { "%" + $0 }.joined(separator: " and ")
        }
        func written(_ format: FormatString) -> String {
            format.placeholders.isEmpty ? "none" : format.placeholders.map(\.text).joined(separator: ", ")
        }
        let mine = translation.arguments
        let theirs = english.arguments
        let both = "(English: \(written(english)); here: \(written(translation)))"
        if mine.values.flatMap({ $0 }).sorted() == theirs.values.flatMap({ $0 }).sorted(), mine.count == theirs.count {
            let numbered = theirs.keys.sorted().map { number in
                (theirs[number] ?? []).sorted().map { "%\(number)$\($0)" }.joined(separator: "/")
            }
            return [
                "the placeholders are in another order than in English \(both); number them to reorder"
                    + " (the English arguments are " + numbered.joined(separator: ", ") + ")"
            ]
        }
        var differences: [String] = []
        for number in Set(mine.keys).union(theirs.keys).sorted() {
            switch (theirs[number], mine[number]) {
            case let (expected?, nil):
                differences.append("argument \(number) (\(spell(expected))) is missing")
            case let (nil, found?):
                differences.append("argument \(number) (\(spell(found))) is not in English")
            case let (expected?, found?) where expected != found:
                differences.append("argument \(number) is \(spell(found)) here but \(spell(expected)) in English")
            default:
                continue
            }
        }
        return differences.isEmpty ? [] : [differences.joined(separator: ", ") + " " + both]
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
        report(
            .identicalToEnglish, code,
            "the text is the English text unchanged ('\(shown)'); translate it,"
                + " or list it in Localization/identical-allowlist.json")
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
        var shapes: [String] = []
        for pair in pairs {
            let mine = ScannedText(pair.text, placeholders: isUI)
            let english = englishAnalysis(pair.english)
            let present = Set(TextInspections.verbatimTokens(of: mine))
            for token in english.tokens where !present.contains(token) {
                let entry = "'\(token)'"
                if !missing.contains(entry) { missing.append(entry) }
            }
            shapes += MarkdownShape(mine).differences(from: english.shape).map { Self.prefix(pair.name) + $0 }
        }
        if !missing.isEmpty {
            report(
                .verbatimToken, code,
                "\(missing.joined(separator: ", ")) of the English text \(missing.count == 1 ? "is" : "are") missing;"
                    + " flags, code spans, URLs and file names stay exactly as in English")
        }
        if !shapes.isEmpty { report(.markdownStructure, code, "the Markdown differs from English: " + Self.list(shapes)) }
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
            report(
                .unverified, code,
                "no English fingerprint is recorded for this translation; check it against the English and record it"
                    + " (oscat l10n mark-current)")
            return
        }
        let current = sourceFingerprint(of: source.text)
        if recorded != current {
            report(
                .stale, code,
                "the English text changed since this translation was made (fingerprint \(recorded), now \(current));"
                    + " update the translation, then record it (oscat l10n mark-current)")
        }
    }
}
