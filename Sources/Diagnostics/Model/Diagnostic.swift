import JSONReader

/// One problem a checker found: where it is (file, 1-based line and column, JSON Pointer), how
/// serious it is, and what is wrong (``detail``: the rule and the message's facts). It is the
/// one diagnostic type of the package; `oscat validate` and `oscat l10n check` differ only in
/// their ``DiagnosticDetail``. Members of the detail read as members of the diagnostic
/// (`diagnostic.rule`, `diagnostic.reason`), through dynamic member lookup.
///
/// Its description is the form compilers use, so editors can jump to it:
/// `Catalog/frameworks-media.json:12:7: error: framework 'av-kit': … [reference]`.
@dynamicMemberLookup
public struct Diagnostic<Detail: DiagnosticDetail>: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, as the user named it or as shown relative to the working directory.
    public var file: String
    /// The 1-based line of the offending value in `file`.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars as editors do.
    public var column: Int
    /// The JSON Pointer of the offending value in `file` (the root when there is none).
    public var pointer: JSONPointer
    /// How serious the problem is.
    public var severity: Severity
    /// The rule and the facts of the message.
    public var detail: Detail
    /// Whether the problem is with the file as a whole (it cannot be read, it is not a catalog
    /// file): then ``line`` and ``column`` are 1, for ordering only, and every encoder leaves the
    /// place inside the file out.
    public private(set) var isAboutWholeFile = false

    /// Creates a diagnostic; a line or column below 1 becomes 1, so every place is one an
    /// editor can open.
    public init(file: String, line: Int, column: Int, pointer: JSONPointer = .root, severity: Severity, detail: Detail) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
        self.pointer = pointer
        self.severity = severity
        self.detail = detail
    }

    /// Creates a diagnostic about the file as a whole, which has no line or column.
    public init(wholeFile file: String, severity: Severity, detail: Detail) {
        self.init(file: file, line: 1, column: 1, severity: severity, detail: detail)
        isAboutWholeFile = true
    }

    /// A member of ``detail`` (`rule`, `reason`, `unitID` …), read through the diagnostic.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Detail, Value>) -> Value {
        detail[keyPath: keyPath]
    }

    /// A member of ``detail`` that may be changed through the diagnostic.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Detail, Value>) -> Value {
        get { detail[keyPath: keyPath] }
        set { detail[keyPath: keyPath] = newValue }
    }

    /// `file:line:column`, or `file` alone for a diagnostic about the whole file.
    public var place: String {
        isAboutWholeFile ? file : "\(file):\(line):\(column)"
    }

    /// The stable id of the rule that found the problem.
    public var ruleID: String { detail.ruleID }

    /// The English message (``DiagnosticDetail/englishMessage``).
    public var message: String { detail.englishMessage }

    /// `file:line:col: error|warning: message [rule-id]` (`file: …` for the whole file), in English.
    public var description: String {
        DiagnosticTextEncoder.line(self, message: message)
    }

    /// Orders by file, line, column, rule id, the detail's ordering keys, severity (errors
    /// first), message and pointer, comparing text by Unicode scalars, so every report lists
    /// its diagnostics in the same order on every machine.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        func precedes(_ a: String, _ b: String) -> Bool { a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) }
        if lhs.file != rhs.file { return precedes(lhs.file, rhs.file) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        let left = lhs.detail.orderingKeys
        let right = rhs.detail.orderingKeys
        if left != right { return left.lexicographicallyPrecedes(right, by: precedes) }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.detail != rhs.detail, lhs.message != rhs.message { return precedes(lhs.message, rhs.message) }
        return precedes(lhs.pointer.description, rhs.pointer.description)
    }
}
