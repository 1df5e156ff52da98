import JSONReader
import Locales

/// Reads gettext PO files as ``POWriter`` writes them and translation tools give them back.
///
/// - Entries: comments (`#.` extracted, `#,` flags, `#:` references, `#|` previous, `# …`
///   translator comments), `msgctxt`, `msgid`, `msgid_plural`, `msgstr` / `msgstr[N]`, each
///   string possibly continued on following lines that hold only a string. Obsolete entries
///   (`#~`) are skipped. Blank lines between entries are optional.
/// - Strings: `\\ \" \n \t \r` and the other C escapes (`\a \b \f \v \' \?`, octal `\NNN`,
///   hex `\xHH`, ASCII only); a decoded character that XML 1.0 forbids (as most C0 controls)
///   is refused, as in XLIFF, so both formats accept the same texts.
/// - The header (`msgid ""` without `msgctxt`) must give `Language` (`cs`, `cs_CZ` …); a
///   `charset` other than UTF-8 is refused; `Plural-Forms`, if present, must have the
///   `nplurals` of ``GettextPluralForms`` (otherwise `msgstr[i]` could not be mapped to CLDR
///   categories safely).
/// - `msgctxt` is the unit id and must be unique; `#, fuzzy` means "needs review"; the
///   fingerprint is the last `#. oscat-fingerprint: <hex>` comment.
enum POReader {
    static func read(_ bytes: [UInt8], path: String?) throws(InterchangeParseError) -> InterchangeDocument {
        let parser = POParser(text: try ScalarText(bytes: bytes, path: path), path: path)
        let raw = try parser.parse()
        func fail(_ reason: InterchangeParseError.Reason, _ position: SourcePosition) -> InterchangeParseError {
            InterchangeParseError(path: path, position: position, reason: reason)
        }

        guard let header = raw.first(where: { $0.msgctxt == nil && $0.msgid?.text == "" }) else {
            throw fail(.noHeaderEntry, .start)
        }
        let fields = headerFields(header.msgstr[-1]?.text ?? "")
        guard let code = fields["language"], !code.isEmpty else {
            throw fail(.noLanguageField, header.position)
        }
        guard let language = CatalogLanguage(rawValue: XLIFFReader.primaryLanguage(code)), language != .english else {
            throw fail(.unknownLanguage(code), header.position)
        }
        if let contentType = fields["content-type"], let charset = charset(of: contentType),
            charset.lowercased() != "utf-8"
        {
            throw fail(.unsupportedCharset(charset), header.position)
        }
        let categories = GettextPluralForms.categories(for: language)
        if let pluralForms = fields["plural-forms"] {
            let count = nplurals(pluralForms)
            if count != categories.count {
                throw fail(
                    .pluralFormsMismatch(
                        declared: count, language: language.code, expected: categories.count,
                        header: GettextPluralForms.header(for: language)), header.position)
            }
        }

        var entries: [InterchangeEntry] = []
        var seen: [String: SourcePosition] = [:]
        for entry in raw where !(entry.msgctxt == nil && entry.msgid?.text == "") {
            let id = entry.msgctxt?.text ?? ""
            if entry.msgctxt != nil {
                if let first = seen[id] { throw fail(.duplicateContext(id, firstAt: first), entry.position) }
                seen[id] = entry.position
            }
            let fingerprint = entry.extracted.last { $0.hasPrefix(POWriter.fingerprintComment) }
                .map { String($0.dropFirst(POWriter.fingerprintComment.count)).filter { !$0.isWhitespace } }
            let fuzzy = entry.flags.contains("fuzzy")
            if let plural = entry.msgidPlural {
                for (index, text) in entry.msgstr.sorted(by: { $0.key < $1.key }) {
                    guard index >= 0, index < categories.count else {
                        throw fail(
                            .pluralIndexOutOfRange(index: index, language: language.code, count: categories.count), text.position)
                    }
                    let category = categories[index]
                    entries.append(
                        InterchangeEntry(
                            unitID: id, category: category, writtenID: id,
                            source: category == .one ? entry.msgid?.text : plural.text, target: text.text,
                            needsReview: fuzzy, fingerprint: fingerprint, position: entry.position))
                }
            } else {
                entries.append(
                    InterchangeEntry(
                        unitID: id, writtenID: id, source: entry.msgid?.text, target: entry.msgstr[-1]?.text ?? "",
                        needsReview: fuzzy, fingerprint: fingerprint, position: entry.position))
            }
        }
        return InterchangeDocument(format: .po, language: language, entries: entries)
    }

    /// The header's `Name: value` lines, by lower-cased name.
    private static func headerFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingSpaces().lowercased()
            if fields[name] == nil { fields[name] = line[line.index(after: colon)...].trimmingSpaces() }
        }
        return fields
    }

    /// The `charset=` of a Content-Type value.
    private static func charset(of contentType: String) -> String? {
        for part in contentType.split(separator: ";") {
            let trimmed = part.trimmingSpaces()
            if trimmed.lowercased().hasPrefix("charset=") { return String(trimmed.dropFirst(8)) }
        }
        return nil
    }

    /// The `nplurals=` of a Plural-Forms value.
    private static func nplurals(_ value: String) -> Int? {
        for part in value.split(separator: ";") {
            let trimmed = part.trimmingSpaces()
            guard trimmed.hasPrefix("nplurals") else { continue }
            return Int(trimmed.drop { $0 != "=" }.dropFirst().trimmingSpaces())
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// One PO entry as written.
struct RawPOEntry {
    /// A string value and where its first quote is.
    struct Value {
        var text: String
        var position: SourcePosition
    }

    var position: SourcePosition
    var extracted: [String] = []
    var flags: Set<String> = []
    var msgctxt: Value?
    var msgid: Value?
    var msgidPlural: Value?
    /// `msgstr` under -1, `msgstr[N]` under N.
    var msgstr: [Int: Value] = [:]
    var isObsolete = false

    /// Whether the entry has started its strings (so a comment begins the next entry).
    var hasStrings: Bool { msgctxt != nil || msgid != nil }
}

/// The line-by-line PO parser behind ``POReader``.
struct POParser {
    private let text: ScalarText
    private let path: String?

    init(text: ScalarText, path: String?) {
        self.text = text
        self.path = path
    }

    private enum Field: Equatable {
        case msgctxt, msgid, msgidPlural
        case msgstr(Int)
    }

    /// The entries in file order.
    func parse() throws(InterchangeParseError) -> [RawPOEntry] {
        var entries: [RawPOEntry] = []
        var current: RawPOEntry?
        var field: Field?

        func finish() throws(InterchangeParseError) {
            defer {
                current = nil
                field = nil
            }
            guard let entry = current else { return }
            if entry.isObsolete && !entry.hasStrings { return }
            guard entry.msgid != nil else {
                throw error(.entryWithoutMsgid, at: entry.position)
            }
            if entry.msgidPlural != nil {
                if entry.msgstr.isEmpty || entry.msgstr[-1] != nil {
                    throw error(.pluralEntryWithoutForms, at: entry.position)
                }
            } else if entry.msgstr[-1] == nil {
                throw error(entry.msgstr.isEmpty ? .msgidWithoutMsgstr : .indexedMsgstrWithoutPlural, at: entry.position)
            }
            if !entry.isObsolete { entries.append(entry) }
        }

        for (start, end) in lines() {
            var i = start
            while i < end, text.scalars[i] == " " || text.scalars[i] == "\t" { i += 1 }
            if i == end {
                try finish()
                continue
            }
            let lineStart = text.position(i)
            if text.scalars[i] == "#" {
                let kind: Unicode.Scalar? = i + 1 < end ? text.scalars[i + 1] : nil
                if kind == "~" {
                    // An obsolete entry: its lines are skipped, but it still separates entries.
                    if current?.hasStrings == true, current?.isObsolete == false { try finish() }
                    if current == nil { current = RawPOEntry(position: lineStart) }
                    current?.isObsolete = true
                    continue
                }
                if current?.hasStrings == true || current?.isObsolete == true { try finish() }
                if current == nil { current = RawPOEntry(position: lineStart) }
                let body = string(from: i + 2, to: end)
                switch kind {
                case ".": current?.extracted.append(body.first == " " ? String(body.dropFirst()) : body)
                case ",":
                    for flag in body.split(separator: ",") {
                        current?.flags.insert(String(flag.filter { !$0.isWhitespace }))
                    }
                default: break
                }
                continue
            }
            if current?.isObsolete == true { try finish() }
            if text.scalars[i] == "\"" {
                guard let open = field else { throw error(.continuationWithoutKeyword, at: lineStart) }
                let (value, after) = try parseString(at: i, end: end)
                try expectLineEnd(after, end)
                append(value, to: open, of: &current)
                continue
            }
            var keyword = ""
            while i < end, text.scalars[i] != " " && text.scalars[i] != "\t" && text.scalars[i] != "\"" {
                keyword.unicodeScalars.append(text.scalars[i])
                i += 1
            }
            let next: Field
            switch keyword {
            case "msgctxt": next = .msgctxt
            case "msgid": next = .msgid
            case "msgid_plural": next = .msgidPlural
            case "msgstr": next = .msgstr(-1)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                    let index = Int(keyword.dropFirst(7).dropLast()), index >= 0, index < 100
                else {
                    throw error(.unknownKeyword(keyword), at: lineStart)
                }
                next = .msgstr(index)
            }
            // A msgctxt or msgid after a finished entry begins the next one.
            if next == .msgctxt || next == .msgid, let entry = current, entry.msgid != nil || entry.msgctxt != nil,
                !entry.msgstr.isEmpty || next == .msgctxt && entry.msgid != nil
            {
                try finish()
            }
            if current == nil { current = RawPOEntry(position: lineStart) }
            try checkOrder(next, in: current, at: lineStart)
            while i < end, text.scalars[i] == " " || text.scalars[i] == "\t" { i += 1 }
            guard i < end, text.scalars[i] == "\"" else { throw error(.expectedString(after: keyword), at: i) }
            let (value, after) = try parseString(at: i, end: end)
            try expectLineEnd(after, end)
            let item = RawPOEntry.Value(text: value, position: text.position(i))
            switch next {
            case .msgctxt: current?.msgctxt = item
            case .msgid: current?.msgid = item
            case .msgidPlural: current?.msgidPlural = item
            case .msgstr(let index): current?.msgstr[index] = item
            }
            field = next
        }
        try finish()
        return entries
    }

    /// Rejects keywords out of order or repeated within an entry.
    private func checkOrder(_ field: Field, in entry: RawPOEntry?, at position: SourcePosition) throws(InterchangeParseError) {
        guard let entry else { return }
        switch field {
        case .msgctxt:
            if entry.msgctxt != nil || entry.msgid != nil { throw error(.misplacedContext, at: position) }
        case .msgid:
            if entry.msgid != nil { throw error(.secondMsgid, at: position) }
        case .msgidPlural:
            if entry.msgid == nil || entry.msgidPlural != nil || !entry.msgstr.isEmpty {
                throw error(.misplacedMsgidPlural, at: position)
            }
        case .msgstr(let index):
            if entry.msgid == nil { throw error(.msgstrWithoutMsgid, at: position) }
            if entry.msgstr[index] != nil { throw error(.duplicateMsgstr(index: index >= 0 ? index : nil), at: position) }
            if index >= 0 && entry.msgstr[index - 1] == nil && index > 0 {
                throw error(.msgstrOutOfOrder(index: index), at: position)
            }
        }
    }

    private func append(_ value: String, to field: Field, of entry: inout RawPOEntry?) {
        switch field {
        case .msgctxt: entry?.msgctxt?.text += value
        case .msgid: entry?.msgid?.text += value
        case .msgidPlural: entry?.msgidPlural?.text += value
        case .msgstr(let index): entry?.msgstr[index]?.text += value
        }
    }

    /// Parses a `"…"` string starting at `start`; returns its value and the index after it.
    private func parseString(at start: Int, end: Int) throws(InterchangeParseError) -> (String, Int) {
        var i = start + 1
        var value = ""
        while i < end {
            let scalar = text.scalars[i]
            switch scalar {
            case "\"":
                return (value, i + 1)
            case "\\":
                guard i + 1 < end else { throw error(.backslashAtLineEnd, at: i) }
                let escape = text.scalars[i + 1]
                var decoded: Unicode.Scalar
                var next = i + 2
                switch escape {
                case "n": decoded = "\n"
                case "t": decoded = "\t"
                case "r": decoded = "\r"
                case "\\": decoded = "\\"
                case "\"": decoded = "\""
                case "'": decoded = "'"
                case "?": decoded = "?"
                case "a": decoded = "\u{07}"
                case "b": decoded = "\u{08}"
                case "f": decoded = "\u{0C}"
                case "v": decoded = "\u{0B}"
                case "0"..."7", "x":
                    let hex = escape == "x"
                    var j = hex ? i + 2 : i + 1
                    var number: UInt32 = 0
                    var digits = 0
                    while j < end, digits < (hex ? 2 : 3), let digit = Self.digit(text.scalars[j], hex: hex) {
                        number = number * (hex ? 16 : 8) + digit
                        digits += 1
                        j += 1
                    }
                    guard digits > 0 else { throw error(.hexEscapeWithoutDigits, at: i) }
                    guard number < 0x80, let scalar = Unicode.Scalar(number) else {
                        throw error(.byteEscapeTooLarge, at: i)
                    }
                    decoded = scalar
                    next = j
                default:
                    throw error(.unknownEscape(String(escape)), at: i)
                }
                guard XMLScanner.isXMLCharacter(decoded) else {
                    throw error(.escapedControlCharacter(decoded.value), at: i)
                }
                value.unicodeScalars.append(decoded)
                i = next
            default:
                guard XMLScanner.isXMLCharacter(scalar) else {
                    throw error(.controlCharacter(scalar.value), at: i)
                }
                value.unicodeScalars.append(scalar)
                i += 1
            }
        }
        throw error(.unclosedString, at: start)
    }

    private func expectLineEnd(_ index: Int, _ end: Int) throws(InterchangeParseError) {
        var i = index
        while i < end, text.scalars[i] == " " || text.scalars[i] == "\t" { i += 1 }
        if i < end { throw error(.textAfterString, at: i) }
    }

    private static func digit(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
        switch scalar.value {
        case 0x30...0x37: scalar.value - 0x30
        case 0x38...0x39 where hex: scalar.value - 0x30
        case 0x41...0x46 where hex: scalar.value - 0x41 + 10
        case 0x61...0x66 where hex: scalar.value - 0x61 + 10
        default: nil
        }
    }

    /// The `[start, end)` scalar ranges of the lines (without their line ends).
    private func lines() -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var start = 0
        var i = 0
        while i < text.count {
            let scalar = text.scalars[i]
            if scalar == "\n" || scalar == "\r" {
                result.append((start, i))
                if scalar == "\r", i + 1 < text.count, text.scalars[i + 1] == "\n" { i += 1 }
                start = i + 1
            }
            i += 1
        }
        if start < text.count { result.append((start, text.count)) }
        return result
    }

    private func string(from start: Int, to end: Int) -> String {
        var result = ""
        if start < end { result.unicodeScalars.append(contentsOf: text.scalars[start..<end]) }
        return result
    }

    private func error(_ reason: InterchangeParseError.Reason, at index: Int) -> InterchangeParseError {
        error(reason, at: text.position(index))
    }

    private func error(_ reason: InterchangeParseError.Reason, at position: SourcePosition) -> InterchangeParseError {
        InterchangeParseError(path: path, position: position, reason: reason)
    }
}
