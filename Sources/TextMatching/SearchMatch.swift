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
        if token == word { return .whole }
        let stem = stem(in: .english)
        let lead = String(String.UnicodeScalarView(stem.unicodeScalars.dropLast()))
        if stem.unicodeScalars.count >= 3, token.utf8.starts(with: lead.utf8), SearchLanguage.english.stem(token) == stem {
            return .whole
        }
        if isOpen, word.unicodeScalars.count >= 2 || isFirst, token.utf8.starts(with: word.utf8) { return .prefix }
        return .none
    }

    /// How this term matches `token`, a folded word of a text in `language`. Words are
    /// compared as UTF-8 bytes (both sides are folded), and a token is only stemmed when it
    /// could share the stem or contain it, so classifying a vocabulary stays cheap.
    public func matchInText(_ token: String, language: SearchLanguage) -> SearchMatch {
        if token == word { return .whole }
        let number = language.number
        let stemBytes = stemBytes[number]
        let leadBytes = leadBytes[number]
        let stemLength = stemLengths[number]
        let tokenBytes = token.utf8
        // A token can only share the stem if it starts with all but the stem's last letter
        // (Czech normalizes that letter: "poloze" → "poloh"); a compound must contain it too.
        let startsWithLead = tokenBytes.starts(with: leadBytes)
        let compoundPossible = stemLength >= 5 && tokenBytes.count >= stemBytes.count + 2
        guard startsWithLead || (compoundPossible && Self.bytes(tokenBytes, contain: leadBytes)) else { return .none }
        let tokenStem = language.stem(token)
        if tokenStem == stems[number] { return .whole }
        if compoundPossible, tokenStem.unicodeScalars.count >= stemLength + 3,
            tokenStem.utf8.starts(with: stemBytes) || tokenStem.utf8.reversed().starts(with: stemBytes.reversed())
        {
            return .compound
        }
        return .none
    }

    /// Whether `haystack` contains `needle` as consecutive bytes.
    private static func bytes(_ haystack: String.UTF8View, contain pin: [UInt8]) -> Bool {
        let hay = Array(haystack)
        guard !pin.isEmpty, hay.count >= pin.count else { return pin.isEmpty }
        for start in 0...(hay.count - pin.count) where hay[start] == pin[0] {
            if hay[start..<start + pin.count].elementsEqual(pin) { return true }
        }
        return false
    }
}
