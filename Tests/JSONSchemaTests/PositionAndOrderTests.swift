import JSONReader
import Testing

@testable import JSONSchema

/// Where errors point (instance pointer and position, schema location) and the order they come in.
@Suite struct PositionAndOrderTests {
    let schemaText = """
        {
          "type": "object",
          "required": ["id", "layer"],
          "properties": {
            "id": {"type": "string", "minLength": 2},
            "layer": {"enum": ["cocoa-touch", "media", "core-services", "core-os"]},
            "since": {"type": "integer", "minimum": 2}
          },
          "additionalProperties": false
        }
        """

    let instanceText = """
        {
          "id": "x",
          "since": 1,
          "modul": "UIKit",
          "layer": "core-service"
        }
        """

    @Test func everyErrorIsReportedInInstanceOrder() throws {
        let schema = try compileSchema(schemaText, uri: "framework.schema.json")
        let errors = schema.validate(try json(instanceText))
        #expect(errors.map(\.instancePointer.description) == ["/id", "/since", "/modul", "/layer"])
        #expect(errors.map(\.keyword) == ["minLength", "minimum", "additionalProperties", "enum"])
        #expect(errors.map { "\($0.instancePosition)" } == ["2:9", "3:12", "4:3", "5:12"])
    }

    @Test func errorsOnTheSameValueAreOrderedByKeyword() throws {
        let schema = try compileSchema(#"{"required": ["b", "a"], "minProperties": 3, "type": "object"}"#)
        let errors = schema.validate(try json("{}"))
        #expect(errors.map(\.keyword) == ["minProperties", "required", "required"])
        #expect(
            errors.map(\.message) == [
                "object has 0 properties, fewer than the minimum 3",
                "missing required property 'a'", "missing required property 'b'",
            ])
    }

    @Test func theOrderDoesNotDependOnTheSchemasKeywordOrder() throws {
        let a = try compileSchema(#"{"minLength": 5, "pattern": "^[0-9]+$", "enum": ["123456"]}"#)
        let b = try compileSchema(#"{"enum": ["123456"], "pattern": "^[0-9]+$", "minLength": 5}"#)
        let instance = try json(#""ab""#)
        #expect(a.validate(instance).map(\.message) == b.validate(instance).map(\.message))
        #expect(a.validate(instance).map(\.keyword) == ["enum", "minLength", "pattern"])
    }

    @Test func schemaLocationNamesTheKeywordItsDocumentAndPosition() throws {
        let schema = try compileSchema(schemaText, uri: "framework.schema.json")
        let errors = schema.validate(try json(instanceText))
        let minLength = try #require(errors.first)
        #expect(minLength.schemaLocation.documentURI == "framework.schema.json")
        #expect(minLength.schemaLocation.pointer.description == "/properties/id/minLength")
        #expect(minLength.schemaLocation.description == "framework.schema.json#/properties/id/minLength")
        #expect("\(minLength.schemaLocation.position)" == "5:30")
        #expect(minLength.schemaLocation.sourceReference == "framework.schema.json:5:30")
    }

    @Test func additionalPropertyErrorsPointAtTheKey() throws {
        let errors = try compileSchema(#"{"additionalProperties": false}"#).validate(try json("{\n  \"extra\":\n    1\n}"))
        #expect(errors.map { "\($0.instancePosition)" } == ["2:3"])
        #expect(errors.map(\.instancePointer.description) == ["/extra"])
    }

    @Test func errorsInsideArraysAndThroughRefsHaveFullPointers() throws {
        let schema = try compileSchema(
            ##"""
            {"$defs": {"version": {"type": "object", "properties": {"number": {"type": "string"}}}},
             "properties": {"versions": {"type": "array", "items": {"$ref": "#/$defs/version"}}}}
            """##)
        let errors = schema.validate(try json(#"{"versions": [{"number": "1"}, {"number": 2}]}"#))
        #expect(errors.map(\.instancePointer.description) == ["/versions/1/number"])
        #expect(errors.map(\.schemaLocation.description) == ["test.schema.json#/$defs/version/properties/number/type"])
    }

    @Test func identicalErrorsFromTwoPathsAreReportedOnce() throws {
        // Both allOf branches apply #/$defs/int to /foo.
        let schema = try compileSchema(
            ##"""
            {"$defs": {"int": {"type": "integer"}},
             "allOf": [{"properties": {"foo": {"$ref": "#/$defs/int"}}}, {"additionalProperties": {"$ref": "#/$defs/int"}}]}
            """##)
        #expect(schema.validate(try json(#"{"foo": "x"}"#)).count == 1)
    }

    @Test func validateAndIsValidAgree() throws {
        let schema = try compileSchema(schemaText)
        #expect(!schema.isValid(try json(instanceText)))
        #expect(schema.isValid(try json(#"{"id": "ui", "layer": "media"}"#)))
        #expect(schema.validate(try json(#"{"id": "ui", "layer": "media"}"#)).isEmpty)
    }

    @Test func valuesBuiltInCodeGetPointersFromTheWalk() throws {
        let schema = try compileSchema(#"{"items": {"properties": {"n": {"type": "string"}}}}"#)
        let instance: JSONValue = [["n": "a"], ["n": 1]]
        let errors = schema.validate(instance)
        #expect(errors.map(\.instancePointer.description) == ["/1/n"])
    }
}
