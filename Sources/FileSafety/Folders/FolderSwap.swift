import Foundation
import SystemCalls

/// Puts a complete folder in place of another, so that the path always names a whole folder:
/// the old one until the swap, the new one after it.
///
/// Where the system can exchange two paths in one step (Linux `renameat2(RENAME_EXCHANGE)`,
/// macOS `renamex_np(RENAME_SWAP)`; ``Platform/exchangePaths(_:_:)``), the path is never
/// missing. Elsewhere the old folder is first renamed aside and the new one renamed in: a crash
/// between the two leaves the path missing and both folders beside it, under names the caller
/// chose so that its next run can recognise and remove them.
public enum FolderSwap {
    /// Replaces the folder at `path` with the folder at `replacement` (both in the same folder,
    /// so that renames work), then removes the old folder. With nothing at `path`, `replacement`
    /// is simply renamed there.
    /// - Parameter aside: where the old folder goes for a moment when no exchange is offered.
    /// - Throws: what the system said when a rename fails; `path` then still holds the old
    ///   folder (it is renamed back if the second rename fails) and `replacement` is left for
    ///   the caller to remove.
    public static func replace(folder path: String, with replacement: String, aside: String) throws(SystemErrorCode) {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: path) else {
            guard Platform.renameFile(replacement, to: path) == 0 else { throw SystemErrorCode.current }
            return
        }
        if Platform.exchangePaths(replacement, path) {
            try? fileManager.removeItem(atPath: replacement)  // now the old folder
            return
        }
        guard Platform.renameFile(path, to: aside) == 0 else { throw SystemErrorCode.current }
        guard Platform.renameFile(replacement, to: path) == 0 else {
            let reason = SystemErrorCode.current
            _ = Platform.renameFile(aside, to: path)
            throw reason
        }
        try? fileManager.removeItem(atPath: aside)
    }
}
