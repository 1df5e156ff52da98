import Foundation
import Synchronization

/// How a folder differs from the site a build would write there: what `oscat build --check`
/// reports when the committed `Site/` is stale.
public struct SiteComparison: Sendable {
    /// Files the build would change (in both, with other bytes), by path below the folder.
    public private(set) var changed: [String] = []
    /// Files the build would add: in the built site, not in the folder.
    public private(set) var missing: [String] = []
    /// Files the build would remove: in the folder, not in the built site.
    public private(set) var extra: [String] = []

    /// Whether the folder holds exactly the built site.
    public var isCurrent: Bool { changed.isEmpty && missing.isEmpty && extra.isEmpty }

    /// Compares the files `build` produces with the folder at `path`.
    public static func compare(
        folder path: String,
        build: (_ sink: @escaping @Sendable (SiteFile) throws(SiteBuildError) -> Void) throws(SiteBuildError) -> Void
    ) throws(SiteBuildError) -> SiteComparison {
        let seen = Mutex<(built: Set<String>, changed: [String], missing: [String])>(([], [], []))
        try build { file throws(SiteBuildError) in
            let existing = FileManager.default.contents(atPath: path + "/" + file.path)
            seen.withLock { state in
                state.built.insert(file.path)
                if let existing {
                    if Array(existing) != file.bytes { state.changed.append(file.path) }
                } else {
                    state.missing.append(file.path)
                }
            }
        }
        let state = seen.withLock { $0 }
        var comparison = SiteComparison()
        comparison.changed = state.changed.sorted()
        comparison.missing = state.missing.sorted()
        let present = (FileManager.default.subpaths(atPath: path) ?? []).filter { relative in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        comparison.extra = present.filter { !state.built.contains($0) }.sorted()
        return comparison
    }
}
