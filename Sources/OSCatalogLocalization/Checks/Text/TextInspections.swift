import Foundation

/// The single-text inspections behind the rules: encoding hygiene, white space, French
/// spacing, quotation marks, verbatim tokens and "made only of tokens". Each returns what it
/// found, as data (empty when the text is fine).
enum TextInspections {
    // MARK: - encoding

    /// Bidi controls and zero-width characters, which are invisible and can change what a
    /// reader sees (Trojan Source), and never belong in catalog or UI text.
    static let invisible: Set<UInt32> = [
        0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
        0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF,
    ]

    /// Encoding problems of `text`: not NFC, U+FFFD, a byte order mark, bidi controls,
    /// zero-width characters, control characters other than tab and line feed.
    static func encodingProblems(in text: String) -> [L10nMessage.EncodingProblem] {
        var problems: [L10nMessage.EncodingProblem] = []
        let scalars = Array(text.unicodeScalars)
        var found: [(scalar: Unicode.Scalar, first: Int, count: Int)] = []
        for (offset, scalar) in scalars.enumerated() {
            let value = scalar.value
            switch value {
            case 0x20..<0x7F, 0xA0..<0x200B: continue
            case 0x09, 0x0A: continue
            case 0..<0x20, 0x7F...0x9F, 0xFFFD: break
            default: guard invisible.contains(value) else { continue }
            }
            if let index = found.firstIndex(where: { $0.scalar == scalar }) {
                found[index].count += 1
            } else {
                found.append((scalar, offset, 1))
            }
        }
        for item in found {
            let name = describe(item.scalar)
            if item.scalar.value == 0xFEFF && item.first == 0 {
                problems.append(.byteOrderMark(character: name, count: item.count))
            } else if item.scalar.value == 0xFFFD {
                problems.append(.replacementCharacter(character: name, at: item.first + 1, count: item.count))
            } else {
                problems.append(.invisible(character: name, at: item.first + 1, count: item.count))
            }
        }
        if !isCertainlyNFC(scalars) {
            let composed = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
            guard composed != scalars else { return problems }
            let common = min(scalars.count, composed.count)
            let first = (0..<common).first { scalars[$0] != composed[$0] } ?? common
            problems.append(.notNFC(from: first + 1))
        }
        return problems
    }

    /// A quick check that needs no normalization: scalars below U+0300 (Latin with its
    /// precomposed accents), the basic Cyrillic letters U+0400–U+045F and general punctuation
    /// U+2002–U+206F are each NFC, and none of them combines with what precedes it.
    static func isCertainlyNFC(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.allSatisfy { scalar in
            switch scalar.value {
            case 0..<0x300, 0x400...0x45F, 0x2002...0x206F: true
            default: false
            }
        }
    }

    /// `U+200B ZERO WIDTH SPACE`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { return "\(code) \(name)" }
        return code
    }

    // MARK: - white space

    /// Whether `text` is empty or white space only.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// `leading`, `trailing` or both, for text padded with white space (not for blank text).
    static func padding(of text: String) -> L10nMessage.Padding? {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, !isBlank(text) else { return nil }
        switch (first.properties.isWhitespace, last.properties.isWhitespace) {
        case (true, true): return .leadingAndTrailing
        case (true, false): return .leading
        case (false, true): return .trailing
        case (false, false): return nil
        }
    }

    // MARK: - French spacing

    private static func isNoBreakSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x00A0 || scalar.value == 0x202F
    }

    /// Where French text lacks the no-break space (U+00A0 or U+202F) before `:` `;` `?` `!` or
    /// inside `« »`. Skipped: code spans, URLs, placeholders, flags, file names; punctuation at
    /// the very start (it follows other text); `:` and `;` directly followed by a letter or digit
    /// (`10:30`, `16:9`, identifiers); `:` ending an Objective-C selector (`drawRect:`); a `?` or
    /// `!` after another (`?!`) or after an opening bracket.
    static func frenchSpacingProblems(in text: ScannedText) -> [L10nMessage.FrenchSpacingProblem] {
        let scalars = text.scalars
        var problems: [L10nMessage.FrenchSpacingProblem] = []
        for index in scalars.indices where !text.isProtected(index) {
            let scalar = scalars[index]
            switch scalar {
            case ":", ";", "?", "!":
                guard index > 0 else { continue }
                let before = scalars[index - 1]
                if isNoBreakSpace(before) { continue }
                if (scalar == "?" || scalar == "!") && (before == "?" || before == "!") { continue }
                if "([{".unicodeScalars.contains(before) { continue }
                if scalar == ":" || scalar == ";" {
                    if index + 1 < scalars.count, ScannedText.isWordScalar(scalars[index + 1]) { continue }
                }
                if scalar == ":", endsSelector(scalars, before: index) { continue }
                problems.append(
                    .init(
                        regularSpace: before.properties.isWhitespace, mark: String(scalar), after: false,
                        excerpt: text.excerpt(around: index)))
            case "«":
                guard index + 1 < scalars.count, !isNoBreakSpace(scalars[index + 1]) else { continue }
                problems.append(
                    .init(
                        regularSpace: scalars[index + 1].properties.isWhitespace, mark: "«", after: true,
                        excerpt: text.excerpt(around: index, before: 4, after: 12)))
            case "»":
                guard index > 0, !isNoBreakSpace(scalars[index - 1]) else { continue }
                problems.append(
                    .init(
                        regularSpace: scalars[index - 1].properties.isWhitespace, mark: "»", after: false,
                        excerpt: text.excerpt(around: index)))
            default:
                continue
            }
        }
        return problems
    }

    /// Whether the word before `index` is a camel-case ASCII identifier (`drawRect`,
    /// `registerForRemoteNotificationTypes`): the colon then belongs to a selector.
    private static func endsSelector(_ scalars: [Unicode.Scalar], before index: Int) -> Bool {
        var start = index
        while start > 0, ScannedText.isASCIIAlphanumeric(scalars[start - 1]) || scalars[start - 1] == "_" { start -= 1 }
        guard start < index, start == 0 || !ScannedText.isWordScalar(scalars[start - 1]) else { return false }
        let word = scalars[start..<index]
        return zip(word, word.dropFirst()).contains { lower, upper in
            lower.properties.isLowercase && upper.properties.isUppercase
        }
    }

    // MARK: - quotation marks

    /// Excerpts around straight double quotes outside code spans, URLs and the like.
    static func straightQuotes(in text: ScannedText) -> [String] {
        guard text.scalars.contains("\"") else { return [] }
        return text.scalars.indices.filter { text.scalars[$0] == "\"" && !text.isProtected($0) }.map { text.excerpt(around: $0) }
    }

    // MARK: - verbatim tokens

    /// The flags, code spans, URLs and file names of a text, in text order, each once.
    static func verbatimTokens(of text: ScannedText) -> [String] {
        let ranges = (text.codeSpans + text.urls + text.flags + text.fileNames).sorted { $0.lowerBound < $1.lowerBound }
        var seen: Set<String> = []
        return ranges.map(text.text).filter { seen.insert($0).inserted }
    }

    // MARK: - tokens only

    /// Whether `text` has no word that could be translated: every word is a placeholder, flag,
    /// code span, URL or file name, a number or punctuation, an all-capital acronym (`ID`,
    /// `SDK`, `H.264`) or one of `tokens` (product names such as `Xcode`).
    static func consistsOfTokens(_ text: ScannedText, tokens: Set<String>) -> Bool {
        var plain = ""
        for (index, scalar) in text.scalars.enumerated() {
            plain.unicodeScalars.append(text.isProtected(index) ? " " : scalar)
        }
        for word in plain.split(whereSeparator: \.isWhitespace).map(String.init) {
            if tokens.contains(word) { continue }
            var scalars = Substring(word).unicodeScalars[...]
            while let first = scalars.first, ScannedText.isPunctuation(first) { scalars.removeFirst() }
            while let last = scalars.last, ScannedText.isPunctuation(last) { scalars.removeLast() }
            let stripped = String(String.UnicodeScalarView(scalars))
            if stripped.isEmpty || tokens.contains(stripped) { continue }
            let letters = stripped.unicodeScalars.filter(\.properties.isAlphabetic)
            if letters.isEmpty { continue }
            let hasDigit = stripped.unicodeScalars.contains(where: ScannedText.isASCIIDigit)
            if letters.allSatisfy(\.properties.isUppercase) && (letters.count >= 2 || hasDigit) { continue }
            return false
        }
        return true
    }

    /// Whether `text` has a letter.
    static func hasLetters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: \.properties.isAlphabetic)
    }
}
