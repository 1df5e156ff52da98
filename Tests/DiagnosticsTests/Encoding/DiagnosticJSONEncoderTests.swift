import Diagnostics
import JSONReader
import Testing

@Suite struct DiagnosticJSONEncoderTests {
    @Test func membersInTheirFixedOrder() {
        let report = Sample.report(
            [
                Sample.diagnostic("a.json", 2, 3, rule: "r", "x", severity: .warning, pointer: JSONPointer(tokens: ["k", "0"]))
            ], checked: 4)
        let encoder = DiagnosticJSONEncoder(command: "validate")
        #expect(
            encoder.encode(report, before: [("files", .number(4))], message: Sample.rendered) == """
                {
                  "command": "validate",
                  "files": 4,
                  "errors": 0,
                  "warnings": 1,
                  "diagnostics": [
                    {
                      "file": "a.json",
                      "line": 2,
                      "column": 3,
                      "severity": "warning",
                      "rule": "r",
                      "message": "«x»",
                      "pointer": "/k/0"
                    }
                  ]
                }

                """)
    }

    @Test func commandsAddTheirOwnMembers() {
        let report = Sample.report([Sample.diagnostic("s.xcstrings", 1, 2, rule: "stale", "m", subject: "cs")])
        let encoder = DiagnosticJSONEncoder(command: "l10n check", listKey: "findings", includesPointer: false)
        let text = encoder.encode(
            report, after: [("locales", .array([]))], leading: { [("language", .string($0.subject))] }, message: { $0.text })
        #expect(
            text == """
                {
                  "command": "l10n check",
                  "errors": 1,
                  "warnings": 0,
                  "locales": [],
                  "findings": [
                    {
                      "language": "cs",
                      "file": "s.xcstrings",
                      "line": 1,
                      "column": 2,
                      "severity": "error",
                      "rule": "stale",
                      "message": "m"
                    }
                  ]
                }

                """)
    }

    @Test func aSchemaVersionComesFirstWhenGiven() throws {
        let report = Sample.report([])
        let versioned = DiagnosticJSONEncoder(command: "validate", schemaVersion: 3).encode(report, message: Sample.rendered)
        #expect(versioned.hasPrefix("{\n  \"schemaVersion\": 3,\n  \"command\": \"validate\","))
        let plain = DiagnosticJSONEncoder(command: "validate").encode(report, message: Sample.rendered)
        #expect(try JSONReader.parse(plain)["schemaVersion"] == nil)
    }

    @Test func aDiagnosticAboutTheWholeFileHasNoLineOrColumnMembers() throws {
        let whole = Diagnostic(wholeFile: "Catalog/x.json", severity: .error, detail: SampleDetail(ruleID: "structure", text: "gone"))
        let text = DiagnosticJSONEncoder(command: "validate").encode(Sample.report([whole]), message: Sample.rendered)
        let item = try #require(try JSONReader.parse(text)["diagnostics"]?[0])
        #expect(item["file"]?.stringValue == "Catalog/x.json")
        #expect(item["line"] == nil && item["column"] == nil)
        #expect(item["rule"]?.stringValue == "structure")
    }
}
