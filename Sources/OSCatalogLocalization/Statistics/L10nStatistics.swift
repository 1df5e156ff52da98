import Locales

/// The engine of `oscat l10n stats`: translation coverage per language, for every kind of unit
/// (UI strings, versions, layers, services, frameworks, codecs, programs, tools, sources) and
/// for all of them together.
///
/// ```swift
/// for row in L10nStatistics.compute(corpus, fingerprints: store) where row.kind == nil {
///     print(row.language.code, row.translated, "/", row.units, row.percentText)   // cs 1124 / 1128 99.6 %
/// }
/// ```
public enum L10nStatistics {
    /// Coverage of one language over the units of one kind (or of every kind).
    public struct Row: Sendable, Hashable {
        /// The kind of units counted, or `nil` for the total over every kind.
        public var kind: TranslationKind?
        /// The language.
        public var language: CatalogLanguage
        /// How many units there are (each needs a text in every language).
        public var units: Int
        /// Units with a text in this language that is not blank and, for UI strings, is in the
        /// state `translated`.
        public var translated: Int
        /// Units without a text in this language, or with a blank one.
        public var missing: Int
        /// Units with a text in this language whose state is not `translated` (UI strings).
        public var needsReview: Int
        /// Translations whose recorded English fingerprint differs from the current one; `nil`
        /// without a fingerprint store, and 0 for English.
        public var stale: Int?
        /// Translations with no recorded fingerprint; `nil` without a fingerprint store, and 0
        /// for English.
        public var unverified: Int?
        /// Words of the English text of these units (white-space separated), a measure of the
        /// translation work; the same in every language's row.
        public var sourceWords: Int

        /// Creates a row.
        public init(
            kind: TranslationKind?, language: CatalogLanguage, units: Int, translated: Int, missing: Int, needsReview: Int,
            stale: Int?, unverified: Int?, sourceWords: Int
        ) {
            self.kind = kind
            self.language = language
            self.units = units
            self.translated = translated
            self.missing = missing
            self.needsReview = needsReview
            self.stale = stale
            self.unverified = unverified
            self.sourceWords = sourceWords
        }

        /// `translated / units`, from 0 to 1 (1 when there are no units).
        public var coverage: Double {
            units == 0 ? 1 : Double(translated) / Double(units)
        }

        /// The coverage as a percentage with one decimal, rounded down so that an incomplete
        /// language never shows `100.0` (`99.6`, `100.0`).
        public var percentText: String {
            let tenths = units == 0 ? 1000 : translated * 1000 / units
            return "\(tenths / 10).\(tenths % 10)"
        }
    }

    /// The rows: for each kind present in `corpus` (in ``TranslationKind`` order) one row per
    /// catalog language (en, cs, fr, ru, sv), then the totals (`kind == nil`) per language.
    /// With `fingerprints`, `stale` and `unverified` are counted as `oscat l10n check` counts them.
    public static func compute(_ corpus: TranslationCorpus, fingerprints: SourceFingerprintStore? = nil) -> [Row] {
        var byKind: [TranslationKind: [TranslationUnit]] = [:]
        for unit in corpus.units { byKind[unit.kind, default: []].append(unit) }
        var rows: [Row] = []
        for kind in TranslationKind.allCases {
            guard let units = byKind[kind] else { continue }
            rows += CatalogLanguage.allCases.map { row(kind: kind, language: $0, units: units, fingerprints: fingerprints) }
        }
        rows += CatalogLanguage.allCases.map { row(kind: nil, language: $0, units: corpus.units, fingerprints: fingerprints) }
        return rows
    }

    private static func row(
        kind: TranslationKind?, language: CatalogLanguage, units: [TranslationUnit], fingerprints: SourceFingerprintStore?
    ) -> Row {
        var translated = 0
        var missing = 0
        var needsReview = 0
        var stale = 0
        var unverified = 0
        var words = 0
        for unit in units {
            words += unit.source.map { $0.text.strings.reduce(0) { $0 + wordCount($1) } } ?? 0
            let translation = unit.translations[language.code]
            if L10nChecker.isTranslated(translation) { translated += 1 }
            guard let translation, !translation.text.strings.isEmpty,
                !translation.text.strings.contains(where: TextInspections.isBlank)
            else {
                missing += 1
                continue
            }
            if let state = translation.state, state != "translated" { needsReview += 1 }
            if let fingerprints, language != .english, let source = unit.source {
                if let recorded = fingerprints.fingerprint(of: unit.id, language: language.code) {
                    if recorded != sourceFingerprint(of: source.text) { stale += 1 }
                } else {
                    unverified += 1
                }
            }
        }
        return Row(
            kind: kind, language: language, units: units.count, translated: translated, missing: missing,
            needsReview: needsReview, stale: fingerprints == nil ? nil : stale,
            unverified: fingerprints == nil ? nil : unverified, sourceWords: words)
    }

    private static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }
}
