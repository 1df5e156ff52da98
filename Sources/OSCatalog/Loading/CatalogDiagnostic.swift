/// One problem found in catalog data, with where it is and what is wrong, in the form
/// compilers use: `path:line:col: error: message`.
public struct CatalogDiagnostic: Sendable, Hashable, CustomStringConvertible, Comparable {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public var severity: Severity
    /// The file the problem is in.
    public var file: String
    /// Where in the file, when the problem has a place (an unreadable file has none).
    public var location: SourceLocation?
    /// What is wrong, as data, so that a front end can word it in the user's language.
    public var problem: CatalogProblem

    /// Creates a diagnostic for `problem` at `location` (or for the whole `file`).
    public init(_ severity: Severity = .error, problem: CatalogProblem, file: String, location: SourceLocation? = nil) {
        self.severity = severity
        self.problem = problem
        self.file = file
        self.location = location
    }

    /// Creates an error diagnostic at `location`.
    public init(_ problem: CatalogProblem, at location: SourceLocation) {
        self.init(.error, problem: problem, file: location.file, location: location)
    }

    /// The English message.
    public var message: String { problem.message }

    /// `path:line:col: error: message`, or `path: error: message` without a position.
    public var description: String {
        let place = location.map { "\($0)" } ?? file
        return "\(place): \(severity.rawValue): \(message)"
    }

    /// Orders diagnostics by file, then position, so reports are stable.
    public static func < (lhs: CatalogDiagnostic, rhs: CatalogDiagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        let left = lhs.location?.position.offset ?? -1
        let right = rhs.location?.position.offset ?? -1
        if left != right { return left < right }
        return lhs.message < rhs.message
    }
}
