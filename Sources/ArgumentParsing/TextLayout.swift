/// Terminal display width and word wrapping for help text.
///
/// Internal: help is laid out in terminal columns, which differ from character counts for
/// East Asian wide characters, emoji and combining marks.
enum TextLayout {
    /// The number of terminal columns `text` occupies.
    static func displayWidth(of text: String) -> Int {
        text.reduce(0) { $0 + displayWidth(of: $1) }
    }

    /// The number of terminal columns a character occupies: 0 for controls and marks that
    /// combine with what precedes them, 2 for wide and emoji-presentation characters, else 1.
    static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        if first.properties.isEmojiPresentation { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        return isWide(value) ? 2 : 1
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            return (0x1160...0x11FF).contains(scalar.value)  // Hangul medial vowels, final consonants
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Wraps one line of text (no newlines) into lines of at most `width` columns. Lines break
    /// at ASCII spaces (a no-break space holds words together) and next to wide characters
    /// (CJK text has no spaces). Runs of spaces between words collapse; a word wider than
    /// `width` with no break opportunity gets a line of its own. Leading spaces are kept on the
    /// first line and repeated on the following ones, so indented list items hang.
    static func wrapLine(_ line: Substring, width: Int) -> [String] {
        let indentCount = line.prefix { $0 == " " }.count
        let indent = String(repeating: " ", count: indentCount)
        let available = max(1, width - indentCount)
        var lines: [String] = []
        var currentLine = ""
        var currentWidth = 0
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            for (offset, piece) in breakablePieces(of: word).enumerated() {
                let separator = offset == 0 && !currentLine.isEmpty ? " " : ""
                let pieceWidth = displayWidth(of: piece)
                if currentLine.isEmpty {
                    currentLine = piece
                    currentWidth = pieceWidth
                } else if currentWidth + separator.count + pieceWidth <= available {
                    currentLine += separator + piece
                    currentWidth += separator.count + pieceWidth
                } else {
                    lines.append(indent + currentLine)
                    currentLine = piece
                    currentWidth = pieceWidth
                }
            }
        }
        if !currentLine.isEmpty || lines.isEmpty { lines.append(indent + currentLine) }
        return lines
    }

    /// Wide punctuation that may not start a line (a minimal kinsoku rule): it stays with the
    /// character before it.
    private static let noBreakBefore: Set<Character> = [
        "、", "。", "，", "．", "）", "」", "』", "】", "〕", "〉", "》", "！", "？", "：", "；", "ー",
    ]

    /// A word cut where a line may break inside it: before and after each wide character,
    /// except before the punctuation of ``noBreakBefore``.
    private static func breakablePieces(of word: Substring) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in word {
            if noBreakBefore.contains(character) {
                if !current.isEmpty {
                    pieces.append(current + String(character))
                    current = ""
                } else if let last = pieces.popLast() {
                    pieces.append(last + String(character))
                } else {
                    pieces.append(String(character))
                }
            } else if displayWidth(of: character) == 2 {
                if !current.isEmpty { pieces.append(current) }
                pieces.append(String(character))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// Wraps text that may hold several lines: each line is wrapped on its own and empty lines
    /// are kept.
    static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            line.allSatisfy({ $0 == " " }) ? [""] : wrapLine(line, width: width)
        }
    }

    /// Joins tokens with single spaces into lines of at most `width` columns; lines after the
    /// first start with `indent` columns of spaces. A token is never split.
    static func wrapTokens(_ tokens: [String], width: Int, firstLineUsed: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var currentLine = ""
        var used = firstLineUsed
        let padding = String(repeating: " ", count: indent)
        for token in tokens {
            let tokenWidth = displayWidth(of: token)
            if currentLine.isEmpty {
                currentLine = token
                used += tokenWidth
            } else if used + 1 + tokenWidth <= width {
                currentLine += " " + token
                used += 1 + tokenWidth
            } else {
                lines.append(currentLine)
                currentLine = padding + token
                used = indent + tokenWidth
            }
        }
        lines.append(currentLine)
        return lines
    }
}
