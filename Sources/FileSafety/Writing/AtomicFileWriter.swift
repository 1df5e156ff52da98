import Foundation
import SystemCalls

/// Replaces a file's content atomically: readers (and a crash) see either the old file or the
/// new one, never a partial file.
///
/// The bytes go to a complete, flushed ``TemporaryFile`` in the same folder, given the
/// permissions of the file it replaces (0644 for a new file, less the umask), which is then
/// renamed over the target. On any failure the temporary file is removed and the target is
/// untouched; a kill between the two steps leaves a complete temporary file, which the next run
/// removes (``TemporaryFile/removeStale(inDirectory:)``). A symbolic link is followed: its
/// destination is replaced and the link kept.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically.
    /// - Throws: ``FileWriteError`` when the temporary file cannot be created, written or
    ///   renamed; the file at `path` is then unchanged.
    public static func write(_ bytes: [UInt8], toPath path: String) throws(FileWriteError) {
        try write(bytes, toPath: path, beforeRename: {})
    }

    /// ``write(_:toPath:)`` with a step run between writing the temporary file and renaming it,
    /// so that tests can make that step fail (a throwing step aborts the write).
    static func write(
        _ bytes: [UInt8], toPath path: String, beforeRename: () throws -> Void
    ) throws(FileWriteError) {
        let replacement = try prepare(bytes, toPath: path)
        var renamed = false
        defer { if !renamed { Platform.removeFile(replacement.temporaryPath) } }
        do {
            try beforeRename()
        } catch {
            throw FileWriteError(path: path, reason: .aborted(detail: "\(error)"))
        }
        guard Platform.renameFile(replacement.temporaryPath, to: replacement.targetPath) == 0 else {
            throw FileWriteError(path: path, reason: .cannotReplace(system: SystemErrorCode.current))
        }
        renamed = true
        SystemError.syncDirectory(replacement.directory)
    }

    /// A file's next content, complete in its temporary file and ready to be renamed in.
    struct Replacement {
        /// The complete temporary file.
        var temporaryPath: String
        /// The file it replaces, symbolic links resolved.
        var targetPath: String
        /// The folder of both.
        var directory: String
    }

    /// Writes `bytes` into a temporary file beside `path` (links followed), with the
    /// permissions of the file it will replace.
    static func prepare(_ bytes: [UInt8], toPath path: String) throws(FileWriteError) -> Replacement {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let directory = target.deletingLastPathComponent().path
        let status = Platform.fileStatus(atPath: target.path)
        if let status, !status.isRegularFile {
            throw FileWriteError(path: path, reason: .notARegularFile)
        }
        let mode: FileMode? = status?.permissions
        let temporary = try TemporaryFile.create(
            holding: bytes, in: directory, for: target.lastPathComponent, mode: mode, reportedPath: path)
        return Replacement(temporaryPath: temporary, targetPath: target.path, directory: directory)
    }
}
