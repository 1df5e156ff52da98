/// Diagnostics as lines for people and editors: `path:line:col: error: message [rule-id]`, the
/// form compilers use. The message is the caller's (already in the user's language); the
/// severity word and the rule id stay English, so editors and CI can parse the line.
public enum DiagnosticTextEncoder {
    /// One diagnostic, without a line break.
    public static func line<Detail>(_ diagnostic: Diagnostic<Detail>, message: String) -> String {
        "\(diagnostic.place): \(diagnostic.severity.rawValue): \(message) [\(diagnostic.ruleID)]"
    }

    /// Every diagnostic of `report`, one line each, each ending in a line break.
    public static func encode<Detail>(_ report: Report<Detail>, message: (Diagnostic<Detail>) -> String) -> String {
        report.diagnostics.map { line($0, message: message($0)) + "\n" }.joined()
    }
}
