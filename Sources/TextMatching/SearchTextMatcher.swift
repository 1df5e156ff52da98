/// The words of a query prepared for classifying every word of many texts: each term's word,
/// and its stem with and without the last letter in each language, packed into one byte pool
/// under plain offsets. Classifying a word against the terms then neither copies a term nor
/// touches a reference count, which, once per word of the catalog and term, was most of what
/// a search cost. Bit masks by a word's first byte and by its length pick the terms the word
/// can match at all (the same first byte as the term or its stem, or long enough to hold the
/// stem as a compound), so most words are rejected with two table reads.
public struct SearchTextMatcher: Sendable {
    /// Where one term's bytes for one language are in ``pool``, and its stem's letter count.
    private struct Probe: Sendable {
        var word: Range<Int>
        var stem: Range<Int>
        var lead: Range<Int>
        var stemLength: Int
        /// The bytes of `lead` as a set (bit `byte & 63`): a word can only contain `lead` if it
        /// holds each of these bits too.
        var leadSet: UInt64
    }

    /// The number of terms.
    public let termCount: Int
    private let pool: [UInt8]
    /// Language-major: the probe of term `t` in language `l` is at `l * termCount + t`.
    private let probes: [Probe]
    /// Per language (× 256), the terms (bit `t`) a word starting with a byte can match, the
    /// terms a word of a byte length (at most 255) can hold as a compound, and the terms every
    /// word can match (a stem of one letter). Used when there are at most 64 terms.
    private let byFirstByte: [UInt64]
    private let byLength: [UInt64]
    private let always: [UInt64]

    /// A matcher for `terms`, in their order.
    public init(_ terms: [SearchTerm]) {
        termCount = terms.count
        var pool: [UInt8] = []
        var probes: [Probe] = []
        func add(_ bytes: [UInt8]) -> Range<Int> {
            let start = pool.count
            pool.append(contentsOf: bytes)
            return start..<pool.count
        }
        for language in SearchLanguage.allCases {
            let number = language.number
            for term in terms {
                probes.append(
                    Probe(
                        word: add(term.wordBytes), stem: add(term.stemBytes[number]), lead: add(term.leadBytes[number]),
                        stemLength: term.stemLengths[number], leadSet: Self.byteSet(term.leadBytes[number])))
            }
        }
        self.pool = pool
        self.probes = probes
        var byFirstByte = [UInt64](repeating: 0, count: SearchLanguage.allCases.count * 256)
        var byLength = byFirstByte
        var always = [UInt64](repeating: 0, count: SearchLanguage.allCases.count)
        for language in SearchLanguage.allCases where terms.count <= 64 {
            let number = language.number
            for (index, term) in terms.enumerated() {
                let bit = UInt64(1) << UInt64(index)
                if let first = term.wordBytes.first { byFirstByte[number * 256 + Int(first)] |= bit }
                if let first = term.leadBytes[number].first {
                    byFirstByte[number * 256 + Int(first)] |= bit
                } else {
                    always[number] |= bit
                }
                if term.stemLengths[number] >= 5 {
                    for length in min(255, term.stemBytes[number].count + 2)...255 { byLength[number * 256 + length] |= bit }
                }
            }
        }
        self.byFirstByte = byFirstByte
        self.byLength = byLength
        self.always = always
    }

    /// Raises `best[offset + t]` to how `token`, the UTF-8 of a folded word of a text in
    /// `language`, matches term `t` (``SearchTerm/matchInText(_:language:)``); a term already
    /// matched whole is skipped.
    public func raise(
        _ best: inout [SearchMatch], at offset: Int, for token: UnsafeBufferPointer<UInt8>, in language: SearchLanguage
    ) {
        let number = language.number
        let base = number * termCount
        var candidates = UInt64.max
        // The terms the token can only match as a compound (it neither starts like the term
        // nor like its stem): they are tried only when the token holds every byte of the stem.
        var compoundOnly: UInt64 = 0
        if termCount <= 64 {
            guard let first = token.first else { return }
            let starting = byFirstByte[number * 256 + Int(first)] | always[number]
            compoundOnly = byLength[number * 256 + min(255, token.count)] & ~starting
            candidates = starting | compoundOnly
            if candidates == 0 { return }
        }
        var tokenSet: UInt64?
        pool.withUnsafeBufferPointer { pool in
            probes.withUnsafeBufferPointer { probes in
                for term in 0..<termCount
                where (termCount > 64 || candidates & (UInt64(1) << UInt64(term)) != 0) && best[offset + term] != .whole {
                    let probe = probes[base + term]
                    if compoundOnly & (UInt64(1) << UInt64(term)) != 0 {
                        let set = tokenSet ?? Self.byteSet(token)
                        tokenSet = set
                        if probe.leadSet & ~set != 0 { continue }
                    }
                    let match = SearchTerm.match(
                        token, word: UnsafeBufferPointer(rebasing: pool[probe.word]),
                        stem: UnsafeBufferPointer(rebasing: pool[probe.stem]),
                        lead: UnsafeBufferPointer(rebasing: pool[probe.lead]), stemLength: probe.stemLength, language: language)
                    if match > best[offset + term] { best[offset + term] = match }
                }
            }
        }
    }

    /// The bytes of `bytes` as a 64-bit set, bit `byte & 63` for each: a cheap test that one
    /// byte string cannot contain another.
    @inline(__always)
    static func byteSet<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var set: UInt64 = 0
        for byte in bytes { set |= UInt64(1) << UInt64(byte & 63) }
        return set
    }
}
