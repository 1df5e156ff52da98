import Foundation
import JSONSchema

/// The JSON Schema files that describe catalog files (`Catalog/schema/*.json`), compiled once.
public struct CatalogSchemaFiles: Sendable {
    /// The schema every catalog file must satisfy (`catalog.schema.json`).
    public let fileSchema: Schema

    /// The file name of the schema that catalog files declare in `$schema`.
    public static let fileSchemaName = "catalog.schema.json"

    /// Loads and compiles every `*.json` schema in `directory`.
    public init(directory: String) throws(SchemaLoadError) {
        var registry = SchemaRegistry()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            try registry.addFile(at: URL(fileURLWithPath: directory).appendingPathComponent(name))
        }
        fileSchema = try registry.schema(CatalogSchemaFiles.fileSchemaName)
    }
}
