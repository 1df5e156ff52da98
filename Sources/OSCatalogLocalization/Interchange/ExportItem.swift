import Locales

/// One unit as it is exported for one target language, whatever the format: the English
/// text, the present translation, whether it needs review, and the English fingerprint.
struct ExportItem: Sendable {
    /// The unit.
    var unit: TranslationUnit
    /// Its English text.
    var english: TranslationUnit.Text
    /// The present translation, nil when there is none.
    var translation: TranslationUnit.Text?
    /// Whether the present translation is not final (see ``ReviewStatus``).
    var needsReview: Bool
    /// ``sourceFingerprint(of:)`` of the English text.
    var fingerprint: String
    /// The unit's file as shown to translators (relative to the project folder).
    var displayFile: String

    /// Whether the unit is a plural one (its English text has plural forms).
    var isPlural: Bool {
        if case .plural = english { return true }
        return false
    }

    /// The English text for plural `category`: its own form, else `other`, else any.
    func englishForm(_ category: PluralCategory) -> String {
        Self.form(category, of: english) ?? ""
    }

    /// The translation for plural `category` (the whole translation for a single text).
    func translationForm(_ category: PluralCategory) -> String? {
        guard let translation else { return nil }
        if case .plural(let forms) = translation { return forms[category.rawValue] }
        return nil
    }

    /// The form of `text` for `category`: its own, else `other`, else the first by name.
    static func form(_ category: PluralCategory, of text: TranslationUnit.Text) -> String? {
        switch text {
        case .single(let value): return value
        case .plural(let forms): return forms[category.rawValue] ?? forms["other"] ?? text.strings.first
        }
    }

    /// The items to export for `language`: every unit with an English text, by id.
    static func items(
        of corpus: TranslationCorpus, language: CatalogLanguage, fingerprints: SourceFingerprintStore,
        displayPath: (String) -> String
    ) throws(InterchangeError) -> [ExportItem] {
        var items: [ExportItem] = []
        for unit in corpus.units.sorted(by: { $0.id < $1.id }) {
            guard let english = unit.source?.text else { continue }
            let translation = unit.translations[language.code]
            let item = ExportItem(
                unit: unit, english: english, translation: translation?.text,
                needsReview: ReviewStatus.needsReview(unit, language: language, fingerprints: fingerprints) ?? false,
                fingerprint: sourceFingerprint(of: english), displayFile: displayPath(unit.file))
            try item.checkCharacters()
            items.append(item)
        }
        return items
    }

    /// Fails when an id or text holds a character neither format can carry.
    func checkCharacters() throws(InterchangeError) {
        var texts = [unit.id] + english.strings
        if let translation { texts += translation.strings }
        for text in texts {
            if let scalar = InterchangeText.forbiddenScalar(in: text) {
                throw .forbiddenCharacter(unitID: unit.id, scalar: scalar.value)
            }
        }
    }
}

/// Whether a translation is final or still to be reviewed, as both formats carry it (XLIFF
/// `state`, PO `fuzzy`).
enum ReviewStatus {
    /// Whether `language`'s present translation of `unit` needs review: its String Catalog
    /// state is not `translated` (`needs_review`, `stale`, `new`), or its recorded English
    /// fingerprint differs from the current one (the English changed since it was translated).
    /// Nil when there is no translation.
    static func needsReview(
        _ unit: TranslationUnit, language: CatalogLanguage, fingerprints: SourceFingerprintStore
    ) -> Bool? {
        guard let translation = unit.translations[language.code] else { return nil }
        if let state = translation.state, state != "translated" { return true }
        if let english = unit.source?.text, let recorded = fingerprints.fingerprint(of: unit.id, language: language.code),
            recorded != sourceFingerprint(of: english)
        {
            return true
        }
        return false
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
        text.unicodeScalars.first { !XMLParser.isXMLCharacter($0) }
    }

    /// `text` with each forbidden scalar replaced by U+FFFD, for notes and comments (which
    /// import ignores, so they need not survive exactly).
    static func sanitized(_ text: String) -> String {
        guard forbiddenScalar(in: text) != nil else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(XMLParser.isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
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
