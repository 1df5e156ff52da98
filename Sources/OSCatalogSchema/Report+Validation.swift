import Diagnostics

extension Report where Detail == ValidationProblem {
    /// A report of `oscat validate` on `fileCount` files; sorts `diagnostics` and drops exact
    /// repetitions.
    public init(diagnostics: [Diagnostic<ValidationProblem>], fileCount: Int) {
        self.init(diagnostics: diagnostics, checkedCount: fileCount)
    }

    /// How many files were validated.
    public var fileCount: Int { checkedCount }

    /// The diagnostics of one rule.
    public func diagnostics(of rule: ValidationRule) -> [Diagnostic<ValidationProblem>] {
        diagnostics.filter { $0.rule == rule }
    }

    /// A one-line English summary: `11 files checked: 2 errors, 1 warning` or
    /// `11 files checked: no problems`.
    public var summary: String { summary(checked: ("file", "files")) }
}
