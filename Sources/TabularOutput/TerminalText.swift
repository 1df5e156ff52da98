/// Neutralises control characters so that text from the catalog (or any other data) can be
/// printed on a terminal as one line without being able to move the cursor, change colours,
/// set the window title or otherwise inject escape sequences.
///
/// The text renderer and the Markdown renderer apply this to every title and cell. The CSV
/// renderer does not: CSV is a data format and must round-trip cells exactly (see
/// `TableRenderer.csv(_:includeHeader:)`). Use it directly for any other catalog text the CLI
/// prints.
public enum TerminalText {
    /// `text` as a single line free of control characters.
    ///
    /// * Line and column breaks become one space (U+0020) each: TAB, LF, VT, FF, CR, NEXT LINE
    ///   (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029); a CR LF pair
    ///   becomes a single space.
    /// * Every other C0 control (U+0000...U+001F, including ESC), DEL (U+007F) and every C1
    ///   control (U+0080...U+009F, including the single-byte CSI U+009B) is removed.
    /// * Everything else, including zero-width and format characters, is kept unchanged.
    ///
    /// The printable remains of an escape sequence ("[31m" after its ESC is removed) stay as
    /// visible text, which is harmless and shows that the data contained something odd.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsNeutralising) else {
            return text
        }
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            defer { previousWasCarriageReturn = value == 0x0D }
            switch value {
            case 0x0A where previousWasCarriageReturn:
                continue
            case 0x09...0x0D, 0x85, 0x2028, 0x2029:
                result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalar` is changed or removed by `sanitized(_:)`.
    static func needsNeutralising(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
            return true
        default:
            return false
        }
    }
}
