/// How one query word matches one word of an entry, weakest first (docs/SEARCH.md).
public enum SearchMatch: Int, Comparable, Sendable {
    /// No match.
    case none = 0
    /// The word being typed is a prefix of a word of the name (never of a text's word, so
    /// "opus" does not find the Czech "opustí").
    case prefix = 1
    /// The stems differ, but one word's stem (five letters or more) begins or ends the other,
    /// three letters or more longer: a compound ("localisation" in "géolocalisation",
    /// "plats" in "platstjänster").
    case compound = 2
    /// The same word, or the same stem in the text's language.
    case whole = 3

    /// Orders by strength.
    public static func < (lhs: SearchMatch, rhs: SearchMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension SearchTerm {
    /// How this term matches `token`, a folded word of a name (id, name or module). Names
    /// are matched whole (with English stems) or, for the word being typed, as a prefix: a
    /// one-letter prefix only of the name's first word.
    public func matchInName(_ token: String, isFirst: Bool) -> SearchMatch {
        var token = token
        return token.withUTF8 { matchInName($0, isFirst: isFirst) }
    }

    /// ``matchInName(_:isFirst:)`` for the UTF-8 of a folded word.
    public func matchInName(_ token: UnsafeBufferPointer<UInt8>, isFirst: Bool) -> SearchMatch {
        if token.elementsEqual(wordBytes) { return .whole }
        let english = SearchLanguage.english.number
        if stemLengths[english] >= 3, token.starts(with: leadBytes[english]),
            SearchLanguage.english.stem(String(decoding: token, as: UTF8.self)).utf8.elementsEqual(stemBytes[english])
        {
            return .whole
        }
        if isOpen, wordLength >= 2 || isFirst, token.starts(with: wordBytes) { return .prefix }
        return .none
    }

    /// How this term matches `token`, a folded word of a text in `language`.
    public func matchInText(_ token: String, language: SearchLanguage) -> SearchMatch {
        var token = token
        return token.withUTF8 { matchInText($0, language: language) }
    }

    /// ``matchInText(_:language:)`` for the UTF-8 of a folded word.
    public func matchInText(_ token: UnsafeBufferPointer<UInt8>, language: SearchLanguage) -> SearchMatch {
        let number = language.number
        return wordBytes.withUnsafeBufferPointer { word in
            stemBytes[number].withUnsafeBufferPointer { stem in
                leadBytes[number].withUnsafeBufferPointer { lead in
                    Self.match(token, word: word, stem: stem, lead: lead, stemLength: stemLengths[number], language: language)
                }
            }
        }
    }

    /// How `token`, a folded word of a text in `language`, matches a query word given by its
    /// UTF-8, its stem's, its stem's without the last letter, and the stem's letter count.
    /// Words are compared as bytes (both sides are folded), and a token is only stemmed when
    /// it could share the stem or contain it, so that every word of every text can be
    /// classified on each search.
    static func match(
        _ token: UnsafeBufferPointer<UInt8>, word: UnsafeBufferPointer<UInt8>, stem: UnsafeBufferPointer<UInt8>,
        lead: UnsafeBufferPointer<UInt8>, stemLength: Int, language: SearchLanguage
    ) -> SearchMatch {
        if Self.bytes(token, equal: word) { return .whole }
        // A token can only share the stem if it starts with all but the stem's last letter
        // (Czech normalizes that letter: "poloze" → "poloh"); a compound must contain it too.
        let compoundPossible = stemLength >= 5 && token.count >= stem.count + 2
        guard Self.bytes(token, startWith: lead) || (compoundPossible && contains(token, lead)) else { return .none }
        let tokenStem = language.stem(String(decoding: token, as: UTF8.self))
        if tokenStem.utf8.elementsEqual(stem) { return .whole }
        if compoundPossible, tokenStem.unicodeScalars.count >= stemLength + 3,
            tokenStem.utf8.starts(with: stem) || tokenStem.utf8.reversed().starts(with: stem.reversed())
        {
            return .compound
        }
        return .none
    }

    /// Whether two byte strings are equal. This and the two below are plain loops: the generic
    /// `elementsEqual` and `starts(with:)` cost several times more, and they run for every
    /// word of the catalog and every query word.
    @inline(__always)
    private static func bytes(_ lhs: UnsafeBufferPointer<UInt8>, equal rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var index = 0
        while index < lhs.count {
            if lhs[index] != rhs[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether `bytes` starts with `prefix`.
    @inline(__always)
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, startWith prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        var index = 0
        while index < prefix.count {
            if bytes[index] != prefix[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether `haystack` contains `needle` as consecutive bytes.
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if bytes(UnsafeBufferPointer(rebasing: haystack[start..<haystack.count]), startWith: needle) { return true }
        }
        return false
    }
}
