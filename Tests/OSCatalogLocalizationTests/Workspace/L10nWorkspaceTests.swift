import OSCatalog
import OSCatalogLocalization
import TestSupport
import Testing

/// The files `oscat l10n` reads, on the package's own project and on missing ones.
@Suite struct L10nWorkspaceTests {
    static let catalog = SharedTestdata.packageRoot.appendingPathComponent("Catalog").path

    @Test func theEmbeddedCatalogHasNoWorkspace() {
        #expect(L10nWorkspace(layout: ProjectLayout(origin: .embedded)) == nil)
    }

    @Test func thePackagesProjectLoadsWithEveryUIStringAndCatalogText() throws {
        let workspace = try #require(L10nWorkspace(layout: ProjectLayout(origin: .flag(directory: Self.catalog))))
        #expect(workspace.stringsPath.hasSuffix("/Localization/Localizable.xcstrings"))
        let loaded = try workspace.load()
        #expect(loaded.corpus.units.count > 3_000)
        #expect(loaded.corpus.units.contains { $0.file.hasSuffix("Localizable.xcstrings") })
        #expect(loaded.corpus.units.contains { $0.file.hasSuffix("frameworks-media.json") })
    }

    @Test func aMissingStringCatalogIsNamedInTheError() throws {
        let folder = try ScratchFolder.make("l10n-workspace").path
        let workspace = try #require(L10nWorkspace(layout: ProjectLayout(origin: .flag(directory: folder + "/Catalog"))))
        #expect {
            try workspace.load()
        } throws: { error in
            guard case .projectFile(let path, _, .unreadable) = error as? InterchangeError else { return false }
            return path == folder + "/Localization/Localizable.xcstrings"
        }
    }
}
