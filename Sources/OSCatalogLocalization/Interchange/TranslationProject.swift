import Foundation
import JSONReader
import Locales
import OSCatalog
import StringCatalogs
import TranslationInterchange

/// The files a translator round trip reads and writes, read once and parsed: the String
/// Catalog (`Localization/Localizable.xcstrings`), the catalog (`Catalog/*.json`) and the
/// fingerprint store (`Localization/fingerprints.json`, which may not exist yet), with the
/// ``TranslationCorpus`` of their units.
///
/// ```swift
/// let project = try TranslationProject.read(root: ".")
/// let po = try project.export(language: .czech, format: .po)              // l10n export
///
/// let document = try InterchangeDocument.read(bytes, path: "cs.po")      // l10n import
/// let plan = project.plan(document)          // changes, conflicts, unknown ids, skipped
/// let written = try project.apply(plan)      // atomic writes; nothing written on error
/// ```
///
/// Reading refuses a project with a file that is not valid JSON (`path:line:col`), so that an
/// import never writes into a project it could not fully read.
public struct TranslationProject: Sendable {
    /// One project file: where it is, how it is shown to people, and its content.
    public struct File: Sendable, Hashable {
        /// The path to read and write.
        public var path: String
        /// The path shown in exports and reports (relative to the project folder).
        public var displayPath: String
        /// The content as read.
        public var bytes: [UInt8]

        /// Creates a file.
        public init(path: String, displayPath: String? = nil, bytes: [UInt8]) {
            self.path = path
            self.displayPath = displayPath ?? path
            self.bytes = bytes
        }
    }

    /// The String Catalog of the UI strings.
    public let stringCatalog: File
    /// The catalog files, sorted by path.
    public let catalogFiles: [File]
    /// Where the fingerprint store is (it is created there by the first import that applies a change).
    public let fingerprintsPath: String
    /// The fingerprint store's path as shown to people.
    public let fingerprintsDisplayPath: String
    /// The fingerprint store's file as read, nil when it does not exist yet.
    public let fingerprintsFile: File?
    /// Every unit of the project, sorted by id.
    public let corpus: TranslationCorpus
    /// The recorded English fingerprints.
    public let fingerprints: SourceFingerprintStore

    /// The parsed String Catalog.
    let stringCatalogDocument: JSONValue
    /// The parsed catalog files, by path.
    let catalogDocuments: [String: JSONValue]
    /// The units by id.
    let unitsByID: [String: TranslationUnit]

    /// Creates a project from files already read.
    /// - Throws: ``InterchangeError/projectFile(path:position:problem:)`` when a file is not
    ///   valid JSON or the String Catalog is malformed.
    public init(
        stringCatalog: File, catalogFiles: [File], fingerprintsPath: String, fingerprintsDisplayPath: String? = nil,
        fingerprintsFile: File?
    ) throws(InterchangeError) {
        self.stringCatalog = stringCatalog
        self.catalogFiles = catalogFiles.sorted { $0.path < $1.path }
        self.fingerprintsPath = fingerprintsPath
        self.fingerprintsDisplayPath = fingerprintsDisplayPath ?? fingerprintsFile?.displayPath ?? fingerprintsPath
        self.fingerprintsFile = fingerprintsFile

        let stringsDocument = try Self.parse(stringCatalog)
        let strings: StringCatalog
        do {
            strings = try StringCatalog(document: stringsDocument)
        } catch {
            throw .projectFile(path: stringCatalog.displayPath, position: error.position, problem: .stringCatalog(error.reason))
        }
        var documents: [String: JSONValue] = [:]
        for file in self.catalogFiles { documents[file.path] = try Self.parse(file) }
        if let fingerprintsFile {
            do {
                fingerprints = try SourceFingerprintStore(bytes: fingerprintsFile.bytes)
            } catch {
                throw .projectFile(path: fingerprintsFile.displayPath, position: error.position, problem: .json(error))
            }
        } else {
            fingerprints = SourceFingerprintStore()
        }
        let inspection = CatalogLoader.inspect(files: self.catalogFiles.map { CatalogFile(path: $0.path, bytes: $0.bytes) })
        corpus = TranslationCorpus.collect(strings: strings, stringsFile: stringCatalog.path, catalog: inspection)
        stringCatalogDocument = stringsDocument
        catalogDocuments = documents
        var byID: [String: TranslationUnit] = [:]
        for unit in corpus.units where byID[unit.id] == nil { byID[unit.id] = unit }
        unitsByID = byID
    }

    /// Reads the project in folder `root`: `Localization/Localizable.xcstrings`, `Catalog/*.json`
    /// and `Localization/fingerprints.json`; display paths are relative to `root`.
    public static func read(root: String) throws(InterchangeError) -> TranslationProject {
        let base = root.hasSuffix("/") ? root : root + "/"
        return try read(
            stringCatalogPath: base + "Localization/Localizable.xcstrings", catalogDirectory: base + "Catalog",
            fingerprintsPath: base + "Localization/fingerprints.json", root: root)
    }

    /// Reads the project from explicit places. Display paths are relative to `root` when a
    /// path lies inside it, and as given otherwise.
    public static func read(
        stringCatalogPath: String, catalogDirectory: String, fingerprintsPath: String, root: String? = nil
    ) throws(InterchangeError) -> TranslationProject {
        func display(_ path: String) -> String { displayPath(path, root: root) }
        guard let strings = FileManager.default.contents(atPath: stringCatalogPath) else {
            throw .projectFile(path: display(stringCatalogPath), position: nil, problem: .unreadable)
        }
        let catalog: [CatalogFile]
        do {
            catalog = try CatalogLoader.files(inDirectory: catalogDirectory)
        } catch {
            throw .projectFile(path: display(catalogDirectory), position: nil, problem: .catalogFolder(error.diagnostics))
        }
        var fingerprintsFile: File?
        if FileManager.default.fileExists(atPath: fingerprintsPath) {
            guard let data = FileManager.default.contents(atPath: fingerprintsPath) else {
                throw .projectFile(path: display(fingerprintsPath), position: nil, problem: .unreadable)
            }
            fingerprintsFile = File(path: fingerprintsPath, displayPath: display(fingerprintsPath), bytes: [UInt8](data))
        }
        return try TranslationProject(
            stringCatalog: File(path: stringCatalogPath, displayPath: display(stringCatalogPath), bytes: [UInt8](strings)),
            catalogFiles: catalog.map { File(path: $0.path, displayPath: display($0.path), bytes: $0.bytes) },
            fingerprintsPath: fingerprintsPath, fingerprintsDisplayPath: display(fingerprintsPath),
            fingerprintsFile: fingerprintsFile)
    }

    /// `path` relative to `root` when it lies inside it.
    static func displayPath(_ path: String, root: String?) -> String {
        guard let root, !root.isEmpty else { return path }
        let base = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The display path of the project file at `path`.
    public func displayPath(of path: String) -> String {
        if path == stringCatalog.path { return stringCatalog.displayPath }
        if path == fingerprintsPath { return fingerprintsDisplayPath }
        return catalogFiles.first { $0.path == path }?.displayPath ?? path
    }

    /// The unit with id `id`.
    public func unit(_ id: String) -> TranslationUnit? { unitsByID[id] }

    /// Every unit of the project for `language` in `format`: the bytes of a `.xliff` or `.po`
    /// file for translators (deterministic; see ``TranslationExport``).
    public func export(language: CatalogLanguage, format: InterchangeFormat) throws(InterchangeError) -> [UInt8] {
        try TranslationExport.export(
            corpus, language: language, format: format, fingerprints: fingerprints, displayPath: displayPath(of:))
    }

    private static func parse(_ file: File) throws(InterchangeError) -> JSONValue {
        do {
            return try JSONReader.parse(file.bytes)
        } catch {
            throw .projectFile(path: file.displayPath, position: error.position, problem: .json(error))
        }
    }
}

/// Export of a ``TranslationCorpus`` for one target language.
public enum TranslationExport {
    /// The bytes of an XLIFF 1.2 or PO file with every unit that has an English text, sorted by
    /// id: English source, present translation (empty when there is none), its review state,
    /// the translator context, the file, and the English fingerprint that import uses to find
    /// conflicts. The formats are described in docs/LOCALIZATION.md, "Translator round trip".
    /// - Parameters:
    ///   - fingerprints: Recorded fingerprints; a translation made from an older English text
    ///     is exported as needing review.
    ///   - displayPath: How a unit's file is shown (`original`, `#:`).
    /// - Throws: ``InterchangeError/sourceLanguage`` for English;
    ///   ``InterchangeError/forbiddenCharacter(unitID:scalar:)`` for a text with a control
    ///   character XML 1.0 forbids.
    public static func export(
        _ corpus: TranslationCorpus, language: CatalogLanguage, format: InterchangeFormat,
        fingerprints: SourceFingerprintStore = SourceFingerprintStore(),
        displayPath: (String) -> String = { $0 }
    ) throws(InterchangeError) -> [UInt8] {
        guard language != .english else { throw .sourceLanguage }
        let items = try ExportItem.items(of: corpus, language: language, fingerprints: fingerprints, displayPath: displayPath)
        switch format {
        case .xliff: return XLIFFWriter.write(items, language: language)
        case .po: return POWriter.write(items, language: language)
        }
    }
}
