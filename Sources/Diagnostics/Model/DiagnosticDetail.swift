/// What a checker knows about one problem besides its place and severity: the rule that found
/// it and the facts of the message, as data. Each checker has one conforming type (the
/// validator's rule and ``ValidationMessage``-like reason, the translation checker's unit,
/// language, rule and reason), so that ``Diagnostic`` and ``Report`` are shared while the
/// message stays localizable: the executable words the detail through its string table, and
/// the encoders receive that text already rendered.
public protocol DiagnosticDetail: Sendable, Hashable {
    /// The stable id of the rule that found the problem (`unique-id`, `placeholder-mismatch`),
    /// printed in brackets after text messages and used as the SARIF `ruleId`.
    var ruleID: String { get }
    /// The library's own English wording, for ``Diagnostic/description`` and logs; front ends
    /// show their localized wording instead.
    var englishMessage: String { get }
    /// Keys that order two diagnostics at the same place and rule, before severity and
    /// message (the translation checker's language and unit id); empty by default.
    var orderingKeys: [String] { get }
}

extension DiagnosticDetail {
    /// No extra ordering keys.
    public var orderingKeys: [String] { [] }
}
