import Foundation
import JSONReader
import TestSupport

@testable import JSONSchema

/// The folder of the JSON Schema Test Suite's draft 2020-12 files (see `SharedTestdata.folder`).
func jsonSchemaTestdataFolder() -> URL {
    SharedTestdata.folder("json-schema-2020-12")
}

/// Parses JSON text written in a test; fails the test (by throwing) if it is not valid JSON.
func json(_ text: String) throws -> JSONValue {
    try JSONReader.parse(text)
}

/// Compiles a single self-contained schema written as JSON text.
func compileSchema(_ text: String, uri: String = "test.schema.json") throws -> Schema {
    try Schema(try json(text), uri: uri)
}

/// The load error a schema produces, or nil if it compiles.
func loadError(_ text: String, uri: String = "test.schema.json") throws -> SchemaLoadError? {
    let document = try json(text)
    do {
        _ = try Schema(document, uri: uri)
        return nil
    } catch {
        return error
    }
}

/// The messages of the errors `instance` gets against `schemaText`, in report order.
func messages(_ schemaText: String, _ instanceText: String) throws -> [String] {
    try compileSchema(schemaText).validate(try json(instanceText)).map(\.message)
}
