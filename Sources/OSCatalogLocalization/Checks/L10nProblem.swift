import Diagnostics

/// What `oscat l10n check` knows about one problem in one language of one translation unit,
/// besides its place and severity: the unit, the language, the rule and what is wrong, as
/// data for wording in any language. It is the ``Diagnostics/DiagnosticDetail`` of the
/// checker's diagnostics, read through them: `finding.unitID`, `finding.rule`, `finding.reason`.
public struct L10nProblem: DiagnosticDetail {
    /// The unit's id (`ui/diff.swapped`, `catalog/core-location/summary`).
    public var unitID: String
    /// The language code as written in the file (`cs`, or an unknown code such as `cz`).
    public var language: String
    /// The rule that found the problem.
    public var rule: L10nRule
    /// What is wrong.
    public var reason: L10nMessage

    /// Creates a problem of `rule` in `language` of the unit `unitID`.
    public init(unitID: String, language: String, rule: L10nRule, reason: L10nMessage) {
        self.unitID = unitID
        self.language = language
        self.rule = rule
        self.reason = reason
    }

    /// The rule's stable id, such as `placeholder-mismatch`.
    public var ruleID: String { rule.rawValue }

    /// A clear English sentence, starting with the unit and language: `ui/fmt.summary (cs): …`
    /// (then ``L10nMessage/englishText`` of ``reason``).
    public var englishMessage: String { "\(unitID) (\(language)): \(reason.englishText)" }

    /// Findings at one place and of one rule are ordered by language, then unit id.
    public var orderingKeys: [String] { [language, unitID] }
}
