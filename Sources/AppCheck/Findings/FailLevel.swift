import Diagnostics

/// `--fail-on`: which findings make `oscat check` exit 1. Each level includes the ones above
/// it; the default fails only on what breaks a build (a removed framework, a missing path).
public enum FailLevel: String, Sendable, Hashable, CaseIterable {
    /// Errors only: removed frameworks and paths that do not exist.
    case removed
    /// Also deprecated frameworks and files that could not be read (warnings).
    case deprecated
    /// Also frameworks newer than the deployment target, which become errors.
    case unavailable
    /// Never: the report is for reading, the exit status 0.
    case never

    /// The policy for the report's exit status.
    public var policy: ExitPolicy {
        switch self {
        case .removed: ExitPolicy(failingSeverities: [.error])
        case .deprecated, .unavailable: ExitPolicy(failingSeverities: [.error, .warning])
        case .never: ExitPolicy(failingSeverities: [])
        }
    }

    /// The severity of an `unavailable-at-target` finding: a note (Swift weak-links the
    /// framework, and the code may guard each use with `@available`), an error when asked.
    var unavailableSeverity: Severity { self == .unavailable ? .error : .note }
}
