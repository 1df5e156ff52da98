import Foundation

/// ``foldForSearch(_:)`` for many texts, much faster: it folds each distinct Unicode scalar
/// once (a table for ASCII, a memo for the rest) instead of normalizing every whole text
/// through Foundation, which on Linux costs several hundred instructions per character and
/// made folding the search indexes a sixth of an HTML site build.
///
/// The result is always exactly ``foldForSearch(_:)``'s. Folding is normalization (NFD), then
/// per-scalar steps (dropping marks, lowercasing, replacing a few letters such as ø and ł). NFD of a
/// text is the concatenation of its scalars' NFDs except where canonical reordering moves a
/// combining mark across a scalar boundary, which can only happen when a scalar's
/// decomposition starts with a combining mark (canonical combining class ≠ 0). A text with such
/// a scalar is therefore folded by ``foldForSearch(_:)`` itself.
///
/// A value keeps its memo; use one per thread (it is a value type, so copies do not share it).
public struct SearchFolder {
    /// The UTF-8 of the folded form of each non-ASCII scalar met so far; `nil` for a scalar
    /// whose decomposition starts with a combining mark.
    private var memo: [Unicode.Scalar: [UInt8]?] = [:]

    /// A folder with an empty memo.
    public init() {}

    /// The UTF-8 of what each ASCII scalar folds to, by scalar value.
    private static let ascii: [[UInt8]] = (0..<128).map { value in
        Array(foldForSearch(String(Character(Unicode.Scalar(UInt8(value))))).utf8)
    }

    /// `text` folded, exactly as ``foldForSearch(_:)`` folds it. The result is assembled as
    /// UTF-8 bytes: appending scalar arrays to a `String.UnicodeScalarView` goes through a
    /// generic path that cost more than the folding itself.
    public mutating func fold(_ text: String) -> String {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let bytes = Self.ascii[Int(scalar.value)]
                if bytes.count == 1 { folded.append(bytes[0]) } else { folded.append(contentsOf: bytes) }
                continue
            }
            guard let bytes = fold(scalar) else { return foldForSearch(text) }
            folded.append(contentsOf: bytes)
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// One non-ASCII scalar folded (as UTF-8), or `nil` if its decomposition starts with a
    /// combining mark.
    private mutating func fold(_ scalar: Unicode.Scalar) -> [UInt8]? {
        if let known = memo[scalar] { return known }
        let single = String(String.UnicodeScalarView([scalar]))
        let decomposed = single.decomposedStringWithCanonicalMapping.unicodeScalars
        let startsWithMark = decomposed.first.map { $0.properties.canonicalCombiningClass != .notReordered } ?? false
        let bytes = startsWithMark ? nil : Array(foldForSearch(single).utf8)
        memo[scalar] = .some(bytes)
        return bytes
    }
}
