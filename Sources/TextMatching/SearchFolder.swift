import Foundation

/// ``foldForSearch(_:)`` and ``searchWords(_:)`` for many texts, much faster: it folds and
/// splits in one pass over each text's UTF-8, looking each scalar up in tables filled the first
/// time the scalar is met (how it folds, and whether what it folds to belongs to a word),
/// instead of normalizing every whole text through Foundation, which on Linux costs several
/// hundred instructions per character, and it makes no `String` per word. Search folds every
/// text of the catalog in five languages on each run, so this is most of what a search costs.
///
/// The result is always exactly ``foldForSearch(_:)``'s and ``searchWords(_:)``'s. Folding is
/// normalization (NFD), then per-scalar steps (dropping marks, lowercasing, replacing a few
/// letters such as ø and ł). NFD of a text is the concatenation of its scalars' NFDs except
/// where canonical reordering moves a combining mark across a scalar boundary, which can only
/// happen when a scalar's decomposition starts with a combining mark (canonical combining
/// class ≠ 0). A text with such a scalar is therefore folded by ``foldForSearch(_:)`` itself.
///
/// A value keeps its tables; use one per thread (it is a value type, so copies do not share
/// them) and keep it for many texts.
public struct SearchFolder: Sendable {
    /// What one scalar folds to: the UTF-8 in ``pool`` and how its scalars split words.
    private struct Folding: Sendable {
        /// Where the UTF-8 is in ``pool``.
        var start: Int32
        var count: Int32
        /// Every folded scalar belongs to a word, none does, or some do (then each is judged).
        var words: WordClass
    }

    /// How the scalars of a folded form split words.
    private enum WordClass: UInt8, Sendable {
        case all, none, mixed
    }

    /// The foldings of the scalars met so far, by scalar value for the Basic Multilingual
    /// Plane (index + 1 into ``foldings``; 0 = not met yet, -1 = folded by ``foldForSearch(_:)``
    /// with its text), and by scalar for the rest.
    private var planeZero: [Int32] = []
    private var astral: [UInt32: Int32] = [:]
    private var foldings: [Folding] = []
    private var pool: [UInt8] = []
    /// The last text folded (its first ``length`` bytes), and where its words are in it;
    /// reused from text to text.
    private var buffer: [UInt8] = []
    private var length = 0
    private var wordRanges: [Range<Int>] = []

    /// For each ASCII scalar, what it folds to (the low byte) and whether that belongs to a
    /// word (bit 8); -1 when it is dropped, as the diacritics ^ and ` are.
    private static let ascii: [Int16] = (0..<128).map { value in
        guard let byte = foldForSearch(String(Unicode.Scalar(UInt8(value)))).utf8.first else { return -1 }
        return Int16(byte) | (isSearchWordScalar(Unicode.Scalar(byte)) ? 0x100 : 0)
    }

    /// A folder with empty tables.
    public init() {}

    /// `text` folded, exactly as ``foldForSearch(_:)`` folds it.
    public mutating func fold(_ text: String) -> String {
        scan(text)
        return String(decoding: buffer[0..<length], as: UTF8.self)
    }

    /// The words of `text` folded, exactly `searchWords(foldForSearch(text))`.
    public mutating func words(_ text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// `text` folded with everything but its words removed, exactly ``compactForSearch(_:)``.
    public mutating func compact(_ text: String) -> String {
        var compact: [UInt8] = []
        forEachWord(in: text) { compact.append(contentsOf: $0) }
        return String(decoding: compact, as: UTF8.self)
    }

    /// Calls `body` with the UTF-8 of each word of `text` folded, in order: the words of
    /// ``words(_:)`` without a `String` for each. The bytes are valid only during the call.
    public mutating func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        scan(text)
        buffer.withUnsafeBufferPointer { bytes in
            for range in wordRanges { body(UnsafeBufferPointer(rebasing: bytes[range])) }
        }
    }

    /// Folds `text` into ``buffer`` and records its words in ``wordRanges``. The loop works
    /// on raw bytes: array appends, uniqueness checks and table look-ups through `static let`
    /// cost more per byte than the folding itself.
    private mutating func scan(_ text: String) {
        if planeZero.isEmpty { planeZero = [Int32](repeating: 0, count: 0x10000) }
        wordRanges.removeAll(keepingCapacity: true)
        length = 0
        var text = text
        let ascii = Self.ascii
        let finished = text.withUTF8 { bytes in
            var wordStart: Int?
            var index = 0
            while index < bytes.count {
                // Room for the rest of the text folded: a scalar folds to at most three times
                // its UTF-8 (a Hangul syllable into its jamo).
                reserve(3 * (bytes.count - index) + 16)
                let written = buffer.withUnsafeMutableBufferPointer { out in
                    var position = length
                    while index < bytes.count, bytes[index] < 0x80 {
                        let folded = ascii[Int(bytes[index])]
                        index += 1
                        if folded < 0 { continue }
                        if folded & 0x100 != 0 {
                            if wordStart == nil { wordStart = position }
                        } else if let start = wordStart {
                            wordRanges.append(start..<position)
                            wordStart = nil
                        }
                        out[position] = UInt8(truncatingIfNeeded: folded)
                        position += 1
                    }
                    return position
                }
                length = written
                guard index < bytes.count else { break }
                let lead = bytes[index]
                let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead) & (0xFF >> UInt32(count + 1))
                for offset in 1..<count { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                index += count
                guard let folding = folding(of: value) else { return false }
                switch folding.words {
                case .all:
                    if wordStart == nil, folding.count > 0 { wordStart = length }
                    appendFromPool(folding)
                case .none:
                    if let start = wordStart {
                        wordRanges.append(start..<length)
                        wordStart = nil
                    }
                    appendFromPool(folding)
                case .mixed:
                    appendSplitting(Array(pool[Int(folding.start)..<Int(folding.start + folding.count)]), wordStart: &wordStart)
                }
            }
            if let start = wordStart { wordRanges.append(start..<length) }
            return true
        }
        if !finished {
            // A scalar whose decomposition starts with a combining mark: the slow, exact way.
            length = 0
            wordRanges.removeAll(keepingCapacity: true)
            var wordStart: Int?
            appendSplitting(Array(foldForSearch(text).utf8), wordStart: &wordStart)
            if let start = wordStart { wordRanges.append(start..<length) }
        }
    }

    /// Makes ``buffer`` hold at least `room` bytes after ``length``.
    private mutating func reserve(_ room: Int) {
        if buffer.count < length + room { buffer.append(contentsOf: repeatElement(0, count: length + room - buffer.count)) }
    }

    /// Appends a folding's bytes from ``pool`` to ``buffer``.
    private mutating func appendFromPool(_ folding: Folding) {
        let count = Int(folding.count)
        reserve(count)
        for offset in 0..<count { buffer[length + offset] = pool[Int(folding.start) + offset] }
        length += count
    }

    /// Appends folded UTF-8 to ``buffer``, judging each scalar on its own
    /// (``isSearchWordScalar(_:)``) for where words start and end.
    private mutating func appendSplitting(_ folded: [UInt8], wordStart: inout Int?) {
        for scalar in String(decoding: folded, as: UTF8.self).unicodeScalars {
            if isSearchWordScalar(scalar) {
                if wordStart == nil { wordStart = length }
            } else if let start = wordStart {
                wordRanges.append(start..<length)
                wordStart = nil
            }
            let bytes = Array(String(scalar).utf8)
            reserve(bytes.count)
            for (offset, byte) in bytes.enumerated() { buffer[length + offset] = byte }
            length += bytes.count
        }
    }

    /// The folding of the scalar `value`, filled in the first time; nil when its text must be
    /// folded by ``foldForSearch(_:)`` (its decomposition starts with a combining mark).
    private mutating func folding(of value: UInt32) -> Folding? {
        let known = value < 0x10000 ? planeZero[Int(value)] : astral[value] ?? 0
        if known > 0 { return foldings[Int(known - 1)] }
        if known < 0 { return nil }
        let entry = makeFolding(of: value)
        if value < 0x10000 { planeZero[Int(value)] = entry } else { astral[value] = entry }
        return entry > 0 ? foldings[Int(entry - 1)] : nil
    }

    /// Folds one scalar, adding it to ``foldings`` and ``pool``: its table entry.
    private mutating func makeFolding(of value: UInt32) -> Int32 {
        guard let scalar = Unicode.Scalar(value) else { return -1 }
        let single = String(String.UnicodeScalarView([scalar]))
        let decomposed = single.decomposedStringWithCanonicalMapping.unicodeScalars
        if let first = decomposed.first, first.properties.canonicalCombiningClass != .notReordered { return -1 }
        let folded = foldForSearch(single)
        // A scalar folded to nothing (a mark, an invisible character) does not split a word.
        let classes = Set(folded.unicodeScalars.map(isSearchWordScalar))
        let words: WordClass = !classes.contains(false) ? .all : classes.contains(true) ? .mixed : .none
        foldings.append(Folding(start: Int32(pool.count), count: Int32(folded.utf8.count), words: words))
        pool.append(contentsOf: folded.utf8)
        return Int32(foldings.count)
    }
}
