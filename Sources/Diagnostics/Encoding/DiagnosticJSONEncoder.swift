import JSONReader

/// A report as one JSON document for tools, members in a fixed order:
/// `{"schemaVersion"?, "command", …before, "errors", "warnings", …after, "<list>": [{…leading, "file", "line",
/// "column", "severity", "rule", "message", "pointer"?}]}`, written by ``JSONWriter`` with
/// two-space indentation and a final newline. The command's own members (`files`, `locales`,
/// a finding's `unit` and `language`) come from the caller, so each command keeps its
/// documented shape while the common part is written once.
public struct DiagnosticJSONEncoder: Sendable {
    /// The `command` member (`validate`, `l10n check`).
    public var command: String
    /// The name of the array of diagnostics (`diagnostics`, `findings`).
    public var listKey: String
    /// Whether each diagnostic has a `pointer` member (its JSON Pointer).
    public var includesPointer: Bool
    /// The `schemaVersion` member written first, when the caller versions its JSON shapes (nil: none).
    public var schemaVersion: Int?
    /// The severities counted (`errors`, `warnings`, `notes`), in this order: only those the
    /// command can report, so a command without notes keeps its documented shape.
    public var countedSeverities: [Severity]

    /// An encoder for `command`'s reports.
    public init(
        command: String, listKey: String = "diagnostics", includesPointer: Bool = true, schemaVersion: Int? = nil,
        countedSeverities: [Severity] = [.error, .warning]
    ) {
        self.command = command
        self.listKey = listKey
        self.includesPointer = includesPointer
        self.schemaVersion = schemaVersion
        self.countedSeverities = countedSeverities
    }

    /// The document for `report`: `before` after `command`, `after` after the counts, and for
    /// each diagnostic the `leading` members, then the common ones with `message`'s text.
    public func encode<Detail>(
        _ report: Report<Detail>, before: [(String, JSONValue)] = [], after: [(String, JSONValue)] = [],
        leading: (Diagnostic<Detail>) -> [(String, JSONValue)] = { _ in [] },
        message: (Diagnostic<Detail>) -> String
    ) -> String {
        let items: [JSONValue] = report.diagnostics.map { diagnostic in
            var members = leading(diagnostic)
            members.append(("file", .string(diagnostic.file)))
            if !diagnostic.isAboutWholeFile {
                members += [("line", .number(diagnostic.line)), ("column", .number(diagnostic.column))]
            }
            members += [
                ("severity", .string(diagnostic.severity.rawValue)), ("rule", .string(diagnostic.ruleID)),
                ("message", .string(message(diagnostic))),
            ]
            if includesPointer { members.append(("pointer", .string(diagnostic.pointer.description))) }
            return .object(members)
        }
        var document: [(String, JSONValue)] = schemaVersion.map { [("schemaVersion", .number($0))] } ?? []
        document.append(("command", .string(command)))
        document += before
        document += countedSeverities.map { ($0.pluralKey, .number(report.count(of: $0))) }
        document += after
        document.append((listKey, .array(items)))
        return JSONWriter.write(.object(document)) + "\n"
    }
}

extension Severity {
    /// The JSON member that counts diagnostics of this severity (`errors`, `warnings`, `notes`).
    var pluralKey: String { rawValue + "s" }
}
