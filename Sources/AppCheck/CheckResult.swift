import Diagnostics
import OSCatalog

/// Everything `oscat check` found: the findings, the deployment target, the frameworks used
/// and the version their unconditional imports need, and what raising the target would allow.
public struct CheckResult: Sendable {
    /// The findings and file problems, sorted; `checkedCount` is the number of source files read.
    public var report: Report<CheckFinding>
    /// The deployment target judged against.
    public var target: ResolvedTarget
    /// The catalog's frameworks the app imports, in the catalog's layer order, then by name.
    public var frameworks: [FrameworkUse]
    /// Modules the catalog does not know (the app's own, third-party), by name.
    public var otherModules: [ModuleUse]
    /// The lowest release that every unconditionally imported framework is available in: the
    /// latest of their introductions (nil when nothing is imported).
    public var lowestAllowed: VersionPoint?
    /// With `--drop-ios`: the release the target would be raised to.
    public var raisedTarget: VersionPoint?
    /// With `--drop-ios`: the frameworks introduced after the current target and no later than
    /// ``raisedTarget``, whose availability guards could go.
    public var guardsThatCouldGo: [FrameworkUse]
    /// The policy the exit status follows (`--fail-on`).
    public var policy: ExitPolicy

    /// Whether the check fails under its policy (exit 1).
    public var failed: Bool { report.fails(under: policy) }
}
