import JSONReader

/// Why a translator's file (XLIFF or PO) could not be read: what is wrong and where, as
/// `line:col` in the file (columns count Unicode scalars, as in `SourcePosition`).
public struct InterchangeParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path as given to the reader, or nil for bytes without a name.
    public var path: String?
    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong, independent of wording (the command-line tool words it in the user's language).
    public var reason: Reason

    /// Creates an error.
    public init(path: String? = nil, position: SourcePosition, reason: Reason) {
        self.path = path
        self.position = position
        self.reason = reason
    }

    /// What is wrong, in English.
    public var message: String { reason.description }

    /// `path:line:col: error: message` (without the path when there is none).
    public var description: String {
        if let path { return "\(path):\(position): error: \(message)" }
        return "\(position): error: \(message)"
    }
}
