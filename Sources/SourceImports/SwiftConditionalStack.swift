/// The `#if` blocks open at a point of a Swift file, innermost last, and whether each chain has
/// called `canImport` so far: an import inside such a branch (or a later `#elseif` or `#else` of
/// the same chain) is written for when the module may be missing.
///
/// Swift compiles every branch's imports on some platform, so no branch is skipped. Unbalanced
/// directives are ignored rather than trusted.
struct SwiftConditionalStack {
    /// One flag per open `#if`: whether its chain has called `canImport` up to this branch.
    private var guardedChains: [Bool] = []
    /// How many of `guardedChains` are true, so asking costs the same however deep the nesting.
    private var guardedCount = 0

    /// Whether some enclosing branch belongs to a chain that called `canImport`.
    var isGuarded: Bool { guardedCount > 0 }

    /// The number of open `#if` blocks.
    var depth: Int { guardedChains.count }

    /// `#if condition`: a new innermost chain.
    mutating func openIf(callsCanImport: Bool) {
        guardedChains.append(callsCanImport)
        if callsCanImport { guardedCount += 1 }
    }

    /// `#elseif condition`: the innermost chain is guarded from here on once any condition was.
    mutating func elseIf(callsCanImport: Bool) {
        guard let last = guardedChains.indices.last, callsCanImport, !guardedChains[last] else { return }
        guardedChains[last] = true
        guardedCount += 1
    }

    /// `#endif`: the innermost chain ends; a stray `#endif` changes nothing.
    mutating func endIf() {
        if guardedChains.popLast() == true { guardedCount -= 1 }
    }
}
