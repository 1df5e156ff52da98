/// How serious a diagnostic is. One scale for every checker of the package (`oscat validate`,
/// `oscat l10n check`, the catalog loader), so that reports, exit policies and encoders treat
/// them alike. The raw value is the word printed in every format (`error`, `warning`).
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The checked input is invalid; the command fails.
    case error
    /// Worth fixing; the command fails only under a strict ``ExitPolicy`` (`--strict`).
    case warning
    /// Worth knowing, not a problem in itself (`oscat check`: a framework newer than the
    /// deployment target, which Swift weak-links); fails only a policy that names it.
    case note

    /// Orders the more serious first (`error` before `warning`), the order reports list ties in.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        rank(lhs) < rank(rhs)
    }

    private static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}
