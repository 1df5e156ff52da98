import Diagnostics
import JSONReader
import OSCatalog

/// A problem found by a semantic rule, before it becomes a diagnostic (``Diagnostics/Diagnostic``).
struct Finding {
    var rule: ValidationRule
    var severity: Severity = .error
    var reason: ValidationMessage
    var file: String
    var pointer: JSONPointer
    var position: SourcePosition
    /// Schema errors that report the same defect at the same value; they are dropped in favour of
    /// this finding, whose message names the entry and whose rule id is specific.
    var covers: [SchemaCover] = []

    init(
        _ rule: ValidationRule, _ reason: ValidationMessage, at value: JSONValue, in file: String,
        severity: Severity = .error, covers: [SchemaCover] = []
    ) {
        self.rule = rule
        self.reason = reason
        self.file = file
        self.pointer = value.pointer
        self.position = value.position
        self.severity = severity
        self.covers = covers
    }

    init(
        _ rule: ValidationRule, _ reason: ValidationMessage, at location: SourceLocation,
        severity: Severity = .error, covers: [SchemaCover] = []
    ) {
        self.rule = rule
        self.reason = reason
        self.file = location.file
        self.pointer = location.pointer
        self.position = location.position
        self.severity = severity
        self.covers = covers
    }

    var diagnostic: Diagnostic<ValidationProblem> {
        Diagnostic(
            file: file, line: max(1, position.line), column: max(1, position.column), severity: severity,
            reason: reason, rule: rule, pointer: pointer)
    }
}

/// A schema error that a ``Finding`` replaces: one keyword failing at one value (for `required`,
/// only the missing `property` named).
struct SchemaCover: Hashable {
    var file: String
    var pointer: JSONPointer
    var keyword: String
    var property: String?

    /// Covers that match the `keywords` failing at `value`.
    static func at(_ value: JSONValue, in file: String, _ keywords: String...) -> [SchemaCover] {
        keywords.map { SchemaCover(file: file, pointer: value.pointer, keyword: $0) }
    }
}
