import Diagnostics
import JSONReader

/// A detail as a checker would have one: a rule id, an English message, and a subject that
/// orders ties the way the translation checker's language does.
struct SampleDetail: DiagnosticDetail {
    var ruleID: String
    var text: String
    var subject: String = ""

    var englishMessage: String { text }
    var orderingKeys: [String] { subject.isEmpty ? [] : [subject] }
}

/// Small constructors for the tests.
enum Sample {
    static func diagnostic(
        _ file: String = "Catalog/a.json", _ line: Int = 1, _ column: Int = 1, rule: String = "rule-a", _ text: String = "message",
        severity: Severity = .error, pointer: JSONPointer = .root, subject: String = ""
    ) -> Diagnostic<SampleDetail> {
        Diagnostic(
            file: file, line: line, column: column, pointer: pointer, severity: severity,
            detail: SampleDetail(ruleID: rule, text: text, subject: subject))
    }

    static func report(_ diagnostics: [Diagnostic<SampleDetail>], checked: Int = 1) -> Report<SampleDetail> {
        Report(diagnostics: diagnostics, checkedCount: checked)
    }

    /// The message closure encoders take: here the English text in brackets, to show that the
    /// encoders write the caller's text, not the detail's.
    static func rendered(_ diagnostic: Diagnostic<SampleDetail>) -> String { "«\(diagnostic.text)»" }
}
