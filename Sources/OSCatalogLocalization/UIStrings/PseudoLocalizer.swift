/// Turns English UI text into the pseudo-locale `en-XA`: accented letters, about 40 % longer,
/// in brackets, with placeholders (`%@`, `%lld`, `%1$@`, `%%`) untouched. Text that reaches the
/// screen without brackets did not come from the string catalog.
public enum PseudoLocalizer {
    /// The pseudo-localized form of `text`.
    public static func transform(_ text: String) -> String {
        var out = "⟦"
        var letters = 0
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "%" {
                // Copy a printf-style placeholder unchanged: %, optional n$, flags/width, length, conversion.
                var end = index + 1
                while end < characters.count, characters[end].isNumber || "$.-+ #'lhqjzt".contains(characters[end]) { end += 1 }
                if end < characters.count { end += 1 }
                out += String(characters[index..<min(end, characters.count)])
                index = end
                continue
            }
            out.append(accented[character] ?? character)
            if character.isLetter { letters += 1 }
            index += 1
        }
        let padding = (letters * 2 + 4) / 5
        if padding > 0 { out += " " + String(repeating: "·", count: padding) }
        return out + "⟧"
    }

    private static let accented: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ď", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ľ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "r": "ř", "s": "š", "t": "ť", "u": "ü",
        "w": "ŵ", "y": "ý", "z": "ž", "A": "Á", "C": "Ç", "D": "Ď", "E": "É", "G": "Ĝ", "H": "Ĥ", "I": "Í",
        "L": "Ľ", "N": "Ñ", "O": "Ö", "R": "Ř", "S": "Š", "T": "Ť", "U": "Ü", "Y": "Ý", "Z": "Ž",
    ]
}
