import Diagnostics

extension Report where Detail == L10nProblem {
    /// How many units were checked.
    public var unitCount: Int { checkedCount }

    /// The findings of one rule.
    public func diagnostics(of rule: L10nRule) -> [Diagnostic<L10nProblem>] {
        diagnostics.filter { $0.rule == rule }
    }

    /// A one-line English summary: `1128 units checked: 2 errors, 1 warning` or
    /// `1128 units checked: no problems`.
    public var summary: String { summary(checked: ("unit", "units")) }
}
