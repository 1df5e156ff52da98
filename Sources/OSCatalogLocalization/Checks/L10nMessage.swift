import Locales
import StringCatalogs

/// What a finding of `oscat l10n check` (``L10nProblem/reason``) says about one language of one unit, as data (codes, plural
/// categories, placeholders, excerpts, counts), so that a front end can word it in the user's
/// language. ``englishText`` is the library's own English wording, the part of
/// ``L10nProblem/englishMessage`` after `unit (language): `.
///
/// Lists keep every problem found; the wording shows at most ``listLimit`` of them and then
/// "and N more".
public enum L10nMessage: Sendable, Hashable {
    /// `unknown-locale`: `code` is no catalog language, but evidently means `suggestion`;
    /// `suggestionAbsent` when the unit has no text in that language.
    case unknownLocaleSuggestion(code: String, suggestion: CatalogLanguage, suggestionAbsent: Bool)
    /// `unknown-locale`: `code` is no catalog language and resembles none.
    case unknownLocale(code: String)
    /// `missing-translation`: the unit has no text in the language.
    case missingTranslation(CatalogLanguage)
    /// `empty-text`: a plural text without any form.
    case noPluralForms
    /// `empty-text`: the text (`blankForms` nil), or these plural forms, are empty or white space only.
    case blankText(blankForms: [String]?)
    /// `surrounding-whitespace`: the padded forms.
    case surroundingWhitespace([InForm<Padding>])
    /// `translation-state`: the state is not `translated`.
    case translationState(String)
    /// `placeholder-syntax`: malformed placeholders.
    case placeholderSyntax([InForm<PlaceholderSyntaxProblem>])
    /// `plural-categories`: English is plural, this is a single text; it needs `categories`.
    case singleTextForPlural(language: CatalogLanguage, categories: [String])
    /// `plural-categories`: this is plural, English is a single text.
    case pluralForSingleText
    /// `plural-categories`: wrong categories; `required` are the language's CLDR categories.
    case pluralCategories(language: CatalogLanguage, problems: [PluralCategoryProblem], required: [String])
    /// `french-spacing`: missing no-break spaces.
    case frenchSpacing([InForm<FrenchSpacingProblem>])
    /// `quotation-marks`: straight double quotes, the first around `excerpt`.
    case straightQuotes(excerpt: String, language: CatalogLanguage)
    /// `placeholder-mismatch`: the placeholders differ from English.
    case placeholderMismatch([InForm<PlaceholderDifference>])
    /// `identical-to-english`: the text is the English (shown shortened in `excerpt`).
    case identicalToEnglish(excerpt: String)
    /// `verbatim-token`: these tokens of the English are missing.
    case verbatimTokensMissing([String])
    /// `markdown-structure`: the Markdown differs from English.
    case markdownStructure([InForm<MarkdownDifference>])
    /// `encoding`: encoding problems.
    case encoding([InForm<EncodingProblem>])
    /// `unverified`: no fingerprint is recorded.
    case unverified
    /// `stale`: the recorded fingerprint is not the current one.
    case stale(recorded: String, current: String)
    /// The translation departs from the glossary for one or more terms its English names.
    case glossary([GlossaryDeparture])

    /// One term for which a translation departs from the glossary.
    public struct GlossaryDeparture: Sendable, Hashable {
        /// The English term (`Control Center`).
        public var term: String
        /// The approved rendering (`Ovládací centrum`).
        public var approved: String
        /// The rejected rendering found in the text, or nil when no accepted rendering is there.
        public var found: String?

        /// Creates a departure.
        public init(term: String, approved: String, found: String?) {
            self.term = term
            self.approved = approved
            self.found = found
        }
    }

    /// How many problems of one kind a message lists before "and N more".
    public static let listLimit = 5

    /// A problem in one form of a text: `form` is the plural category, nil for a single text.
    public struct InForm<Problem: Sendable & Hashable>: Sendable, Hashable {
        /// The plural category (`few`), or nil.
        public var form: String?
        /// The problem.
        public var problem: Problem

        /// Creates one.
        public init(_ form: String?, _ problem: Problem) {
            self.form = form
            self.problem = problem
        }
    }

    /// White space around a text.
    public enum Padding: Sendable, Hashable, CaseIterable {
        case leading
        case trailing
        case leadingAndTrailing

        /// English: `leading white space` …
        public var englishText: String {
            switch self {
            case .leading: "leading white space"
            case .trailing: "trailing white space"
            case .leadingAndTrailing: "leading and trailing white space"
            }
        }
    }

    /// A printf syntax problem: ``FormatString/Problem``, which the placeholder tokenizer
    /// reports.
    public typealias PlaceholderSyntaxProblem = FormatString.Problem

    /// What is wrong with a plural text's categories.
    public enum PluralCategoryProblem: Sendable, Hashable {
        /// `other` is missing.
        case otherMissing
        /// These required categories (besides `other`) are missing.
        case missing([String])
        /// These are CLDR categories the language does not use.
        case notUsed([String])
        /// These are no CLDR categories at all (or some of them are not).
        case notCLDR([String])
    }

    /// A missing no-break space in French.
    public struct FrenchSpacingProblem: Sendable, Hashable {
        /// Whether a regular space (rather than no space) stands where the no-break space belongs.
        public var regularSpace: Bool
        /// The punctuation: `:` `;` `?` `!` `«` `»`.
        public var mark: String
        /// Whether the space belongs after the mark (`«`) rather than before it.
        public var after: Bool
        /// The text around it.
        public var excerpt: String

        /// Creates one.
        public init(regularSpace: Bool, mark: String, after: Bool, excerpt: String) {
            self.regularSpace = regularSpace
            self.mark = mark
            self.after = after
            self.excerpt = excerpt
        }

        /// English: `a regular space before ':' in 'Erreur : %@'`.
        public var englishText: String {
            "\(regularSpace ? "a regular space" : "no space") \(after ? "after" : "before") '\(mark)' in '\(excerpt)'"
        }
    }

    /// How a translation's placeholders differ from the English ones.
    public enum PlaceholderDifference: Sendable, Hashable {
        /// The same arguments in another order, without numbers; `numbered` is the English
        /// arguments in numbered form (`%1$@`, `%2$lld`).
        case order(english: [String], here: [String], numbered: [String])
        /// Arguments missing, added or of another type (placeholders as written, for reference).
        case arguments([ArgumentChange], english: [String], here: [String])
    }

    /// One argument that differs; types are spelled with `%` (`%@`, `%lld`).
    public enum ArgumentChange: Sendable, Hashable {
        /// English has argument `number`, the translation does not.
        case missing(number: Int, types: [String])
        /// The translation has argument `number`, English does not.
        case extra(number: Int, types: [String])
        /// Argument `number` has other types than in English.
        case changed(number: Int, here: [String], english: [String])
    }

    /// A Markdown count that differs from English.
    public enum MarkdownDifference: Sendable, Hashable {
        case links(english: Int, here: Int)
        case codeSpans(english: Int, here: Int)
        /// Emphasis markers `*` or `_`.
        case emphasis(marker: String, english: Int, here: Int)

        /// English: `1 link in English, 0 here`.
        public var englishText: String {
            func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
            switch self {
            case .links(let english, let here): return "\(count(english, "link")) in English, \(here) here"
            case .codeSpans(let english, let here): return "\(count(english, "code span")) in English, \(here) here"
            case .emphasis(let marker, let english, let here):
                return "\(english) '\(marker)' emphasis marker\(english == 1 ? "" : "s") in English, \(here) here"
            }
        }
    }

    /// An encoding problem; `character` is `U+200B ZERO WIDTH SPACE` (code point and Unicode
    /// name), positions count Unicode scalars from 1, `count` how often the character occurs.
    public enum EncodingProblem: Sendable, Hashable {
        /// The text starts with U+FEFF.
        case byteOrderMark(character: String, count: Int)
        /// U+FFFD, the mark of text decoded with the wrong encoding.
        case replacementCharacter(character: String, at: Int, count: Int)
        /// A bidi control, zero-width or control character.
        case invisible(character: String, at: Int, count: Int)
        /// Not in NFC from this character on.
        case notNFC(from: Int)

        /// English: `has the invisible character U+200E LEFT-TO-RIGHT MARK at character 3 (2 times)`.
        public var englishText: String {
            func times(_ count: Int) -> String { count > 1 ? " (\(count) times)" : "" }
            switch self {
            case .byteOrderMark(let character, let count):
                return "starts with a byte order mark, \(character)\(times(count))"
            case .replacementCharacter(let character, let at, let count):
                return "has \(character) at character \(at)\(times(count)), the mark of text decoded with the wrong encoding"
            case .invisible(let character, let at, let count):
                return "has the invisible character \(character) at character \(at)\(times(count))"
            case .notNFC(let from):
                return "is not in Unicode normalization form C (composed characters) from character \(from): normalize it to NFC"
            }
        }
    }

    /// Joins phrases into one message part, at most ``listLimit`` of them, then `and N more`.
    static func list(_ phrases: [String]) -> String {
        let shown = phrases.prefix(listLimit).joined(separator: "; ")
        return phrases.count > listLimit ? shown + "; and \(phrases.count - listLimit) more" : shown
    }

    /// `form 'few': ` for plural forms, nothing for single texts.
    static func prefix(_ form: String?) -> String {
        form.map { "form '\($0)': " } ?? ""
    }

    /// `'one', 'other'`.
    static func categoryList(_ categories: [String]) -> String {
        categories.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The library's English wording (without the `unit (language): ` prefix).
    public var englishText: String {
        switch self {
        case .unknownLocaleSuggestion(let code, let language, let absent):
            return "'\(code)' is not a supported language code; did you mean '\(language.code)' (\(CatalogLanguage.englishName(language)))?"
                + (absent ? " The unit has no '\(language.code)' text." : "")
        case .unknownLocale(let code):
            return "'\(code)' is not a supported language code; the supported codes are "
                + CatalogLanguage.allCases.map(\.code).joined(separator: ", ")
        case .missingTranslation(let language):
            return "no \(CatalogLanguage.englishName(language)) text"
        case .noPluralForms:
            return "the plural text has no forms"
        case .blankText(let forms):
            let which = forms.map { $0.map { "form '\($0)'" }.joined(separator: ", ") + " is" } ?? "the text is"
            return "\(which) empty or white space only"
        case .surroundingWhitespace(let items):
            return Self.list(items.map { Self.prefix($0.form) + $0.problem.englishText })
        case .translationState(let state):
            return "the state is '\(state)', not 'translated'; review the translation"
        case .placeholderSyntax(let items):
            return Self.list(items.map { Self.prefix($0.form) + $0.problem.englishText })
        case .singleTextForPlural(_, let categories):
            return "English has plural variations, but this is a single text; give the forms " + Self.categoryList(categories)
        case .pluralForSingleText:
            return "this has plural variations, but English is a single text"
        case .pluralCategories(let language, let problems, let required):
            let name = CatalogLanguage.englishName(language)
            let phrases = problems.map { problem in
                switch problem {
                case .otherMissing: "the form 'other' is missing (every language needs it)"
                case .missing(let categories): "missing " + Self.categoryList(categories)
                case .notUsed(let categories):
                    "\(Self.categoryList(categories)) \(categories.count == 1 ? "is" : "are") not used by \(name)"
                case .notCLDR(let categories):
                    "\(Self.categoryList(categories)) \(categories.count == 1 ? "is not one of the" : "are not") CLDR plural categories of \(name)"
                }
            }
            return Self.list(phrases) + "; \(name) needs exactly \(Self.categoryList(required)) (zero is allowed)"
        case .frenchSpacing(let items):
            return Self.list(items.map { Self.prefix($0.form) + $0.problem.englishText })
                + " (French needs a no-break space, U+00A0 or U+202F, there)"
        case .straightQuotes(let excerpt, let language):
            let marks: String
            switch language {
            case .czech: marks = "„…“"
            case .french: marks = "« … » (with no-break spaces)"
            case .russian: marks = "«…»"
            case .swedish: marks = "”…”"
            case .english: marks = "“…”"
            }
            return "straight double quotes in '\(excerpt)'; \(CatalogLanguage.englishName(language)) uses \(marks)"
        case .placeholderMismatch(let items):
            return Self.list(items.map { Self.prefix($0.form) + Self.englishText($0.problem) })
        case .identicalToEnglish(let excerpt):
            return "the text is the English text unchanged ('\(excerpt)'); translate it,"
                + " or list it in Localization/identical-allowlist.json"
        case .verbatimTokensMissing(let tokens):
            return "\(tokens.map { "'\($0)'" }.joined(separator: ", ")) of the English text \(tokens.count == 1 ? "is" : "are") missing;"
                + " flags, code spans, URLs and file names stay exactly as in English"
        case .markdownStructure(let items):
            return "the Markdown differs from English: " + Self.list(items.map { Self.prefix($0.form) + $0.problem.englishText })
        case .encoding(let items):
            return Self.list(items.map { Self.prefix($0.form) + "the text " + $0.problem.englishText })
        case .unverified:
            return "no English fingerprint is recorded for this translation; check it against the English and record it"
                + " (oscat l10n mark-current)"
        case .stale(let recorded, let current):
            return "the English text changed since this translation was made (fingerprint \(recorded), now \(current));"
                + " update the translation, then record it (oscat l10n mark-current)"
        case .glossary(let departures):
            return Self.list(
                departures.map { departure in
                    if let found = departure.found {
                        return "uses '\(found)' for '\(departure.term)'; the approved term is '\(departure.approved)'"
                    }
                    return "does not use the approved term '\(departure.approved)' for '\(departure.term)'"
                }) + " (Localization/Glossary.json)"
        }
    }

    /// English for a placeholder difference.
    static func englishText(_ difference: PlaceholderDifference) -> String {
        func written(_ texts: [String]) -> String { texts.isEmpty ? "none" : texts.joined(separator: ", ") }
        func spell(_ types: [String]) -> String { types.joined(separator: " and ") }
        switch difference {
        case .order(let english, let here, let numbered):
            return "the placeholders are in another order than in English (English: \(written(english)); here: \(written(here)));"
                + " number them to reorder (the English arguments are " + numbered.joined(separator: ", ") + ")"
        case .arguments(let changes, let english, let here):
            let parts = changes.map { change in
                switch change {
                case .missing(let number, let types): "argument \(number) (\(spell(types))) is missing"
                case .extra(let number, let types): "argument \(number) (\(spell(types))) is not in English"
                case .changed(let number, let found, let expected):
                    "argument \(number) is \(spell(found)) here but \(spell(expected)) in English"
                }
            }
            return parts.joined(separator: ", ") + " (English: \(written(english)); here: \(written(here)))"
        }
    }
}
