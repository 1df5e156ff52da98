import CatalogPresentation
import JSONReader
import Locales
import OSCatalog
import OSCatalogLocalization
import Testing

@Suite struct ListingDocumentTests {
    @Test(arguments: CatalogLanguage.allCases)
    func aListingDocumentCarriesItsCommandLanguageCountAndRowsInOrder(_ language: CatalogLanguage) throws {
        let catalog = try PresentationFixtures.catalog()
        let present = EntityPresentation(catalog: catalog, strings: LocalizedStrings(locale: .language(language)))
        let listing = present.frameworksListing(catalog.frameworks)
        let document = try JSONReader.parse(listing.jsonDocument(language: language))
        let members = try #require(document.objectValue)
        #expect(members.keys == ["schemaVersion", "command", "language", "count", "results"])
        #expect(members["schemaVersion"]?.intValue == JSONOutput.schemaVersion)
        #expect(members["command"]?.stringValue == "frameworks")
        #expect(members["language"]?.stringValue == language.code)
        let results = try #require(members["results"]?.arrayValue)
        #expect(members["count"]?.intValue == catalog.frameworks.count)
        #expect(results.count == catalog.frameworks.count)
        // The rows are the listing's, in its order (the locale's collation of the names).
        #expect(
            results.compactMap { $0.objectValue?["id"]?.stringValue } == listing.rows.compactMap { $0.json.objectValue?["id"]?.stringValue }
        )
        #expect(
            results.compactMap { $0.objectValue?["summary"]?.stringValue }
                == present.collated(catalog.frameworks).map { $0.summary.text(in: language) })
    }

    @Test func theDocumentEndsInOneNewlineAndIsIndentedByTwoSpaces() throws {
        let catalog = try PresentationFixtures.catalog()
        let present = EntityPresentation(catalog: catalog, strings: LocalizedStrings(locale: .language(.english)))
        let text = present.layersListing(catalog.layers).jsonDocument(language: .english)
        #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
        #expect(text.split(separator: "\n")[1].hasPrefix("  \"schemaVersion\": 1"))
    }

    @Test func selectingColumnsKeepsTheJSONAndOrdersTheCells() throws {
        let catalog = try PresentationFixtures.catalog()
        let present = EntityPresentation(catalog: catalog, strings: LocalizedStrings(locale: .language(.english)))
        let listing = present.frameworksListing(catalog.frameworks)
        let selected = listing.selectingColumns(["layer", "id", "layer", "nonexistent"])
        #expect(selected.columnIDs == ["layer", "id"])
        let first = try #require(listing.rows.first)
        #expect(selected.rows.first?.cells == [first.cells[2], first.cells[0]])
        #expect(selected.jsonDocument(language: .english) == listing.jsonDocument(language: .english))
    }
}
