import Locales

/// A text in one language: one string, or one per plural category.
public enum TranslationText: Sendable, Hashable {
    /// One string.
    case single(String)
    /// One string per CLDR plural category name (`one`, `few`, `other` …).
    case plural([String: String])

    /// Every string of the text, plural forms in category-name order.
    public var strings: [String] {
        switch self {
        case .single(let text): [text]
        case .plural(let forms): forms.keys.sorted().compactMap { forms[$0] }
        }
    }
}

/// One unit as it is exported for one target language, whatever the format: its id and
/// context, the English text, the present translation, whether it needs review, and the
/// English fingerprint. ``XLIFFWriter`` and ``POWriter`` write files of them.
public struct ExportItem: Sendable {
    /// The unit's id: the XLIFF `trans-unit` id and the PO `msgctxt`, unique in a file.
    public var unitID: String
    /// What the text is for, for translators: an XLIFF `note`, PO `#.` comments.
    public var context: String
    /// Its English text.
    public var english: TranslationText
    /// The present translation, nil when there is none.
    public var translation: TranslationText?
    /// Whether the present translation is not final (XLIFF `needs-review-translation`, PO `fuzzy`).
    public var needsReview: Bool
    /// The fingerprint of the English text, which the file keeps so that an import can tell
    /// a translation made from an older English text.
    public var fingerprint: String
    /// The unit's file as shown to translators (relative to the project folder).
    public var displayFile: String

    /// Creates an item.
    public init(
        unitID: String, context: String, english: TranslationText, translation: TranslationText?, needsReview: Bool,
        fingerprint: String, displayFile: String
    ) {
        self.unitID = unitID
        self.context = context
        self.english = english
        self.translation = translation
        self.needsReview = needsReview
        self.fingerprint = fingerprint
        self.displayFile = displayFile
    }

    /// Whether the unit is a plural one (its English text has plural forms).
    public var isPlural: Bool {
        if case .plural = english { return true }
        return false
    }

    /// The English text for plural `category`: its own form, else `other`, else any.
    public func englishForm(_ category: PluralCategory) -> String {
        Self.form(category, of: english) ?? ""
    }

    /// The translation for plural `category` (the whole translation for a single text).
    public func translationForm(_ category: PluralCategory) -> String? {
        guard let translation else { return nil }
        if case .plural(let forms) = translation { return forms[category.rawValue] }
        return nil
    }

    /// The form of `text` for `category`: its own, else `other`, else the first by name.
    public static func form(_ category: PluralCategory, of text: TranslationText) -> String? {
        switch text {
        case .single(let value): return value
        case .plural(let forms): return forms[category.rawValue] ?? forms["other"] ?? text.strings.first
        }
    }

    /// The first scalar of the unit id, the English text or the translation that neither format
    /// can carry (XML 1.0 forbids it, and PO follows XML), or nil when every one can be written.
    /// The writers expect items without one.
    public var forbiddenScalar: Unicode.Scalar? {
        var texts = [unitID] + english.strings
        if let translation { texts += translation.strings }
        for text in texts {
            if let scalar = InterchangeText.forbiddenScalar(in: text) { return scalar }
        }
        return nil
    }
}

/// Plural units in the formats: XLIFF has one trans-unit per plural category of the target
/// language, with the id `<unit-id>|plural.<category>` (`ui/count.errors|plural.few`).
enum PluralUnitID {
    /// What separates the unit id from the category.
    static let separator = "|plural."

    /// The trans-unit id of `category` of `unitID`.
    static func make(_ unitID: String, _ category: PluralCategory) -> String {
        unitID + separator + category.rawValue
    }

    /// The unit id and category of an id written as ``make(_:_:)`` does; nil for other ids.
    static func split(_ id: String) -> (unitID: String, category: PluralCategory)? {
        let scalars = Array(id.unicodeScalars)
        let marker = Array(separator.unicodeScalars)
        guard scalars.count > marker.count else { return nil }
        for start in stride(from: scalars.count - marker.count, through: 0, by: -1)
        where scalars[start..<(start + marker.count)].elementsEqual(marker) {
            var unitID = ""
            unitID.unicodeScalars.append(contentsOf: scalars[..<start])
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[(start + marker.count)...])
            guard let category = PluralCategory(rawValue: name) else { return nil }
            return (unitID, category)
        }
        return nil
    }
}

/// Character rules shared by the writers.
enum InterchangeText {
    /// The first scalar of `text` that XML 1.0 forbids (and PO therefore does too), if any.
    static func forbiddenScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !XMLScanner.isXMLCharacter($0) }
    }

    /// `text` with each forbidden scalar replaced by U+FFFD, for notes and comments (which
    /// import ignores, so they need not survive exactly).
    static func sanitized(_ text: String) -> String {
        guard forbiddenScalar(in: text) != nil else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(XMLScanner.isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
        }
        return result
    }

    /// A short description of plural `category` for translators: "plural category few (2, 3, 4)".
    static func pluralNote(_ category: PluralCategory, language: CatalogLanguage) -> String {
        let examples = PluralRules(language).examples(of: category)
        let integers = examples.filter { !$0.contains(".") && !$0.contains("c") }
        let shown =
            integers.isEmpty
            ? examples.prefix(4).joined(separator: ", ") + " (decimals only)"
            : integers.prefix(5).joined(separator: ", ")
        return "plural category \(category.rawValue): \(shown)"
    }
}
