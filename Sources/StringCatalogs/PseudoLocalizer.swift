/// Turns English UI text into the pseudo-locale `en-XA`: accented letters, about 40 % longer,
/// in brackets, with placeholders (`%@`, `%lld`, `%1$@`, `%%`) untouched. Text that reaches the
/// screen without brackets did not come from the string catalog.
public enum PseudoLocalizer {
    /// The pseudo-localized form of `text`.
    public static func transform(_ text: String) -> String {
        var out = "⟦"
        var letters = 0
        func accent(_ piece: Substring) {
            for character in piece {
                out.append(accented[character] ?? character)
                if character.isLetter { letters += 1 }
            }
        }
        // Every `%` piece (placeholder, `%%`, a lone `%`) is copied unchanged, as ``FormatString``
        // reads it; the text between is accented.
        let scalars = Array(text.unicodeScalars)
        var copied = 0
        for token in FormatString(scalars).tokens {
            accent(Substring(String(String.UnicodeScalarView(scalars[copied..<token.range.lowerBound]))))
            out += String(String.UnicodeScalarView(scalars[token.range]))
            copied = token.range.upperBound
        }
        accent(Substring(String(String.UnicodeScalarView(scalars[copied...]))))
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
