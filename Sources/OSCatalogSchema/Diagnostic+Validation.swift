import Diagnostics
import JSONReader

extension Diagnostic where Detail == ValidationProblem {
    /// A diagnostic of `oscat validate`: `rule` found `reason` at `file:line:column` (`pointer`).
    public init(
        file: String, line: Int, column: Int, severity: Severity, reason: ValidationMessage, rule: ValidationRule,
        pointer: JSONPointer = .root
    ) {
        self.init(
            file: file, line: line, column: column, pointer: pointer, severity: severity,
            detail: ValidationProblem(rule: rule, reason: reason))
    }
}
