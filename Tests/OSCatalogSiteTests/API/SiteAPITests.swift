import CatalogPresentation
import JSONReader
import Locales
import OSCatalog
import Testing

@testable import OSCatalogSite

/// The site's JSON API: complete, listed by its index, in the language of its folder, and the
/// catalog download made of the same documents as the files.
@Suite struct SiteAPITests {
    static let locales: [LocaleID] = [.language(.english), .language(.czech)]

    /// The API's files of an HTML build in two locales: path below `api/v1/` → parsed document.
    static let built = Result { () throws -> [String: JSONValue] in
        let files = try SiteFixtures.build(.html, options: SiteBuildOptions(locales: locales))
        var documents: [String: JSONValue] = [:]
        for (path, text) in files where path.hasPrefix(SiteAPI.root + "/") && !path.hasPrefix(SiteAPI.root + "/schemas/") {
            documents[String(path.dropFirst(SiteAPI.root.count + 1))] = try JSONReader.parse(text)
        }
        return documents
    }

    @Test func theIndexListsEveryFileAndEveryFileIsListed() throws {
        let documents = try Self.built.get()
        let index = try #require(documents["index.json"]?.objectValue)
        let locales = try #require(index["locales"]?.arrayValue).compactMap(\.stringValue)
        #expect(locales == ["en", "cs"])
        var listed: Set<String> = []
        for locale in locales {
            for item in try #require(index["collections"]?.arrayValue) {
                listed.insert(try #require(item.objectValue?["path"]?.stringValue).replacing("{locale}", with: locale))
            }
            for item in try #require(index["entries"]?.arrayValue) {
                listed.insert(try #require(item.objectValue?["path"]?.stringValue).replacing("{locale}", with: locale))
            }
            listed.insert(try #require(index["catalog"]?.objectValue?["path"]?.stringValue).replacing("{locale}", with: locale))
        }
        #expect(listed == Set(documents.keys).subtracting(["index.json"]))
        let catalog = try SiteFixtures.catalog()
        #expect(try #require(index["entries"]?.arrayValue).count == catalog.allEntities.count)
        #expect(listed.contains("cs/frameworks/core-location.json") && listed.contains("en/xcode.json"))
    }

    @Test func everyDocumentStartsWithItsSchemaVersionAndSpeaksItsLocale() throws {
        for (path, document) in try Self.built.get() {
            let members = try #require(document.objectValue, "\(path)")
            #expect(members.keys.first == "schemaVersion", "\(path)")
            // Listings and downloads name their language; an entry's `language` is a source's own.
            guard path != "index.json", members["kind"] == nil, let language = members["language"]?.stringValue else { continue }
            #expect(path.hasPrefix(language + "/"), "\(path) is in \(language)")
        }
        let czech = try #require(try Self.built.get()["cs/frameworks/core-location.json"]?.objectValue)
        let english = try #require(try Self.built.get()["en/frameworks/core-location.json"]?.objectValue)
        #expect(czech["summary"]?.stringValue != english["summary"]?.stringValue)
        #expect(czech["layer"]?.stringValue == english["layer"]?.stringValue)
    }

    @Test func theDownloadHoldsTheSameListingsAndEntriesAsTheFiles() throws {
        let documents = try Self.built.get()
        for locale in ["en", "cs"] {
            let download = try #require(documents["\(locale)/catalog.json"]?.objectValue)
            let collections = try #require(download["collections"]?.objectValue)
            #expect(collections.keys == SiteAPI.collections.map(\.name))
            for name in collections.keys {
                let listing = try #require(documents["\(locale)/\(name).json"]?.objectValue)
                #expect(collections[name]?.semanticallyEquals(try #require(listing["results"])) == true, "\(locale) \(name)")
            }
            let index = try #require(documents["index.json"]?.objectValue?["entries"]?.arrayValue)
            let entries = try #require(download["entries"]?.arrayValue)
            #expect(entries.count == index.count)
            for (entry, item) in zip(entries, index) {
                let path = try #require(item.objectValue?["path"]?.stringValue).replacing("{locale}", with: locale)
                #expect(entry.semanticallyEquals(try #require(documents[path])), "\(path)")
            }
        }
    }

    @Test func theMarkdownSiteHasNoAPI() throws {
        let files = try SiteFixtures.build(.markdown, options: SiteBuildOptions(locales: [.language(.english)]))
        #expect(!files.keys.contains { $0.hasPrefix("api/") })
    }

    @Test func theSchemasArePublishedAsTheyAreEmbedded() throws {
        let files = try SiteFixtures.build(.html, options: SiteBuildOptions(locales: [.language(.swedish)]))
        for (name, text) in PublishedSchemas.files {
            #expect(files["api/v1/schemas/\(name)"] == text, "\(name)")
        }
        #expect(PublishedSchemas.text(of: SiteAPI.indexSchema) != nil && PublishedSchemas.text(of: SiteAPI.catalogSchema) != nil)
    }
}
