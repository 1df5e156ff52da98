import FileSafety
import Foundation
import SystemCalls

extension CatalogLoader {
    /// Loads the catalog from `origin`: the `*.json` files of its folder, or the embedded copy.
    /// A folder's files are read by the same jobs that parse them, and each file's bytes are
    /// released with its parsed document, so memory holds only the files being decoded.
    public static func load(from origin: CatalogOrigin) throws(CatalogLoadError) -> Catalog {
        guard let directory = origin.directory else { return try load(files: try files(at: origin)) }
        let paths = try filePaths(inDirectory: directory)
        return try loadWithoutPointers(count: paths.count) { index in
            switch CatalogFileKind.contents(ofFileAt: paths[index]) {
            case .success(let bytes): .read(CatalogFile(path: paths[index], bytes: bytes))
            case .failure(let reason): .failed(CatalogDiagnostic(problem: .unreadable(reason: reason), file: paths[index]))
            }
        }
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

    /// The catalog files named by `paths` (each a folder or a file), grouped by the catalog
    /// folder they belong to: a folder stands for all its files, a file for itself, read with
    /// every file of its folder as context. A folder is a catalog when `marker` (a path relative
    /// to it, such as `schema/catalog.schema.json`) exists in it. The same folder or file named
    /// twice, in any spelling, counts once (the first spelling is kept). Every path that cannot
    /// be read, is of the wrong kind or lies outside any catalog is reported.
    public static func selections(atPaths paths: [String], marker: String) throws(CatalogLoadError) -> [CatalogSelection] {
        var groups: [(key: String, folder: String, named: [String]?)] = []
        var diagnostics: [CatalogDiagnostic] = []
        for path in paths {
            let folder: String
            var name: String?
            switch CatalogFileKind(path: path) {
            case .directory:
                folder = withoutTrailingSlashes(path)
            case .regularFile:
                let parent = PathText.parent(of: path)
                folder = parent.isEmpty ? "." : parent
                name = PathText.name(of: path)
            case .unreadable(let reason):
                diagnostics.append(CatalogDiagnostic(problem: .unreadable(reason: reason), file: path))
                continue
            }
            guard CatalogFileKind(path: joined(folder, marker)) == .regularFile else {
                diagnostics.append(
                    CatalogDiagnostic(
                        problem: .notInCatalog(missing: joined(folder, marker), isFolder: name == nil), file: path))
                continue
            }
            let key = realPath(folder)
            let index =
                groups.firstIndex { $0.key == key }
                ?? {
                    groups.append((key, folder, []))
                    return groups.count - 1
                }()
            if let name {
                if groups[index].named?.contains(name) == false { groups[index].named?.append(name) }
            } else {
                groups[index].named = nil
            }
        }
        var selections: [CatalogSelection] = []
        for group in groups {
            do {
                var files = try self.files(inDirectory: group.folder)
                let listed = Set(files.map { PathText.name(of: $0.path) })
                for name in group.named ?? [] where !listed.contains(name) {
                    let path = joined(group.folder, name)
                    switch CatalogFileKind.contents(ofFileAt: path) {
                    case .success(let bytes): files.append(CatalogFile(path: path, bytes: bytes))
                    case .failure(let reason): diagnostics.append(CatalogDiagnostic(problem: .unreadable(reason: reason), file: path))
                    }
                }
                let selected = group.named.map { $0.map { joined(group.folder, $0) } } ?? files.map(\.path)
                selections.append(
                    CatalogSelection(
                        folder: group.folder, files: files.sorted { $0.path < $1.path }, selected: selected.sorted()))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        if !diagnostics.isEmpty { throw CatalogLoadError(diagnostics: diagnostics) }
        return selections
    }

    /// `name` inside `folder`, spelt as a folder's listing spells it.
    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` without slashes at its end, except a lone `/`.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    /// The folder `path` with symbolic links and `.`/`..` resolved, or `path` itself when it
    /// cannot be resolved: what makes two spellings of one folder the same.
    private static func realPath(_ path: String) -> String {
        Platform.resolvedPath(path) ?? path
    }
}
