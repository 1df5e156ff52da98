import JSONReader

/// A report as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), the format
/// GitHub code scanning and SARIF viewers read: one run whose `tool.driver` is the program
/// with its rules, and one result per diagnostic with its rule id, level, message text and
/// place (`physicalLocation`: the file as a URI relative to the project root, line and column;
/// the JSON Pointer in `logicalLocations` and in the result's `properties.jsonPointer`).
///
/// Members are written in a fixed order by ``JSONWriter``, so equal reports give equal bytes.
/// Columns count Unicode scalars (`columnKind` `unicodeCodePoints`), as the diagnostics do.
public struct SARIFEncoder: Sendable {
    /// The URI of the SARIF 2.1.0 schema, written as the log's `$schema`.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base id relative artifact URIs are resolved against: the project root.
    public static let rootBaseID = "%SRCROOT%"

    /// The program's name (`tool.driver.name`).
    public var toolName: String
    /// The program's version (`tool.driver.version`).
    public var toolVersion: String
    /// Every rule the program can report, in the order listed (`tool.driver.rules`); a result
    /// of a listed rule refers to it by `ruleIndex`.
    public var rules: [SARIFRule]
    /// The project root as an absolute path without a final `/`: files below it are written
    /// relative to it (with `uriBaseId` `%SRCROOT%`); nil when every file is written as given.
    public var root: String?

    /// Creates an encoder.
    public init(toolName: String, toolVersion: String, rules: [SARIFRule], root: String? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.rules = rules
        self.root = root
    }

    /// The SARIF log of `report`, with `message`'s text for each result and `properties` added
    /// to each result's property bag (after `jsonPointer`); ends in a line break.
    public func encode<Detail>(
        _ report: Report<Detail>, message: (Diagnostic<Detail>) -> String,
        properties: (Diagnostic<Detail>) -> [(String, JSONValue)] = { _ in [] }
    ) -> String {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        let results: [JSONValue] = report.diagnostics.map { diagnostic in
            result(diagnostic, message: message(diagnostic), index: ruleIndex[diagnostic.ruleID], properties: properties(diagnostic))
        }
        let driver: JSONValue = .object([
            ("name", .string(toolName)), ("version", .string(toolVersion)),
            ("rules", .array(rules.map(Self.descriptor))),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let log: JSONValue = .object([
            ("$schema", .string(Self.schemaURI)), ("version", .string("2.1.0")), ("runs", .array([run])),
        ])
        return JSONWriter.write(log) + "\n"
    }

    /// The SARIF `level` of a severity.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// The `artifactLocation` of `file`: below ``root`` or relative, a percent-encoded URI
    /// relative to `%SRCROOT%`; otherwise an absolute path as a `file://` URI.
    public func artifactLocation(_ file: String) -> JSONValue {
        var path = file
        if let root, path.hasPrefix(root + "/") { path.removeFirst(root.count + 1) }
        if path.hasPrefix("/") { return .object([("uri", .string("file://" + Self.percentEncoded(path)))]) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return .object([("uri", .string(Self.percentEncoded(path))), ("uriBaseId", .string(Self.rootBaseID))])
    }

    /// `path` with every byte outside the unreserved URI characters and `/` percent-encoded
    /// (`%20`, `%C3%A9`), so that any file name gives a valid URI reference.
    public static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    private func result<Detail>(
        _ diagnostic: Diagnostic<Detail>, message: String, index: Int?, properties: [(String, JSONValue)]
    ) -> JSONValue {
        let pointer = diagnostic.pointer.description
        var physical: [(String, JSONValue)] = [("artifactLocation", artifactLocation(diagnostic.file))]
        if !diagnostic.isAboutWholeFile {
            physical.append(("region", .object([("startLine", .number(diagnostic.line)), ("startColumn", .number(diagnostic.column))])))
        }
        var location: [(String, JSONValue)] = [("physicalLocation", .object(physical))]
        if !pointer.isEmpty {
            location.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(pointer))])])))
        }
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
        if let index { members.append(("ruleIndex", .number(index))) }
        members += [
            ("level", .string(Self.level(diagnostic.severity))), ("message", .object([("text", .string(message))])),
            ("locations", .array([.object(location)])),
            ("properties", .object([("jsonPointer", .string(pointer))] + properties)),
        ]
        return .object(members)
    }

    private static func descriptor(_ rule: SARIFRule) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(rule.id)), ("shortDescription", .object([("text", .string(rule.summary))]))]
        if let severity = rule.defaultSeverity {
            members.append(("defaultConfiguration", .object([("level", .string(level(severity)))])))
        }
        return .object(members)
    }
}
