import Foundation

extension CatalogLoader {
    /// Loads the catalog from `origin`: the `*.json` files of its folder, or the embedded copy.
    public static func load(from origin: CatalogOrigin) throws(CatalogLoadError) -> Catalog {
        try load(files: try files(at: origin))
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
        var files: [CatalogFile] = []
        var diagnostics: [CatalogDiagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(CatalogDiagnostic(problem: .unreadable(reason: .notReadable), file: path))
                continue
            }
            files.append(CatalogFile(path: path, bytes: [UInt8](data)))
        }
        if !diagnostics.isEmpty { throw CatalogLoadError(diagnostics: diagnostics) }
        if files.isEmpty {
            throw CatalogLoadError(diagnostics: [CatalogDiagnostic(problem: .noCatalogFiles, file: directory)])
        }
        return files
    }

    /// The catalog files named by `paths`: each a folder (its `*.json` files) or a file.
    /// Every unreadable path is reported; the result is sorted by path.
    public static func files(atPaths paths: [String]) throws(CatalogLoadError) -> [CatalogFile] {
        var files: [CatalogFile] = []
        var diagnostics: [CatalogDiagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                do {
                    files += try self.files(inDirectory: path)
                } catch {
                    diagnostics += error.diagnostics
                }
            } else if let data = FileManager.default.contents(atPath: path) {
                files.append(CatalogFile(path: path, bytes: [UInt8](data)))
            } else {
                diagnostics.append(CatalogDiagnostic(problem: .unreadable(reason: .noSuchFileOrFolder), file: path))
            }
        }
        if !diagnostics.isEmpty { throw CatalogLoadError(diagnostics: diagnostics) }
        return files.sorted { $0.path < $1.path }
    }
}
