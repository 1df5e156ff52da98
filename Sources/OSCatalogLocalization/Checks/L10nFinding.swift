import JSONReader

/// One problem `oscat l10n check` found in one language of one translation unit: where it is,
/// how serious it is, what is wrong and which rule found it. Its description is the form
/// compilers use, so editors can jump to it:
/// `Localization/Localizable.xcstrings:812:22: warning: ui/diff.swapped (fr): … [french-spacing]`.
public struct L10nFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// The translation is broken; `oscat l10n check` fails.
        case error
        /// Worth fixing; `oscat l10n check` fails only in strict mode.
        case warning
    }

    /// The unit's id (`ui/diff.swapped`, `catalog/core-location/summary`).
    public var unitID: String
    /// The file the unit lives in (its display path).
    public var file: String
    /// The 1-based line of the offending text in `file`: the translation's value, or for a
    /// missing translation the English value.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars as editors do.
    public var column: Int
    /// The language code as written in the file (`cs`, or an unknown code such as `cz`).
    public var language: String
    /// Whether the finding is an error or a warning.
    public var severity: Severity
    /// The rule that found the problem.
    public var rule: L10nRule
    /// What is wrong, as data, for wording in any language.
    public var reason: L10nMessage
    /// A clear English sentence, starting with the unit and language: `ui/fmt.summary (cs): …`
    /// (then ``L10nMessage/englishText`` of ``reason``).
    public var message: String { "\(unitID) (\(language)): \(reason.englishText)" }
    /// The JSON Pointer of the offending value in `file` (for a missing translation, of the
    /// place it belongs).
    public var pointer: JSONPointer

    /// Creates a finding.
    public init(
        unitID: String, file: String, line: Int, column: Int, language: String, severity: Severity, rule: L10nRule,
        reason: L10nMessage, pointer: JSONPointer = .root
    ) {
        self.unitID = unitID
        self.file = file
        self.line = line
        self.column = column
        self.language = language
        self.severity = severity
        self.rule = rule
        self.reason = reason
        self.pointer = pointer
    }

    /// The rule's stable id, such as `placeholder-mismatch`.
    public var ruleID: String { rule.rawValue }

    /// `file:line:col: error|warning: message [rule-id]`.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)]"
    }

    /// Orders by file, line, column, rule id, language and unit id (then severity and message),
    /// so every report lists its findings in the same order.
    public static func < (lhs: L10nFinding, rhs: L10nFinding) -> Bool {
        func precedes(_ a: String, _ b: String) -> Bool { a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) }
        if lhs.file != rhs.file { return precedes(lhs.file, rhs.file) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.language != rhs.language { return precedes(lhs.language, rhs.language) }
        if lhs.unitID != rhs.unitID { return precedes(lhs.unitID, rhs.unitID) }
        if lhs.severity != rhs.severity { return lhs.severity == .error }
        if lhs.reason != rhs.reason, lhs.message != rhs.message { return precedes(lhs.message, rhs.message) }
        return precedes(lhs.pointer.description, rhs.pointer.description)
    }
}
