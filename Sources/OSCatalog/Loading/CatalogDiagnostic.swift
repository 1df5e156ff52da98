import Diagnostics

/// One problem the catalog loader found, in the package's one ``Diagnostic`` type: where it is
/// (the whole file when it has no place, such as an unreadable file) and what is wrong. Its
/// description is the form compilers use: `path:line:col: error: message [rule-id]`.
public typealias CatalogDiagnostic = Diagnostic<CatalogIssue>

/// What the catalog loader knows about one problem: the problem as data, so that a front end
/// can word it in the user's language, its full location, and on the root cause of a file that
/// could not be read, how many references went unchecked because of it.
public struct CatalogIssue: DiagnosticDetail {
    /// What is wrong.
    public var problem: CatalogProblem
    /// Where in the file, with the byte offset and JSON Pointer; nil for the whole file.
    public var location: SourceLocation?
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

    /// The rule of `oscat validate` the problem belongs to: `json-syntax`, `unique-id`,
    /// `reference`, `unknown-source`, or `structure` for the shape of files and entries.
    public var ruleID: String {
        switch problem {
        case .invalidJSON: "json-syntax"
        case .duplicateID: "unique-id"
        case .unknownReference(_, _, let kind, _): kind == .source ? "unknown-source" : "reference"
        case .unreadable, .noCatalogFiles, .notInCatalog, .wrongType, .missingField, .unknownField, .unknownCollection,
            .invalidValue, .missingEnglish:
            "structure"
        }
    }

    /// The English message, with the entries not checked because of it, if any.
    public var englishMessage: String {
        guard let referrersNotChecked else { return problem.message }
        return problem.message + "; " + referrersNotChecked.description
    }
}

extension Diagnostic where Detail == CatalogIssue {
    /// How many references went unchecked because of a root cause.
    public typealias ReferrersNotChecked = CatalogIssue.ReferrersNotChecked

    /// Creates a diagnostic for `problem` at `location`, or for the whole `file` without one.
    public init(_ severity: Severity = .error, problem: CatalogProblem, file: String, location: SourceLocation? = nil) {
        let detail = CatalogIssue(problem: problem, location: location)
        if let location {
            self.init(
                file: file, line: location.position.line, column: location.position.column, pointer: location.pointer,
                severity: severity, detail: detail)
        } else {
            self.init(wholeFile: file, severity: severity, detail: detail)
        }
    }

    /// Creates an error diagnostic at `location`.
    public init(_ problem: CatalogProblem, at location: SourceLocation) {
        self.init(.error, problem: problem, file: location.file, location: location)
    }
}
