/// One rule as SARIF lists it under `tool.driver.rules`: its stable id, an English one-line
/// description and its default severity, so that code-scanning tools (GitHub code scanning,
/// SARIF viewers) can name and group results by rule.
public struct SARIFRule: Sendable, Hashable {
    /// The rule id, the same as the diagnostics' ``Diagnostic/ruleID``.
    public var id: String
    /// What the rule checks, in one English sentence (`shortDescription.text`).
    public var summary: String
    /// The severity its diagnostics have unless configured otherwise
    /// (`defaultConfiguration.level`); nil when it varies.
    public var defaultSeverity: Severity?

    /// Creates a rule description.
    public init(id: String, summary: String, defaultSeverity: Severity? = nil) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
    }
}
