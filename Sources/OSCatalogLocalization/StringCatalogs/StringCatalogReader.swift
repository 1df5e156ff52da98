import JSONReader

/// A problem in a String Catalog file, with its position.
public struct StringCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong, in English.
    public var message: String

    /// `line:col: message`.
    public var description: String { "\(position): \(message)" }
}

extension StringCatalog {
    /// Reads a String Catalog from the bytes of an `.xcstrings` file.
    public init(bytes: [UInt8]) throws(StringCatalogError) {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw StringCatalogError(position: error.position, message: error.message)
        }
        try self.init(document: document)
    }

    /// Reads a String Catalog from its parsed JSON.
    public init(document: JSONValue) throws(StringCatalogError) {
        let top = try Self.object(document, "the file")
        sourceLanguage = try Self.string(top["sourceLanguage"], "sourceLanguage", at: document)
        version = top["version"]?.stringValue ?? "1.0"
        let strings = try Self.object(top["strings"] ?? document, "strings")
        var entries: [String: Entry] = [:]
        for member in strings.members {
            let entryObject = try Self.object(member.value, "string '\(member.key)'")
            var entry = Entry(comment: entryObject["comment"]?.stringValue, position: member.keyPosition)
            if let localizations = entryObject["localizations"] {
                for language in try Self.object(localizations, "localizations of '\(member.key)'").members {
                    entry.localizations[language.key] = try Self.localization(language.value, key: member.key)
                }
            }
            entries[member.key] = entry
        }
        self.entries = entries
    }

    private static func localization(_ value: JSONValue, key: String) throws(StringCatalogError) -> Localization {
        let object = try object(value, "localization of '\(key)'")
        if let unit = object["stringUnit"] { return .unit(try stringUnit(unit, key: key)) }
        if let variations = object["variations"] {
            let plural = try self.object(variations, "variations of '\(key)'")["plural"]
            guard let plural else {
                throw StringCatalogError(position: variations.position, message: "'\(key)': only plural variations are supported")
            }
            var units: [String: StringUnit] = [:]
            for category in try self.object(plural, "plural variations of '\(key)'").members {
                let holder = try self.object(category.value, "plural '\(category.key)' of '\(key)'")
                guard let unit = holder["stringUnit"] else {
                    throw StringCatalogError(position: category.value.position, message: "'\(key)': plural '\(category.key)' has no stringUnit")
                }
                units[category.key] = try stringUnit(unit, key: key)
            }
            return .plural(units)
        }
        throw StringCatalogError(position: value.position, message: "'\(key)': a localization needs a stringUnit or plural variations")
    }

    private static func stringUnit(_ value: JSONValue, key: String) throws(StringCatalogError) -> StringUnit {
        let object = try object(value, "stringUnit of '\(key)'")
        let state = try string(object["state"], "state", at: value)
        guard let text = object["value"] else {
            throw StringCatalogError(position: value.position, message: "'\(key)': stringUnit has no value")
        }
        return StringUnit(state: state, value: try string(text, "value", at: value), position: text.position)
    }

    private static func object(_ value: JSONValue, _ what: String) throws(StringCatalogError) -> JSONObject {
        guard let object = value.objectValue else {
            throw StringCatalogError(position: value.position, message: "\(what) must be an object")
        }
        return object
    }

    private static func string(_ value: JSONValue?, _ what: String, at parent: JSONValue) throws(StringCatalogError) -> String {
        guard let value else { throw StringCatalogError(position: parent.position, message: "missing '\(what)'") }
        guard let text = value.stringValue else {
            throw StringCatalogError(position: value.position, message: "'\(what)' must be a string")
        }
        return text
    }
}
