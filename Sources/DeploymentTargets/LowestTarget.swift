/// The lowest of `targets` by version, compared numerically component by component (`9` is
/// below `15`, `15` equals `15.0`: missing components count as 0); of equal versions the first
/// is kept, so the caller's order (the file that declared it first) decides. Nil when empty.
/// A component's value is its leading digits (none count as 0), compared as digit strings, so
/// no version is too long to compare.
public func lowest(_ targets: [DeploymentTarget]) -> DeploymentTarget? {
    var best: DeploymentTarget?
    var bestComponents: [Substring] = []
    for target in targets {
        let components = versionComponents(target.version)
        if best == nil || isLower(components, than: bestComponents) {
            best = target
            bestComponents = components
        }
    }
    return best
}

/// Each dot-separated component's leading digits, without leading zeros (`"" ` is 0).
private func versionComponents(_ version: String) -> [Substring] {
    version.split(separator: ".", omittingEmptySubsequences: false).map { component in
        let digits = component.prefix { ("0"..."9").contains($0) }
        return digits.drop { $0 == "0" }
    }
}

/// Whether version `a` is strictly lower than `b`; digit strings without leading zeros compare
/// by length first, then digit by digit.
private func isLower(_ a: [Substring], than b: [Substring]) -> Bool {
    for position in 0..<max(a.count, b.count) {
        let left = position < a.count ? a[position] : ""
        let right = position < b.count ? b[position] : ""
        if left.count != right.count { return left.count < right.count }
        if left != right { return left < right }
    }
    return false
}
