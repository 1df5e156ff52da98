import FileSafety

/// The files and folders of an oscat project, a clone holding `Catalog/`, `Localization/` (the
/// UI String Catalog, the source fingerprints and the glossary), `Templates/`, the committed
/// Markdown site `Site/` and the HTML site `build/site/`. Every command takes its paths from
/// here, so each folder is named in one place.
public struct ProjectLayout: Sendable, Equatable {
    /// Where the catalog in use comes from.
    public var origin: CatalogOrigin
    /// The project folder: the catalog folder's parent. Empty when that is the working
    /// directory, and for the embedded catalog, whose project is the working directory.
    public var root: String

    /// The layout around the catalog of `origin`.
    public init(origin: CatalogOrigin) {
        self.origin = origin
        root = origin.directory.map { PathText.parent(of: $0) } ?? ""
    }

    /// The catalog folder, or nil for the copy built into the binary (it has no files).
    public var catalogDirectory: String? { origin.directory }

    /// `Localization/`: the UI strings, the fingerprints and the glossary.
    public var localizationDirectory: String { path("Localization") }
    /// The String Catalog of the UI strings.
    public var stringCatalogPath: String { localizationDirectory + "/Localizable.xcstrings" }
    /// The English text each translation was made from (`oscat l10n mark-current` writes it).
    public var fingerprintsPath: String { localizationDirectory + "/fingerprints.json" }
    /// The terminology every translation follows.
    public var glossaryPath: String { localizationDirectory + "/Glossary.json" }
    /// `Templates/`: the docs site's templates, styles and scripts.
    public var templatesDirectory: String { path("Templates") }
    /// `Site/`: the Markdown site, committed with the catalog.
    public var markdownSiteDirectory: String { path("Site") }
    /// `build/site/`: the HTML site, built and not committed.
    public var htmlSiteDirectory: String { path("build/site") }

    /// `schema/` of the catalog folder `catalog`: the JSON Schema its files are checked against,
    /// whose presence (``CatalogOrigin/marker``) makes a folder a catalog.
    public static func schemaDirectory(ofCatalog catalog: String) -> String {
        catalog.hasSuffix("/") ? catalog + "schema" : catalog + "/schema"
    }

    /// `relative` inside the project folder.
    public func path(_ relative: String) -> String {
        if root.isEmpty { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}
