import JSONReader
import TranslationInterchange

/// One translatable text, wherever it lives: a UI string of the String Catalog, or a piece of
/// catalog prose (a summary, a capability, a note …). The unit of `oscat l10n check`, of
/// statistics, and of XLIFF/PO export and import.
public struct TranslationUnit: Sendable, Hashable {
    /// Where a unit's text is stored.
    public enum Domain: String, Sendable, Hashable, CaseIterable {
        /// `Localization/*.xcstrings`.
        case ui
        /// `Catalog/*.json`.
        case catalog
    }

    /// A text in one language: one string, or one per plural category (UI strings only). The
    /// interchange formats' own type, so that units export without conversion.
    public typealias Text = TranslationText

    /// A translation: its text, its state (`translated`, `needs_review` …; catalog text has
    /// none) and where it is written.
    public struct Translation: Sendable, Hashable {
        /// The text: one string, or one per plural category for a plural UI string.
        public var text: Text
        /// The String Catalog state (`translated`, `needs_review`, `new`, `stale`); for a plural, the
        /// first in alphabetical order, so any form not `translated` shows. Nil for catalog text.
        public var state: String?
        /// Where the text is written in the unit's file (the earliest plural form's, for a plural),
        /// for diagnostics.
        public var position: SourcePosition

        /// Creates a translation.
        public init(text: Text, state: String? = nil, position: SourcePosition = .start) {
            self.text = text
            self.state = state
            self.position = position
        }
    }

    /// A stable id: `ui/<key>` or `catalog/<entity-id>/<field>[/<index>]`
    /// (`catalog/core-location/summary`, `catalog/ios-7/highlights/2`). Stable across
    /// reordering of files and entries.
    public var id: String
    /// Whether the unit is a UI string (`ui/…` ids) or catalog prose (`catalog/…` ids).
    public var domain: Domain
    /// What the text is for, for translators (the string's comment, or "framework Core
    /// Location: summary").
    public var context: String
    /// The file the unit lives in (display path).
    public var file: String
    /// Where the unit's value is in `file`: the String Catalog key, or the catalog JSON Pointer
    /// of the localized-text object.
    public var pointer: JSONPointer
    /// The translation per language code; the source language (`en`) is among them.
    public var translations: [String: Translation]

    /// Creates a unit.
    public init(
        id: String, domain: Domain, context: String, file: String, pointer: JSONPointer,
        translations: [String: Translation]
    ) {
        self.id = id
        self.domain = domain
        self.context = context
        self.file = file
        self.pointer = pointer
        self.translations = translations
    }

    /// The English source text.
    public var source: Translation? { translations["en"] }
}
