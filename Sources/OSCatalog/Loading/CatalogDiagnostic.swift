import Diagnostics

/// One problem found in catalog data, with where it is and what is wrong, in the form
/// compilers use: `path:line:col: error: message`.
public struct CatalogDiagnostic: Sendable, Hashable, CustomStringConvertible, Comparable {
    /// Whether it is an error (loading fails) or a warning (worth knowing; loading goes on).
    public var severity: Severity
    /// The file the problem is in.
    public var file: String
    /// Where in the file, when the problem has a place (an unreadable file has none).
    public var location: SourceLocation?
    /// What is wrong, as data, so that a front end can word it in the user's language.
    public var problem: CatalogProblem
    /// On the root cause of a file that could not be read as a whole: how many entries have
    /// references that were not checked because of it (nil on every other diagnostic).
    public var referrersNotChecked: ReferrersNotChecked?

    /// How many entries have references that were not checked, because files whose entries
    /// they may name could not be read.
    public struct ReferrersNotChecked: Sendable, Hashable {
        /// The entries with at least one reference that names no known entry.
        public var entries: Int
        /// How many files could not be read as a whole (1: the file of this diagnostic).
        public var files: Int

        /// Creates the count.
        public init(entries: Int, files: Int) {
            self.entries = entries
            self.files = files
        }

        /// English: `117 entries that refer to it were not checked`.
        public var description: String {
            let noun = entries == 1 ? "entry" : "entries"
            let verb = entries == 1 ? ("refers", "was") : ("refer", "were")
            let target = files == 1 ? "it" : "the files that cannot be read"
            return "\(entries) \(noun) that \(verb.0) to \(target) \(verb.1) not checked"
        }
    }

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

    /// The English message, with the entries not checked because of it, if any.
    public var message: String {
        guard let referrersNotChecked else { return problem.message }
        return problem.message + "; " + referrersNotChecked.description
    }

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
