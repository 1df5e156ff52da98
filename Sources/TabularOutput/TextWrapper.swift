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

    /// The ellipsis that ends a cut cell: "…" (U+2026), one display column wide.
    public static let ellipsis = "…"

    /// `text` wrapped as `wrap(_:width:)` does, but to at most `maxLines` lines (nil: no limit).
    ///
    /// When the text needs more lines, the first `maxLines` are kept and the last of them ends
    /// with `ellipsis`; to make room for it, the last line loses its last words (never inside a
    /// word while it has more than one), and a single word is cut between grapheme clusters
    /// (see `truncated(_:width:)`), so the line still fits `width`. `maxLines` values below 1 act like 1.
    public static func wrap(_ text: String, width: Int, maxLines: Int?) -> [String] {
        let lines = wrap(text, width: width)
        guard let maxLines, lines.count > max(1, maxLines) else {
            return lines
        }
        let keep = max(1, maxLines)
        var kept = Array(lines.prefix(keep))
        // Cut after a whole word where the line has more than one, not inside the last word.
        var last = kept[keep - 1]
        while DisplayWidth.of(last) + DisplayWidth.of(ellipsis) > max(1, width), let space = last.lastIndex(of: " ") {
            last = String(last[..<space])
        }
        kept[keep - 1] = truncated(last + ellipsis, width: width)
        return kept
    }

    /// `text` cut to `width` display columns: unchanged when it fits, otherwise its longest
    /// prefix of whole grapheme clusters that leaves room for `ellipsis`, without trailing
    /// spaces, followed by `ellipsis`. A combining mark is never separated from its letter.
    /// `width` values below 1 act like 1.
    public static func truncated(_ text: String, width: Int) -> String {
        let width = max(1, width)
        if DisplayWidth.of(text) <= width {
            return text
        }
        var result = ""
        var used = 0
        let room = width - DisplayWidth.of(ellipsis)
        for character in text {
            let characterWidth = DisplayWidth.of(character: character)
            if used + characterWidth > room {
                break
            }
            result.append(character)
            used += characterWidth
        }
        while result.last == " " {
            result.removeLast()
        }
        return result + ellipsis
    }
}
