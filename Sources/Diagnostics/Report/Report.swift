/// The outcome of one check: its diagnostics without repetitions and in a stable order
/// (``Diagnostic/<(_:_:)``), how many things were checked, counts per severity and whether the
/// command fails under an ``ExitPolicy``. Encoders read it; equal inputs give equal reports,
/// whatever the order the rules ran in.
public struct Report<Detail: DiagnosticDetail>: Sendable, Hashable {
    /// Every problem found, sorted; no diagnostic twice.
    public private(set) var diagnostics: [Diagnostic<Detail>]
    /// How many things were checked (files for `oscat validate`, units for `oscat l10n check`).
    public var checkedCount: Int

    /// Creates a report; sorts `diagnostics` and drops exact repetitions.
    public init(diagnostics: [Diagnostic<Detail>], checkedCount: Int) {
        var seen: Set<Diagnostic<Detail>> = []
        self.diagnostics = diagnostics.filter { seen.insert($0).inserted }.sorted()
        self.checkedCount = checkedCount
    }

    /// The number of diagnostics of `severity`.
    public func count(of severity: Severity) -> Int {
        diagnostics.count { $0.severity == severity }
    }

    /// Every severity with its count, most serious first (zero counts included).
    public var counts: [(severity: Severity, count: Int)] {
        Severity.allCases.sorted().map { ($0, count(of: $0)) }
    }

    /// The number of errors.
    public var errorCount: Int { count(of: .error) }
    /// The number of warnings.
    public var warningCount: Int { count(of: .warning) }

    /// Whether the command fails under `policy`: any diagnostic of a failing severity.
    public func fails(under policy: ExitPolicy) -> Bool {
        diagnostics.contains { policy.fails(on: $0.severity) }
    }

    /// Whether the command fails: any error, or with `strict` (`--strict`) any warning too.
    public func failed(strict: Bool) -> Bool {
        fails(under: ExitPolicy(strict: strict))
    }

    /// The diagnostics of the rule `ruleID`.
    public func diagnostics(ofRuleID ruleID: String) -> [Diagnostic<Detail>] {
        diagnostics.filter { $0.ruleID == ruleID }
    }

    /// A one-line English summary: `11 files checked: 2 errors, 1 warning`, or
    /// `11 files checked: no problems`; `noun` names what was checked (`("file", "files")`).
    public func summary(checked noun: (singular: String, plural: String)) -> String {
        func count(_ n: Int, _ singular: String, _ plural: String) -> String { "\(n) \(n == 1 ? singular : plural)" }
        let checked = count(checkedCount, noun.singular, noun.plural) + " checked: "
        if diagnostics.isEmpty { return checked + "no problems" }
        return checked + count(errorCount, "error", "errors") + ", " + count(warningCount, "warning", "warnings")
    }
}
