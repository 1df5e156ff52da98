extension TerminalText {
    /// `text` with every character that could drive a terminal written as a visible escape,
    /// `\u{1B}` for ESC, so that user input quoted back in a message (an argument, an id)
    /// shows what was typed and cannot move the cursor, recolour the screen, ring the bell,
    /// rewrite the line or reverse the text that follows it.
    ///
    /// Escaped, in Swift's `\u{…}` notation with upper-case hex digits: every C0 control but
    /// the line feed (U+0000...U+001F: ESC, BEL, CR, TAB …), DEL (U+007F), every C1 control
    /// (U+0080...U+009F, the single-byte CSI U+009B included), the line and paragraph
    /// separators (U+2028, U+2029) and the bidirectional formatting characters (U+061C,
    /// U+200E, U+200F, U+202A...U+202E, U+2066...U+2069). The line feed is kept so that a
    /// message of several lines stays several lines; everything else is unchanged.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is one ``escaped(_:)`` writes as an escape.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
