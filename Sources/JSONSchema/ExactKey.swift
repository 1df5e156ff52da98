/// A `String` whose equality and hash go by exact Unicode scalars, as JSON member names compare
/// (RFC 8259 §8.3), rather than by Swift's canonical equivalence (which would make a precomposed
/// "é" equal to "e" + U+0301).
struct ExactKey: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        for byte in string.utf8 { hasher.combine(byte) }
    }
}

/// True when `a` and `b` have exactly the same Unicode scalars.
func exactlyEqual(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
}
