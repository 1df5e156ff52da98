import Locales

/// Writes XLIFF 1.2 in the shape Xcode exports, one `<file>` per project file.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
///   <file original="Localization/Localizable.xcstrings" source-language="en" target-language="cs" datatype="plaintext">
///     <header>
///       <tool tool-id="oscat" tool-name="oscat"/>
///     </header>
///     <body>
///       <trans-unit id="ui/change.removed" xml:space="preserve">
///         <source>removed</source>
///         <target state="translated">odstraněn</target>
///         <note>Kind of change in `oscat diff`.</note>
///         <note from="oscat-fingerprint">3b2c…</note>
///       </trans-unit>
/// ```
///
/// - Files are sorted by path, trans-units by id; there are no dates, so the same project
///   gives the same bytes.
/// - `state` is `translated`, `needs-review-translation` (see ``ExportItem/needsReview``) or `new` (no
///   translation yet: the target is empty).
/// - A plural unit has one trans-unit per CLDR category of the target language
///   (`PluralRules.categories`), id `<unit-id>|plural.<category>`; its source is the English
///   form of that category (English `other` for categories English lacks, such as Czech `few`)
///   and a third note, `from="oscat-plural"`, gives example numbers.
/// - Escaping: `&amp; &lt; &gt; &quot;` in text and attributes; CR as `&#13;` (a parser would
///   turn a literal CR into LF); in attributes also tab and LF as `&#9;` and `&#10;`. Characters
///   XML 1.0 forbids cannot be carried: callers refuse items that have one
///   (``ExportItem/forbiddenScalar``); in notes and attributes they become U+FFFD.
public enum XLIFFWriter {
    /// The XLIFF 1.2 namespace.
    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
    /// The `from` of the note that carries the English fingerprint.
    static let fingerprintNote = "oscat-fingerprint"
    /// The `from` of the note that describes a plural category.
    static let pluralNote = "oscat-plural"

    /// The XLIFF file of `items` for target language `language`, as UTF-8 bytes.
    public static func write(_ items: [ExportItem], language: CatalogLanguage) -> [UInt8] {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff version=\"1.2\" xmlns=\"\(namespace)\">\n"
        let files = Dictionary(grouping: items, by: \.displayFile)
        for file in files.keys.sorted() {
            out += "  <file original=\"\(attribute(file))\" source-language=\"en\" target-language=\"\(language.code)\""
            out += " datatype=\"plaintext\">\n"
            out += "    <header>\n      <tool tool-id=\"oscat\" tool-name=\"oscat\"/>\n    </header>\n"
            out += "    <body>\n"
            for item in (files[file] ?? []).sorted(by: { $0.unitID < $1.unitID }) {
                if item.isPlural {
                    for category in PluralRules(language).categories {
                        let target = item.translationForm(category)
                        transUnit(
                            id: PluralUnitID.make(item.unitID, category), source: item.englishForm(category),
                            target: target, needsReview: item.needsReview, item: item,
                            pluralNote: InterchangeText.pluralNote(category, language: language), to: &out)
                    }
                } else {
                    let target: String? = item.translation.flatMap { text in
                        if case .single(let value) = text { value } else { nil }
                    }
                    transUnit(
                        id: item.unitID, source: item.englishForm(.other), target: target,
                        needsReview: item.needsReview, item: item, pluralNote: nil, to: &out)
                }
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return Array(out.utf8)
    }

    private static func transUnit(
        id: String, source: String, target: String?, needsReview: Bool, item: ExportItem, pluralNote: String?,
        to out: inout String
    ) {
        let state = target == nil ? "new" : needsReview ? "needs-review-translation" : "translated"
        out += "      <trans-unit id=\"\(attribute(id))\" xml:space=\"preserve\">\n"
        out += "        <source>\(content(source))</source>\n"
        out += "        <target state=\"\(state)\">\(content(target ?? ""))</target>\n"
        out += "        <note>\(content(InterchangeText.sanitized(item.context)))</note>\n"
        if let pluralNote { out += "        <note from=\"\(Self.pluralNote)\">\(content(pluralNote))</note>\n" }
        out += "        <note from=\"\(fingerprintNote)\">\(item.fingerprint)</note>\n"
        out += "      </trans-unit>\n"
    }

    /// `text` escaped for element content (also serves other XML, such as TBX).
    public static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// `text` escaped for a double-quoted attribute value, forbidden characters replaced by
    /// U+FFFD (also serves other XML, such as TBX).
    public static func attribute(_ text: String) -> String {
        escape(InterchangeText.sanitized(text), inAttribute: true)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        guard text.unicodeScalars.contains(where: { "&<>\"\r\t\n".unicodeScalars.contains($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\r": result += "&#13;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
