import Foundation

/// Text normalisation for matching what people type against catalog text in any of its
/// languages: case-insensitive and diacritic-insensitive ("Géolocalisation" and
/// "geolocalisation" fold alike, "Poloha" and "polohá" too), independent of the user's locale.
/// Precomposed and decomposed text (NFC, NFD) fold alike, and the invisible characters that
/// pasted text carries (zero-width space, joiner and non-joiner, word joiner, byte order mark,
/// soft hyphen) are removed, so "polo\u{AD}ha" is one word and "poloha\u{200D}" is "poloha".
/// docs/SEARCH.md specifies it; `Templates/assets/search.js` folds a query the same way.
public func foldForSearch(_ text: String) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
        if isIgnoredInSearch(scalar) { continue }
        if scalar.properties.isDiacritic || scalar.properties.generalCategory == .nonspacingMark { continue }
        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
            folded.append(foldedLetter(lower))
        }
    }
    return String(folded)
}

/// The invisible characters search removes before anything else: soft hyphen (U+00AD),
/// zero-width space, non-joiner and joiner (U+200B–U+200D), word joiner (U+2060) and the byte
/// order mark or zero-width no-break space (U+FEFF).
public func isIgnoredInSearch(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAD, 0x200B...0x200D, 0x2060, 0xFEFF: true
    default: false
    }
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

/// Whether a scalar of folded text belongs to a word: a letter, a digit or other number, or a
/// mark that folding kept (general categories L, N and M). Everything else separates words.
public func isSearchWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
        true
    default:
        false
    }
}

/// Splits folded text into words: maximal runs of word scalars (``isSearchWordScalar(_:)``),
/// judged scalar by scalar, as the site's script splits with `[\p{L}\p{N}\p{M}]+`.
public func searchWords(_ folded: String) -> [Substring] {
    var words: [Substring] = []
    let scalars = folded.unicodeScalars
    var start: String.UnicodeScalarView.Index?
    var index = scalars.startIndex
    while index < scalars.endIndex {
        if isSearchWordScalar(scalars[index]) {
            if start == nil { start = index }
        } else if let begin = start {
            words.append(Substring(scalars[begin..<index]))
            start = nil
        }
        index = scalars.index(after: index)
    }
    if let begin = start { words.append(Substring(scalars[begin..<scalars.endIndex])) }
    return words
}

/// Text folded and with everything but its words removed: "AV Foundation", "av-foundation"
/// and "AVFoundation" all become "avfoundation". Exact id, name and module matches compare
/// these.
public func compactForSearch(_ text: String) -> String {
    searchWords(foldForSearch(text)).joined()
}
