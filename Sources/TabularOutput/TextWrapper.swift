/// Greedy word wrapping by terminal display width.
///
/// Used by the text renderer for flexible columns; public so the CLI can wrap other prose (an
/// entry's summary or notes) to the same rules.
public enum TextWrapper {
    /// `text` broken into lines no wider than `width` display columns (see `DisplayWidth`).
    ///
    /// * Text that already fits is returned as its only line, unchanged.
    /// * Otherwise lines break at spaces (U+0020 only: a no-break space, such as the one French
    ///   typography puts before ":", never breaks). The spaces at a break are dropped and runs
    ///   of spaces between words become one space.
    /// * A word wider than `width` is broken between grapheme clusters, so accents and emoji
    ///   sequences are never split; a single cluster wider than `width` (a CJK character when
    ///   `width` is 1) gets a line of its own and that line is then wider than `width`.
    /// * The result always has at least one line (`[""]` for empty text or only spaces) and
    ///   never contains an empty line otherwise.
    ///
    /// `width` values below 1 act like 1. The text is expected to be a single line; apply
    /// `TerminalText.sanitized(_:)` first to turn line breaks and tabs into spaces.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        if DisplayWidth.of(text) <= width {
            return [text]
        }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = DisplayWidth.of(word)
            if !line.isEmpty && lineWidth + 1 + wordWidth <= width {
                line += " "
                line += word
                lineWidth += 1 + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character: character)
                if lineWidth > 0 && lineWidth + characterWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if !line.isEmpty || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }
}
