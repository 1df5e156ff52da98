import Foundation
import OSCatalog
import OSCatalogLocalization

/// The files `oscat l10n` works on: the catalog folder, and the `Localization/` folder beside
/// it (the UI String Catalog and the source fingerprints).
struct L10nWorkspace {
    var catalogDirectory: String
    var localizationDirectory: String

    var stringsPath: String { localizationDirectory + "/Localizable.xcstrings" }
    var fingerprintsPath: String { localizationDirectory + "/fingerprints.json" }

    /// The workspace of the catalog in use; nil for the built-in copy (there are no files to check).
    init?(origin: CatalogOrigin) {
        guard let directory = origin.directory else { return nil }
        catalogDirectory = directory
        let parent = PathText.parent(of: directory)
        localizationDirectory = parent.isEmpty ? "Localization" : parent + "/Localization"
    }

    /// Reads everything: the String Catalog, the catalog files (as far as they parse) and the
    /// recorded fingerprints (empty when the file does not exist yet).
    func load() throws(L10nWorkspaceError) -> (corpus: TranslationCorpus, strings: StringCatalog, fingerprints: SourceFingerprintStore) {
        guard let stringsData = FileManager.default.contents(atPath: stringsPath) else {
            throw L10nWorkspaceError(path: stringsPath, message: "cannot read")
        }
        let strings: StringCatalog
        do {
            strings = try StringCatalog(bytes: [UInt8](stringsData))
        } catch {
            throw L10nWorkspaceError(path: "\(stringsPath):\(error.position)", message: error.message)
        }
        let files: [CatalogFile]
        do {
            files = try CatalogLoader.files(inDirectory: catalogDirectory)
        } catch {
            throw L10nWorkspaceError(path: catalogDirectory, message: error.description)
        }
        let inspection = CatalogLoader.inspect(files: files)
        var fingerprints = SourceFingerprintStore()
        if let data = FileManager.default.contents(atPath: fingerprintsPath) {
            do {
                fingerprints = try SourceFingerprintStore(bytes: [UInt8](data))
            } catch {
                throw L10nWorkspaceError(path: "\(fingerprintsPath):\(error.position)", message: error.message)
            }
        }
        let corpus = TranslationCorpus.collect(strings: strings, stringsFile: stringsPath, catalog: inspection)
        return (corpus, strings, fingerprints)
    }
}

/// A file of the localization workspace could not be read.
struct L10nWorkspaceError: Error, CustomStringConvertible {
    var path: String
    var message: String
    var description: String { "\(path): error: \(message)" }
}
