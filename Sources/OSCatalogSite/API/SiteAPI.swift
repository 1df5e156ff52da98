import CatalogPresentation
import JSONReader
import Locales
import OSCatalog
import OSCatalogLocalization

/// The HTML site's static JSON API, `api/v1/` (docs/SITE.md, "JSON API"): every document is
/// exactly what `oscat … --format json` prints in that language, so a script can switch between
/// the CLI and the published site without a change.
///
/// - `api/v1/index.json`: the locales built, and where each collection, each entry and the
///   whole catalog are (paths relative to `api/v1/`, `{locale}` standing for a locale);
/// - `api/v1/{locale}/{collection}.json`: a listing, as `oscat {collection} --format json`;
/// - `api/v1/{locale}/{kind}/{id}.json`: one entry, as `oscat show {id} --format json`;
/// - `api/v1/{locale}/catalog.json`: every listing and every entry in one download;
/// - `api/v1/schemas/`: the JSON Schema of each document, as in `docs/schemas/`.
struct SiteAPI {
    /// The folder of this version of the API below the site's root.
    static let root = "api/v1"

    /// One collection: its name (file and command) and its unfiltered listing.
    struct Collection: Sendable {
        var name: String
        var listing: @Sendable (EntityPresentation) -> Listing
    }

    /// The listings, in the order of `oscat --help`; each is its command without filters.
    static let collections: [Collection] = [
        Collection(name: "versions") { $0.versionsListing($0.catalog.versions) },
        Collection(name: "layers") { $0.layersListing($0.catalog.layers) },
        Collection(name: "services") { $0.servicesListing($0.catalog.services(matching: ServiceQuery())) },
        Collection(name: "frameworks") { $0.frameworksListing($0.catalog.frameworks(matching: FrameworkQuery())) },
        Collection(name: "codecs") { $0.codecsListing($0.catalog.codecs(matching: CodecQuery())) },
        Collection(name: "programs") { $0.programsListing($0.catalog.programs(activeOnly: false)) },
        Collection(name: "tools") { $0.toolsListing($0.catalog.tools) },
        Collection(name: "xcode") { $0.xcodeListing($0.catalog.xcodeReleases(matching: XcodeQuery())) },
        Collection(name: "requirements") { $0.requirementsListing($0.catalog.submissionRules) },
    ]

    /// The schema of the index and of the catalog download (the others are the CLI's).
    static let indexSchema = "api-index.schema.json"
    static let catalogSchema = "api-catalog.schema.json"

    let catalog: Catalog

    /// The path of `entity`'s document in `locale`, relative to the site's root.
    static func path(of entity: any CatalogEntity, locale: LocaleID) -> String {
        "\(root)/\(locale)/\(entity.kind.collectionKey)/\(entity.id).json"
    }

    /// One locale's documents: each collection, each entry and the catalog download.
    func files(locale: LocaleID, strings: LocalizedStrings) -> [SiteFile] {
        let present = EntityPresentation(catalog: catalog, strings: strings)
        let language = strings.language
        let listings = Self.collections.map { ($0.name, $0.listing(present)) }
        var files = listings.map { name, listing in
            SiteFile(path: "\(Self.root)/\(locale)/\(name).json", text: listing.jsonDocument(language: language))
        }
        let entries = catalog.allEntities.map { entity in (entity, present.detailJSON(of: entity)) }
        files += entries.map { entity, members in
            SiteFile(path: Self.path(of: entity, locale: locale), text: JSONOutput.document(members))
        }
        let download = JSONOutput.document([
            ("language", .string(language.code)),
            ("collections", .object(listings.map { name, listing in (name, .array(listing.rows.map(\.json))) })),
            ("entries", .array(entries.map { _, members in .object([("schemaVersion", .number(JSONOutput.schemaVersion))] + members) })),
        ])
        files.append(SiteFile(path: "\(Self.root)/\(locale)/catalog.json", text: download))
        return files
    }

    /// The files every locale shares: the index and the schemas.
    func sharedFiles(locales: [LocaleID]) -> [SiteFile] {
        let schema = { (name: String) in JSONValue.string("schemas/" + name) }
        let index = JSONOutput.document([
            ("locales", .array(locales.map { .string($0.description) })),
            (
                "collections",
                .array(
                    Self.collections.map { collection in
                        .object([
                            ("name", .string(collection.name)), ("path", .string("{locale}/\(collection.name).json")),
                            ("schema", schema(collection.name + ".schema.json")),
                            ("command", .string("oscat \(collection.name) --format json --lang {locale}")),
                        ])
                    })
            ),
            ("entrySchema", schema("show.schema.json")),
            (
                "entries",
                .array(
                    catalog.allEntities.map { entity in
                        .object([
                            ("kind", .string(entity.kind.rawValue)), ("id", .string(entity.id)),
                            ("path", .string("{locale}/\(entity.kind.collectionKey)/\(entity.id).json")),
                        ])
                    })
            ),
            ("catalog", .object([("path", .string("{locale}/catalog.json")), ("schema", schema(Self.catalogSchema))])),
        ])
        return [SiteFile(path: "\(Self.root)/index.json", text: index)]
            + PublishedSchemas.files.map { SiteFile(path: "\(Self.root)/schemas/\($0.name)", text: $0.text) }
    }
}
