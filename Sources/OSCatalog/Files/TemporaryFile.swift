import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden file that holds a file's next content until it is renamed over the file.
///
/// A temporary file only gets its name once its content is complete and on disk: on Linux it is
/// created without a name (`O_TMPFILE`), written, flushed, and then linked into the folder. So a
/// crash or a SIGKILL can leave a temporary file behind, but never a partial one. File systems
/// without `O_TMPFILE` fall back to an exclusively created named file.
///
/// Names are `.<name>.oscat-<pid>-<random>.tmp`, beside the file they replace (so the final
/// rename stays within one file system). The process id lets a later run tell a leftover of a
/// dead process (``removeStale(inDirectory:)``) from the file of a run still going on.
public enum TemporaryFile {
    /// Creates a complete, flushed temporary file holding `bytes` in `directory`, named after
    /// `name` (the file it will replace), with permissions `mode` (0644 less the umask when nil).
    /// Returns its path. `reportedPath` is the path named in errors.
    /// - Throws: ``FileWriteError`` when the file cannot be created or written; nothing is then
    ///   left behind.
    public static func create(
        holding bytes: [UInt8], in directory: String, for name: String, mode: mode_t?, reportedPath: String
    ) throws(FileWriteError) -> String {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        #if os(Linux)
        if let path = try createUnnamedFirst(holding: bytes, in: folder, for: name, mode: mode, reportedPath: reportedPath) {
            return path
        }
        #endif
        let (path, descriptor) = try createNamed(in: folder, for: name, reportedPath: reportedPath)
        do throws(FileWriteError) {
            try fill(descriptor, with: bytes, mode: mode, reportedPath: reportedPath)
        } catch {
            _ = unlink(path)
            throw error
        }
        return path
    }

    /// Removes the temporary files in `directory` left by oscat processes that no longer run
    /// (killed between writing a temporary file and renaming it). Returns the names removed.
    /// Files of live processes, and everything else, are left alone. Best effort: a file that
    /// cannot be removed stays.
    @discardableResult
    public static func removeStale(inDirectory directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = owner(ofTemporaryName: name), !isRunning(pid) else { continue }
            if unlink((directory as NSString).appendingPathComponent(name)) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The process id in a temporary file's name, nil when `name` is not one.
    static func owner(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".oscat-", options: .backwards)
        else { return nil }
        let fields = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)].split(separator: "-")
        guard fields.count == 2, let pid = pid_t(fields[0]), pid > 0,
            fields[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLowercase) })
        else { return nil }
        return pid
    }

    /// Whether a process with this id exists (a process of another user counts as running).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// A fresh name for a temporary file replacing `name`.
    private static func candidateName(in folder: String, for name: String) -> String {
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return folder + ".\(name).oscat-\(getpid())-\(suffix).tmp"
    }

    #if os(Linux)
    /// `O_TMPFILE` (glibc defines it as a macro Swift does not import): a file without a name
    /// in the given folder.
    private static let unnamedFileFlag: Int32 = 0o20000000 | O_DIRECTORY

    /// Writes an unnamed file and links it in; nil when the file system has no unnamed files.
    private static func createUnnamedFirst(
        holding bytes: [UInt8], in folder: String, for name: String, mode: mode_t?, reportedPath: String
    ) throws(FileWriteError) -> String? {
        let descriptor = open(folder, unnamedFileFlag | O_WRONLY | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            if [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) { return nil }
            throw FileWriteError(path: reportedPath, reason: .cannotCreateTemporaryFile(system: SystemErrorCode.current))
        }
        try fill(descriptor, with: bytes, mode: mode, reportedPath: reportedPath, closing: false)
        defer { _ = close(descriptor) }
        for _ in 0..<16 {
            let candidate = candidateName(in: folder, for: name)
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                return candidate
            }
            if errno == ENOENT && !FileManager.default.fileExists(atPath: "/proc/self/fd") { return nil }
            if errno != EEXIST {
                throw FileWriteError(path: reportedPath, reason: .cannotCreateTemporaryFile(system: SystemErrorCode.current))
            }
        }
        throw FileWriteError(path: reportedPath, reason: .tooManyNameCollisions)
    }
    #endif

    /// Creates a new, empty, exclusively opened named file.
    private static func createNamed(in folder: String, for name: String, reportedPath: String) throws(FileWriteError) -> (String, Int32) {
        for _ in 0..<16 {
            let candidate = candidateName(in: folder, for: name)
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (candidate, descriptor) }
            if errno != EEXIST {
                throw FileWriteError(path: reportedPath, reason: .cannotCreateTemporaryFile(system: SystemErrorCode.current))
            }
        }
        throw FileWriteError(path: reportedPath, reason: .tooManyNameCollisions)
    }

    /// Writes every byte, sets the permissions and flushes to disk; closes the descriptor
    /// (unless told not to) whether or not that worked.
    private static func fill(
        _ descriptor: Int32, with bytes: [UInt8], mode: mode_t?, reportedPath: String, closing: Bool = true
    ) throws(FileWriteError) {
        do throws(FileWriteError) {
            try writeAll(bytes, to: descriptor, reportedPath: reportedPath)
            if let mode, fchmod(descriptor, mode) != 0 {
                throw FileWriteError(path: reportedPath, reason: .cannotSetPermissions(system: SystemErrorCode.current))
            }
            if fsync(descriptor) != 0 {
                throw FileWriteError(path: reportedPath, reason: .cannotFlush(system: SystemErrorCode.current))
            }
        } catch {
            _ = close(descriptor)
            throw error
        }
        if closing && close(descriptor) != 0 {
            throw FileWriteError(path: reportedPath, reason: .cannotClose(system: SystemErrorCode.current))
        }
    }

    /// Writes every byte, retrying short writes and interrupted calls.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, reportedPath: String) throws(FileWriteError) {
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
                    failure = FileWriteError(path: reportedPath, reason: .cannotWrite(system: SystemErrorCode.current))
                    return
                }
            }
        }
        if let failure { throw failure }
    }
}

/// Small helpers over the C library shared by the file-writing types.
enum SystemError {
    /// Flushes a folder's entries (a rename, a new or removed name) to disk; best effort.
    static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}

/// The C library's `write(2)` (named apart from the writers' own `write` functions).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
