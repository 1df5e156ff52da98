import Diagnostics

/// The checks `oscat l10n check` runs over every translation unit. Each has a stable id (the raw
/// value), printed in brackets after every message (`… [placeholder-mismatch]`), so scripts and
/// people can tell the checks apart and look them up in `docs/LOCALIZATION.md`.
public enum L10nRule: String, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A language code that is not one of the five catalog languages (`cz`, `se`, `de`).
    case unknownLocale = "unknown-locale"
    /// A unit lacks one of the five languages (`en`, `cs`, `fr`, `ru`, `sv`).
    case missingTranslation = "missing-translation"
    /// A text is empty or white space only.
    case emptyText = "empty-text"
    /// A text starts or ends with white space.
    case surroundingWhitespace = "surrounding-whitespace"
    /// A UI string has a lone `%`, a placeholder numbered 0, or mixes numbered and plain placeholders.
    case placeholderSyntax = "placeholder-syntax"
    /// A UI translation's placeholders differ from the English ones in number, type or order.
    case placeholderMismatch = "placeholder-mismatch"
    /// A plural UI string does not have exactly the CLDR categories of its language.
    case pluralCategories = "plural-categories"
    /// A translation is the English text unchanged (and not allowlisted).
    case identicalToEnglish = "identical-to-english"
    /// A translation was made for an older English text (its recorded fingerprint differs).
    case stale = "stale"
    /// A translation has no recorded fingerprint: nobody has confirmed it matches the English.
    case unverified = "unverified"
    /// A UI translation's state is not `translated` (`needs_review`, `new`, `stale`).
    case translationState = "translation-state"
    /// A flag, code span, URL or file name of the English text is missing from the translation.
    case verbatimToken = "verbatim-token"
    /// A translation has a different number of links, code spans or emphasis markers than English.
    case markdownStructure = "markdown-structure"
    /// A text is not NFC, or holds U+FFFD, a byte order mark, a bidi control, a zero-width or a
    /// control character.
    case encoding = "encoding"
    /// French text lacks the no-break space before `:` `;` `?` `!` or inside `« »`.
    case frenchSpacing = "french-spacing"
    /// Czech, French, Russian or Swedish catalog text uses straight double quotes (`"…"`).
    case quotationMarks = "quotation-marks"
    /// The English names a glossary term, and the translation uses a rendering the glossary
    /// rejects or none that it accepts (`Localization/Glossary.json`).
    case glossaryTerm = "glossary-term"

    /// The stable id, as printed in findings (`placeholder-mismatch`).
    public var id: String { rawValue }

    /// The stable id.
    public var description: String { rawValue }

    /// The rule whose id is `id`, or `nil`.
    public init?(id: String) {
        self.init(rawValue: id)
    }

    /// How serious a finding of this rule is by default. `missing-translation` becomes a warning
    /// for non-English text with ``L10nCheckOptions/allowMissingTranslations``.
    public var defaultSeverity: Severity {
        switch self {
        case .unknownLocale, .missingTranslation, .emptyText, .surroundingWhitespace, .placeholderSyntax,
            .placeholderMismatch, .pluralCategories, .verbatimToken, .markdownStructure, .encoding:
            .error
        case .identicalToEnglish, .stale, .unverified, .translationState, .frenchSpacing, .quotationMarks, .glossaryTerm:
            .warning
        }
    }

    /// The rules `oscat l10n import` applies to every incoming translation before anything is
    /// written: every error rule that judges one language's text (all but `unknown-locale` and
    /// `missing-translation`, which concern a unit's set of languages).
    public static let importRules: Set<L10nRule> = Set(
        allCases.filter { $0.defaultSeverity == .error && $0 != .unknownLocale && $0 != .missingTranslation })

    /// A one-line English description of what the rule checks.
    public var summary: String {
        switch self {
        case .unknownLocale: "every language code is one of en, cs, fr, ru, sv"
        case .missingTranslation: "every unit has all five languages (en, cs, fr, ru, sv)"
        case .emptyText: "no text is empty or white space only"
        case .surroundingWhitespace: "no text starts or ends with white space"
        case .placeholderSyntax: "UI strings have no lone %, no %0$ nor a number over 9, and do not mix numbered and plain placeholders"
        case .placeholderMismatch: "a UI translation has the English placeholders: same arguments, same types"
        case .pluralCategories: "a plural UI string has exactly its language's CLDR categories (zero allowed, other required)"
        case .identicalToEnglish: "a translation differs from English unless allowlisted, letter-free or made of tokens"
        case .stale: "a translation's recorded English fingerprint is the current one"
        case .unverified: "every translation has a recorded English fingerprint"
        case .translationState: "every UI translation is in the state 'translated'"
        case .verbatimToken: "flags, code spans, URLs and file names of the English text appear unchanged"
        case .markdownStructure: "links, code spans and emphasis markers are as many as in English"
        case .encoding: "text is NFC, without U+FFFD, byte order marks, bidi controls, zero-width or control characters"
        case .frenchSpacing: "French has a no-break space before : ; ? ! and inside « »"
        case .quotationMarks: "Czech, French, Russian and Swedish catalog text uses its own quotation marks, not \"…\""
        case .glossaryTerm: "a translation uses the glossary's approved rendering of every term its English names"
        }
    }

    /// Orders rules by id.
    public static func < (lhs: L10nRule, rhs: L10nRule) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
