import FileSafety
import Foundation
import TestSupport
import Testing

@testable import OSCatalog

/// Paths named to a file command become one selection per catalog folder: the whole folder as
/// context, the named files (each once) as what is reported on.
@Suite struct CatalogSelectionTests {
    private static let marker = "schema/catalog.schema.json"

    /// A catalog folder with two files and the marker; returns its path.
    private func catalogFolder() throws -> String {
        let base = try ScratchFolder.make("selection").path
        try FileManager.default.createDirectory(atPath: base + "/Catalog/schema", withIntermediateDirectories: true)
        for name in ["a.json", "b.json", "schema/catalog.schema.json"] {
            try Data("{}\n".utf8).write(to: URL(fileURLWithPath: base + "/Catalog/" + name))
        }
        return base + "/Catalog"
    }

    @Test func aFileIsSelectedWithItsFolderAsContext() throws {
        let folder = try catalogFolder()
        let selections = try CatalogLoader.selections(atPaths: [folder + "/a.json"], marker: Self.marker)
        #expect(selections.count == 1)
        #expect(selections.first?.folder == folder)
        #expect(selections.first?.files.map(\.path) == [folder + "/a.json", folder + "/b.json"])
        #expect(selections.first?.selected == [folder + "/a.json"])
    }

    @Test func theSameFolderOrFileNamedTwiceCountsOnce() throws {
        let folder = try catalogFolder()
        let twice = try CatalogLoader.selections(atPaths: [folder, folder + "/", folder + "/../Catalog"], marker: Self.marker)
        #expect(twice.count == 1)
        #expect(twice.first?.selected == [folder + "/a.json", folder + "/b.json"])
        let file = try CatalogLoader.selections(atPaths: [folder + "/b.json", folder + "/b.json"], marker: Self.marker)
        #expect(file.first?.selected == [folder + "/b.json"])
        let both = try CatalogLoader.selections(atPaths: [folder + "/b.json", folder], marker: Self.marker)
        #expect(both.count == 1)
        #expect(both.first?.selected.count == 2)
    }

    @Test func aPathOutsideAnyCatalogNamesWhatIsMissing() throws {
        let folder = try catalogFolder()
        let outside = PathText.parent(of: folder)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: outside + "/loose.json"))
        do {
            _ = try CatalogLoader.selections(atPaths: [outside + "/loose.json", outside], marker: Self.marker)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map(\.problem) == [
                    .notInCatalog(missing: outside + "/schema/catalog.schema.json", isFolder: true),
                    .notInCatalog(missing: outside + "/schema/catalog.schema.json", isFolder: false),
                ])
            #expect(error.diagnostics.first?.message == "not a catalog folder: \(outside)/schema/catalog.schema.json is missing")
        }
    }

    @Test func aNamedPathOfTheWrongKindIsReportedByItsKind() throws {
        let folder = try catalogFolder()
        do {
            _ = try CatalogLoader.selections(atPaths: ["/dev/null", folder + "/missing.json"], marker: Self.marker)
            Issue.record("expected an error")
        } catch {
            #expect(
                Set(error.diagnostics.map(\.problem)) == [
                    .unreadable(reason: .device), .unreadable(reason: .noSuchFileOrFolder),
                ])
        }
    }
}
