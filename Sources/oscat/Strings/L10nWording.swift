import Diagnostics
import Locales
import OSCatalog
import OSCatalogLocalization
import StringCatalogs

extension LocalizedStrings {
    /// `unit (language): what is wrong`, in the user's language; the unit id, language code,
    /// plural categories, placeholders, tokens and excerpts stay as written.
    func message(for finding: Diagnostic<L10nProblem>) -> String {
        l10nFinding(finding.unitID, finding.language, message(for: finding.reason))
    }

    /// `path:line:col: error: message [rule-id]` in the user's language (the severity word and
    /// the rule id stay English, so editors and CI can parse the line).
    func line(for finding: Diagnostic<L10nProblem>) -> String {
        DiagnosticTextEncoder.line(finding, message: message(for: finding))
    }

    /// What `oscat l10n check` found in one language of one unit, in the user's language.
    func message(for reason: L10nMessage) -> String {
        switch reason {
        case .glossary(let departures):
            return list(
                departures.map { departure in
                    departure.found.map { l10nGlossaryRejected($0, departure.term, departure.approved) }
                        ?? l10nGlossaryMissing(departure.approved, departure.term)
                })
        case .unknownLocaleSuggestion(let code, let language, let absent):
            return absent
                ? l10nUnknownLocaleSuggestionAbsent(
                    code, language.code,
                    languageName(language))
                : l10nUnknownLocaleSuggestion(
                    code, language.code,
                    languageName(language))
        case .unknownLocale(let code):
            return l10nUnknownLocale(code, CatalogLanguage.allCases.map(\.code).joined(separator: ", "))
        case .missingTranslation(let language):
            return l10nMissingTranslation(languageName(language))
        case .noPluralForms:
            return l10nNoPluralForms
        case .blankText(let forms):
            guard let forms else { return l10nBlankText }
            return l10nBlankForms(forms.map { l10nForm($0) }.joined(separator: ", "))
        case .surroundingWhitespace(let items):
            return list(items.map { inForm($0.form, wording($0.problem)) })
        case .translationState(let state):
            return l10nTranslationState(state)
        case .placeholderSyntax(let items):
            return list(items.map { inForm($0.form, wording($0.problem)) })
        case .singleTextForPlural(_, let categories):
            return l10nSingleForPlural(categoryList(categories))
        case .pluralForSingleText:
            return l10nPluralForSingle
        case .pluralCategories(let language, let problems, let required):
            let name = languageName(language)
            let phrases = problems.map { problem in
                switch problem {
                case .otherMissing: l10nPluralOtherMissing
                case .missing(let categories): l10nPluralMissing(categoryList(categories))
                case .notUsed(let categories):
                    categories.count == 1
                        ? l10nPluralNotUsedOne(categoryList(categories), name) : l10nPluralNotUsedMany(categoryList(categories), name)
                case .notCLDR(let categories):
                    categories.count == 1
                        ? l10nPluralNotCldrOne(categoryList(categories), name) : l10nPluralNotCldrMany(categoryList(categories), name)
                }
            }
            return l10nPluralNeeds(list(phrases), name, categoryList(required))
        case .frenchSpacing(let items):
            return l10nFrenchSpacing(list(items.map { inForm($0.form, wording($0.problem)) }))
        case .straightQuotes(let excerpt, let language):
            let marks: String
            switch language {
            case .czech: marks = "„…“"
            case .french: marks = l10nFrenchQuotes
            case .russian: marks = "«…»"
            case .swedish: marks = "”…”"
            case .english: marks = "“…”"
            }
            return l10nStraightQuotes(excerpt, languageName(language), marks)
        case .placeholderMismatch(let items):
            return list(items.map { inForm($0.form, wording($0.problem)) })
        case .identicalToEnglish(let excerpt):
            return l10nIdentical(excerpt)
        case .verbatimTokensMissing(let tokens):
            let quoted = tokens.map { "'\($0)'" }.joined(separator: ", ")
            return tokens.count == 1 ? l10nTokensMissingOne(quoted) : l10nTokensMissingMany(quoted)
        case .markdownStructure(let items):
            return l10nMarkdown(list(items.map { inForm($0.form, wording($0.problem)) }))
        case .encoding(let items):
            return list(items.map { inForm($0.form, wording($0.problem)) })
        case .unverified:
            return l10nUnverified
        case .stale(let recorded, let current):
            return l10nStale(recorded, current)
        }
    }

    /// At most ``L10nMessage/listLimit`` phrases, then `and N more`.
    private func list(_ phrases: [String]) -> String {
        let limit = L10nMessage.listLimit
        let shown = phrases.prefix(limit).joined(separator: "; ")
        return phrases.count > limit ? shown + "; " + l10nAndMore(phrases.count - limit) : shown
    }

    /// `form 'few': text` for a plural form, the text alone otherwise.
    private func inForm(_ form: String?, _ text: String) -> String {
        form.map { l10nInForm($0, text) } ?? text
    }

    /// `'one', 'other'`.
    private func categoryList(_ categories: [String]) -> String {
        categories.map { "'\($0)'" }.joined(separator: ", ")
    }

    private func wording(_ padding: L10nMessage.Padding) -> String {
        switch padding {
        case .leading: l10nPaddingLeading
        case .trailing: l10nPaddingTrailing
        case .leadingAndTrailing: l10nPaddingBoth
        }
    }

    private func wording(_ problem: L10nMessage.PlaceholderSyntaxProblem) -> String {
        switch problem {
        case .lonePercent(let context): l10nLonePercent(context)
        case .zeroNumber(let text): l10nZeroNumber(text)
        case .numberTooLarge(let text): l10nNumberTooLarge(text, String(FormatString.maximumArgumentNumber))
        case .mixed: l10nMixedPlaceholders
        }
    }

    private func wording(_ problem: L10nMessage.FrenchSpacingProblem) -> String {
        let key: (String, String) -> String =
            switch (problem.regularSpace, problem.after) {
            case (true, false): self.l10nRegularSpaceBefore
            case (false, false): self.l10nNoSpaceBefore
            case (true, true): self.l10nRegularSpaceAfter
            case (false, true): self.l10nNoSpaceAfter
            }
        return key(problem.mark, problem.excerpt)
    }

    private func wording(_ difference: L10nMessage.PlaceholderDifference) -> String {
        func written(_ texts: [String]) -> String { texts.isEmpty ? l10nNoPlaceholders : texts.joined(separator: ", ") }
        switch difference {
        case .order(let english, let here, let numbered):
            return l10nPlaceholderOrder(written(english), written(here), numbered.joined(separator: ", "))
        case .arguments(let changes, let english, let here):
            let parts = changes.map { change in
                switch change {
                case .missing(let number, let types): l10nArgumentMissing(String(number), chainedWithAnd(types))
                case .extra(let number, let types): l10nArgumentExtra(String(number), chainedWithAnd(types))
                case .changed(let number, let found, let expected):
                    l10nArgumentChanged(String(number), chainedWithAnd(found), chainedWithAnd(expected))
                }
            }
            return l10nPlaceholdersCompared(parts.joined(separator: ", "), written(english), written(here))
        }
    }

    private func wording(_ difference: L10nMessage.MarkdownDifference) -> String {
        switch difference {
        case .links(let english, let here):
            l10nMarkdownCount(countLinks(english), String(here))
        case .codeSpans(let english, let here):
            l10nMarkdownCount(countCodeSpans(english), String(here))
        case .emphasis(let marker, let english, let here):
            l10nMarkdownCount(countEmphasisMarkers(english, marker), String(here))
        }
    }

    private func wording(_ problem: L10nMessage.EncodingProblem) -> String {
        func times(_ count: Int) -> String { count > 1 ? " " + self.countTimes(count) : "" }
        switch problem {
        case .byteOrderMark(let character, let count):
            return l10nEncodingBom(character, times(count))
        case .replacementCharacter(let character, let at, let count):
            return l10nEncodingReplacement(character, String(at), times(count))
        case .invisible(let character, let at, let count):
            return l10nEncodingInvisible(character, String(at), times(count))
        case .notNFC(let from):
            return l10nEncodingNotNfc(String(from))
        }
    }
}
