import JSONReader

/// A String Catalog compiled into flat text that is read in one pass over its bytes, without
/// JSON parsing: what the build plugin embeds in the binary, so a command's start does not
/// parse the whole `.xcstrings` file (the JSON read cost about two thirds of `oscat manual`'s
/// instructions).
///
/// The text is records ended by U+001E, each with fields ended by U+001F:
/// - `oscat-string-catalog`, ``formatVersion``, the source language, the format version;
/// - `E`, a key, `1` and the comment (or `0` and nothing when it has none): starts an entry;
/// - `U`, a language, the state, the value: the entry's one text in that language;
/// - `P`, a language, a plural category, the state, the value: one plural form.
///
/// Entries are sorted by key, languages and categories by name, so equal catalogs compile to
/// equal text. Positions are not kept: diagnostics about the strings read the `.xcstrings` file.
public enum CompiledStringCatalog {
    /// The version of the layout; a text of another version is refused.
    public static let formatVersion = "1"

    private static let recordEnd: UInt8 = 0x1E
    private static let fieldEnd: UInt8 = 0x1F
    private static let magic = "oscat-string-catalog"

    /// Why a catalog cannot be compiled, or a compiled text cannot be read.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// A key, comment, language, state or value holds U+001E or U+001F, the separators.
        case separatorInText(key: String, position: SourcePosition)
        /// The text does not start with this layout's header (another oscat, or no compiled catalog).
        case unknownFormat
        /// A record has the wrong kind or number of fields, or a text comes before any entry.
        case malformedRecord(index: Int)

        /// Where in the `.xcstrings` file the problem is, when it is in one.
        public var position: SourcePosition? {
            if case .separatorInText(_, let position) = self { return position }
            return nil
        }

        /// A clear English sentence.
        public var description: String {
            switch self {
            case .separatorInText(let key, _):
                "'\(key)' holds a control character U+001E or U+001F, which no UI string may hold"
            case .unknownFormat: "not a compiled String Catalog of format \(CompiledStringCatalog.formatVersion)"
            case .malformedRecord(let index): "record \(index) of the compiled String Catalog is malformed"
            }
        }
    }

    /// The compiled text of `catalog`.
    public static func text(of catalog: StringCatalog) throws(Problem) -> String {
        var out: [UInt8] = []
        func record(_ fields: [String], key: String, position: SourcePosition) throws(Problem) {
            for field in fields {
                for byte in field.utf8 {
                    if byte == recordEnd || byte == fieldEnd { throw .separatorInText(key: key, position: position) }
                    out.append(byte)
                }
                out.append(fieldEnd)
            }
            out.append(recordEnd)
        }
        try record([magic, formatVersion, catalog.sourceLanguage, catalog.version], key: "", position: .start)
        for key in catalog.sortedKeys {
            guard let entry = catalog.entries[key] else { continue }
            try record(["E", key, entry.comment == nil ? "0" : "1", entry.comment ?? ""], key: key, position: entry.position)
            for language in entry.localizations.keys.sorted() {
                switch entry.localizations[language] {
                case .unit(let unit)?:
                    try record(["U", language, unit.state, unit.value], key: key, position: unit.position)
                case .plural(let units)?:
                    for category in units.keys.sorted() {
                        guard let unit = units[category] else { continue }
                        try record(["P", language, category, unit.state, unit.value], key: key, position: unit.position)
                    }
                case nil:
                    break
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The catalog compiled into `text` by ``text(of:)``.
    public static func catalog(from text: String) throws(Problem) -> StringCatalog {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(Problem) -> StringCatalog in try read(bytes) } }
        return try result.get()
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Problem) -> StringCatalog {
        var catalog = StringCatalog()
        var fields: [String] = []
        var fieldStart = 0
        var recordIndex = 0
        var currentKey: String?
        var currentEntry = StringCatalog.Entry()
        func finishEntry() {
            if let currentKey { catalog.entries[currentKey] = currentEntry }
        }
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == fieldEnd {
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                fieldStart = index + 1
            } else if byte == recordEnd {
                guard fieldStart == index else { throw .malformedRecord(index: recordIndex) }
                if recordIndex == 0 {
                    guard fields.count == 4, fields[0] == magic, fields[1] == formatVersion else { throw .unknownFormat }
                    catalog.sourceLanguage = fields[2]
                    catalog.version = fields[3]
                } else {
                    switch (fields.first, fields.count) {
                    case ("E", 4):
                        finishEntry()
                        currentKey = fields[1]
                        currentEntry = StringCatalog.Entry(comment: fields[2] == "1" ? fields[3] : nil)
                    case ("U", 4) where currentKey != nil:
                        currentEntry.localizations[fields[1]] = .unit(StringCatalog.StringUnit(state: fields[2], value: fields[3]))
                    case ("P", 5) where currentKey != nil:
                        var units: [String: StringCatalog.StringUnit] = [:]
                        if case .plural(let existing)? = currentEntry.localizations[fields[1]] { units = existing }
                        units[fields[2]] = StringCatalog.StringUnit(state: fields[3], value: fields[4])
                        currentEntry.localizations[fields[1]] = .plural(units)
                    default:
                        throw .malformedRecord(index: recordIndex)
                    }
                }
                fields.removeAll(keepingCapacity: true)
                fieldStart = index + 1
                recordIndex += 1
            }
        }
        guard recordIndex > 0 else { throw .unknownFormat }
        guard fields.isEmpty, fieldStart == bytes.count else { throw .malformedRecord(index: recordIndex) }
        finishEntry()
        return catalog
    }
}
