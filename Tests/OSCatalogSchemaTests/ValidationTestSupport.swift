import Foundation
import JSONReader
import OSCatalog
import OSCatalogSchema
import TestSupport

/// Shared setup of the validation tests: the real schema, a fixed "today" and the fixtures.
enum ValidationTestSupport {
    /// The folder of this test target's fixtures (read from disk, not as bundle resources).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The real catalog folder.
    static let catalogDirectory = SharedTestdata.packageRoot.appendingPathComponent("Catalog").path

    /// The real schema folder.
    static let schemaDirectory = SharedTestdata.packageRoot.appendingPathComponent("Catalog/schema").path

    /// The day the fixture tests pretend it is, so `future-date` results never change.
    static let today = CatalogDate(year: 2025, month: 6, day: 1)

    /// The real schema, compiled once per process.
    static let schemas: Result<CatalogSchemaFiles, SchemaLoadFailure> = {
        do {
            return .success(try CatalogSchemaFiles(directory: schemaDirectory))
        } catch {
            return .failure(SchemaLoadFailure(description: "\(error)"))
        }
    }()

    /// Why the schema did not load.
    struct SchemaLoadFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// A validator with the real schema and `options`.
    static func validator(_ options: ValidationOptions = ValidationOptions()) throws -> CatalogValidator {
        CatalogValidator(schemas: try schemas.get(), options: options)
    }

    /// The fixed day; fails the test if it were not a valid date.
    static func fixedToday() throws -> CatalogDate {
        guard let today else { throw SchemaLoadFailure(description: "2025-06-01 is not a date") }
        return today
    }

    /// A fixture file as a catalog file, reported under `Fixtures/<folder>/<name>`.
    static func fixture(_ folder: String, _ name: String) throws -> CatalogFile {
        let url = fixtures.appendingPathComponent(folder).appendingPathComponent(name)
        return CatalogFile(path: "Fixtures/\(folder)/\(name)", bytes: [UInt8](try Data(contentsOf: url)))
    }

    /// The real catalog's files.
    static func realCatalogFiles() throws -> [CatalogFile] {
        try CatalogLoader.files(inDirectory: catalogDirectory)
    }
}
