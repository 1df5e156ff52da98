import CatalogPresentation
import Foundation
import JSONReader
import TestSupport
import Testing

@Suite struct PublishedSchemasTests {
    @Test func theEmbeddedSchemasAreDocsSchemasFileForFile() throws {
        let folder = SharedTestdata.packageRoot.appendingPathComponent("docs/schemas").resolvingSymlinksInPath().path
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".schema.json") }.sorted()
        #expect(PublishedSchemas.files.map(\.name) == onDisk)
        for name in onDisk {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(PublishedSchemas.text(of: name) == text, "\(name) differs from the copy built into oscat")
        }
        #expect(PublishedSchemas.text(of: "no-such.schema.json") == nil)
    }

    @Test func everySchemaNamesItselfInItsID() throws {
        for (name, text) in PublishedSchemas.files {
            let schema = try JSONReader.parse(text)
            #expect(schema.objectValue?["$id"]?.stringValue?.hasSuffix("/" + name) == true, "\(name)")
        }
    }
}
