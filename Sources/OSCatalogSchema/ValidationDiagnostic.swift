import JSONReader

/// One problem `oscat validate` found: where it is, how serious it is, what is wrong and which
/// rule found it. Its description is the form compilers use, so editors can jump to it:
/// `Catalog/frameworks-media.json:12:7: error: framework 'av-kit': … [reference]`.
public struct ValidationDiagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// The catalog is invalid; `oscat validate` fails.
        case error
        /// Worth fixing; `oscat validate` fails only in strict mode.
        case warning
    }

    /// The file, as given in ``CatalogFile/path``.
    public var file: String
    /// The 1-based line of the offending value (or key, or syntax error) in `file`.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars as editors do.
    public var column: Int
    /// Whether the problem is an error or a warning.
    public var severity: Severity
    /// What is wrong, as data (entry, field, values), for wording in any language.
    public var reason: ValidationMessage
    /// A clear English sentence naming the entry and field, such as
    /// `framework 'address-book': 'replacedBy' names 'contacts', but the framework is neither deprecated nor removed`
    /// (``ValidationMessage/englishText`` of ``reason``).
    public var message: String { reason.englishText }
    /// The rule that found the problem.
    public var rule: ValidationRule
    /// The JSON Pointer of the offending value in `file` (the root for syntax errors).
    public var pointer: JSONPointer

    /// Creates a diagnostic.
    public init(
        file: String, line: Int, column: Int, severity: Severity, reason: ValidationMessage, rule: ValidationRule,
        pointer: JSONPointer = .root
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.reason = reason
        self.rule = rule
        self.pointer = pointer
    }

    /// The rule's stable id, such as `unique-id`.
    public var ruleID: String { rule.rawValue }

    /// `file:line:col: error|warning: message [rule-id]`.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]"
    }

    /// Orders by file, line, column and rule id (then severity, message and pointer), so every
    /// report lists its diagnostics in the same order.
    public static func < (lhs: ValidationDiagnostic, rhs: ValidationDiagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file.unicodeScalars.lexicographicallyPrecedes(rhs.file.unicodeScalars) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.severity != rhs.severity { return lhs.severity == .error }
        if lhs.reason != rhs.reason {
            let left = lhs.message, right = rhs.message
            if left != right { return left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) }
        }
        return lhs.pointer.description.unicodeScalars.lexicographicallyPrecedes(rhs.pointer.description.unicodeScalars)
    }
}
