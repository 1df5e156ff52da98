import Foundation

/// Why reading a JSON file failed: either the file could not be read, or its content is not valid JSON.
///
/// Returned by ``JSONReader/parseFile(at:maximumDepth:duplicateKeys:)`` so that callers handle one error type and
/// can print it as compilers do: ``description`` is `path:line:col: error: message` for content
/// errors and `path: error: message` for I/O errors.
public struct JSONFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The file could not be read; the message says why (e.g. "no such file or directory").
        case io(message: String)
        /// The file was read but is not valid JSON.
        case parse(JSONParseError)
    }

    /// The file's path, as given.
    public var path: String
    /// What went wrong.
    public var kind: Kind
    /// For an I/O error, the system's error number (`ENOENT`, `EACCES`, …) when one is known,
    /// so that a program can say the reason in its user's language; nil otherwise.
    public var errorNumber: Int32?

    /// Creates a file error; `errorNumber` is the system's error number behind an I/O error.
    public init(path: String, kind: Kind, errorNumber: Int32? = nil) {
        self.path = path
        self.kind = kind
        self.errorNumber = errorNumber
    }

    /// The parse error, if the content was at fault.
    public var parseError: JSONParseError? {
        if case .parse(let error) = kind { return error }
        return nil
    }

    /// The position of a parse error; nil for I/O errors.
    public var position: SourcePosition? { parseError?.position }

    /// The message without path or position.
    public var message: String {
        switch kind {
        case .io(let message): return message
        case .parse(let error): return error.message
        }
    }

    /// `path:line:col: error: message` for content errors, `path: error: message` for I/O errors.
    public var description: String {
        switch kind {
        case .io(let message):
            return "\(path): error: \(message)"
        case .parse(let error):
            return "\(path):\(error.position.line):\(error.position.column): error: \(error.message)"
        }
    }
}
