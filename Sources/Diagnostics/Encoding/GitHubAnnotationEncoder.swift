/// Diagnostics as GitHub Actions workflow commands, which the Actions log shows as annotations
/// on the files: `::error file=…,line=…,col=…,title=rule-id::message`. Property values and the
/// message are escaped as the runner unescapes them, so a path or message with `%`, `:`, `,`
/// or a line break arrives intact instead of ending the command early.
public enum GitHubAnnotationEncoder {
    /// One workflow command, ending in a line break.
    public static func line<Detail>(_ diagnostic: Diagnostic<Detail>, message: String) -> String {
        let place = diagnostic.isAboutWholeFile ? "" : "line=\(diagnostic.line),col=\(diagnostic.column),"
        let properties = "file=\(escapeProperty(diagnostic.file)),\(place)title=\(escapeProperty(diagnostic.ruleID))"
        return "::\(command(diagnostic.severity)) \(properties)::\(escapeData(message))\n"
    }

    /// The workflow command of a severity: `error`, `warning`, and `notice` for a note.
    public static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Every diagnostic of `report`, one workflow command each.
    public static func encode<Detail>(_ report: Report<Detail>, message: (Diagnostic<Detail>) -> String) -> String {
        report.diagnostics.map { line($0, message: message($0)) }.joined()
    }

    /// The escaping of a command's message: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The escaping of a property value: that of ``escapeData(_:)``, and `:` → `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
