/// What a template produces, which decides how `{{name}}` escapes the text it interpolates.
///
/// Raw tags (`{{{name}}}` and `{{& name}}`) are never escaped, in any kind; a template must mark
/// such places itself. The template's own text is never escaped.
public enum OutputKind: Sendable, Hashable, CaseIterable {
    /// HTML: `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`,
    /// so a value cannot open a tag or leave a quoted attribute value. (It cannot make a URL
    /// safe: `href="{{url}}"` still needs a URL the caller has checked.)
    case html
    /// Markdown (CommonMark with GitHub extensions): the value is made to read as plain text.
    ///
    /// 1. Each line ending (`\r\n`, `\r` or `\n`) becomes one space, so a value cannot start a
    ///    new block or end a table row.
    /// 2. A backslash goes before every `\`, the backtick, `*` `_` `[` `]` `<` `>` `|` `~` `!` and `&`
    ///    (emphasis, code, links, images, raw HTML, tables, strikethrough, entities).
    /// 3. At the start of the value (after any spaces, tabs and line endings), a backslash goes
    ///    before `#`, `+`, `-` or `=` (headings, list items, setext underlines, thematic
    ///    breaks), and before the `.` or `)` of a leading number of one to nine digits followed
    ///    by a space, a tab, a line ending or the end of the value (ordered list items: `1.` →
    ///    `1\.`). The engine cannot know whether the value lands at the start of a block
    ///    (`- {{x}}`, `> {{x}}`, a table cell), so it does this for every value; a backslash
    ///    before punctuation always renders as the punctuation alone.
    /// 4. A `#` after a space or tab gets a backslash too, so a value cannot end a heading with
    ///    a closing `#` sequence (`# {{x}}` with `x` = `a #`); `C#` is left alone.
    ///
    /// Not changed: other characters, including leading spaces (a value at the start of a line
    /// that begins with four spaces is still read as an indented code block), and bare URLs
    /// and e-mail addresses, which GitHub's autolink extension shows as links.
    case markdown
    /// Plain text: nothing is escaped.
    case plain

    /// The kind for a template file name by its extension, ignoring a final `.mustache`:
    /// `.html`/`.htm` → ``html``, `.md`/`.markdown` → ``markdown``, `.txt`/`.text` →
    /// ``plain``; `nil` otherwise. `Templates/page.md.mustache` → ``markdown``.
    public init?(templateName: String) {
        var name = Substring(templateName.lowercased())
        if name.hasSuffix(".mustache") {
            name = name.dropLast(".mustache".count)
        }
        if name.hasSuffix(".html") || name.hasSuffix(".htm") {
            self = .html
        } else if name.hasSuffix(".md") || name.hasSuffix(".markdown") {
            self = .markdown
        } else if name.hasSuffix(".txt") || name.hasSuffix(".text") {
            self = .plain
        } else {
            return nil
        }
    }

    /// `text` escaped for this kind, exactly as `{{name}}` would interpolate it.
    public func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        escape(text, into: &output)
        return output
    }

    /// Appends `text`, escaped for this kind, to `output`.
    func escape(_ text: String, into output: inout String) {
        switch self {
        case .html: Self.escapeHTML(text, into: &output)
        case .markdown: Self.escapeMarkdown(text, into: &output)
        case .plain: output += text
        }
    }

    private static func escapeHTML(_ text: String, into output: inout String) {
        let bytes = text.utf8
        var segmentStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let replacement: String
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default:
                bytes.formIndex(after: &index)
                continue
            }
            output += text[segmentStart..<index]
            output += replacement
            bytes.formIndex(after: &index)
            segmentStart = index
        }
        output += text[segmentStart..<bytes.endIndex]
    }

    /// Characters escaped with a backslash wherever they occur.
    private static func isMarkdownSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "&"):
            true
        default:
            false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func escapeMarkdown(_ text: String, into output: inout String) {
        /// What happens to one byte.
        enum Action {
            case keep, backslash, space, drop
        }
        let bytes = text.utf8
        // The index of a `.` or `)` that ends a leading ordered-list number, if any.
        var listMarkerEnd: String.Index? = nil
        var atStart = true
        var afterBlank = false
        var segmentStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            var action = Action.keep
            var isBlank = true
            switch byte {
            case UInt8(ascii: "\n"):
                action = .space
            case UInt8(ascii: "\r"):
                // `\r\n` is one line ending: the `\n` becomes the space.
                action = next != bytes.endIndex && bytes[next] == UInt8(ascii: "\n") ? .drop : .space
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                break
            default:
                isBlank = false
                if atStart {
                    atStart = false
                    switch byte {
                    case UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="):
                        action = .backslash
                    default:
                        if isDigit(byte) {
                            listMarkerEnd = orderedListMarkerEnd(in: bytes, from: index)
                        }
                    }
                } else if index == listMarkerEnd || (byte == UInt8(ascii: "#") && afterBlank) {
                    action = .backslash
                }
                if isMarkdownSpecial(byte) {
                    action = .backslash
                }
            }
            afterBlank = isBlank
            switch action {
            case .keep:
                break
            case .backslash:
                // The byte itself starts the next unchanged run.
                output += text[segmentStart..<index]
                output += "\\"
                segmentStart = index
            case .space:
                output += text[segmentStart..<index]
                output += " "
                segmentStart = next
            case .drop:
                output += text[segmentStart..<index]
                segmentStart = next
            }
            index = next
        }
        output += text[segmentStart..<bytes.endIndex]
    }

    /// For a value starting (at `start`) with 1–9 digits then `.` or `)` then a blank, a line
    /// ending or the end, the index of the `.` or `)`.
    private static func orderedListMarkerEnd(in bytes: String.UTF8View, from start: String.Index) -> String.Index? {
        var index = start
        var digits = 0
        while index != bytes.endIndex, isDigit(bytes[index]) {
            digits += 1
            if digits > 9 { return nil }
            bytes.formIndex(after: &index)
        }
        guard index != bytes.endIndex,
            bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
        else { return nil }
        let after = bytes.index(after: index)
        if after == bytes.endIndex { return index }
        switch bytes[after] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return index
        default: return nil
        }
    }
}
