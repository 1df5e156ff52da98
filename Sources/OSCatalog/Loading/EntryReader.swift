import JSONReader
import Locales
import TextMatching

/// Reads the fields of one catalog entry (a JSON object), checking each field's type and
/// noting where it was written, and collects every problem instead of stopping at the first.
struct EntryReader {
    let object: JSONObject
    let location: SourceLocation
    private(set) var diagnostics: [CatalogDiagnostic] = []
    /// References to other entries, checked once every file is loaded.
    private(set) var references: [PendingReference] = []
    private var allowedFields: Set<String> = []

    init(object: JSONObject, location: SourceLocation) {
        self.object = object
        self.location = location
    }

    /// The location of `value` in this entry's file.
    func location(of value: JSONValue) -> SourceLocation {
        SourceLocation(file: location.file, position: value.position, pointer: value.pointer)
    }

    mutating func report(_ problem: CatalogProblem, at value: JSONValue? = nil) {
        diagnostics.append(CatalogDiagnostic(problem, at: value.map(location(of:)) ?? location))
    }

    private mutating func field(_ key: String, required: Bool) -> JSONValue? {
        allowedFields.insert(key)
        guard let value = object[key] else {
            if required { report(.missingField(field: key)) }
            return nil
        }
        return value
    }

    private mutating func typeMismatch(_ key: String, _ expected: CatalogProblem.Expectation, _ value: JSONValue) {
        report(.wrongType(field: key, expected: expected, found: value.typeName), at: value)
    }

    /// A string field; nil (with a diagnostic when required) if absent or not a string.
    mutating func string(_ key: String, required: Bool = true) -> String? {
        guard let value = field(key, required: required) else { return nil }
        guard let text = value.stringValue else {
            typeMismatch(key, .string, value)
            return nil
        }
        return text
    }

    /// An integer field.
    mutating func integer(_ key: String, required: Bool = true) -> Int? {
        guard let value = field(key, required: required) else { return nil }
        guard let number = value.numberValue, let integer = number.int else {
            typeMismatch(key, .integer, value)
            return nil
        }
        return integer
    }

    /// A `true` / `false` field.
    mutating func bool(_ key: String, required: Bool = true) -> Bool? {
        guard let value = field(key, required: required) else { return nil }
        guard let flag = value.boolValue else {
            typeMismatch(key, .boolean, value)
            return nil
        }
        return flag
    }

    /// A number field kept as its exact decimal text.
    mutating func decimalText(_ key: String, required: Bool = true) -> String? {
        guard let value = field(key, required: required) else { return nil }
        guard let number = value.numberValue else {
            typeMismatch(key, .number, value)
            return nil
        }
        return number.text
    }

    /// A string field restricted to the raw values of `E`.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, as type: E.Type, required: Bool = true) -> E?
    where E.RawValue == String {
        guard let text = string(key, required: required) else { return nil }
        guard let parsed = E(rawValue: text) else {
            let valid = E.allCases.map(\.rawValue)
            report(.invalidValue(field: key, value: text, expected: .oneOf(valid)), at: object[key])
            return nil
        }
        return parsed
    }

    /// A `YYYY-MM-DD` date field.
    mutating func date(_ key: String, required: Bool = true) -> CatalogDate? {
        guard let text = string(key, required: required) else { return nil }
        guard let date = CatalogDate(iso8601: text) else {
            report(.invalidValue(field: key, value: text, expected: .date), at: object[key])
            return nil
        }
        return date
    }

    /// A `YYYY` or `YYYY-MM-DD` field: a date the sources give to the year or to the day.
    mutating func yearOrDay(_ key: String, required: Bool = false) -> YearOrDay? {
        guard let text = string(key, required: required) else { return nil }
        guard let value = YearOrDay(text: text) else {
            report(.invalidValue(field: key, value: text, expected: .yearOrDate), at: object[key])
            return nil
        }
        return value
    }

    /// An array of strings.
    mutating func strings(_ key: String, required: Bool = false) -> [String] {
        guard let value = field(key, required: required) else { return [] }
        guard let items = value.arrayValue else {
            typeMismatch(key, .arrayOfStrings, value)
            return []
        }
        return items.compactMap { item in
            guard let text = item.stringValue else {
                typeMismatch(key, .string, item)
                return nil
            }
            return text
        }
    }

    /// A localized text object `{en, cs, fr, ru, sv}`.
    mutating func localized(_ key: String, required: Bool = true) -> LocalizedText? {
        guard let value = field(key, required: required) else { return nil }
        return localizedText(value, field: key)
    }

    /// An array of localized texts.
    mutating func localizedList(_ key: String, required: Bool = false) -> [LocalizedText] {
        guard let value = field(key, required: required) else { return [] }
        guard let items = value.arrayValue else {
            typeMismatch(key, .arrayOfLocalizedTexts, value)
            return []
        }
        return items.compactMap { localizedText($0, field: key) }
    }

    private mutating func localizedText(_ value: JSONValue, field key: String) -> LocalizedText? {
        guard let members = value.objectValue else {
            typeMismatch(key, .localizedText, value)
            return nil
        }
        var text = LocalizedText(english: "")
        var hasEnglish = false
        for member in members.members {
            guard let language = CatalogLanguage(rawValue: member.key) else {
                let suggestion = Suggestion.closestMatch(to: member.key, in: CatalogLanguage.allCases.map(\.code))
                report(.unknownField(field: "\(key).\(member.key)", suggestion: suggestion), at: member.value)
                continue
            }
            guard let written = member.value.stringValue else {
                typeMismatch("\(key).\(member.key)", .string, member.value)
                continue
            }
            text.setText(written, in: language)
            if language == .english { hasEnglish = true }
        }
        guard hasEnglish else {
            report(.missingEnglish(field: key), at: value)
            return nil
        }
        return text
    }

    /// The `citations` array: `[{"source": id, "locator": text}]`.
    mutating func citations(required: Bool = true) -> [Citation] {
        guard let value = field("citations", required: required) else { return [] }
        guard let items = value.arrayValue else {
            typeMismatch("citations", .arrayOfCitations, value)
            return []
        }
        var result: [Citation] = []
        for item in items {
            guard let citation = item.objectValue else {
                typeMismatch("citations", .citation, item)
                continue
            }
            var reader = EntryReader(object: citation, location: location(of: item))
            let source = reader.reference("source", to: .source)
            let locator = reader.string("locator")
            reader.rejectUnknownFields()
            diagnostics += reader.diagnostics
            references += reader.references
            if let source, let locator { result.append(Citation(sourceID: source, locator: locator)) }
        }
        return result
    }

    /// A string field holding the id of another entry of `kind`, checked after loading.
    mutating func reference(_ key: String, to kind: EntityKind, required: Bool = true) -> String? {
        guard let id = string(key, required: required), let value = object[key] else { return nil }
        references.append(PendingReference(field: key, id: id, kind: kind, location: location(of: value)))
        return id
    }

    /// A string field holding a version reference (`ios-16` or `ios-16.1`): its major version's id
    /// is checked after loading, the whole reference is returned. The schema checks its form.
    mutating func versionReference(_ key: String, required: Bool = true) -> String? {
        guard let text = string(key, required: required), let value = object[key] else { return nil }
        let majorID = VersionReference(text)?.versionID ?? text
        references.append(PendingReference(field: key, id: majorID, kind: .version, location: location(of: value)))
        return text
    }

    /// An array of ids of other entries of `kind`.
    mutating func referenceList(_ key: String, to kind: EntityKind) -> [String] {
        let ids = strings(key)
        if let items = object[key]?.arrayValue {
            for item in items {
                if let id = item.stringValue {
                    references.append(PendingReference(field: key, id: id, kind: kind, location: location(of: item)))
                }
            }
        }
        return ids
    }

    /// A nested object field, read by `body`.
    mutating func nested<T>(_ key: String, required: Bool = false, _ body: (inout EntryReader) -> T?) -> T? {
        guard let value = field(key, required: required) else { return nil }
        guard let nestedObject = value.objectValue else {
            typeMismatch(key, .object, value)
            return nil
        }
        var reader = EntryReader(object: nestedObject, location: location(of: value))
        let result = body(&reader)
        reader.rejectUnknownFields()
        diagnostics += reader.diagnostics
        references += reader.references
        return result
    }

    /// An optional array field of objects, each read by `body`; an item that is not an object
    /// is reported and skipped, and an item `body` cannot read yields no value.
    mutating func nestedList<T>(_ key: String, _ body: (inout EntryReader) -> T?) -> [T] {
        guard let value = field(key, required: false) else { return [] }
        guard let items = value.arrayValue else {
            typeMismatch(key, .arrayOfObjects, value)
            return []
        }
        var result: [T] = []
        for item in items {
            guard let itemObject = item.objectValue else {
                typeMismatch(key, .object, item)
                continue
            }
            var reader = EntryReader(object: itemObject, location: location(of: item))
            let decoded = body(&reader)
            reader.rejectUnknownFields()
            diagnostics += reader.diagnostics
            references += reader.references
            if let decoded { result.append(decoded) }
        }
        return result
    }

    /// Reports every field that no accessor asked for: a misspelt optional field must not be
    /// silently ignored.
    mutating func rejectUnknownFields() {
        for member in object.members where !allowedFields.contains(member.key) {
            let suggestion = Suggestion.closestMatch(to: member.key, in: allowedFields.sorted())
            let keyLocation = SourceLocation(
                file: location.file, position: member.keyPosition, pointer: member.value.pointer)
            diagnostics.append(CatalogDiagnostic(.unknownField(field: member.key, suggestion: suggestion), at: keyLocation))
        }
    }
}

/// A reference from one entry to another, resolved once all files are read.
struct PendingReference: Sendable {
    var field: String
    var id: String
    var kind: EntityKind
    var location: SourceLocation
}
