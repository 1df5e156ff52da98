import Foundation
import OSCatalog
import StringCatalogs

/// The files `oscat l10n` works on: the catalog folder, and the `Localization/` folder beside
/// it (the UI String Catalog and the source fingerprints), as ``ProjectLayout`` names them.
public struct L10nWorkspace: Sendable {
    /// The catalog folder whose texts are translated.
    public var catalogDirectory: String
    /// Where the rest of the project is.
    public var layout: ProjectLayout

    /// `Localization/`.
    public var localizationDirectory: String { layout.localizationDirectory }
    /// The String Catalog of the UI strings.
    public var stringsPath: String { layout.stringCatalogPath }
    /// The recorded source fingerprints.
    public var fingerprintsPath: String { layout.fingerprintsPath }
    /// The glossary.
    public var glossaryPath: String { layout.glossaryPath }

    /// The workspace of the catalog in use; nil for the built-in copy (there are no files to check).
    public init?(layout: ProjectLayout) {
        guard let directory = layout.catalogDirectory else { return nil }
        catalogDirectory = directory
        self.layout = layout
    }

    /// Reads everything: the String Catalog, the catalog files (as far as they parse) and the
    /// recorded fingerprints (empty when the file does not exist yet).
    /// - Throws: ``InterchangeError/projectFile(path:position:problem:)`` for the first file
    ///   that cannot be read, so that it is worded like the export and import errors.
    public func load() throws(InterchangeError) -> (corpus: TranslationCorpus, strings: StringCatalog, fingerprints: SourceFingerprintStore)
    {
        guard let stringsData = FileManager.default.contents(atPath: stringsPath) else {
            throw .projectFile(path: stringsPath, position: nil, problem: .unreadable)
        }
        let strings: StringCatalog
        do {
            strings = try StringCatalog(bytes: [UInt8](stringsData))
        } catch {
            throw .projectFile(path: stringsPath, position: error.position, problem: .stringCatalog(error.reason))
        }
        let files: [CatalogFile]
        do {
            files = try CatalogLoader.files(inDirectory: catalogDirectory)
        } catch {
            throw .projectFile(path: catalogDirectory, position: nil, problem: .catalogFolder(error.diagnostics))
        }
        let inspection = CatalogLoader.inspect(files: files)
        var fingerprints = SourceFingerprintStore()
        if let data = FileManager.default.contents(atPath: fingerprintsPath) {
            do {
                fingerprints = try SourceFingerprintStore(bytes: [UInt8](data))
            } catch {
                throw .projectFile(path: fingerprintsPath, position: error.position, problem: .json(error))
            }
        }
        let corpus = TranslationCorpus.collect(strings: strings, stringsFile: stringsPath, catalog: inspection)
        return (corpus, strings, fingerprints)
    }
}
