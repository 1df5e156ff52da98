import Foundation
import JSONReader
import OSCatalogSchema
import TestSupport
import Testing

@Suite struct CatalogSchemaFilesTests {
    let schemaDirectory = SharedTestdata.packageRoot.appendingPathComponent("Catalog/schema").path

    @Test func realSchemaFilesCompileUnderTheSupportedSubset() throws {
        _ = try CatalogSchemaFiles(directory: schemaDirectory)
    }

    @Test func everyRealCatalogFileSatisfiesTheSchema() throws {
        let schemas = try CatalogSchemaFiles(directory: schemaDirectory)
        let catalog = SharedTestdata.packageRoot.appendingPathComponent("Catalog")
        let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 8)
        for name in names {
            let document = try JSONReader.parseFile(at: catalog.appendingPathComponent(name))
            let errors = schemas.fileSchema.validate(document)
            #expect(errors.isEmpty, "\(name): \(errors.prefix(3))")
        }
    }
}
