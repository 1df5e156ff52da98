import Diagnostics
import Locales

/// How one catalog language fares in an `oscat l10n check`: its errors and warnings, and how
/// many of the units have a translation in it.
public struct L10nLocaleSummary: Sendable, Hashable {
    /// The language.
    public var language: CatalogLanguage
    /// Errors reported for this language's texts.
    public var errors: Int
    /// Warnings reported for this language's texts.
    public var warnings: Int
    /// Every unit of the corpus (each needs a text in every language).
    public var units: Int
    /// Units with a text in this language that is not blank and, for UI strings, is in the
    /// state `translated`.
    public var translated: Int

    /// Creates a summary.
    public init(language: CatalogLanguage, errors: Int, warnings: Int, units: Int, translated: Int) {
        self.language = language
        self.errors = errors
        self.warnings = warnings
        self.units = units
        self.translated = translated
    }

    /// One summary per catalog language, in catalog order (en, cs, fr, ru, sv), of `report`
    /// on `corpus`. Findings about unknown language codes count in no language's summary,
    /// only in the report's totals.
    public static func summaries(of report: Report<L10nProblem>, corpus: TranslationCorpus) -> [L10nLocaleSummary] {
        CatalogLanguage.allCases.map { language in
            let findings = report.diagnostics.filter { $0.language == language.code }
            return L10nLocaleSummary(
                language: language, errors: findings.count { $0.severity == .error },
                warnings: findings.count { $0.severity == .warning }, units: corpus.units.count,
                translated: corpus.units.count { L10nChecker.isTranslated($0.translations[language.code]) })
        }
    }
}
