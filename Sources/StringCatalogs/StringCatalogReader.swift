import JSONReader

/// A problem in a String Catalog file, with its position.
public struct StringCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, independent of wording: ``Reason/description`` words it in English, the
    /// command-line tool in the user's language. Keys and member names are as written.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The file is not valid JSON.
        case invalidJSON(JSONParseError)
        /// A value that must be a JSON object is not one.
        case notAnObject(Part)
        /// A required member (`sourceLanguage`, `state`, `value`) is missing.
        case missingMember(String)
        /// A member that must be a string is not one.
        case notAString(String)
        /// The localization of `key` has variations other than plural ones.
        case unsupportedVariations(key: String)
        /// The plural `category` of `key` has no stringUnit.
        case pluralWithoutStringUnit(key: String, category: String)
        /// A localization of `key` has neither a stringUnit nor plural variations.
        case localizationWithoutText(key: String)
        /// A stringUnit of `key` has no value.
        case stringUnitWithoutValue(key: String)
        /// A value of `key` has a placeholder numbered past ``FormatString/maximumArgumentNumber``
        /// (`placeholder` as written): no UI string takes that many arguments, and no number
        /// that large can be read safely.
        case placeholderNumberTooLarge(key: String, placeholder: String)

        /// A clear English sentence.
        public var description: String {
            switch self {
            case .invalidJSON(let error): error.message
            case .notAnObject(.file): "the file must be an object"
            case .notAnObject(.strings): "'strings' must be an object"
            case .notAnObject(.entry(let key)): "string '\(key)' must be an object"
            case .notAnObject(.member(let name, let key)): "'\(name)' of '\(key)' must be an object"
            case .missingMember(let name): "missing '\(name)'"
            case .notAString(let name): "'\(name)' must be a string"
            case .unsupportedVariations(let key): "'\(key)': only plural variations are supported"
            case .pluralWithoutStringUnit(let key, let category): "'\(key)': plural '\(category)' has no stringUnit"
            case .localizationWithoutText(let key): "'\(key)': a localization needs a stringUnit or plural variations"
            case .stringUnitWithoutValue(let key): "'\(key)': stringUnit has no value"
            case .placeholderNumberTooLarge(let key, let placeholder):
                "'\(key)': placeholder '\(placeholder)' is numbered over \(FormatString.maximumArgumentNumber) (numbers go from 1 to \(FormatString.maximumArgumentNumber))"
            }
        }
    }

    /// The value that must be a JSON object.
    public enum Part: Sendable, Equatable {
        /// The whole file.
        case file
        /// The `strings` member.
        case strings
        /// The entry of a key.
        case entry(String)
        /// A member (its name as written: `localizations`, a language code, `variations`,
        /// `plural`, a plural category, `stringUnit`) inside the entry of `key`.
        case member(String, key: String)
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

extension StringCatalog {
    /// Reads a String Catalog from the bytes of an `.xcstrings` file. (Its problems are reported
    /// by position, so the document is parsed without JSON Pointers.)
    public init(bytes: [UInt8]) throws(StringCatalogError) {
        let document: JSONValue
        do {
            document = try JSONReader.parseWithoutPointers(bytes)
        } catch {
            throw StringCatalogError(position: error.position, reason: .invalidJSON(error))
        }
        try self.init(document: document)
    }

    /// Reads a String Catalog from its parsed JSON.
    public init(document: JSONValue) throws(StringCatalogError) {
        let top = try Self.object(document, .file)
        sourceLanguage = try Self.string(top["sourceLanguage"], "sourceLanguage", at: document)
        version = top["version"]?.stringValue ?? "1.0"
        let strings = try Self.object(top["strings"] ?? document, .strings)
        var entries: [String: Entry] = [:]
        for member in strings.members {
            let entryObject = try Self.object(member.value, .entry(member.key))
            var entry = Entry(comment: entryObject["comment"]?.stringValue, position: member.keyPosition)
            if let localizations = entryObject["localizations"] {
                for language in try Self.object(localizations, .member("localizations", key: member.key)).members {
                    entry.localizations[language.key] = try Self.localization(language.value, key: member.key)
                }
            }
            entries[member.key] = entry
        }
        self.entries = entries
    }

    private static func localization(_ value: JSONValue, key: String) throws(StringCatalogError) -> Localization {
        let object = try object(value, .member("localizations", key: key))
        if let unit = object["stringUnit"] { return .unit(try stringUnit(unit, key: key)) }
        if let variations = object["variations"] {
            let plural = try self.object(variations, .member("variations", key: key))["plural"]
            guard let plural else {
                throw StringCatalogError(position: variations.position, reason: .unsupportedVariations(key: key))
            }
            var units: [String: StringUnit] = [:]
            for category in try self.object(plural, .member("plural", key: key)).members {
                let holder = try self.object(category.value, .member(category.key, key: key))
                guard let unit = holder["stringUnit"] else {
                    throw StringCatalogError(
                        position: category.value.position, reason: .pluralWithoutStringUnit(key: key, category: category.key))
                }
                units[category.key] = try stringUnit(unit, key: key)
            }
            return .plural(units)
        }
        throw StringCatalogError(position: value.position, reason: .localizationWithoutText(key: key))
    }

    private static func stringUnit(_ value: JSONValue, key: String) throws(StringCatalogError) -> StringUnit {
        let object = try object(value, .member("stringUnit", key: key))
        let state = try string(object["state"], "state", at: value)
        guard let text = object["value"] else {
            throw StringCatalogError(position: value.position, reason: .stringUnitWithoutValue(key: key))
        }
        let string = try string(text, "value", at: value)
        if FormatString.mayHavePlaceholders(string) {
            for case .invalid(_, .numberTooLarge(let placeholder)) in FormatString(string).tokens {
                throw StringCatalogError(position: text.position, reason: .placeholderNumberTooLarge(key: key, placeholder: placeholder))
            }
        }
        return StringUnit(state: state, value: string, position: text.position)
    }

    private static func object(_ value: JSONValue, _ part: StringCatalogError.Part) throws(StringCatalogError) -> JSONObject {
        guard let object = value.objectValue else {
            throw StringCatalogError(position: value.position, reason: .notAnObject(part))
        }
        return object
    }

    private static func string(_ value: JSONValue?, _ what: String, at parent: JSONValue) throws(StringCatalogError) -> String {
        guard let value else { throw StringCatalogError(position: parent.position, reason: .missingMember(what)) }
        guard let text = value.stringValue else {
            throw StringCatalogError(position: value.position, reason: .notAString(what))
        }
        return text
    }
}
