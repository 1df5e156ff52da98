import Foundation
import Testing

@testable import OSCatalog

/// `fmt` rewrites only the files whose canonical form differs, each atomically, and never one
/// that changed since it was read.
@Suite struct CatalogFormatterWriteTests {
    typealias F = FormattingFixtures

    @Test func writeChangedRewritesOnlyChangedValidFiles() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let contents = [
            "changed.json": #"{"tools": [{"name": "T", "id": "t"}]}"#,
            "canonical.json": "{\n  \"tools\": []\n}\n",
            "broken.json": "{\"tools\": [}",
        ]
        for (name, text) in contents { try F.write(text, to: folder + "/" + name) }
        let files = try CatalogLoader.files(inDirectory: folder)
        let results = CatalogFormatter.format(files: files)
        #expect(results.filter(\.isChanged).map(\.path) == [folder + "/changed.json"])

        let report = CatalogFormatter.writeChanged(results)
        #expect(report.succeeded)
        #expect(report.written == [folder + "/changed.json"])
        #expect(
            F.read(folder + "/changed.json")
                == Array("{\n  \"tools\": [\n    {\n      \"id\": \"t\",\n      \"name\": \"T\"\n    }\n  ]\n}\n".utf8))
        #expect(F.read(folder + "/broken.json") == Array(contents["broken.json", default: ""].utf8))
        #expect(F.read(folder + "/canonical.json") == Array(contents["canonical.json", default: ""].utf8))
        #expect(F.temporaryFiles(in: folder).isEmpty)
        #expect(CatalogFormatter.format(files: try CatalogLoader.files(inDirectory: folder)).allSatisfy { !$0.isChanged })
    }

    @Test func writeChangedDoesNotOverwriteAFileEditedSinceItWasRead() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let path = folder + "/tools.json"
        try F.write(#"{"tools": []}"#, to: path)
        let results = CatalogFormatter.format(files: try CatalogLoader.files(inDirectory: folder))
        try F.write(#"{"tools": [{"id": "edited"}]}"#, to: path)
        let report = CatalogFormatter.writeChanged(results)
        #expect(report.written.isEmpty)
        #expect(report.failures.map(\.path) == [path])
        #expect(F.read(path) == Array(#"{"tools": [{"id": "edited"}]}"#.utf8))
    }
}
