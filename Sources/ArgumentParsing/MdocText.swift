/// Escaping of text for mdoc, the roff macro language of BSD manual pages.
///
/// roff reads a backslash as the start of an escape, a `.` or `'` at the start of a line as a
/// request or macro, and words such as `Ar` or `,` in a macro line as macros and delimiters.
/// Text from the command tree goes through these functions so that it prints as written.
/// Every character outside ASCII becomes a `\[uXXXX]` escape, which groff and mandoc both
/// read whatever the locale, and `-` becomes `\-`, so that an option in running text prints
/// as the minus sign a user types rather than a typographic hyphen.
enum MdocText {
    /// `text` as the text lines of a paragraph: one line per sentence of each line of `text`
    /// (roff wants a new sentence on a new line, to space sentences), broken at spaces into
    /// lines of at most ``lineLength`` bytes, each stripped of surrounding white space; an empty line is left out (a caller starts paragraphs with
    /// `.Pp`). A line that would start with `.` or `'` starts with the zero-width `\&`.
    static func textLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            sentences(line.trimmingWhiteSpace()).flatMap { sentence in
                wrapped(escaped(sentence)).map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : $0 }
            }
        }
    }

    /// The longest an input line should be, in bytes, so that the source reads well.
    static let lineLength = 80

    /// Escaped `text` broken at spaces into lines of at most ``lineLength`` bytes (a longer
    /// word stays whole on its own line).
    static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.utf8.count + 1 + word.utf8.count <= lineLength {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `line` split after each `.`, `!` or `?` (and any closing `)`, `]`, `"` or `'`) that a
    /// space follows, without the spaces between the parts; none for an empty line.
    static func sentences(_ line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var endsSentence = false
        for character in line {
            if character == " ", endsSentence {
                result.append(current)
                current = ""
                endsSentence = false
                continue
            }
            if character == " ", current.isEmpty { continue }
            current.append(character)
            if ".!?".contains(character) {
                endsSentence = true
            } else if !(endsSentence && ")]\"'".contains(character)) {
                endsSentence = false
            }
        }
        let last = current.trimmingWhiteSpace()
        if !last.isEmpty { result.append(last) }
        return result
    }

    /// `text` split into paragraphs at empty lines, each as its text lines.
    static func paragraphs(_ text: String) -> [[String]] {
        var result: [[String]] = []
        var current: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingWhiteSpace().isEmpty {
                if !current.isEmpty { result.append(current) }
                current = []
            } else {
                current += textLines(String(line))
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// `word` as one argument of a macro line: escaped, quoted when it holds a space, and
    /// preceded by `\&` when mdoc would otherwise read it as a macro (`Ar`) or a delimiter (`,`).
    static func argument(_ word: String) -> String {
        let escaped = escaped(word).replacingAll("\"", with: "\\(dq")
        if escaped.isEmpty { return "\"\"" }
        if escaped.contains(" ") { return "\"" + escaped + "\"" }
        return looksLikeMacroOrDelimiter(word) ? "\\&" + escaped : escaped
    }

    /// `text` as the arguments of a macro that takes a phrase (`.Nd`): each word escaped as by
    /// ``argument(_:)``, separated by single spaces.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).map { argument(String($0)) }.joined(separator: " ")
    }

    /// An option name for `Fl`, which prints its own leading `-`: `-format` prints `--format`.
    /// Only backslashes and characters outside ASCII are escaped, so a search of the page for
    /// `Fl -format` finds the option.
    static func flagArgument(_ name: String) -> String {
        let escaped = escaped(name, minus: false).replacingAll("\"", with: "\\(dq")
        return escaped.contains(" ") ? "\"" + escaped + "\"" : escaped
    }

    /// `text` with `\` as `\e`, `-` as `\-` (unless `minus` is false), tabs and other control
    /// characters as spaces and every character outside ASCII as `\[uXXXX]`.
    static func escaped(_ text: String, minus: Bool = true) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C: result += "\\e"
            case 0x2D where minus: result += "\\-"
            case 0x00..<0x20, 0x7F: result += " "
            case 0x20..<0x7F: result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return result
    }

    /// Whether mdoc reads `word` on a macro line as something other than text: a word of two
    /// or three letters starting with a capital (the shape of every callable macro, `Ar`,
    /// `Op`, `Ns`), or a word made only of delimiters (`,`, `|`, `(`).
    private static func looksLikeMacroOrDelimiter(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        if (2...3).contains(scalars.count), let first = scalars.first, (0x41...0x5A).contains(first.value),
            scalars.allSatisfy({ ($0.value >= 0x41 && $0.value <= 0x5A) || ($0.value >= 0x61 && $0.value <= 0x7A) })
        {
            return true
        }
        return scalars.allSatisfy { "()[].,:;!?|".unicodeScalars.contains($0) }
    }
}

extension Substring {
    /// The text without leading and trailing white space (without Foundation).
    func trimmingWhiteSpace() -> String {
        guard let start = firstIndex(where: { !$0.isWhitespace }),
            let end = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[start...end])
    }
}

extension String {
    /// The text without leading and trailing white space (without Foundation).
    func trimmingWhiteSpace() -> String { self[...].trimmingWhiteSpace() }
}
