import JSONReader

/// One catalog file as the formatter saw it: its original bytes and either its canonical form
/// or the reason it could not be formatted.
public struct FormattedFile: Sendable {
    /// What formatting the file gave.
    public enum Outcome: Sendable {
        /// The file's canonical form (UTF-8, ending in a newline); may equal the original.
        case formatted([UInt8])
        /// The file is not valid JSON; it is not formatted and must be left untouched.
        case invalidJSON(JSONParseError)
    }

    /// The file's path, as given in its ``CatalogFile``.
    public var path: String
    /// The file's content as read.
    public var original: [UInt8]
    /// The canonical form, or why there is none.
    public var outcome: Outcome

    /// Creates a result for the file at `path`.
    public init(path: String, original: [UInt8], outcome: Outcome) {
        self.path = path
        self.original = original
        self.outcome = outcome
    }

    /// The canonical form, or nil when the file is not valid JSON.
    public var formatted: [UInt8]? {
        if case .formatted(let bytes) = outcome { return bytes }
        return nil
    }

    /// The reader's error, when the file is not valid JSON.
    public var parseError: JSONParseError? {
        if case .invalidJSON(let error) = outcome { return error }
        return nil
    }

    /// The problem as a catalog diagnostic (`path:line:col: error: message`), when the file is
    /// not valid JSON.
    public var diagnostic: CatalogDiagnostic? {
        guard let error = parseError else { return nil }
        return CatalogDiagnostic(.invalidJSON(error.reason), at: SourceLocation(file: path, position: error.position))
    }

    /// True when the file was formatted and its canonical form differs from its content: what
    /// `fmt --check` reports and `fmt` rewrites. False for files that are not valid JSON.
    public var isChanged: Bool {
        guard let formatted else { return false }
        return formatted != original
    }
}
