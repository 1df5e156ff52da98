/// A dotted version number (`17.2.1`, `10.15.4`, `5.10`) compared part by part, so that
/// 5.9 < 5.10 and 17.2 < 17.2.1: the order of releases, SDKs and compilers.
public struct VersionNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numeric parts, most significant first.
    public var parts: [Int]

    /// Parses `text` (digits separated by single dots), or nil for anything else.
    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        var parts: [Int] = []
        for piece in pieces {
            guard !piece.isEmpty, piece.utf8.count <= 9, piece.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int(piece)
            else { return nil }
            parts.append(value)
        }
        self.parts = parts
    }

    /// The parts joined by dots.
    public var description: String { parts.map(String.init).joined(separator: ".") }

    /// Whether `self` names `other` or a release within it: `17` contains 17.2 and 17.2.1,
    /// `5.1` contains 5.1.3 but not 5.10.
    public func contains(_ other: VersionNumber) -> Bool {
        other.parts.count >= parts.count && Array(other.parts.prefix(parts.count)) == parts
    }

    /// The number as a release is named: `17`, `17.0` and `17.0.0` name one release (17.0), as
    /// do `11.0` and `11.0.0`; `17.2.1` stays as it is. Compare these to tell releases apart.
    public var releaseForm: VersionNumber {
        var copy = self
        while copy.parts.count > 2, copy.parts.last == 0 { copy.parts.removeLast() }
        while copy.parts.count < 2 { copy.parts.append(0) }
        return copy
    }

    /// Whether `lhs` comes first, comparing parts as numbers (5.9 < 5.10); a number comes before
    /// its longer extensions (17.2 < 17.2.1, and 17 < 17.0).
    public static func < (lhs: VersionNumber, rhs: VersionNumber) -> Bool {
        for (l, r) in zip(lhs.parts, rhs.parts) where l != r { return l < r }
        return lhs.parts.count < rhs.parts.count
    }
}
