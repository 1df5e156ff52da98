extension SearchLanguage {
    /// A light stem of a folded word (``foldForSearch(_:)``) in this language, so inflected
    /// forms meet: Czech "poloha", "polohu", "poloze" → "poloh"; Russian "геолокация",
    /// "геолокации" → "геолокац"; Swedish "plats", "platsen", "platser" → "plats"; French
    /// "localisations" → "localisation"; English "cameras" → "camera". Only endings are
    /// removed (and Czech stem-final consonants normalized: "poloz" → "poloh"), never more
    /// than leaves three letters. docs/SEARCH.md lists the rules; search.js has the same.
    public func stem(_ word: String) -> String {
        var letters = Array(word.unicodeScalars)
        switch self {
        case .english: Self.stemEnglish(&letters)
        case .czech: Self.stemCzech(&letters)
        case .french: Self.stemFrench(&letters)
        case .russian: Self.stemRussian(&letters, endings: Self.russianEndings)
        case .swedish: Self.stemRussian(&letters, endings: Self.swedishEndings)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: letters)
        return String(result)
    }

    /// Whether `letters` ends with `ending`.
    private static func ends(_ letters: [Unicode.Scalar], _ ending: [Unicode.Scalar]) -> Bool {
        letters.count >= ending.count && Array(letters.suffix(ending.count)) == ending
    }

    /// English plurals: "-ies" → "-y", "-es" after s, x, ch, sh; a final "s" except after s, u, i.
    private static func stemEnglish(_ letters: inout [Unicode.Scalar]) {
        guard letters.count > 3, letters.last == "s" else { return }
        if letters.count > 4, ends(letters, ["i", "e", "s"]) {
            letters.removeLast(3)
            letters.append("y")
        } else if letters.count > 4,
            ends(letters, ["s", "e", "s"]) || ends(letters, ["x", "e", "s"]) || ends(letters, ["c", "h", "e", "s"])
                || ends(letters, ["s", "h", "e", "s"])
        {
            letters.removeLast(2)
        } else if let before = letters.dropLast().last, !["s", "u", "i"].contains(before) {
            letters.removeLast()
        }
    }

    /// French plurals and feminines: "-aux" → "-al", a final "s" or "x", then up to two final "e".
    private static func stemFrench(_ letters: inout [Unicode.Scalar]) {
        guard letters.count > 3 else { return }
        if letters.count > 4, ends(letters, ["a", "u", "x"]) {
            letters.removeLast()
            letters[letters.count - 1] = "l"
            return
        }
        if let last = letters.last, last == "s" || last == "x", letters.dropLast().last != "s" {
            letters.removeLast()
        }
        var removed = 0
        while removed < 2, letters.count > 4, letters.last == "e" {
            letters.removeLast()
            removed += 1
        }
    }

    /// Russian case endings (folded: й is и), and Swedish definite and plural endings: the
    /// longest ending of the list that leaves at least three letters.
    private static func stemRussian(_ letters: inout [Unicode.Scalar], endings: [[Unicode.Scalar]]) {
        guard letters.count > 3 else { return }
        for ending in endings where letters.count - ending.count >= 3 && ends(letters, ending) {
            letters.removeLast(ending.count)
            return
        }
    }

    /// Russian noun and adjective endings, longest first, folded (й → и).
    private static let russianEndings: [[Unicode.Scalar]] = [
        "иями", "ями", "ами", "иях", "иям", "ием", "иеи", "ого", "его", "ому", "ему", "ыми", "ими", "ях", "ах", "ям",
        "ам", "ом", "ем", "ов", "ев", "еи", "ои", "ии", "ия", "ию", "ие", "ая", "яя", "ое", "ее", "ые", "ых", "их",
        "ым", "им", "ую", "юю", "ть", "а", "я", "о", "е", "ы", "и", "у", "ю", "ь",
    ].map { Array($0.unicodeScalars) }

    /// Swedish definite, plural and genitive endings, longest first, folded (å, ä → a; ö → o).
    private static let swedishEndings: [[Unicode.Scalar]] = [
        "heterna", "heten", "arnas", "ernas", "ornas", "arna", "erna", "orna", "ande", "aren", "eren", "ens",
        "ets", "ar", "er", "or", "en", "et", "an", "na", "a", "e",
    ].map { Array($0.unicodeScalars) }

    /// Czech case endings (after Dolamic's light stemmer, on folded letters), possessive
    /// suffixes, then (always, so "obraz" and "obrazu" meet) the stem-final consonant normalized: "ct" → "ck", "st" → "sk", c → k,
    /// z → h, a fleeting "e" before the last consonant dropped.
    private static func stemCzech(_ letters: inout [Unicode.Scalar]) {
        removeCzechCase(&letters)
        if letters.count > 5, ends(letters, ["o", "v"]) || ends(letters, ["i", "n"]) || ends(letters, ["u", "v"]) {
            letters.removeLast(2)
        }
        guard letters.count >= 2 else { return }
        let count = letters.count
        if ends(letters, ["c", "t"]) {
            letters[count - 1] = "k"
        } else if ends(letters, ["s", "t"]) {
            letters[count - 1] = "k"
        } else if letters[count - 1] == "c" {
            letters[count - 1] = "k"
        } else if letters[count - 1] == "z" {
            letters[count - 1] = "h"
        } else if count > 3, letters[count - 2] == "e" {
            letters.remove(at: count - 2)
        }
    }

    /// The Czech case ending, by length.
    private static func removeCzechCase(_ letters: inout [Unicode.Scalar]) {
        let count = letters.count
        func any(_ endings: [String]) -> Bool { endings.contains { ends(letters, Array($0.unicodeScalars)) } }
        if count > 7, any(["atech"]) {
            letters.removeLast(5)
        } else if count > 6, any(["etem", "atum"]) {
            letters.removeLast(4)
        } else if count > 5,
            any([
                "ech", "ich", "eho", "emi", "emu", "ete", "eti", "iho", "imi", "imu", "ach", "ata", "aty", "ych", "ama", "ami", "ove",
                "ovi", "ymi",
            ])
        {
            letters.removeLast(3)
        } else if count > 4, any(["em", "es", "um", "at", "am", "os", "us", "ym", "mi", "ou", "im"]) {
            letters.removeLast(2)
        } else if count > 3, let last = letters.last, ["a", "e", "i", "o", "u", "y"].contains(last) {
            letters.removeLast()
        }
    }
}
