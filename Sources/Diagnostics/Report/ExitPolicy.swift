/// Which severities make a command fail. `oscat validate` and `oscat l10n check` fail on
/// errors, and with `--strict` on warnings too; keeping the choice in one value means every
/// command that reports diagnostics decides its exit status the same way.
public struct ExitPolicy: Sendable, Hashable {
    /// The severities that fail the command.
    public var failingSeverities: Set<Severity>

    /// A policy that fails on `failingSeverities`.
    public init(failingSeverities: Set<Severity>) {
        self.failingSeverities = failingSeverities
    }

    /// Errors fail; with `strict` (`--strict`), warnings fail too.
    public init(strict: Bool) {
        self.init(failingSeverities: strict ? [.error, .warning] : [.error])
    }

    /// Only errors fail: the default.
    public static let errorsFail = ExitPolicy(strict: false)
    /// Errors and warnings fail: `--strict`.
    public static let strict = ExitPolicy(strict: true)

    /// Whether a diagnostic of `severity` fails the command.
    public func fails(on severity: Severity) -> Bool {
        failingSeverities.contains(severity)
    }
}
