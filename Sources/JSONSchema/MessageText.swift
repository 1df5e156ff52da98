import JSONReader

/// How instance and schema values are shown inside messages: short, on one line, with control
/// characters escaped (so a message never carries a raw newline or terminal escape).
enum MessageText {
    /// The longest rendering, in Unicode scalars, before it is shortened with "…".
    static let limit = 60

    /// A value as the subject of a message: strings in single quotes (`'core-service'`), anything
    /// else as compact JSON (`42`, `{"a":1}`).
    static func value(_ value: JSONValue) -> String {
        if let string = value.stringValue { return "'" + shorten(escape(string)) + "'" }
        return shorten(escape(value.description))
    }

    /// A value in a list of options (`enum`): plain strings bare (`cocoa-touch`), strings that would
    /// be ambiguous bare (empty, with commas or outer spaces, or spelled like a JSON literal or
    /// number) in single quotes, anything else as compact JSON.
    static func option(_ value: JSONValue) -> String {
        guard let string = value.stringValue else { return shorten(escape(value.description)) }
        let ambiguous =
            string.isEmpty || string.contains(",") || string.first == " " || string.last == " "
            || ["null", "true", "false", "…"].contains(string) || JSONNumber(text: string) != nil
        return ambiguous ? "'" + shorten(escape(string)) + "'" : shorten(escape(string))
    }

    /// Escapes control characters and the line and paragraph separators as `\n`, `\t`, `\u{1B}`.
    static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Cuts `text` to ``limit`` scalars, ending in "…" when cut.
    static func shorten(_ text: String) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit - 1))) + "…"
    }
}
