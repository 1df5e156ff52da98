import JSONReader

/// Translations that may equal their English text without an `identical-to-english` warning
/// (`Localization/identical-allowlist.json`):
///
/// ```json
/// {
///   "strings": ["ID", "#", "SDK", "%1$@ · %2$@"],
///   "tokens": ["iOS", "Xcode", "oscat", "kb/s"],
///   "units": {"ui/codec-kind.audio": ["fr"], "ui/kind.framework": ["cs", "fr"]}
/// }
/// ```
///
/// - `strings`: English texts that stay as they are in every language.
/// - `tokens`: words (product names, unit symbols) that are never translated; a text made only
///   of such tokens, all-capital acronyms (`ID`, `SDK`), numbers, placeholders and punctuation
///   stays as it is.
/// - `units`: unit id → the languages in which that unit may equal English (`"*"` for all), for
///   words that happen to be spelt the same (French `Version`, Czech `video`).
///
/// Every key is optional; `$comment` is allowed; anything else is an error.
public struct IdenticalAllowlist: Sendable, Hashable {
    /// English texts that need no translation in any language.
    public var strings: Set<String>
    /// Words that are never translated.
    public var tokens: Set<String>
    /// Unit id → languages (or `*`) in which the unit may equal English.
    public var units: [String: Set<String>]

    /// Creates an allowlist.
    public init(strings: Set<String> = [], tokens: Set<String> = [], units: [String: Set<String>] = [:]) {
        self.strings = strings
        self.tokens = tokens
        self.units = units
    }

    /// Reads an allowlist from the bytes of its JSON file.
    public init(bytes: [UInt8]) throws(IdenticalAllowlistError) {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw IdenticalAllowlistError(position: error.position, reason: .invalidJSON(error))
        }
        guard let top = document.objectValue else {
            throw IdenticalAllowlistError(position: document.position, reason: .notAnObject)
        }
        var allowlist = IdenticalAllowlist()
        for member in top.members {
            switch member.key {
            case "$comment":
                continue
            case "strings":
                allowlist.strings = Set(try Self.strings(member.value, member: "strings"))
            case "tokens":
                allowlist.tokens = Set(try Self.strings(member.value, member: "tokens"))
            case "units":
                guard let units = member.value.objectValue else {
                    throw IdenticalAllowlistError(position: member.value.position, reason: .unitsNotAnObject)
                }
                for unit in units.members {
                    allowlist.units[unit.key] = Set(try Self.strings(unit.value, member: "units", unit: unit.key))
                }
            default:
                throw IdenticalAllowlistError(
                    position: member.keyPosition,
                    reason: .unknownKey(member.key))
            }
        }
        self = allowlist
    }

    /// Whether `unitID` may equal English in `language`.
    public func allows(unitID: String, language: String) -> Bool {
        guard let languages = units[unitID] else { return false }
        return languages.contains(language) || languages.contains("*")
    }

    private static func strings(_ value: JSONValue, member: String, unit: String? = nil) throws(IdenticalAllowlistError) -> [String] {
        guard let items = value.arrayValue else {
            throw IdenticalAllowlistError(position: value.position, reason: .notAnArrayOfStrings(member: member, unit: unit))
        }
        var strings: [String] = []
        for item in items {
            guard let string = item.stringValue else {
                throw IdenticalAllowlistError(position: item.position, reason: .notAnArrayOfStrings(member: member, unit: unit))
            }
            strings.append(string)
        }
        return strings
    }
}

/// A problem in the allowlist file, with its position.
public struct IdenticalAllowlistError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, independent of wording: ``Reason/description`` words it in English, the
    /// command-line tool in the user's language.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The file is not valid JSON.
        case invalidJSON(JSONParseError)
        /// The top level is not an object.
        case notAnObject
        /// `units` is not an object.
        case unitsNotAnObject
        /// `strings`, `tokens` or the languages of a unit (`unit` set) is not an array of strings.
        case notAnArrayOfStrings(member: String, unit: String?)
        /// A top-level key other than `strings`, `tokens`, `units` and `$comment`.
        case unknownKey(String)

        /// A clear English sentence.
        public var description: String {
            switch self {
            case .invalidJSON(let error): error.message
            case .notAnObject: "the allowlist must be a JSON object"
            case .unitsNotAnObject: "'units' must be an object"
            case .notAnArrayOfStrings(_, let unit?): "the languages of '\(unit)' must be an array of strings"
            case .notAnArrayOfStrings(let member, nil): "'\(member)' must be an array of strings"
            case .unknownKey(let key): "unknown key '\(key)' (expected 'strings', 'tokens', 'units' or '$comment')"
            }
        }
    }

    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(position: SourcePosition, reason: Reason) {
        self.position = position
        self.reason = reason
    }

    /// What is wrong, in English.
    public var message: String { reason.description }

    /// `line:col: message`.
    public var description: String { "\(position): \(message)" }
}
