import Diagnostics
import JSONReader
import Testing

@Suite struct SARIFEncoderTests {
    static let encoder = SARIFEncoder(
        toolName: "oscat", toolVersion: "9.8.7",
        rules: [
            SARIFRule(id: "schema", summary: "files satisfy the schema", defaultSeverity: .error),
            SARIFRule(id: "stale", summary: "translations are current"),
        ],
        root: "/home/me/project")

    static func log(_ diagnostics: [Diagnostic<SampleDetail>]) throws -> JSONValue {
        try JSONReader.parse(
            encoder.encode(
                Sample.report(diagnostics), message: Sample.rendered,
                properties: { diagnostic in
                    diagnostic.subject.isEmpty ? [] : [("language", .string(diagnostic.subject))]
                }))
    }

    /// A value as compact JSON text, to compare numbers and whole objects.
    static func text(_ value: JSONValue?) -> String? { value.map { JSONWriter.write($0, style: .compact) } }

    @Test func logRunAndDriver() throws {
        let log = try Self.log([])
        #expect(log["version"]?.stringValue == "2.1.0")
        #expect(log["$schema"]?.stringValue == SARIFEncoder.schemaURI)
        let run = try #require(log["runs"]?[0])
        #expect(log["runs"]?.arrayValue?.count == 1)
        #expect(run["columnKind"]?.stringValue == "unicodeCodePoints")
        #expect(Self.text(run["results"]) == "[]")
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"]?.stringValue == "oscat")
        #expect(driver["version"]?.stringValue == "9.8.7")
        #expect(
            Self.text(driver["rules"]) == #"""
                [{"id":"schema","shortDescription":{"text":"files satisfy the schema"},"defaultConfiguration":{"level":"error"}},\#
                {"id":"stale","shortDescription":{"text":"translations are current"}}]
                """#)
    }

    @Test func resultShape() throws {
        let log = try Self.log([
            Sample.diagnostic(
                "Catalog/a b.json", 12, 7, rule: "stale", "old", severity: .warning, pointer: JSONPointer(tokens: ["x", "0"]),
                subject: "cs")
        ])
        let result = try #require(log["runs"]?[0]?["results"]?[0])
        #expect(
            Self.text(result) == #"""
                {"ruleId":"stale","ruleIndex":1,"level":"warning","message":{"text":"«old»"},\#
                "locations":[{"physicalLocation":{"artifactLocation":{"uri":"Catalog/a%20b.json","uriBaseId":"%SRCROOT%"},\#
                "region":{"startLine":12,"startColumn":7}},"logicalLocations":[{"fullyQualifiedName":"/x/0"}]}],\#
                "properties":{"jsonPointer":"/x/0","language":"cs"}}
                """#)
    }

    @Test func resultsFollowTheReportOrderAndUnknownRulesHaveNoIndex() throws {
        let log = try Self.log([
            Sample.diagnostic("b.json", 1, 1, rule: "other"), Sample.diagnostic("a.json", 1, 1, rule: "schema"),
        ])
        let results = try #require(log["runs"]?[0]?["results"]?.arrayValue)
        #expect(results.map { $0["ruleId"]?.stringValue } == ["schema", "other"])
        #expect(Self.text(results[0]["ruleIndex"]) == "0")
        #expect(results[1]["ruleIndex"] == nil)
        #expect(results.map { $0["level"]?.stringValue } == ["error", "error"])
        // The root pointer names no value: no logical location, an empty jsonPointer.
        #expect(results[0]["locations"]?[0]?["logicalLocations"] == nil)
        #expect(results[0]["properties"]?["jsonPointer"]?.stringValue == "")
    }

    @Test func artifactURIsAreRelativeToTheRoot() {
        let encoder = Self.encoder
        #expect(
            Self.text(encoder.artifactLocation("/home/me/project/Catalog/x.json")) == #"{"uri":"Catalog/x.json","uriBaseId":"%SRCROOT%"}"#)
        #expect(
            Self.text(encoder.artifactLocation("./Localization/L.xcstrings"))
                == #"{"uri":"Localization/L.xcstrings","uriBaseId":"%SRCROOT%"}"#)
        #expect(
            Self.text(encoder.artifactLocation("/elsewhere/Příliš 100%.json"))
                == #"{"uri":"file:///elsewhere/P%C5%99%C3%ADli%C5%A1%20100%25.json"}"#)
        // A sibling folder that only starts with the root's name is not below it.
        #expect(Self.text(encoder.artifactLocation("/home/me/project2/a.json")) == #"{"uri":"file:///home/me/project2/a.json"}"#)
        #expect(SARIFEncoder.percentEncoded("a-z_0.9~/#?:") == "a-z_0.9~/%23%3F%3A")
    }

    @Test func outputIsDeterministic() {
        let diagnostics = (0..<12).map { Sample.diagnostic("f\($0 % 3).json", $0 + 1, 1, rule: $0.isMultiple(of: 2) ? "schema" : "stale") }
        let first = Self.encoder.encode(Sample.report(diagnostics), message: Sample.rendered)
        #expect(Self.encoder.encode(Sample.report(diagnostics.reversed()), message: Sample.rendered) == first)
        #expect(first.hasSuffix("}\n"))
    }

    @Test func aDiagnosticAboutTheWholeFileHasNoRegion() throws {
        let whole = Diagnostic(wholeFile: "Catalog/x.json", severity: .error, detail: SampleDetail(ruleID: "schema", text: "unreadable"))
        let location = try #require(try Self.log([whole])["runs"]?[0]?["results"]?[0]?["locations"]?[0])
        #expect(
            Self.text(location) == #"{"physicalLocation":{"artifactLocation":{"uri":"Catalog/x.json","uriBaseId":"%SRCROOT%"}}}"#)
    }
}
