import Diagnostics
import JSONReader

extension Diagnostic where Detail == L10nProblem {
    /// A finding of `oscat l10n check`: `rule` found `reason` in `language` of the unit
    /// `unitID`, at `file:line:column` (`pointer`: the translation's value, or the place it
    /// belongs).
    public init(
        unitID: String, file: String, line: Int, column: Int, language: String, severity: Severity, rule: L10nRule,
        reason: L10nMessage, pointer: JSONPointer = .root
    ) {
        self.init(
            file: file, line: line, column: column, pointer: pointer, severity: severity,
            detail: L10nProblem(unitID: unitID, language: language, rule: rule, reason: reason))
    }
}
