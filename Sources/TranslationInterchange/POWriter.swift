import Locales

/// Writes a gettext PO file that `msgfmt --check-format --check-header` accepts.
///
/// ```
/// msgid ""
/// msgstr ""
/// "Project-Id-Version: oscat\n"
/// …
/// "Language: cs\n"
/// "Content-Type: text/plain; charset=UTF-8\n"
/// "Plural-Forms: nplurals=4; plural=(n == 1) ? 0 : (n >= 2 && n <= 4) ? 1 : 3;\n"
///
/// #. Kind of change in `oscat diff`.
/// #. oscat-fingerprint: 3b2c…
/// #: Localization/Localizable.xcstrings
/// msgctxt "ui/change.removed"
/// msgid "removed"
/// msgstr "odstraněn"
/// ```
///
/// - The header has every field `msgfmt --check-header` asks for; `PO-Revision-Date`,
///   `Last-Translator` and `Language-Team` are empty, so the output has no dates and the same
///   project always gives the same bytes. `Plural-Forms` is ``GettextPluralForms``.
/// - One entry per unit, sorted by id: `msgctxt` is the unit id (unique, so equal English
///   texts never merge), `#.` lines are the translator context and, last, `oscat-fingerprint:
///   <hex>`; `#:` is the project file; `#, fuzzy` marks a translation that needs review.
/// - A plural unit is one entry with `msgid` (English `one`), `msgid_plural` (English
///   `other`) and `msgstr[i]` for the i-th category of ``GettextPluralForms/categories(for:)``.
/// - Strings escape `\\`, `\"`, `\n`, `\t` and `\r`; a string with a line break inside is
///   written as `""` followed by one line per `\n`-terminated piece, as gettext does. There
///   is no other wrapping, so long lines stay whole.
/// - Untranslated units have `msgstr ""` (all `msgstr[i]` empty for plurals).
public enum POWriter {
    /// The `#.` comment prefix that carries the English fingerprint.
    static let fingerprintComment = "oscat-fingerprint: "

    /// The PO file of `items` for target language `language`, as UTF-8 bytes.
    public static func write(_ items: [ExportItem], language: CatalogLanguage) -> [UInt8] {
        let categories = GettextPluralForms.categories(for: language)
        let rules = PluralRules(language)
        let described = categories.enumerated().map { index, category in
            let integers = rules.examples(of: category).contains { !$0.contains(".") && !$0.contains("c") }
            return "msgstr[\(index)] \(category.rawValue)" + (integers ? "" : " (decimals only)")
        }
        var out = "# oscat: \(language.endonym) (\(language.code)) translations of the UI and the catalog.\n"
        out += "# msgctxt is the unit id; keep the \"oscat-fingerprint\" comments for `oscat l10n import`.\n"
        out += "# Plural entries: \(described.joined(separator: ", ")).\n"
        out += "msgid \"\"\nmsgstr \"\"\n"
        let header = [
            "Project-Id-Version: oscat", "PO-Revision-Date: ", "Last-Translator: ", "Language-Team: ",
            "Language: \(language.code)", "MIME-Version: 1.0", "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: 8bit", "Plural-Forms: \(GettextPluralForms.header(for: language))",
            "X-Generator: oscat",
        ]
        for field in header { out += "\"\(escape(field))\\n\"\n" }
        for item in items.sorted(by: { $0.unitID < $1.unitID }) {
            out += "\n"
            for line in InterchangeText.sanitized(item.context).split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            {
                out += line.isEmpty ? "#.\n" : "#. \(line)\n"
            }
            out += "#. \(fingerprintComment)\(item.fingerprint)\n"
            out += "#: \(reference(item.displayFile))\n"
            if item.translation != nil && item.needsReview { out += "#, fuzzy\n" }
            out += string("msgctxt", item.unitID)
            if item.isPlural {
                out += string("msgid", item.englishForm(.one))
                out += string("msgid_plural", item.englishForm(.other))
                for (index, category) in categories.enumerated() {
                    out += string("msgstr[\(index)]", item.translationForm(category) ?? "")
                }
            } else {
                let target: String? = item.translation.flatMap { text in
                    if case .single(let value) = text { value } else { nil }
                }
                out += string("msgid", item.englishForm(.other))
                out += string("msgstr", target ?? "")
            }
        }
        return Array(out.utf8)
    }

    /// `keyword "text"`, or `keyword ""` and one quoted line per `\n`-terminated piece.
    static func string(_ keyword: String, _ text: String) -> String {
        var pieces: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            current.unicodeScalars.append(scalar)
            if scalar == "\n" {
                pieces.append(current)
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(current) }
        if pieces.count <= 1 { return "\(keyword) \"\(escape(text))\"\n" }
        return "\(keyword) \"\"\n" + pieces.map { "\"\(escape($0))\"\n" }.joined()
    }

    /// `text` escaped for a PO string.
    static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { "\\\"\n\t\r".unicodeScalars.contains($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A `#:` reference: the path, isolated with U+2068 … U+2069 if it has whitespace (gettext ≥ 0.20).
    private static func reference(_ path: String) -> String {
        let clean = InterchangeText.sanitized(path).replacingNewlines()
        guard clean.contains(where: \.isWhitespace) else { return clean }
        return "\u{2068}\(clean)\u{2069}"
    }
}

extension String {
    /// The string with line breaks replaced by spaces.
    fileprivate func replacingNewlines() -> String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
