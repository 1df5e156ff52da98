/// Settings of an ``L10nChecker`` run.
public struct L10nCheckOptions: Sendable, Hashable {
    /// When true, a missing non-English text is a warning rather than an error (like
    /// `oscat validate --allow-missing-translations`), so new English text can be merged and
    /// translated later; `--strict` still fails on it. A missing English text is always an error.
    public var allowMissingTranslations: Bool
    /// What the `identical-to-english` rule accepts (`Localization/identical-allowlist.json`).
    public var allowlist: IdenticalAllowlist
    /// The rules to run; the others are skipped. All by default.
    public var rules: Set<L10nRule>
    /// The approved terminology the `glossary-term` rule holds translations to; with none, the
    /// rule finds nothing.
    public var glossary: Glossary

    /// Creates options; the defaults run every rule with no allowlist.
    public init(
        allowMissingTranslations: Bool = false, allowlist: IdenticalAllowlist = IdenticalAllowlist(),
        rules: Set<L10nRule> = Set(L10nRule.allCases), glossary: Glossary = Glossary()
    ) {
        self.allowMissingTranslations = allowMissingTranslations
        self.allowlist = allowlist
        self.rules = rules
        self.glossary = glossary
    }
}
