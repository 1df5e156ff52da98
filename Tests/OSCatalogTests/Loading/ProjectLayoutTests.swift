import OSCatalog
import Testing

/// Where a project's folders are, for each place the catalog can come from.
@Suite struct ProjectLayoutTests {
    @Test func aCatalogInTheWorkingDirectoryHasItsProjectThere() {
        let layout = ProjectLayout(origin: .workingTree(directory: "Catalog"))
        #expect(layout.root == "")
        #expect(layout.catalogDirectory == "Catalog")
        #expect(layout.stringCatalogPath == "Localization/Localizable.xcstrings")
        #expect(layout.fingerprintsPath == "Localization/fingerprints.json")
        #expect(layout.glossaryPath == "Localization/Glossary.json")
        #expect(layout.templatesDirectory == "Templates")
        #expect(layout.markdownSiteDirectory == "Site")
        #expect(layout.htmlSiteDirectory == "build/site")
    }

    @Test func aCatalogElsewhereHasItsProjectInItsParent() {
        let layout = ProjectLayout(origin: .flag(directory: "/work/clone/Catalog/"))
        #expect(layout.root == "/work/clone")
        #expect(layout.localizationDirectory == "/work/clone/Localization")
        #expect(layout.templatesDirectory == "/work/clone/Templates")
        #expect(ProjectLayout(origin: .environment(directory: "../other/Catalog")).markdownSiteDirectory == "../other/Site")
    }

    @Test func aCatalogAtTheRootOfTheFileSystemHasNoDoubleSlash() {
        #expect(ProjectLayout(origin: .flag(directory: "/Catalog")).localizationDirectory == "/Localization")
    }

    @Test func theEmbeddedCatalogHasNoFilesAndBuildsInTheWorkingDirectory() {
        let layout = ProjectLayout(origin: .embedded)
        #expect(layout.catalogDirectory == nil)
        #expect(layout.templatesDirectory == "Templates")
        #expect(layout.htmlSiteDirectory == "build/site")
    }

    @Test func theSchemaFolderIsInsideTheCatalogFolder() {
        #expect(ProjectLayout.schemaDirectory(ofCatalog: "Catalog") == "Catalog/schema")
        #expect(ProjectLayout.schemaDirectory(ofCatalog: "a/Catalog/") == "a/Catalog/schema")
        #expect(CatalogOrigin.marker.hasPrefix("schema/"))
    }
}
