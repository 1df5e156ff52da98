/// "Did you mean …?" suggestions: the closest of a set of valid words to a mistyped one.
///
/// Words are compared case-insensitively, character by character (grapheme clusters, so any
/// Unicode input is safe), with the Damerau–Levenshtein distance in its optimal string
/// alignment form: an insertion, a deletion, a substitution or a swap of two adjacent
/// characters each cost 1. A candidate is close enough when its distance is at most
/// ``maximumDistance(forLength:)`` of the input's length, or when the input (two characters
/// or more) is a prefix of it. Among close candidates the smallest distance wins, ties going
/// to the alphabetically first, so suggestions are deterministic.
public enum Suggestion {
    /// The closest candidate to `input`, or `nil` when none is close enough (or `input` is
    /// empty). `closestMatch(to: "core-service", in: layers)` is `"core-services"`.
    public static func closestMatch(to input: String, in candidates: [String]) -> String? {
        rankedMatches(to: input, in: candidates).first
    }

    /// Every candidate close enough to `input`, best first (smallest distance, then
    /// alphabetical); duplicates and empty candidates are dropped.
    public static func rankedMatches(to input: String, in candidates: [String]) -> [String] {
        let folded = Array(input.lowercased())
        guard !folded.isEmpty else { return [] }
        let limit = maximumDistance(forLength: folded.count)
        var scored: [(distance: Int, key: String, candidate: String)] = []
        var seen: Set<String> = []
        let prefix = String(folded)
        for candidate in candidates where !candidate.isEmpty && seen.insert(candidate).inserted {
            let lowered = candidate.lowercased()
            let characters = Array(lowered)
            let isPrefix = folded.count >= 2 && lowered.hasPrefix(prefix)
            // The distance is at least the difference in length, so a candidate that much
            // shorter or longer cannot be close: skipping it keeps any input length (a pasted
            // 100 KB word) to one pass over the candidates instead of a table per candidate.
            guard isPrefix || abs(characters.count - folded.count) <= limit else { continue }
            let d = optimalStringAlignment(folded, characters)
            if d <= limit || isPrefix {
                scored.append((d, lowered, candidate))
            }
        }
        scored.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if a.key != b.key { return a.key < b.key }
            return a.candidate < b.candidate
        }
        return scored.map(\.candidate)
    }

    /// The case-insensitive Damerau–Levenshtein (optimal string alignment) distance between two
    /// words, counted in characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        optimalStringAlignment(Array(a.lowercased()), Array(b.lowercased()))
    }

    /// The largest distance at which a candidate is still suggested for an input of `length`
    /// characters: `max(2, length / 3)`, but always less than half the length, so that most of
    /// the input must survive ("tcsh" is not "bash"; inputs of one or two characters are matched
    /// only case-insensitively exactly, or as prefixes). 0…2 → 0, 3…4 → 1, 5…8 → 2, 9 → 3,
    /// 12 → 4, 30 → 10.
    public static func maximumDistance(forLength length: Int) -> Int {
        guard length > 0 else { return 0 }
        return min(max(2, length / 3), (length - 1) / 2)
    }

    private static func optimalStringAlignment(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rows of the dynamic-programming table: two back, one back, current.
        var twoBack = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                current[j] = best
            }
            swap(&twoBack, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
