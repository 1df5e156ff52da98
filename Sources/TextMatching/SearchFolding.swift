import Foundation

/// Text normalisation for matching what people type against catalog text in any of its
/// languages: case-insensitive and diacritic-insensitive ("Géolocalisation" and
/// "geolocalisation" fold alike, "Poloha" and "polohá" too), independent of the user's locale.
public func foldForSearch(_ text: String) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
        if scalar.properties.isDiacritic || scalar.properties.generalCategory == .nonspacingMark { continue }
        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
            folded.append(foldedLetter(lower))
        }
    }
    return String(folded)
}

/// Letters that do not decompose but that readers treat as plain letters when searching.
private func foldedLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar {
    case "ё": "е"
    case "й": "и"
    case "ø": "o"
    case "đ": "d"
    case "ł": "l"
    case "ß": "s"
    default: scalar
    }
}

/// Splits folded text into words: runs of letters and digits.
public func searchWords(_ folded: String) -> [Substring] {
    folded.split { character in !(character.isLetter || character.isNumber) }
}

/// A crude stem for matching inflected forms across the catalog's languages: Czech and
/// Russian nouns change their endings ("poloha", "polohu", "polohy"; "геолокация",
/// "геолокации"). Words of five or more letters lose up to two trailing vowels or soft signs.
public func searchStem(_ word: Substring) -> Substring {
    guard word.count >= 5 else { return word }
    let endings: Set<Character> = ["a", "e", "i", "o", "u", "y", "а", "е", "и", "о", "у", "ы", "э", "ю", "я", "ь"]
    var stem = word
    var removed = 0
    while removed < 2, let last = stem.last, endings.contains(last), stem.count > 4 {
        stem = stem.dropLast()
        removed += 1
    }
    return stem
}
