import CatalogPresentation
import TabularOutput

/// Prints a `Detail` as text for the terminal, GFM Markdown, or two-column CSV.
enum DetailRenderer {
    static func text(_ detail: Detail, terminal: Terminal) -> String {
        let bold = terminal.useColor ? ("\u{1B}[1m", "\u{1B}[0m") : ("", "")
        let width = terminal.width ?? 100
        var lines = ["\(bold.0)\(TerminalText.sanitized(detail.title))\(bold.1) (\(detail.subtitle))"]
        lines += TextWrapper.wrap(TerminalText.sanitized(detail.summary), width: width)
        let labelWidth = (detail.fields.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
        for field in detail.fields {
            lines.append("")
            if field.isList {
                lines.append("\(bold.0)\(field.label)\(bold.1)")
                for value in field.values {
                    let wrapped = TextWrapper.wrap(TerminalText.sanitized(value), width: max(10, width - 4))
                    for (index, line) in wrapped.enumerated() { lines.append((index == 0 ? "  • " : "    ") + line) }
                }
            } else {
                lines.removeLast()
                let label = DisplayWidth.padded(field.label + ":", toWidth: labelWidth, alignment: .leading)
                let wrapped = TextWrapper.wrap(
                    TerminalText.sanitized(field.values.joined(separator: ", ")), width: max(10, width - labelWidth))
                for (index, line) in wrapped.enumerated() {
                    lines.append((index == 0 ? label : String(repeating: " ", count: labelWidth)) + line)
                }
            }
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n") + "\n"
    }

    static func markdown(_ detail: Detail) -> String {
        var out = "# \(escape(detail.title))\n\n*\(escape(detail.subtitle))*\n\n\(escape(detail.summary))\n"
        for field in detail.fields {
            if field.isList {
                out += "\n## \(escape(field.label))\n\n" + field.values.map { "- \(escape($0))\n" }.joined()
            } else {
                out += "\n**\(escape(field.label)):** \(escape(field.values.joined(separator: ", ")))\n"
            }
        }
        return out
    }

    /// The entry as two CSV columns, `fieldTitle` and `valueTitle` ("Field,Value"): one row per
    /// value, the name and the summary first under their own labels, so that every row says
    /// what it holds.
    static func csv(
        _ detail: Detail, nameLabel: String, summaryLabel: String, fieldTitle: String, valueTitle: String
    ) throws(TableError) -> String {
        var rows = [[nameLabel, detail.title], [summaryLabel, detail.summary]]
        for field in detail.fields {
            rows += field.values.map { [field.label, $0] }
        }
        let table = try Table(columns: [Column(fieldTitle), Column(valueTitle)], rows: rows)
        return TableRenderer.csv(table)
    }

    /// Backslash-escapes the characters that would start Markdown syntax (inline anywhere,
    /// block markers at the start), so that catalog text is always read as text.
    static func escape(_ text: String) -> String {
        var out = ""
        for (index, character) in text.enumerated() {
            let inline = "\\`*_[]<>|~!".contains(character)
            let blockStart = index == 0 && "#-+=>".contains(character)
            if inline || blockStart { out.append("\\") }
            out.append(character == "\n" || character == "\r" ? " " : character)
        }
        return out
    }
}
