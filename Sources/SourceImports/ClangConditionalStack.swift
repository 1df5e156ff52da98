/// The `#if` blocks open at a point of an Objective-C, C or C++ file, innermost last: whether
/// the current branch of each can be compiled (`#if 0` and the branches after a taken `#if 1`
/// cannot), and whether the chain has called `__has_include` so far, so an import there is
/// written for when the header may be missing.
///
/// Blocks nested in a skipped branch are still counted, so the right `#endif` ends it; a stray
/// `#elif`, `#else` or `#endif` changes nothing.
struct ClangConditionalStack {
    /// One open `#if` chain.
    private struct Chain {
        /// Whether the current branch may be compiled (its condition is not the constant `0`
        /// and no earlier branch was the constant `1`).
        var isBranchLive: Bool
        /// Whether an earlier branch was the constant `1`, so every later one is dead.
        var isSettled: Bool
        /// Whether the chain has called `__has_include` up to this branch.
        var isGuarded: Bool
    }

    /// The open chains, innermost last.
    private var chains: [Chain] = []
    /// How many chains are in a dead branch, so asking costs the same however deep the nesting.
    private var deadCount = 0
    /// How many chains are guarded, for the same reason.
    private var guardedCount = 0

    /// Whether some enclosing branch can never be compiled: imports there are not imports.
    var isSkipping: Bool { deadCount > 0 }

    /// Whether some enclosing branch belongs to a chain that called `__has_include`.
    var isGuarded: Bool { guardedCount > 0 }

    /// The number of open `#if` blocks.
    var depth: Int { chains.count }

    /// `#if`, `#ifdef` or `#ifndef`: `constant` is the condition's value when it is `0` or `1`.
    mutating func openIf(constant: Bool?, callsHasInclude: Bool) {
        let chain = Chain(isBranchLive: constant != false, isSettled: constant == true, isGuarded: callsHasInclude)
        chains.append(chain)
        count(chain, as: 1)
    }

    /// `#elif` (and C23's `#elifdef` and `#elifndef`, which are never constant).
    mutating func elseIf(constant: Bool?, callsHasInclude: Bool) {
        updateInnermost { chain in
            chain.isGuarded = chain.isGuarded || callsHasInclude
            if chain.isSettled {
                chain.isBranchLive = false
            } else {
                chain.isBranchLive = constant != false
                chain.isSettled = constant == true
            }
        }
    }

    /// `#else`: live unless an earlier branch was the constant `1`.
    mutating func otherwise() {
        updateInnermost { chain in
            chain.isBranchLive = !chain.isSettled
            chain.isSettled = true
        }
    }

    /// `#endif`: the innermost chain ends.
    mutating func endIf() {
        guard let chain = chains.popLast() else { return }
        count(chain, as: -1)
    }

    /// Changes the innermost chain, if any, keeping the counts.
    private mutating func updateInnermost(_ change: (inout Chain) -> Void) {
        guard let last = chains.indices.last else { return }
        count(chains[last], as: -1)
        change(&chains[last])
        count(chains[last], as: 1)
    }

    /// Adds `chain` to the counts (`sign` 1) or takes it away (`sign` -1).
    private mutating func count(_ chain: Chain, as sign: Int) {
        if !chain.isBranchLive { deadCount += sign }
        if chain.isGuarded { guardedCount += sign }
    }
}
