import JSONReader

/// Why a schema could not be loaded or compiled, with every problem found.
///
/// The compiler does not stop at the first problem: it reports every unsupported keyword, every
/// keyword value of the wrong type, every `$ref` that does not resolve, so that one run shows
/// everything to fix. ``problems`` is never empty and is in document order; ``reason``,
/// ``location`` and ``message`` describe the first one.
///
/// Nothing in a schema is silently ignored: a keyword outside the supported subset (see
/// docs/JSON-SCHEMA.md), such as `unevaluatedProperties`, `$dynamicRef` or the draft-07
/// `dependencies`, is an ``Reason/unsupportedKeyword(_:suggestion:)`` naming the keyword and
/// its JSON Pointer.
public struct SchemaLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One problem in a schema, at one place.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// What is wrong, independent of wording.
        public var reason: Reason
        /// Where: the document, the JSON Pointer of the keyword or subschema, its source position.
        public var location: SchemaLocation

        /// Creates a problem.
        public init(reason: Reason, location: SchemaLocation) {
            self.reason = reason
            self.location = location
        }

        /// A clear English sentence, e.g. `unsupported keyword 'unevaluatedProperties'`.
        public var message: String { reason.message }

        /// `file:line:col: error: message (at document#/pointer)`, the form compilers use.
        public var description: String {
            "\(location.sourceReference): error: \(message) (at \(location))"
        }
    }

    /// The kinds of schema problems.
    public enum Reason: Sendable, Equatable {
        /// A keyword this validator does not implement (or a misspelled one); `suggestion` is a
        /// supported keyword it may have been meant to be.
        case unsupportedKeyword(String, suggestion: String?)
        /// A `format` other than `date` and `uri`: rejected rather than ignored, because the schema
        /// author evidently expects it to be checked.
        case unsupportedFormat(String)
        /// A `$schema` naming a dialect other than draft 2020-12.
        case unsupportedDialect(String)
        /// A keyword's value has the wrong type or range; `expected` says what it must be
        /// (e.g. ``ExpectedKeywordValue/nonNegativeInteger``, "a non-negative integer").
        case invalidKeywordValue(keyword: String, expected: ExpectedKeywordValue)
        /// A value where a schema must be is neither an object nor a boolean; `found` is its JSON type.
        case notASchema(found: String)
        /// A `pattern` or `patternProperties` key that is not a valid regular expression.
        case invalidPattern(String)
        /// A `$id` or `$anchor` with an unusable value; `problem` says why.
        case invalidIdentifier(keyword: String, value: String, problem: IdentifierProblem)
        /// Two schema resources claim the same URI (by `$id`, `$anchor` or the name a document was added under).
        case duplicateIdentifier(String)
        /// A `$ref` (or a URI asked of the registry) whose document is not in the registry.
        /// `resolved` is the absolute URI it resolved to.
        case unknownDocument(reference: String, resolved: String)
        /// A `$ref` whose document is known but whose fragment names nothing in it
        /// (no value at that JSON Pointer, or no such `$anchor`), or is malformed.
        case unresolvableFragment(reference: String, resolved: String)
        /// `$ref`s that lead back to the same schema without consuming any of the instance
        /// (e.g. `#/$defs/a` → `#/$defs/b` → `#/$defs/a`), which would never terminate. `path` lists
        /// the schema locations around the cycle.
        case referenceCycle(path: [String])
        /// A schema file could not be read or is not valid JSON.
        case unreadableFile(JSONFileError)

        /// A clear English sentence for the reason.
        public var message: String {
            switch self {
            case .unsupportedKeyword(let keyword, let suggestion):
                var text = "unsupported keyword '\(keyword)'"
                if let suggestion { text += "; did you mean '\(suggestion)'?" }
                return text
            case .unsupportedFormat(let format):
                return "unsupported format '\(format)' (supported: \(Vocabulary.supportedFormats.joined(separator: ", ")))"
            case .unsupportedDialect(let dialect):
                return "unsupported $schema '\(dialect)'; only draft 2020-12 is supported"
            case .invalidKeywordValue(let keyword, let expected):
                return "the value of '\(keyword)' must be \(expected)"
            case .notASchema(let found):
                return "a schema must be an object or a boolean, found \(article(found)) \(found)"
            case .invalidPattern(let pattern):
                return "'\(pattern)' is not a valid regular expression"
            case .invalidIdentifier(let keyword, let value, let problem):
                return "invalid \(keyword) '\(value)': \(problem)"
            case .duplicateIdentifier(let uri):
                return "the schema URI '\(uri)' is defined more than once"
            case .unknownDocument(let reference, let resolved):
                if reference == resolved { return "cannot resolve '\(reference)': no such schema document in the registry" }
                return "cannot resolve '\(reference)': no schema document '\(resolved)' in the registry"
            case .unresolvableFragment(let reference, let resolved):
                return "cannot resolve '\(reference)': '\(resolved)' does not name a schema"
            case .referenceCycle(let path):
                return "$ref cycle that never consumes any input: \(path.joined(separator: " → "))"
            case .unreadableFile(let error):
                return error.message
            }
        }
    }

    /// What a keyword's value must be (see ``Reason/invalidKeywordValue(keyword:expected:)``),
    /// independent of wording: ``description`` says it in English, the command-line tool in the
    /// user's language.
    public enum ExpectedKeywordValue: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Any string (`$anchor`, `title`, `format`, …).
        case string
        /// A string holding a URI reference (`$id`, `$ref`).
        case uriReference
        /// A string holding an absolute URI (`$schema`).
        case uri
        /// A string holding a regular expression (`pattern`).
        case regularExpression
        /// `true` or `false`.
        case boolean
        /// Any array (`enum`, `examples`).
        case array
        /// Any number (`minimum`, `maximum`, …).
        case number
        /// A number greater than 0 (`multipleOf`).
        case positiveNumber
        /// An integer of 0 or more (`minLength`, `maxItems`, …).
        case nonNegativeInteger
        /// A type name or an array of distinct ones (`type`).
        case typeNames
        /// An array of distinct strings (`required`).
        case distinctStrings
        /// A non-empty array of schemas (`allOf`, `anyOf`, `oneOf`, `prefixItems`).
        case nonEmptySchemaArray
        /// An object whose values are schemas (`properties`, `$defs`, `dependentSchemas`).
        case schemaObject
        /// An object whose keys are regular expressions and whose values are schemas (`patternProperties`).
        case patternSchemaObject
        /// An object whose values are arrays of distinct strings (`dependentRequired`).
        case distinctStringsObject

        /// What the value must be, in English (e.g. "a non-negative integer").
        public var description: String {
            switch self {
            case .string: "a string"
            case .uriReference: "a string (a URI reference)"
            case .uri: "a string (a URI)"
            case .regularExpression: "a string (a regular expression)"
            case .boolean: "a boolean"
            case .array: "an array"
            case .number: "a number"
            case .positiveNumber: "a number greater than 0"
            case .nonNegativeInteger: "a non-negative integer"
            case .typeNames: "a type name (null, boolean, object, array, number, string, integer) or an array of distinct type names"
            case .distinctStrings: "an array of distinct strings"
            case .nonEmptySchemaArray: "a non-empty array of schemas"
            case .schemaObject: "an object whose values are schemas"
            case .patternSchemaObject: "an object whose keys are regular expressions and whose values are schemas"
            case .distinctStringsObject: "an object whose values are arrays of distinct strings"
            }
        }
    }

    /// Why a `$id` or `$anchor` value cannot be used (see
    /// ``Reason/invalidIdentifier(keyword:value:problem:)``); ``description`` words it in English.
    public enum IdentifierProblem: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// A `$id` with a fragment (`x.json#part`): fragments are named with `$anchor`.
        case idWithFragment
        /// An anchor that does not start with a letter or `_`, or has other characters than
        /// letters, digits, `-`, `_` and `.`.
        case invalidAnchorName

        /// Why, in English.
        public var description: String {
            switch self {
            case .idWithFragment: "a $id must not have a fragment; use $anchor"
            case .invalidAnchorName: "an anchor must start with a letter or '_' and contain only letters, digits, '-', '_' and '.'"
            }
        }
    }

    /// The `format` values a schema may use (see ``Reason/unsupportedFormat(_:)``).
    public static var supportedFormats: [String] { Vocabulary.supportedFormats }

    /// The first problem found.
    public let first: Problem
    /// The problems after the first, in order.
    public let others: [Problem]

    /// Every problem found, in document order; never empty.
    public var problems: [Problem] { [first] + others }

    /// Creates an error from its problems; `first` comes first.
    public init(_ first: Problem, _ more: [Problem] = []) {
        self.first = first
        self.others = more
    }

    /// Creates an error with a single problem.
    public init(reason: Reason, location: SchemaLocation) {
        self.init(Problem(reason: reason, location: location))
    }

    /// The first problem's reason.
    public var reason: Reason { first.reason }
    /// The first problem's location.
    public var location: SchemaLocation { first.location }
    /// The first problem's message.
    public var message: String { first.message }

    /// One line per problem, `file:line:col: error: message (at document#/pointer)`.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}

/// "a" or "an" for a JSON type name or a word in a message.
func article(_ word: String) -> String {
    guard let first = word.unicodeScalars.first else { return "a" }
    return "aeiouAEIOU".unicodeScalars.contains(first) ? "an" : "a"
}
