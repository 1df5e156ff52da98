import Foundation
import JSONReader
import Testing

@testable import JSONSchema

/// Schemas that must not load, and how the problem is reported.
@Suite struct LoadErrorTests {
    @Test func unsupportedKeywordsAreNamedWithTheirPointer() throws {
        let error = try #require(try loadError(#"{"properties": {"a": {"unevaluatedProperties": false}}}"#))
        #expect(error.reason == .unsupportedKeyword("unevaluatedProperties", suggestion: nil))
        #expect(error.location.pointer.description == "/properties/a/unevaluatedProperties")
        #expect(error.message == "unsupported keyword 'unevaluatedProperties'")
        for keyword in ["$dynamicRef", "dependencies", "definitions", "$recursiveRef", "contentMediaType", "x-custom"] {
            let other = try #require(try loadError("{\"\(keyword)\": {}}"), "\(keyword)")
            guard case .unsupportedKeyword(let name, _) = other.reason else {
                Issue.record("\(keyword): \(other)")
                continue
            }
            #expect(name == keyword)
        }
    }

    @Test func misspelledKeywordsGetASuggestion() throws {
        let error = try #require(try loadError(#"{"propertes": {}}"#))
        #expect(error.message == "unsupported keyword 'propertes'; did you mean 'properties'?")
        let second = try #require(try loadError(#"{"additionalProperty": false}"#))
        #expect(second.reason == .unsupportedKeyword("additionalProperty", suggestion: "additionalProperties"))
    }

    @Test func unknownFormatsAreRejectedNotIgnored() throws {
        let error = try #require(try loadError(#"{"format": "email"}"#))
        #expect(error.reason == .unsupportedFormat("email"))
        #expect(error.message == "unsupported format 'email' (supported: date, uri)")
        #expect(try loadError(#"{"format": "date"}"#) == nil)
        #expect(try loadError(#"{"format": "uri"}"#) == nil)
    }

    @Test func keywordValuesAreChecked() throws {
        let cases: [(String, String, String)] = [
            (#"{"minLength": -1}"#, "minLength", "a non-negative integer"),
            (#"{"maxItems": 1.5}"#, "maxItems", "a non-negative integer"),
            (
                #"{"type": "strin"}"#, "type",
                "a type name (null, boolean, object, array, number, string, integer) or an array of distinct type names"
            ),
            (#"{"required": ["a", "a"]}"#, "required", "an array of distinct strings"),
            (#"{"multipleOf": 0}"#, "multipleOf", "a number greater than 0"),
            (#"{"allOf": []}"#, "allOf", "a non-empty array of schemas"),
            (#"{"enum": 1}"#, "enum", "an array"),
            (#"{"title": 1}"#, "title", "a string"),
            (#"{"$ref": 1}"#, "$ref", "a string (a URI reference)"),
        ]
        for (text, keyword, expected) in cases {
            let error = try #require(try loadError(text), "\(text)")
            guard case .invalidKeywordValue(let found, let expectation) = error.reason else {
                Issue.record("\(text): \(error.reason)")
                continue
            }
            #expect(found == keyword && expectation.description == expected, "\(text)")
            #expect(error.location.pointer.description == "/\(keyword)")
        }
        #expect(try loadError(#"{"minLength": 2.0}"#) == nil)
    }

    @Test func nonSchemasAndBadPatternsAreReported() throws {
        let error = try #require(try loadError(#"{"properties": {"a": 1}}"#))
        #expect(error.reason == .notASchema(found: "number"))
        #expect(error.location.pointer.description == "/properties/a")
        #expect(error.message == "a schema must be an object or a boolean, found a number")
        let pattern = try #require(try loadError(#"{"patternProperties": {"(": {}}}"#))
        #expect(pattern.reason == .invalidPattern("("))
        #expect(pattern.location.pointer.description == "/patternProperties/(")
    }

    @Test func everyProblemIsReportedInDocumentOrder() throws {
        let error = try #require(
            try loadError(
                """
                {
                  "type": "thing",
                  "properties": {"a": {"unevaluatedItems": false}},
                  "format": "email",
                  "minimum": "0"
                }
                """))
        #expect(
            error.problems.map(\.location.pointer.description)
                == ["/type", "/properties/a/unevaluatedItems", "/format", "/minimum"])
        #expect(error.problems.map { "\($0.location.position)" } == ["2:3", "3:24", "4:3", "5:3"])
        #expect(
            error.description.components(separatedBy: "\n").first
                == "test.schema.json:2:3: error: the value of 'type' must be a type name (null, boolean, object, array, number, string, integer) or an array of distinct type names (at test.schema.json#/type)"
        )
    }

    @Test func identifiersAreChecked() throws {
        #expect(
            try loadError(#"{"$schema": "http://json-schema.org/draft-07/schema#"}"#)?.reason
                == .unsupportedDialect("http://json-schema.org/draft-07/schema#"))
        #expect(try loadError(#"{"$schema": "https://json-schema.org/draft/2020-12/schema"}"#) == nil)
        guard case .invalidIdentifier(let keyword, _, _)? = try loadError(#"{"$anchor": "1abc"}"#)?.reason else {
            Issue.record("expected an invalid $anchor")
            return
        }
        #expect(keyword == "$anchor")
        guard case .invalidIdentifier("$id", _, _)? = try loadError(#"{"$defs": {"a": {"$id": "x.json#frag"}}}"#)?.reason else {
            Issue.record("expected an invalid $id")
            return
        }
    }

    @Test func unresolvableReferences() throws {
        let unknown = try #require(try loadError(#"{"$ref": "other.json#/$defs/a"}"#, uri: "https://example.org/s/main.json"))
        #expect(unknown.reason == .unknownDocument(reference: "other.json#/$defs/a", resolved: "https://example.org/s/other.json"))
        #expect(unknown.location.pointer.description == "/$ref")
        let missing = try #require(try loadError(##"{"$ref": "#/$defs/nope"}"##))
        #expect(missing.reason == .unresolvableFragment(reference: "#/$defs/nope", resolved: "test.schema.json#/$defs/nope"))
        #expect(missing.message == "cannot resolve '#/$defs/nope': 'test.schema.json#/$defs/nope' does not name a schema")
        let anchor = try #require(try loadError(##"{"$ref": "#nope"}"##))
        #expect(anchor.reason == .unresolvableFragment(reference: "#nope", resolved: "test.schema.json#nope"))
    }

    @Test func duplicateIdentifiersAreRejectedAndLeaveTheRegistryUnchanged() throws {
        var registry = SchemaRegistry()
        try registry.add(try json(#"{"$id": "https://example.org/a.json"}"#), uri: "a.schema.json")
        #expect(throws: SchemaLoadError.self) {
            try registry.add(try json(#"{"$defs": {"x": {"$id": "https://example.org/a.json"}}}"#), uri: "b.schema.json")
        }
        #expect(registry.documentURIs == ["a.schema.json"])
        #expect(throws: SchemaLoadError.self) {
            try registry.add(try json("{}"), uri: "a.schema.json")
        }
    }

    @Test func unknownSchemaURIsAndUnreadableFiles() throws {
        let registry = SchemaRegistry()
        #expect(
            throws: SchemaLoadError(
                reason: .unknownDocument(reference: "x.json", resolved: "x.json"),
                location: SchemaLocation(documentURI: "x.json", pointer: .root))
        ) {
            _ = try registry.schema("x.json")
        }
        var other = SchemaRegistry()
        let missing = URL(fileURLWithPath: "/nonexistent/dir/none.schema.json")
        do {
            try other.addFile(at: missing)
            Issue.record("expected a failure")
        } catch {
            guard case .unreadableFile(let fileError) = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(fileError.message == "no such file or directory")
            #expect(error.location.file == "/nonexistent/dir/none.schema.json")
        }
    }
}
