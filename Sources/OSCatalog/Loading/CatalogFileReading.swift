import Foundation

extension CatalogLoader {
    /// Loads the catalog from `origin`: the `*.json` files of its folder, or the embedded copy.
    /// A folder's files are read by the same jobs that parse them, and each file's bytes are
    /// released with its parsed document, so memory holds only the files being decoded.
    public static func load(from origin: CatalogOrigin) throws(CatalogLoadError) -> Catalog {
        guard let directory = origin.directory else { return try load(files: try files(at: origin)) }
        let paths = try filePaths(inDirectory: directory)
        let inspection = inspect(count: paths.count, keepingDocuments: false) { index in
            switch CatalogFileKind.contents(ofFileAt: paths[index]) {
            case .success(let bytes): .read(CatalogFile(path: paths[index], bytes: bytes))
            case .failure(let reason): .failed(CatalogDiagnostic(problem: .unreadable(reason: reason), file: paths[index]))
            }
        }
        if inspection.diagnostics.contains(where: { $0.severity == .error }) {
            throw CatalogLoadError(diagnostics: inspection.diagnostics)
        }
        return inspection.catalog
    }

    /// The catalog files of `origin`, sorted by name.
    public static func files(at origin: CatalogOrigin) throws(CatalogLoadError) -> [CatalogFile] {
        guard let directory = origin.directory else {
            return EmbeddedCatalogFiles.all.map { CatalogFile(path: "(embedded)/" + $0.name, bytes: Array($0.text.utf8)) }
        }
        return try files(inDirectory: directory)
    }

    /// The `*.json` files directly inside `directory` (not its `schema/` folder), sorted by name.
    public static func files(inDirectory directory: String) throws(CatalogLoadError) -> [CatalogFile] {
        var files: [CatalogFile] = []
        var diagnostics: [CatalogDiagnostic] = []
        for path in try filePaths(inDirectory: directory) {
            switch CatalogFileKind.contents(ofFileAt: path) {
            case .success(let bytes): files.append(CatalogFile(path: path, bytes: bytes))
            case .failure(let reason): diagnostics.append(CatalogDiagnostic(problem: .unreadable(reason: reason), file: path))
            }
        }
        if !diagnostics.isEmpty { throw CatalogLoadError(diagnostics: diagnostics) }
        return files
    }

    /// The paths of the `*.json` files directly inside `directory` (hidden ones left out),
    /// sorted by name; an error when the folder cannot be listed or holds none.
    static func filePaths(inDirectory directory: String) throws(CatalogLoadError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CatalogLoadError(diagnostics: [
                CatalogDiagnostic(problem: .unreadable(reason: .noSuchDirectory), file: directory)
            ])
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw CatalogLoadError(diagnostics: [
                CatalogDiagnostic(problem: .unreadable(reason: .system(SystemErrorCode(error))), file: directory)
            ])
        }
        let paths = names.sorted().filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { joined(directory, $0) }
        if paths.isEmpty {
            throw CatalogLoadError(diagnostics: [CatalogDiagnostic(problem: .noCatalogFiles, file: directory)])
        }
        return paths
    }

    /// The catalog files named by `paths`: each a folder (its `*.json` files) or a file.
    /// Every unreadable path is reported, by its kind; the result is sorted by path.
    public static func files(atPaths paths: [String]) throws(CatalogLoadError) -> [CatalogFile] {
        var files: [CatalogFile] = []
        var diagnostics: [CatalogDiagnostic] = []
        for path in paths {
            if CatalogFileKind(path: path) == .directory {
                do {
                    files += try self.files(inDirectory: path)
                } catch {
                    diagnostics += error.diagnostics
                }
                continue
            }
            switch CatalogFileKind.contents(ofFileAt: path) {
            case .success(let bytes): files.append(CatalogFile(path: path, bytes: bytes))
            case .failure(let reason): diagnostics.append(CatalogDiagnostic(problem: .unreadable(reason: reason), file: path))
            }
        }
        if !diagnostics.isEmpty { throw CatalogLoadError(diagnostics: diagnostics) }
        return files.sorted { $0.path < $1.path }
    }

    /// `name` inside `folder`, spelt as a folder's listing spells it.
    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
