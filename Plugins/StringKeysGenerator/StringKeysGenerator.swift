import Foundation

/// Turns a String Catalog (`Localizable.xcstrings`) into Swift source: one typed accessor on
/// `LocalizedStrings` per key, and the `StringKey` enum of the keys whose text has no
/// placeholder and no plural forms. Run at build time by `string-keys-generator` (through
/// `EmbedCatalogPlugin`), so a key renamed in the catalog without its call sites fails the build.
///
/// - The Swift name of a key is ``swiftName(for:)``.
/// - The parameters follow the placeholders of the source-language text: `%@` is a `String`,
///   `%lld` an `Int`, in argument order (`%2$@` is the second parameter wherever it stands).
/// - A key with plural variations takes its `%lld` count first.
/// - The key's `comment` is the accessor's documentation.
public enum StringKeysGenerator {
    /// The type of one accessor parameter.
    public enum ParameterType: String, Sendable, Equatable {
        /// `%@`: text.
        case string = "String"
        /// `%lld`: a number, written the locale's way.
        case integer = "Int"
    }

    /// One key of the catalog, as the generator reads it.
    public struct Entry: Sendable, Equatable {
        /// The key (`column.id`).
        public var key: String
        /// Its comment for translators; empty when it has none.
        public var comment: String
        /// Its source-language text; for a plural key, each form (by CLDR category, sorted).
        public var sourceForms: [String: String]
        /// Whether it has plural variations.
        public var isPlural: Bool

        /// An entry.
        public init(key: String, comment: String = "", sourceForms: [String: String], isPlural: Bool = false) {
            self.key = key
            self.comment = comment
            self.sourceForms = sourceForms
            self.isPlural = isPlural
        }
    }

    /// Words written in capitals inside a Swift name (`column.ios-sdk` → `columnIOSSDK`); any
    /// other word is capitalized (`l10n` → `L10n`). The first word is always lower case.
    public static let acronyms: [String: String] = [
        "fifo": "FIFO", "html": "HTML", "id": "ID", "ios": "IOS", "json": "JSON", "macos": "MacOS", "os": "OS",
        "sdk": "SDK", "uri": "URI", "url": "URL", "xml": "XML",
    ]

    /// Names `LocalizedStrings` defines itself, which no key may take.
    public static let reservedNames: Set<String> = [
        "locale", "table", "language", "text", "format", "plural", "number", "init", "self", "Type",
    ]

    /// The Swift name of `key`: its words in lower camel case, words split at `.` and `-`
    /// (`site.skip-link` → `siteSkipLink`), ``acronyms`` in capitals. Keys have one style, lower
    /// case words joined by `.` and `-`: throws ``StringKeysError/invalidKey(_:)`` for a key with
    /// a capital letter or any other character no name follows from.
    public static func swiftName(for key: String) throws(StringKeysError) -> String {
        let scalars = Array(key.unicodeScalars)
        guard let first = scalars.first, isLower(first) else { throw .invalidKey(key) }
        var words: [String] = []
        var segment: [Unicode.Scalar] = []
        func endSegment() throws(StringKeysError) {
            guard !segment.isEmpty else { throw .invalidKey(key) }
            words.append(String(String.UnicodeScalarView(segment)))
            segment = []
        }
        for scalar in scalars {
            if scalar == "." || scalar == "-" {
                try endSegment()
            } else if isLower(scalar) || isDigit(scalar) {
                segment.append(scalar)
            } else {
                throw .invalidKey(key)
            }
        }
        try endSegment()
        var name = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                name += word
            } else if let acronym = acronyms[word] {
                name += acronym
            } else {
                name += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return name
    }

    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The parameter types of `entry`, in argument order, read from every source-language form:
    /// `%@` and `%N$@` are text, `%lld` and `%N$lld` numbers, `%%` no placeholder. A plural
    /// key's first parameter is its count.
    public static func parameters(of entry: Entry) throws(StringKeysError) -> [ParameterType] {
        var types: [Int: ParameterType] = [:]
        var numbered = false
        var plain = false
        for form in entry.sourceForms.keys.sorted() {
            guard let text = entry.sourceForms[form] else { continue }
            var next = 1
            var rest = Substring(text)
            while let percent = rest.firstIndex(of: "%") {
                rest = rest[rest.index(after: percent)...]
                let written = "%" + rest.prefix(4).prefix { !$0.isWhitespace }
                if rest.first == "%" {
                    rest = rest.dropFirst()
                    continue
                }
                let digits = rest.prefix { ("0"..."9").contains($0) }
                var number: Int?
                var afterNumber = rest
                if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                    number = Int(digits)
                    afterNumber = rest.dropFirst(digits.count + 1)
                }
                let type: ParameterType
                if afterNumber.hasPrefix("@") {
                    type = .string
                    rest = afterNumber.dropFirst()
                } else if afterNumber.hasPrefix("lld") {
                    type = .integer
                    rest = afterNumber.dropFirst(3)
                } else {
                    throw .invalidPlaceholder(key: entry.key, placeholder: written)
                }
                let argument: Int
                if let number {
                    guard number >= 1, number <= 9 else {
                        throw .invalidPlaceholder(key: entry.key, placeholder: "%\(digits)$" + (type == .string ? "@" : "lld"))
                    }
                    numbered = true
                    argument = number
                } else {
                    plain = true
                    argument = next
                    next += 1
                }
                if let known = types[argument], known != type { throw .conflictingTypes(key: entry.key, argument: argument) }
                types[argument] = type
            }
        }
        if numbered && plain { throw .mixedPlaceholders(key: entry.key) }
        let count = types.keys.max() ?? 0
        var result: [ParameterType] = []
        for argument in stride(from: 1, through: count, by: 1) {
            guard let type = types[argument] else { throw .missingArgument(key: entry.key, argument: argument) }
            result.append(type)
        }
        if entry.isPlural && result.first != .integer { throw .pluralWithoutCount(key: entry.key) }
        return result
    }

    /// Reads the entries of a String Catalog's JSON text: each key's comment and its
    /// source-language text or plural forms, sorted by key.
    public static func entries(catalogJSON data: Data) throws(StringKeysError) -> [Entry] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .unreadableCatalog("not JSON (\(error.localizedDescription))")
        }
        guard let catalog = root as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            throw .unreadableCatalog("no \"strings\" object")
        }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        var entries: [Entry] = []
        for key in strings.keys.sorted() {
            let value = strings[key] as? [String: Any] ?? [:]
            let comment = value["comment"] as? String ?? ""
            let localizations = value["localizations"] as? [String: Any] ?? [:]
            guard let localization = localizations[source] as? [String: Any] else { throw .missingSourceText(key: key) }
            if let unit = localization["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                entries.append(Entry(key: key, comment: comment, sourceForms: ["other": text]))
            } else if let variations = localization["variations"] as? [String: Any],
                let plural = variations["plural"] as? [String: Any]
            {
                var forms: [String: String] = [:]
                for (category, form) in plural {
                    if let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                        forms[category] = text
                    }
                }
                guard !forms.isEmpty else { throw .missingSourceText(key: key) }
                entries.append(Entry(key: key, comment: comment, sourceForms: forms, isPlural: true))
            } else {
                throw .missingSourceText(key: key)
            }
        }
        return entries
    }

    /// The Swift source for the catalog in `data` (see ``source(for:)``).
    public static func source(catalogJSON data: Data) throws(StringKeysError) -> String {
        try source(for: entries(catalogJSON: data))
    }

    /// The Swift source for `entries`: an extension of `LocalizedStrings` with one accessor per
    /// key (a property for a key without placeholders, else a method), and the `StringKey` enum
    /// of the keys without placeholders or plural forms. The same entries give the same text.
    public static func source(for entries: [Entry]) throws(StringKeysError) -> String {
        var owners: [String: String] = [:]
        var accessors = ""
        var plainCases = ""
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            let name = try swiftName(for: entry.key)
            if reservedNames.contains(name) { throw .reservedName(name: name, key: entry.key) }
            if let owner = owners[name] { throw .nameCollision(name: name, firstKey: owner, secondKey: entry.key) }
            owners[name] = entry.key
            let parameters = try parameters(of: entry)
            accessors += documentation(of: entry, indent: "    ")
            let key = stringLiteral(entry.key)
            if parameters.isEmpty && !entry.isPlural {
                accessors += "    public var \(name): String { text(key: \(key)) }\n\n"
                plainCases += "    /// `\(entry.key)`\n    case \(name) = \(key)\n"
            } else {
                var declared: [String] = []
                var passed: [String] = []
                for (index, type) in parameters.enumerated() {
                    let parameter = entry.isPlural && index == 0 ? "count" : "argument\(index + 1)"
                    declared.append("_ \(parameter): \(type.rawValue)")
                    passed.append(type == .integer ? "number(\(parameter))" : parameter)
                }
                let signature = "    public func \(name)(\(declared.joined(separator: ", "))) -> String"
                if entry.isPlural {
                    accessors += "\(signature) {\n        plural(key: \(key), count: count, [\(passed.joined(separator: ", "))])\n    }\n\n"
                } else {
                    accessors += "\(signature) {\n        format(key: \(key), [\(passed.joined(separator: ", "))])\n    }\n\n"
                }
            }
        }
        if accessors.hasSuffix("\n\n") { accessors.removeLast() }
        return """
            // Generated by string-keys-generator from Localization/Localizable.xcstrings at build time. Do not edit:
            // change the String Catalog and build.

            extension LocalizedStrings {
            \(accessors)}

            /// The keys of the String Catalog whose text has no placeholder and no plural forms, for code
            /// that chooses a text by value (`text(_:)`) or lists them (the site's template texts).
            public enum StringKey: String, CaseIterable, Sendable {
            \(plainCases)}

            """
    }

    /// The `///` lines of an accessor: the key's comment, then the key and its English text.
    private static func documentation(of entry: Entry, indent: String) -> String {
        var lines: [String] = []
        let comment = entry.comment.trimmingCharacters(in: .whitespacesAndNewlines)
        if !comment.isEmpty {
            lines += comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.append("")
        }
        let english = entry.sourceForms["other"] ?? entry.sourceForms.values.sorted().first ?? ""
        lines.append("`\(entry.key)`: \"\(english.replacingOccurrences(of: "\n", with: "\\n"))\"")
        return lines.map { ($0.isEmpty ? "\(indent)///" : "\(indent)/// \($0)") + "\n" }.joined()
    }

    /// A Swift string literal holding `text` exactly.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
