import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written; the file itself is left as it was.
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, independent of wording: ``Reason/description`` words it in English,
    /// the command-line tool in the user's language. `system` is the C library's text for the
    /// error number (e.g. "Permission denied"), shown as it is.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The path exists but is not a regular file.
        case notARegularFile
        /// The temporary file cannot be created.
        case cannotCreateTemporaryFile(system: String)
        /// No free temporary file name after several tries.
        case tooManyNameCollisions
        /// Writing the bytes failed.
        case cannotWrite(system: String)
        /// The old file's permissions cannot be given to the new one.
        case cannotSetPermissions(system: String)
        /// Flushing to disk failed.
        case cannotFlush(system: String)
        /// Closing the temporary file failed.
        case cannotClose(system: String)
        /// Renaming the temporary file over the target failed.
        case cannotReplace(system: String)
        /// The file cannot be read again just before it is rewritten.
        case cannotReadAgain
        /// The file changed since it was read, so it was not rewritten.
        case changedSinceRead
        /// A step before the rename was aborted (tests inject such failures); `detail` says why.
        case aborted(detail: String)

        /// A clear English sentence (e.g. "cannot create a temporary file: Permission denied").
        public var description: String {
            switch self {
            case .notARegularFile: "not a regular file"
            case .cannotCreateTemporaryFile(let system): "cannot create a temporary file: \(system)"
            case .tooManyNameCollisions: "cannot create a temporary file: too many name collisions"
            case .cannotWrite(let system): "cannot write: \(system)"
            case .cannotSetPermissions(let system): "cannot set permissions: \(system)"
            case .cannotFlush(let system): "cannot flush to disk: \(system)"
            case .cannotClose(let system): "cannot close the temporary file: \(system)"
            case .cannotReplace(let system): "cannot replace the file: \(system)"
            case .cannotReadAgain: "cannot read the file again before writing it"
            case .changedSinceRead: "the file changed since it was read; it was not rewritten"
            case .aborted(let detail): "write aborted: \(detail)"
            }
        }
    }

    /// The path that was to be written, as given.
    public var path: String
    /// What went wrong.
    public var reason: Reason

    /// Creates an error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// What went wrong, in English.
    public var message: String { reason.description }

    /// `path: error: message`.
    public var description: String { "\(path): error: \(message)" }
}

/// Replaces a file's content atomically: readers (and a crash) see either the old file or the
/// new one, never a partial file.
///
/// The bytes go to a new hidden temporary file in the same folder (`.<name>.oscat-<random>.tmp`,
/// created exclusively, so that the final rename stays within one file system), which is
/// flushed to disk and given the permissions of the file it replaces (0644 for a new file, less
/// the umask), and then renamed over the target. On any failure the temporary file is removed
/// and the target is untouched. A symbolic link is followed: its destination is replaced and the
/// link kept.
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
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let directory = target.deletingLastPathComponent().path
        let name = target.lastPathComponent

        var info = stat()
        let exists = stat(target.path, &info) == 0
        if exists && (info.st_mode & S_IFMT) != S_IFREG {
            throw FileWriteError(path: path, reason: .notARegularFile)
        }
        let mode: mode_t? = exists ? info.st_mode & 0o7777 : nil

        let (temporaryPath, descriptor) = try createTemporaryFile(in: directory, for: name, path: path)
        var renamed = false
        defer { if !renamed { _ = unlink(temporaryPath) } }

        do throws(FileWriteError) {
            try writeAll(bytes, to: descriptor, path: path)
            if let mode, fchmod(descriptor, mode) != 0 {
                throw FileWriteError(path: path, reason: .cannotSetPermissions(system: errorText()))
            }
            if fsync(descriptor) != 0 {
                throw FileWriteError(path: path, reason: .cannotFlush(system: errorText()))
            }
        } catch {
            _ = close(descriptor)
            throw error
        }
        if close(descriptor) != 0 {
            throw FileWriteError(path: path, reason: .cannotClose(system: errorText()))
        }
        do {
            try beforeRename()
        } catch {
            throw FileWriteError(path: path, reason: .aborted(detail: "\(error)"))
        }
        guard rename(temporaryPath, target.path) == 0 else {
            throw FileWriteError(path: path, reason: .cannotReplace(system: errorText()))
        }
        renamed = true
        syncDirectory(directory)
    }

    /// Creates a new, empty, exclusively opened temporary file next to the target.
    private static func createTemporaryFile(
        in directory: String, for name: String, path: String
    ) throws(FileWriteError) -> (String, Int32) {
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = (directory.hasSuffix("/") ? directory : directory + "/") + ".\(name).oscat-\(suffix).tmp"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (candidate, descriptor) }
            if errno != EEXIST {
                throw FileWriteError(path: path, reason: .cannotCreateTemporaryFile(system: errorText()))
            }
        }
        throw FileWriteError(path: path, reason: .tooManyNameCollisions)
    }

    /// Writes every byte, retrying short writes and interrupted calls.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileWriteError) {
        var failure: FileWriteError?
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let result = systemWrite(descriptor, base + written, buffer.count - written)
                if result > 0 {
                    written += result
                } else if result < 0 && errno == EINTR {
                    continue
                } else {
                    failure = FileWriteError(path: path, reason: .cannotWrite(system: errorText()))
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    /// Flushes the folder's entry for the renamed file, where the system supports it; best effort.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// The C library's text for the current `errno`.
    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// The C library's `write(2)` (named apart from ``AtomicFileWriter/write(_:toPath:)``).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
