/// The number of terminal columns a string occupies when printed in a monospaced terminal.
///
/// `String.count` counts grapheme clusters and `utf8.count` counts bytes; neither is the width a
/// terminal gives the text, so neither can align columns that mix Latin, Czech, Cyrillic, CJK and
/// emoji. `DisplayWidth` measures one grapheme cluster (a user-perceived character) at a time:
///
/// * Zero columns: combining marks (general categories Mn and Me), format characters (Cf, which
///   covers ZERO WIDTH JOINER, ZERO WIDTH NON-JOINER, ZERO WIDTH SPACE U+200B, SOFT HYPHEN U+00AD,
///   word joiner, byte order mark and the bidirectional controls), variation selectors, the Hangul
///   medial vowels and final consonants (U+1160...U+11FF, U+D7B0...U+D7FF), line and paragraph
///   separators, and control characters (C0, DEL, C1). Control characters are counted 0 because
///   the renderers remove them (see `TerminalText.sanitized(_:)`); they have no printable width.
/// * Two columns: East Asian Wide (W) and Fullwidth (F) characters (CJK ideographs, kana, Hangul
///   syllables, fullwidth forms; see `EastAsianWidthTable`) and characters with the
///   Emoji_Presentation property (`Unicode.Scalar.Properties.isEmojiPresentation`).
/// * One column: everything else, including East Asian Ambiguous characters such as Cyrillic
///   letters (the common choice for terminals outside CJK locales), Czech and Swedish letters with
///   diacritics, the no-break spaces of French typography and the box-drawing character `─`.
///
/// A grapheme cluster takes the width of its first scalar that has a nonzero width, so a letter
/// followed by combining marks ("e" + U+0301) counts 1, precomposed or decomposed alike; an emoji
/// ZWJ sequence (👨‍👩‍👧), a skin-tone sequence or a flag counts 2; a cluster made only of zero-width
/// scalars counts 0. A cluster that contains VARIATION SELECTOR-16 (U+FE0F) after an emoji-capable
/// base (❤️, 1️⃣) counts 2, as terminals draw it in emoji presentation. VARIATION SELECTOR-15 is
/// ignored (terminals differ in honouring it).
///
/// All functions are pure, total (any input, no traps) and deterministic.
public enum DisplayWidth {
    /// The display width of `text`: the sum of the widths of its grapheme clusters.
    ///
    /// `DisplayWidth.of("Příliš žluťoučký kůň")` is 20 whether the text is precomposed or
    /// decomposed; `DisplayWidth.of("日本語")` is 6.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text {
            total += of(character: character)
        }
        return total
    }

    /// The display width of one grapheme cluster: 0, 1 or 2 (see the type's documentation).
    public static func of(character: Character) -> Int {
        if let ascii = character.asciiValue {
            // "\r\n" is one Character whose asciiValue is 0x0A: a control, width 0.
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        var baseWidth = 0
        var baseIsEmoji = false
        var hasEmojiVariationSelector = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F {
                hasEmojiVariationSelector = true
                continue
            }
            if baseWidth == 0 {
                let width = of(scalar: scalar)
                if width > 0 {
                    baseWidth = width
                    baseIsEmoji = scalar.properties.isEmoji
                }
            }
        }
        if baseWidth == 1 && hasEmojiVariationSelector && baseIsEmoji {
            return 2
        }
        return baseWidth
    }

    /// The display width of a single Unicode scalar, out of context: 0, 1 or 2.
    ///
    /// Prefer `of(_:)` or `of(character:)` for text: a scalar's width alone cannot account for
    /// variation selectors or for marks that join the preceding scalar.
    public static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0x20..<0x7F:
            return 1
        case 0x00..<0x20, 0x7F...0x9F:
            return 0
        case 0x1160...0x11FF, 0xD7B0...0xD7FF, 0x2028...0x2029:
            return 0
        default:
            break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if EastAsianWidthTable.isWide(value) || properties.isEmojiPresentation {
            return 2
        }
        return 1
    }

    /// `text` padded with spaces (U+0020) to `width` display columns according to `alignment`.
    ///
    /// Text that is already `width` columns wide or wider is returned unchanged (never truncated).
    /// For `.center`, an odd amount of padding puts the extra space on the trailing side.
    public static func padded(_ text: String, toWidth width: Int, alignment: Column.Alignment) -> String {
        let fill = width - of(text)
        if fill <= 0 {
            return text
        }
        switch alignment {
        case .leading:
            return text + String(repeating: " ", count: fill)
        case .trailing:
            return String(repeating: " ", count: fill) + text
        case .center:
            let before = fill / 2
            return String(repeating: " ", count: before) + text + String(repeating: " ", count: fill - before)
        }
    }
}
