import Foundation

/// Where the catalog in use comes from, in order of precedence: `--catalog DIR`, the
/// `OSCAT_CATALOG` environment variable, the `Catalog/` folder of the oscat clone the command
/// runs in, or the copy embedded in the binary at build time.
public enum CatalogOrigin: Sendable, Equatable, CustomStringConvertible {
    /// A folder given with `--catalog`.
    case flag(directory: String)
    /// A folder given in `OSCAT_CATALOG`.
    case environment(directory: String)
    /// The `Catalog/` folder found by searching upward from the working directory.
    case workingTree(directory: String)
    /// The copy compiled into the binary.
    case embedded

    /// The folder to read, or nil for the embedded copy.
    public var directory: String? {
        switch self {
        case .flag(let directory), .environment(let directory), .workingTree(let directory): directory
        case .embedded: nil
        }
    }

    /// English description for `--version` and diagnostics.
    public var description: String {
        switch self {
        case .flag(let directory): "\(directory) (--catalog)"
        case .environment(let directory): "\(directory) (OSCAT_CATALOG)"
        case .workingTree(let directory): "\(directory) (working tree)"
        case .embedded: "embedded copy (built into oscat)"
        }
    }

    /// The file that marks a folder as an oscat catalog when searching upward.
    public static let marker = "schema/catalog.schema.json"

    /// Decides where the catalog comes from. `environment` is the process environment and
    /// `workingDirectory` the directory to search upward from.
    public static func locate(flag: String?, environment: [String: String], workingDirectory: String) -> CatalogOrigin {
        if let flag, !flag.isEmpty { return .flag(directory: flag) }
        if let directory = environment["OSCAT_CATALOG"], !directory.isEmpty { return .environment(directory: directory) }
        var current = URL(fileURLWithPath: workingDirectory, isDirectory: true).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent("Catalog", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(marker).path) {
                return .workingTree(directory: displayPath(candidate.path, relativeTo: workingDirectory))
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return .embedded
    }

    /// `path` relative to `base` when it lies inside it, else unchanged: short paths in diagnostics.
    static func displayPath(_ path: String, relativeTo base: String) -> String {
        let basePath = URL(fileURLWithPath: base, isDirectory: true).standardizedFileURL.path
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
