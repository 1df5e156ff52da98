// Prints our JSON Schema validator's verdict on catalog files, one line per file, for
// Scripts/integration/diff-schema to compare with Python's jsonschema:
//   valid
//   invalid<TAB><pointer> [keyword]; … (every error)
//   not-json<TAB><the reader's error>
// Usage: schema-verdict SCHEMA_DIR FILE…  (SCHEMA_DIR: Catalog/schema; the schema `oscat validate`
// applies, compiled the same way, through CatalogSchemaFiles). A test-side tool, not part of oscat.
import Foundation
import JSONReader
import OSCatalogSchema

let arguments = CommandLine.arguments.dropFirst()
guard let schemaDirectory = arguments.first else {
    FileHandle.standardError.write(Data("usage: schema-verdict SCHEMA_DIR FILE…\n".utf8))
    exit(64)
}
let schemas: CatalogSchemaFiles
do {
    schemas = try CatalogSchemaFiles(directory: schemaDirectory)
} catch {
    FileHandle.standardError.write(Data("schema-verdict: \(error)\n".utf8))
    exit(1)
}
var output = ""
for path in arguments.dropFirst() {
    do {
        let document = try JSONReader.parseFile(atPath: path)
        let errors = schemas.fileSchema.validate(document)
        output +=
            errors.isEmpty
            ? "valid\n"
            : "invalid\t" + errors.map { "\($0.instancePointer) [\($0.keyword)]" }.joined(separator: "; ") + "\n"
    } catch {
        output += "not-json\t" + "\(error)".replacingOccurrences(of: "\n", with: " ") + "\n"
    }
}
FileHandle.standardOutput.write(Data(output.utf8))
