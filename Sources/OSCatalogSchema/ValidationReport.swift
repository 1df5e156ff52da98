/// The outcome of validating a catalog: every diagnostic, sorted.
public struct ValidationReport: Sendable, Hashable {
    /// Every problem found, sorted by file, line, column and rule id; no diagnostic twice.
    public private(set) var diagnostics: [ValidationDiagnostic]
    /// How many files were validated.
    public var fileCount: Int

    /// Creates a report; sorts `diagnostics` and drops exact repetitions.
    public init(diagnostics: [ValidationDiagnostic], fileCount: Int) {
        var seen: Set<ValidationDiagnostic> = []
        self.diagnostics = diagnostics.filter { seen.insert($0).inserted }.sorted()
        self.fileCount = fileCount
    }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Whether validation failed: any error, or in strict mode (`--strict`) any warning too.
    public func failed(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }

    /// The diagnostics of one rule.
    public func diagnostics(of rule: ValidationRule) -> [ValidationDiagnostic] {
        diagnostics.filter { $0.rule == rule }
    }

    /// A one-line English summary: `11 files checked: 2 errors, 1 warning` or
    /// `11 files checked: no problems`.
    public var summary: String {
        func count(_ n: Int, _ singular: String, _ plural: String) -> String { "\(n) \(n == 1 ? singular : plural)" }
        let files = count(fileCount, "file", "files") + " checked: "
        if diagnostics.isEmpty { return files + "no problems" }
        return files + count(errorCount, "error", "errors") + ", " + count(warningCount, "warning", "warnings")
    }
}
