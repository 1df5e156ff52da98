import JSONReader
import Locales
import OSCatalog

/// `text-whitespace`, `translation-missing`, `id-format` and `https-url`: checks of single values,
/// run on every entry as written (also entries that did not decode), with exact positions.
enum TextRules {
    /// The longest id allowed.
    static let maximumIDLength = 64

    /// Names that Windows reserves for devices, in any case and with any extension; an id used as
    /// a file name (by the site) must not be one of them.
    static let reservedFileNames: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in 1...9 {
            names.insert("com\(digit)")
            names.insert("lpt\(digit)")
        }
        return names
    }()

    static func check(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        for entry in context.entries {
            findings += id(of: entry)
            for key in textFields(of: entry.kind) {
                if let value = entry.object[key] { findings += text(value, in: entry) }
            }
            if entry.kind == .source, let authors = entry.object["authors"]?.arrayValue {
                for author in authors { findings += text(author, in: entry) }
            }
            if entry.kind == .codec, let limits = entry.object["limits"]?.objectValue {
                for key in ["profile", "level", "audio"] {
                    if let value = limits[key] { findings += text(value, in: entry) }
                }
            }
            if entry.kind != .source, let citations = entry.object["citations"]?.arrayValue {
                for citation in citations {
                    if let locator = citation["locator"] { findings += text(locator, in: entry) }
                }
            }
            if let summary = entry.object["summary"] { findings += localized(summary, in: entry, context) }
            if let rationale = entry.object["layerRationale"] { findings += localized(rationale, in: entry, context) }
            for key in localizedListFields(of: entry.kind) {
                for item in entry.object[key]?.arrayValue ?? [] { findings += localized(item, in: entry, context) }
            }
            if entry.kind == .source, let url = entry.object["url"] { findings += httpsURL(url, in: entry) }
        }
        return findings
    }

    /// The plain text fields of an entry of `kind` (besides authors, locators and codec limits).
    static func textFields(of kind: EntityKind) -> [String] {
        kind == .source ? ["title", "publisher"] : ["name"]
    }

    /// The fields holding lists of localized texts.
    static func localizedListFields(of kind: EntityKind) -> [String] {
        switch kind {
        case .source: []
        case .version: ["highlights", "notes", "sourceNotes"]
        case .framework: ["capabilities", "notes", "sourceNotes"]
        case .program: ["benefits", "notes", "sourceNotes"]
        case .tool: ["details", "notes", "sourceNotes"]
        case .layer, .service, .codec: ["notes", "sourceNotes"]
        }
    }

    // MARK: id-format

    static func id(of entry: CatalogEntry) -> [Finding] {
        guard let value = entry.object["id"], let id = value.stringValue else { return [] }
        let covers = SchemaCover.at(value, in: entry.file, "pattern", "not")
        if !isKebabCase(id) {
            return [
                Finding(
                    .idFormat, .idNotKebabCase(entry: entry.label),
                    at: value, in: entry.file, covers: covers)
            ]
        }
        if id.utf8.count > maximumIDLength {
            return [
                Finding(
                    .idFormat, .idTooLong(entry: entry.label, length: id.utf8.count, maximum: maximumIDLength),
                    at: value, in: entry.file)
            ]
        }
        if reservedFileNames.contains(id) {
            return [
                Finding(
                    .idFormat, .idReservedName(entry: entry.label, id: id),
                    at: value, in: entry.file)
            ]
        }
        return []
    }

    /// `^[a-z0-9]+(-[a-z0-9]+)*$`, on ASCII only. Excludes `.` and `..` as well.
    static func isKebabCase(_ id: String) -> Bool {
        var previousWasHyphen = true
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasHyphen = false
            case UInt8(ascii: "-") where !previousWasHyphen:
                previousWasHyphen = true
            default:
                return false
            }
        }
        return !previousWasHyphen
    }

    // MARK: text-whitespace

    /// White space as ECMA-262's `\s` defines it (the schema's patterns use it), plus U+0085.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            true
        default:
            false
        }
    }

    /// Line breaks and tabs: white space that does not belong inside a one-paragraph text.
    static func isLineBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// What is wrong with the white space of `text`, if anything.
    static func whitespaceProblem(in text: String) -> ValidationMessage.WhitespaceProblem? {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return .empty }
        let leading = isWhitespace(first)
        let trailing = isWhitespace(last)
        if leading && trailing { return .leadingAndTrailing }
        if leading { return .leading }
        if trailing { return .trailing }
        if let index = scalars.firstIndex(where: isLineBreakOrTab) {
            return .lineBreakOrTab(at: index + 1)
        }
        for index in scalars.indices.dropFirst() where isWhitespace(scalars[index]) && isWhitespace(scalars[index - 1]) {
            return .doubleSpace(at: index)
        }
        return nil
    }

    static func text(_ value: JSONValue, in entry: CatalogEntry) -> [Finding] {
        guard let text = value.stringValue, let problem = whitespaceProblem(in: text) else { return [] }
        return [
            Finding(
                .textWhitespace, .whitespace(entry: entry.label, field: entry.fieldName(of: value.pointer), problem: problem),
                at: value, in: entry.file, covers: SchemaCover.at(value, in: entry.file, "pattern", "not", "minLength"))
        ]
    }

    // MARK: translation-missing

    static func localized(_ value: JSONValue, in entry: CatalogEntry, _ context: ValidationContext) -> [Finding] {
        guard let object = value.objectValue else { return [] }
        var findings: [Finding] = []
        for language in CatalogLanguage.allCases {
            if let text = object[language.code] { findings += self.text(text, in: entry) }
        }
        let missing = CatalogLanguage.allCases.filter { !object.contains($0.code) }
        let field = entry.fieldName(of: value.pointer)
        func cover(_ languages: [CatalogLanguage]) -> [SchemaCover] {
            languages.map { SchemaCover(file: entry.file, pointer: value.pointer, keyword: "required", property: $0.code) }
        }
        if missing.contains(.english) {
            findings.append(
                Finding(
                    .translationMissing, .englishMissing(entry: entry.label, field: field),
                    at: value, in: entry.file, covers: cover([.english])))
        }
        let others = missing.filter { $0 != .english }
        if !others.isEmpty {
            findings.append(
                Finding(
                    .translationMissing, .translationsMissing(entry: entry.label, field: field, languages: others),
                    at: value, in: entry.file,
                    severity: context.options.allowMissingTranslations ? .warning : .error, covers: cover(others)))
        }
        return findings
    }

    // MARK: https-url

    static func httpsURL(_ value: JSONValue, in entry: CatalogEntry) -> [Finding] {
        guard let url = value.stringValue else { return [] }
        let prefix = "https://"
        if url.hasPrefix(prefix), url.utf8.count > prefix.utf8.count { return [] }
        return [
            Finding(
                .httpsURL, .notHTTPS(entry: entry.label, url: ValueText.quoted(url)),
                at: value, in: entry.file, covers: SchemaCover.at(value, in: entry.file, "pattern"))
        ]
    }
}
