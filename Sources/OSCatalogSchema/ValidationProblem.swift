import Diagnostics

/// What `oscat validate` knows about one problem besides its place and severity: the rule that
/// found it and what is wrong, as data (entry, field, values), for wording in any language. It
/// is the ``Diagnostics/DiagnosticDetail`` of the validator's diagnostics, read through them:
/// `diagnostic.rule`, `diagnostic.reason`.
public struct ValidationProblem: DiagnosticDetail {
    /// The rule that found the problem.
    public var rule: ValidationRule
    /// What is wrong.
    public var reason: ValidationMessage

    /// Creates a problem of `rule`.
    public init(rule: ValidationRule, reason: ValidationMessage) {
        self.rule = rule
        self.reason = reason
    }

    /// The rule's stable id, such as `unique-id`.
    public var ruleID: String { rule.rawValue }

    /// A clear English sentence naming the entry and field, such as
    /// `framework 'address-book': 'replacedBy' names 'contacts', but the framework is neither deprecated nor removed`
    /// (``ValidationMessage/englishText`` of ``reason``).
    public var englishMessage: String { reason.englishText }
}
