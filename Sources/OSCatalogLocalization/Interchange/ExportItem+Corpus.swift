import Locales
import TranslationInterchange

extension ExportItem {
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
                unitID: unit.id, context: unit.context, english: english, translation: translation?.text,
                needsReview: ReviewStatus.needsReview(unit, language: language, fingerprints: fingerprints) ?? false,
                fingerprint: sourceFingerprint(of: english), displayFile: displayPath(unit.file))
            if let scalar = item.forbiddenScalar { throw .forbiddenCharacter(unitID: unit.id, scalar: scalar.value) }
            items.append(item)
        }
        return items
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
