import OSCatalog

/// The outcome of checking the translations: every finding, sorted, and a summary per language.
public struct L10nReport: Sendable, Hashable {
    /// How one catalog language fares.
    public struct LocaleSummary: Sendable, Hashable {
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
    }

    /// Every problem found, sorted (see ``L10nFinding/<(_:_:)``); no finding twice.
    public private(set) var findings: [L10nFinding]
    /// One summary per catalog language, in catalog order (en, cs, fr, ru, sv). Findings about
    /// unknown language codes count in no language's summary, only in the totals.
    public var locales: [LocaleSummary]
    /// How many units were checked.
    public var unitCount: Int

    /// Creates a report; sorts `findings` and drops exact repetitions.
    public init(findings: [L10nFinding], locales: [LocaleSummary], unitCount: Int) {
        var seen: Set<L10nFinding> = []
        self.findings = findings.filter { seen.insert($0).inserted }.sorted()
        self.locales = locales
        self.unitCount = unitCount
    }

    /// The number of errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// Whether the check failed: any error, or in strict mode (`--strict`) any warning too.
    public func failed(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }

    /// The findings of one rule.
    public func findings(of rule: L10nRule) -> [L10nFinding] {
        findings.filter { $0.rule == rule }
    }

    /// The summary of `language`.
    public func summary(of language: CatalogLanguage) -> LocaleSummary? {
        locales.first { $0.language == language }
    }

    /// A one-line English summary: `1128 units checked: 2 errors, 1 warning` or
    /// `1128 units checked: no problems`.
    public var summary: String {
        func count(_ n: Int, _ singular: String, _ plural: String) -> String { "\(n) \(n == 1 ? singular : plural)" }
        let units = count(unitCount, "unit", "units") + " checked: "
        if findings.isEmpty { return units + "no problems" }
        return units + count(errorCount, "error", "errors") + ", " + count(warningCount, "warning", "warnings")
    }
}
