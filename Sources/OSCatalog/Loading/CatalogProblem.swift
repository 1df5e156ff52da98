import FileSafety
import JSONReader

/// Everything that can be wrong with catalog data as the loader sees it. Each case carries
/// the facts a message needs; `message` words it in English for users.
public enum CatalogProblem: Sendable, Hashable {
    /// The file or folder could not be read.
    case unreadable(reason: UnreadableReason)
    /// No catalog files were found where a catalog was expected.
    case noCatalogFiles
    /// A path given to a file command is not in a catalog folder (or, `isFolder`, is a folder
    /// that is not a catalog): `missing` is the file that would make it one.
    case notInCatalog(missing: String, isFolder: Bool)
    /// The file is not valid JSON: why, as the reader reports it (its position is the
    /// diagnostic's location).
    case invalidJSON(JSONParseError.Reason)
    /// A value has the wrong JSON type.
    case wrongType(field: String, expected: Expectation, found: String)
    /// A required field is absent.
    case missingField(field: String)
    /// A field the format does not define.
    case unknownField(field: String, suggestion: String?)
    /// A top-level key that is not a catalog collection.
    case unknownCollection(key: String, suggestion: String?)
    /// A value outside what the field allows.
    case invalidValue(field: String, value: String, expected: Expectation)
    /// An id used by two entries.
    case duplicateID(id: String, first: SourceLocation)
    /// A reference to an entry that does not exist (or is of another kind).
    case unknownReference(field: String, id: String, kind: EntityKind, suggestion: String?)
    /// A text is missing its English source.
    case missingEnglish(field: String)

    /// What a field must hold, as data, so that front ends can word it in any language.
    public enum Expectation: Sendable, Hashable, CustomStringConvertible {
        case object
        case array
        case arrayOfObjects
        case string
        case integer
        case number
        case arrayOfStrings
        case localizedText
        case arrayOfLocalizedTexts
        case citation
        case arrayOfCitations
        case date
        case yearOrDate
        case boolean
        /// One of the listed values.
        case oneOf([String])

        /// English: "an integer", "one of a, b".
        public var description: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .arrayOfObjects: "an array of objects"
            case .string: "a string"
            case .integer: "an integer"
            case .number: "a number"
            case .arrayOfStrings: "an array of strings"
            case .localizedText: "a localized text object"
            case .arrayOfLocalizedTexts: "an array of localized texts"
            case .citation: "a citation object"
            case .arrayOfCitations: "an array of citations"
            case .date: "a date YYYY-MM-DD"
            case .yearOrDate: "a year YYYY or a date YYYY-MM-DD"
            case .boolean: "true or false"
            case .oneOf(let values): "one of " + values.joined(separator: ", ")
            }
        }
    }

    /// The English wording of the problem.
    public var message: String {
        switch self {
        case .unreadable(let reason):
            return "cannot read: \(reason.description)"
        case .noCatalogFiles:
            return "no catalog files (*.json) found"
        case .notInCatalog(let missing, let isFolder):
            return (isFolder ? "not a catalog folder" : "not in a catalog folder") + ": \(missing) is missing"
        case .invalidJSON(let reason):
            return JSONParseError.defaultMessage(for: reason)
        case .wrongType(let field, let expected, let found):
            return "'\(field)' must be \(expected), found \(found)"
        case .missingField(let field):
            return "missing required field '\(field)'"
        case .unknownField(let field, let suggestion):
            return "unknown field '\(field)'" + Self.didYouMean(suggestion)
        case .unknownCollection(let key, let suggestion):
            return "unknown collection '\(key)'" + Self.didYouMean(suggestion)
                + "; valid: " + EntityKind.allCases.map(\.collectionKey).sorted().joined(separator: ", ")
        case .invalidValue(let field, let value, let expected):
            return "invalid value '\(value)' for '\(field)': expected \(expected)"
        case .duplicateID(let id, let first):
            return "duplicate id '\(id)' (first defined at \(first))"
        case .unknownReference(let field, let id, let kind, let suggestion):
            return "'\(field)' refers to unknown \(kind.rawValue) '\(id)'" + Self.didYouMean(suggestion)
        case .missingEnglish(let field):
            return "'\(field)' has no English text ('en' is required)"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension CatalogProblem {
    /// Why a catalog file or folder could not be read, independent of wording (the command-line
    /// tool words it in the user's language).
    public enum UnreadableReason: Error, Sendable, Hashable, CustomStringConvertible {
        /// The catalog folder does not exist or is not a folder.
        case noSuchDirectory
        /// The path does not exist (or a folder on the way to it does not).
        case noSuchFileOrFolder
        /// The path is a folder where a file was expected (a folder named `x.json`).
        case directory
        /// The path is a named pipe (FIFO), which would wait for a writer instead of giving a file.
        case fifo
        /// The path is a socket.
        case socket
        /// The path is a character or block device (`/dev/null`, a disk).
        case device
        /// Symbolic links on the path form a loop (`ELOOP`).
        case symlinkLoop
        /// The file or a folder on its way may not be read by this user (`EACCES`, `EPERM`).
        case permissionDenied
        /// What the system said (its error number; ``SystemErrorCode/description`` is its English text).
        case system(SystemErrorCode)

        /// A short English phrase.
        public var description: String {
            switch self {
            case .noSuchDirectory: "no such directory"
            case .noSuchFileOrFolder: "no such file or folder"
            case .directory: "it is a folder, not a file"
            case .fifo: "it is a named pipe (FIFO), not a file"
            case .socket: "it is a socket, not a file"
            case .device: "it is a device, not a file"
            case .symlinkLoop: "its symbolic links form a loop"
            case .permissionDenied: "permission denied"
            case .system(let code): code.description
            }
        }
    }
}
