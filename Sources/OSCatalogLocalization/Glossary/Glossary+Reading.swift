import JSONReader
import Locales

extension Glossary {
    /// Reads a glossary from the bytes of its JSON file; the first problem is thrown with its
    /// position.
    public init(bytes: [UInt8]) throws(GlossaryError) {
        let document: JSONValue
        do {
            document = try JSONReader.parse(bytes)
        } catch {
            throw GlossaryError(position: error.position, reason: .invalidJSON(error))
        }
        let top = try Self.object(document, "glossary")
        try Self.onlyKeys(top, ["$comment", "terms", "exceptions"])
        var glossary = Glossary()
        var seen: Set<String> = []
        for item in try Self.array(top["terms"], "terms", at: document.position) {
            let term = try Self.term(item)
            guard seen.insert(term.id).inserted else {
                throw GlossaryError(position: item.position, reason: .duplicateTerm(term.id))
            }
            glossary.terms.append(term)
        }
        if let exceptions = top["exceptions"] {
            for item in try Self.array(exceptions, "exceptions", at: document.position) {
                let exception = try Self.exception(item)
                guard seen.contains(exception.termID) else {
                    throw GlossaryError(position: item.position, reason: .unknownTerm(exception.termID))
                }
                glossary.exceptions.append(exception)
            }
        }
        self = glossary
    }

    private static let memberNames = ["id", "en", "variants", "otherSenses", "kind", "note"] + Glossary.languages.map(\.code)

    private static func term(_ value: JSONValue) throws(GlossaryError) -> Term {
        let object = try object(value, "terms")
        try onlyKeys(object, memberNames)
        let kindText = try string(object, "kind", at: value.position)
        guard let kind = Kind(rawValue: kindText) else {
            throw GlossaryError(position: object["kind"]?.position ?? value.position, reason: .unknownKind(kindText))
        }
        var renderings: [CatalogLanguage: Rendering] = [:]
        for language in Glossary.languages {
            guard let member = object[language.code] else {
                throw GlossaryError(position: value.position, reason: .missingKey(language.code))
            }
            let rendering = try Self.object(member, language.code)
            try onlyKeys(rendering, ["approved", "accepted", "rejected", "source"])
            renderings[language] = Rendering(
                approved: try string(rendering, "approved", at: member.position),
                accepted: try strings(rendering, "accepted"),
                rejected: try strings(rendering, "rejected"),
                source: try optionalString(rendering, "source"))
        }
        return Term(
            id: try string(object, "id", at: value.position), english: try string(object, "en", at: value.position),
            variants: try strings(object, "variants"), otherSenses: try strings(object, "otherSenses"), kind: kind,
            note: try optionalString(object, "note"),
            renderings: renderings, position: value.position)
    }

    private static func exception(_ value: JSONValue) throws(GlossaryError) -> Exception {
        let object = try object(value, "exceptions")
        try onlyKeys(object, ["unit", "language", "term", "why"])
        let code = try string(object, "language", at: value.position)
        guard let language = CatalogLanguage(rawValue: code), language != .english else {
            throw GlossaryError(position: object["language"]?.position ?? value.position, reason: .unknownLanguage(code))
        }
        return Exception(
            unitID: try string(object, "unit", at: value.position), language: language,
            termID: try string(object, "term", at: value.position), why: try string(object, "why", at: value.position))
    }

    // MARK: - Members

    private static func object(_ value: JSONValue, _ member: String) throws(GlossaryError) -> JSONObject {
        guard let object = value.objectValue else { throw GlossaryError(position: value.position, reason: .notAnObject(member)) }
        return object
    }

    private static func array(_ value: JSONValue?, _ member: String, at position: SourcePosition) throws(GlossaryError) -> [JSONValue] {
        guard let value else { throw GlossaryError(position: position, reason: .missingKey(member)) }
        guard let items = value.arrayValue else { throw GlossaryError(position: value.position, reason: .notAnArray(member)) }
        return items
    }

    private static func onlyKeys(_ object: JSONObject, _ allowed: [String]) throws(GlossaryError) {
        for member in object.members where !allowed.contains(member.key) {
            throw GlossaryError(position: member.keyPosition, reason: .unknownKey(member.key, expected: allowed))
        }
    }

    private static func string(_ object: JSONObject, _ key: String, at position: SourcePosition) throws(GlossaryError) -> String {
        guard let value = object[key] else { throw GlossaryError(position: position, reason: .missingKey(key)) }
        guard let string = value.stringValue, !string.isEmpty else {
            throw GlossaryError(position: value.position, reason: .notAString(key))
        }
        return string
    }

    private static func optionalString(_ object: JSONObject, _ key: String) throws(GlossaryError) -> String? {
        guard let value = object[key] else { return nil }
        guard let string = value.stringValue, !string.isEmpty else {
            throw GlossaryError(position: value.position, reason: .notAString(key))
        }
        return string
    }

    private static func strings(_ object: JSONObject, _ key: String) throws(GlossaryError) -> [String] {
        guard let value = object[key] else { return [] }
        guard let items = value.arrayValue else { throw GlossaryError(position: value.position, reason: .notAnArrayOfStrings(key)) }
        var strings: [String] = []
        for item in items {
            guard let string = item.stringValue, !string.isEmpty else {
                throw GlossaryError(position: item.position, reason: .notAnArrayOfStrings(key))
            }
            strings.append(string)
        }
        return strings
    }
}

/// A problem in the glossary file, with its position.
public struct GlossaryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, independent of wording: ``Reason/description`` words it in English, the
    /// command-line tool in the user's language.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The file is not valid JSON.
        case invalidJSON(JSONParseError)
        /// The glossary, a term, a rendering or an exception (named by its member) is not an object.
        case notAnObject(String)
        /// `terms` or `exceptions` is not an array.
        case notAnArray(String)
        /// A member that must be a non-empty string is not.
        case notAString(String)
        /// A member that must be an array of non-empty strings is not.
        case notAnArrayOfStrings(String)
        /// A required member is missing.
        case missingKey(String)
        /// A member that is not allowed here, with those that are.
        case unknownKey(String, expected: [String])
        /// A `kind` other than feature, term or keep.
        case unknownKind(String)
        /// Two terms have the same id.
        case duplicateTerm(String)
        /// An exception names a term the glossary does not have.
        case unknownTerm(String)
        /// An exception's language is not cs, fr, ru or sv.
        case unknownLanguage(String)

        /// A clear English sentence.
        public var description: String {
            switch self {
            case .invalidJSON(let error): error.message
            case .notAnObject(let member): "'\(member)' must be an object"
            case .notAnArray(let member): "'\(member)' must be an array"
            case .notAString(let member): "'\(member)' must be a non-empty string"
            case .notAnArrayOfStrings(let member): "'\(member)' must be an array of non-empty strings"
            case .missingKey(let member): "'\(member)' is missing"
            case .unknownKey(let key, let expected):
                "unknown key '\(key)' (expected " + expected.map { "'\($0)'" }.joined(separator: ", ") + ")"
            case .unknownKind(let kind): "unknown kind '\(kind)' (expected 'feature', 'term' or 'keep')"
            case .duplicateTerm(let id): "the term '\(id)' is defined twice"
            case .unknownTerm(let id): "no term has the id '\(id)'"
            case .unknownLanguage(let code): "'\(code)' is not one of cs, fr, ru, sv"
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
