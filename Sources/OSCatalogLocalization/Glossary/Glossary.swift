import JSONReader
import Locales

/// The approved terminology of every language (`Localization/Glossary.json`): for each English
/// term, the one rendering translators use, the spellings that count as using it, and the
/// renderings that are wrong. The `glossary-term` rule of `oscat l10n check` holds every UI and
/// catalog text to it; `oscat l10n glossary` exports it for translation tools (TBX, CSV).
///
/// ```json
/// {
///   "terms": [
///     {"id": "control-center", "en": "Control Center", "kind": "feature",
///      "cs": {"approved": "Ovládací centrum", "accepted": ["ovládací centr"], "rejected": ["Control Center"],
///             "source": "https://support.apple.com/cs-cz/…"},
///      "fr": {…}, "ru": {…}, "sv": {…}}
///   ],
///   "exceptions": [{"unit": "catalog/ios-11/highlights/0", "language": "cs", "term": "control-center",
///                   "why": "…"}]
/// }
/// ```
public struct Glossary: Sendable, Hashable {
    /// What a term names, which decides how it is matched and exported.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A system feature or app with an official localized name (Control Center): matched in
        /// English with its capitals.
        case feature
        /// A technical term (view controller, deprecated): matched in any case.
        case term
        /// A name that stays in English in every language (Xcode, SwiftUI): matched with its
        /// capitals; the approved rendering is the English itself.
        case keep
    }

    /// One language's rendering of a term.
    public struct Rendering: Sendable, Hashable {
        /// The approved rendering, as a translator writes it in running text.
        public var approved: String
        /// Lowercase stems or spellings that show the approved rendering is used (inflected
        /// forms: Czech "ovládací centr" covers centrum, centra, centru). Empty means the
        /// approved rendering itself.
        public var accepted: [String]
        /// Renderings that are wrong; a text containing one is reported with it.
        public var rejected: [String]
        /// Where the approved rendering comes from (an Apple page), for translators.
        public var source: String?

        /// Creates a rendering.
        public init(approved: String, accepted: [String] = [], rejected: [String] = [], source: String? = nil) {
            self.approved = approved
            self.accepted = accepted
            self.rejected = rejected
            self.source = source
        }
    }

    /// One English term and its renderings.
    public struct Term: Sendable, Hashable {
        /// A stable kebab-case id (`control-center`), used by exceptions and exports.
        public var id: String
        /// The English term as written in running text.
        public var english: String
        /// Other English spellings that mean the term (`Control Centre`).
        public var variants: [String]
        /// English phrases in which the term names something else (`Notification Center
        /// framework`, the framework's product name): removed from the English before matching.
        public var otherSenses: [String]
        /// What the term names.
        public var kind: Kind
        /// A note for translators.
        public var note: String?
        /// The rendering of each non-English language (`cs`, `fr`, `ru`, `sv`).
        public var renderings: [CatalogLanguage: Rendering]
        /// Where the term is in the glossary file.
        public var position: SourcePosition

        /// Creates a term.
        public init(
            id: String, english: String, variants: [String] = [], otherSenses: [String] = [], kind: Kind, note: String? = nil,
            renderings: [CatalogLanguage: Rendering], position: SourcePosition = .start
        ) {
            self.id = id
            self.english = english
            self.variants = variants
            self.otherSenses = otherSenses
            self.kind = kind
            self.note = note
            self.renderings = renderings
            self.position = position
        }

        /// Whether the English is matched with its capitals (features and kept names).
        public var isCaseSensitive: Bool { kind != .term }
    }

    /// A deliberate departure from the glossary, with its reason.
    public struct Exception: Sendable, Hashable {
        /// The translation unit (`catalog/ios-11/highlights/0`, `ui/help.layer`).
        public var unitID: String
        /// The language.
        public var language: CatalogLanguage
        /// The term's id.
        public var termID: String
        /// Why the text may depart from the glossary.
        public var why: String

        /// Creates an exception.
        public init(unitID: String, language: CatalogLanguage, termID: String, why: String) {
            self.unitID = unitID
            self.language = language
            self.termID = termID
            self.why = why
        }
    }

    /// The languages a term is rendered in: every catalog language but English.
    public static let languages = CatalogLanguage.allCases.filter { $0 != .english }

    /// The terms, in file order.
    public var terms: [Term]
    /// The exceptions.
    public var exceptions: [Exception]

    /// Creates a glossary.
    public init(terms: [Term] = [], exceptions: [Exception] = []) {
        self.terms = terms
        self.exceptions = exceptions
    }

    /// Whether `unitID` may depart from term `termID` in `language`.
    public func excepts(unitID: String, language: CatalogLanguage, termID: String) -> Bool {
        exceptions.contains { $0.unitID == unitID && $0.language == language && $0.termID == termID }
    }
}
