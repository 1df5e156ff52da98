/// Finding a string in another by its UTF-8 bytes, without Foundation: on Linux Foundation's
/// `range(of:)` and `components(separatedBy:)` convert to UTF-16 and go through
/// CoreFoundation, which made them the largest cost of an HTML site build.
///
/// The matches are the ones Foundation finds, which compares `Character`s: a byte match counts
/// only where it starts and ends on character (grapheme cluster) boundaries, so `<h3>`
/// followed by a combining accent (the character `>́`) is not `<h3>`, as before.
enum UTF8Search {
    /// The byte offsets in `text`'s UTF-8 where `marker` starts, in order, without overlaps,
    /// at most `limit` of them. An empty marker is found nowhere.
    static func occurrences(of marker: String, in text: String, limit: Int = .max) -> [Int] {
        let pattern = Array(marker.utf8)
        guard let first = pattern.first, let markerStart = marker.unicodeScalars.first,
            let markerEnd = marker.unicodeScalars.last, limit > 0
        else { return [] }
        var text = text
        return text.withUTF8 { bytes -> [Int] in
            var found: [Int] = []
            let count = bytes.count
            let length = pattern.count
            var index = 0
            while index + length <= count {
                guard bytes[index] == first else {
                    index += 1
                    continue
                }
                var matched = 1
                while matched < length, bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == length,
                    isBoundary(scalar(endingAt: index, in: bytes), markerStart),
                    isBoundary(markerEnd, scalar(startingAt: index + length, in: bytes))
                {
                    found.append(index)
                    if found.count == limit { break }
                    index += length
                } else {
                    index += 1
                }
            }
            return found
        }
    }

    /// Whether a character boundary lies between `before` and `after` (`nil`: the text's start
    /// or end, always a boundary). The markers searched for start and end with scalars that
    /// take part in no multi-scalar break rule (emoji sequences, regional indicators, Indic
    /// conjuncts), so the pair decides.
    private static func isBoundary(_ before: Unicode.Scalar?, _ after: Unicode.Scalar?) -> Bool {
        guard let before, let after else { return true }
        var pair = String.UnicodeScalarView()
        pair.append(before)
        pair.append(after)
        return String(pair).count == 2
    }

    /// The scalar whose UTF-8 ends just before byte `offset`, or `nil` at the start.
    private static func scalar(endingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var start = offset - 1
        while start > 0, start > offset - 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard start >= 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self).unicodeScalars.last
    }

    /// The scalar whose UTF-8 starts at byte `offset`, or `nil` at the end.
    private static func scalar(startingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard offset < bytes.count else { return nil }
        var end = offset + 1
        while end < bytes.count, end < offset + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self).unicodeScalars.first
    }
}
