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
            throw IdenticalAllowlistError(position: error.position, message: error.message)
        }
        guard let top = document.objectValue else {
            throw IdenticalAllowlistError(position: document.position, message: "the allowlist must be a JSON object")
        }
        var allowlist = IdenticalAllowlist()
        for member in top.members {
            switch member.key {
            case "$comment":
                continue
            case "strings":
                allowlist.strings = Set(try Self.strings(member.value, "'strings'"))
            case "tokens":
                allowlist.tokens = Set(try Self.strings(member.value, "'tokens'"))
            case "units":
                guard let units = member.value.objectValue else {
                    throw IdenticalAllowlistError(position: member.value.position, message: "'units' must be an object")
                }
                for unit in units.members {
                    allowlist.units[unit.key] = Set(try Self.strings(unit.value, "the languages of '\(unit.key)'"))
                }
            default:
                throw IdenticalAllowlistError(
                    position: member.keyPosition,
                    message: "unknown key '\(member.key)' (expected 'strings', 'tokens', 'units' or '$comment')")
            }
        }
        self = allowlist
    }

    /// Whether `unitID` may equal English in `language`.
    public func allows(unitID: String, language: String) -> Bool {
        guard let languages = units[unitID] else { return false }
        return languages.contains(language) || languages.contains("*")
    }

    private static func strings(_ value: JSONValue, _ what: String) throws(IdenticalAllowlistError) -> [String] {
        guard let items = value.arrayValue else {
            throw IdenticalAllowlistError(position: value.position, message: "\(what) must be an array of strings")
        }
        var strings: [String] = []
        for item in items {
            guard let string = item.stringValue else {
                throw IdenticalAllowlistError(position: item.position, message: "\(what) must be an array of strings")
            }
            strings.append(string)
        }
        return strings
    }
}

/// A problem in the allowlist file, with its position.
public struct IdenticalAllowlistError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong, in English.
    public var message: String

    /// Creates an error.
    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:col: message`.
    public var description: String { "\(position): \(message)" }
}
