import Foundation
import JSONReader
import TestSupport
import Testing

@testable import JSONSchema

/// `$ref` across documents, base URIs, anchors, and cycles.
@Suite struct ReferenceTests {
    static let catalog = ##"""
        {
          "$defs": {
            "localizedText": {
              "type": "object",
              "propertyNames": {"pattern": "^[a-z]{2}$"},
              "additionalProperties": {"type": "string", "minLength": 1},
              "required": ["en"]
            },
            "version": {"$anchor": "version", "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)*$"}
          }
        }
        """##

    static let framework = ##"""
        {
          "type": "object",
          "properties": {
            "summary": {"$ref": "catalog.schema.json#/$defs/localizedText"},
            "since": {"$ref": "catalog.schema.json#version"}
          }
        }
        """##

    @Test func documentsReferToEachOtherByFileName() throws {
        var registry = SchemaRegistry()
        try registry.add(try json(Self.catalog), uri: "catalog.schema.json")
        try registry.add(try json(Self.framework), uri: "framework.schema.json")
        let schema = try registry.schema("framework.schema.json")
        #expect(schema.validate(try json(#"{"summary": {"en": "Windows"}, "since": "2.0"}"#)).isEmpty)
        let errors = schema.validate(try json(#"{"summary": {"fr": ""}, "since": "two"}"#))
        #expect(
            errors.map(\.message) == [
                "missing required property 'en'",
                "string is 0 characters long, shorter than the minimum length 1",
                "'two' does not match the pattern ^[0-9]+(\\.[0-9]+)*$",
            ])
        #expect(
            errors.map(\.schemaLocation.description) == [
                "catalog.schema.json#/$defs/localizedText/required",
                "catalog.schema.json#/$defs/localizedText/additionalProperties/minLength",
                "catalog.schema.json#/$defs/version/pattern",
            ])
    }

    @Test func aSubschemaCanBeRequestedDirectly() throws {
        var registry = SchemaRegistry()
        try registry.add(try json(Self.catalog), uri: "catalog.schema.json")
        let text = try registry.schema("catalog.schema.json#/$defs/localizedText")
        #expect(text.uri == "catalog.schema.json#/$defs/localizedText")
        #expect(text.validate(try json(#"{"EN": "x"}"#)).map(\.keyword) == ["required", "propertyNames"])
        let version = try registry.schema("catalog.schema.json#version")
        #expect(version.isValid(try json(#""17.2""#)))
    }

    @Test func relativeReferencesResolveAgainstTheId() throws {
        var registry = SchemaRegistry()
        try registry.add(try json(#"{"$id": "https://oscat.example/schemas/common/text.json", "type": "string"}"#), uri: "text.json")
        try registry.add(
            try json(#"{"$id": "https://oscat.example/schemas/entry.json", "items": {"$ref": "common/text.json"}}"#),
            uri: "entry.json")
        let schema = try registry.schema("https://oscat.example/schemas/entry.json")
        #expect(schema.validate(try json(#"["a", 1]"#)).map(\.instancePointer.description) == ["/1"])
    }

    @Test func aDocumentWithoutIdIsFoundByFileNameFromADocumentWithOne() throws {
        var registry = SchemaRegistry()
        try registry.add(try json(Self.catalog), uri: "catalog.schema.json")
        try registry.add(
            try json(#"{"$id": "https://oscat.example/schemas/os.schema.json", "$ref": "catalog.schema.json#version"}"#),
            uri: "os.schema.json")
        let schema = try registry.schema("os.schema.json")
        #expect(schema.isValid(try json(#""1.0""#)))
        #expect(!schema.isValid(try json(#""one""#)))
    }

    @Test func filesAreRegisteredByNameAndReportedByPath() throws {
        let folder = try ScratchFolder.make("jsonschema")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("catalog.schema.json"))
        try Data(Self.framework.utf8).write(to: folder.appendingPathComponent("framework.schema.json"))
        var registry = SchemaRegistry()
        try registry.addFile(at: folder.appendingPathComponent("catalog.schema.json"))
        try registry.addFile(at: folder.appendingPathComponent("framework.schema.json"))
        #expect(registry.documentURIs == ["catalog.schema.json", "framework.schema.json"])
        let errors = try registry.schema("framework.schema.json").validate(try json(#"{"since": "x"}"#))
        let location = try #require(errors.first?.schemaLocation)
        #expect(location.file == folder.appendingPathComponent("catalog.schema.json").path)
        #expect(location.sourceReference == folder.appendingPathComponent("catalog.schema.json").path + ":9:57")
    }

    @Test func embeddedResourcesAndAnchorsAcrossDocuments() throws {
        var registry = SchemaRegistry()
        try registry.add(
            try json(#"{"$defs": {"n": {"$id": "https://x.example/n.json", "$anchor": "pos", "minimum": 1}}}"#),
            uri: "defs.json")
        try registry.add(try json(#"{"$ref": "https://x.example/n.json#pos"}"#), uri: "main.json")
        let schema = try registry.schema("main.json")
        #expect(schema.validate(try json("0")).map(\.message) == ["value 0 is less than the minimum 1"])
    }

    @Test func recursionThatConsumesInputIsFine() throws {
        let schema = try compileSchema(
            ##"""
            {"type": "object", "properties": {"value": {"type": "number"}, "children": {"type": "array", "items": {"$ref": "#"}}}}
            """##)
        #expect(schema.isValid(try json(#"{"value": 1, "children": [{"value": 2, "children": [{"value": 3}]}]}"#)))
        #expect(
            schema.validate(try json(#"{"children": [{"children": [{"value": "x"}]}]}"#)).map(\.instancePointer.description)
                == ["/children/0/children/0/value"])
    }

    @Test func referenceCyclesThatConsumeNoInputAreLoadErrors() throws {
        let direct = try #require(try loadError(##"{"$ref": "#"}"##))
        guard case .referenceCycle(let path) = direct.reason else {
            Issue.record("expected a cycle, got \(direct)")
            return
        }
        #expect(path == ["test.schema.json#", "test.schema.json#"])
        #expect(direct.location.pointer.description == "/$ref")

        let twoStep = try #require(
            try loadError(
                ##"""
                {"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"allOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}
                """##))
        guard case .referenceCycle(let cycle) = twoStep.reason else {
            Issue.record("expected a cycle, got \(twoStep)")
            return
        }
        #expect(cycle.first == cycle.last)
        #expect(cycle.count == 4)
        #expect(twoStep.message.hasPrefix("$ref cycle that never consumes any input: "))

        var registry = SchemaRegistry()
        try registry.add(try json(#"{"$ref": "b.json"}"#), uri: "a.json")
        try registry.add(try json(#"{"not": {"$ref": "a.json"}}"#), uri: "b.json")
        #expect(throws: SchemaLoadError.self) { _ = try registry.schema("a.json") }
    }

    @Test func aSchemaIsCompiledOnceAndSharedSafely() async throws {
        var registry = SchemaRegistry()
        try registry.add(try json(Self.catalog), uri: "catalog.schema.json")
        try registry.add(try json(Self.framework), uri: "framework.schema.json")
        let schema = try registry.schema("framework.schema.json")
        let good = try json(#"{"summary": {"en": "Windows"}, "since": "2.0"}"#)
        let bad = try json(#"{"summary": {"EN": "x"}, "since": "v2"}"#)
        let counts = await withTaskGroup(of: Int.self) { group in
            for i in 0..<32 {
                group.addTask {
                    var total = 0
                    for _ in 0..<50 { total += schema.validate(i.isMultiple(of: 2) ? good : bad).count }
                    return total
                }
            }
            var all: [Int] = []
            for await count in group { all.append(count) }
            return all
        }
        #expect(counts.filter { $0 == 0 }.count == 16)
        #expect(Set(counts.filter { $0 != 0 }) == [150])
    }
}
