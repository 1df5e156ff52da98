import Foundation
import SystemCalls

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
        holding bytes: [UInt8], in directory: String, for name: String, mode: FileMode?, reportedPath: String
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
            Platform.removeFile(path)
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
            if Platform.removeFile((directory as NSString).appendingPathComponent(name)) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The process id in a temporary file's name, nil when `name` is not one.
    static func owner(ofTemporaryName name: String) -> ProcessID? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".oscat-", options: .backwards)
        else { return nil }
        let fields = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)].split(separator: "-")
        guard fields.count == 2, let pid = ProcessID(fields[0]), pid > 0,
            fields[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLowercase) })
        else { return nil }
        return pid
    }

    /// Whether a process with this id exists (a process of another user counts as running).
    private static func isRunning(_ pid: ProcessID) -> Bool {
        Platform.probeProcess(pid) == 0 || Platform.errorNumber == ErrorNumber.EPERM
    }

    /// A fresh name for a temporary file replacing `name`.
    private static func candidateName(in folder: String, for name: String) -> String {
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return folder + ".\(name).oscat-\(Platform.processID)-\(suffix).tmp"
    }

    #if os(Linux)
        /// Writes an unnamed file (``OpenFlags/unnamedTemporary``) and links it in; nil when the
        /// file system has no unnamed files.
        private static func createUnnamedFirst(
            holding bytes: [UInt8], in folder: String, for name: String, mode: FileMode?, reportedPath: String
        ) throws(FileWriteError) -> String? {
            guard let unnamed = OpenFlags.unnamedTemporary else { return nil }
            let descriptor = Platform.openFile(folder, [unnamed, .writeOnly, .closeOnExec], permissions: 0o644)
            if descriptor < 0 {
                if [ErrorNumber.EOPNOTSUPP, ErrorNumber.EISDIR, ErrorNumber.EINVAL].contains(Platform.errorNumber) { return nil }
                throw FileWriteError(path: reportedPath, reason: .cannotCreateTemporaryFile(system: SystemErrorCode.current))
            }
            try fill(descriptor, with: bytes, mode: mode, reportedPath: reportedPath, closing: false)
            defer { Platform.closeFile(descriptor) }
            for _ in 0..<16 {
                let candidate = candidateName(in: folder, for: name)
                if Platform.linkFile("/proc/self/fd/\(descriptor)", to: candidate) == 0 {
                    return candidate
                }
                if Platform.errorNumber == ErrorNumber.ENOENT && !FileManager.default.fileExists(atPath: "/proc/self/fd") { return nil }
                if Platform.errorNumber != ErrorNumber.EEXIST {
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
            let descriptor = Platform.openFile(candidate, [.writeOnly, .create, .exclusive, .closeOnExec], permissions: 0o644)
            if descriptor >= 0 { return (candidate, descriptor) }
            if Platform.errorNumber != ErrorNumber.EEXIST {
                throw FileWriteError(path: reportedPath, reason: .cannotCreateTemporaryFile(system: SystemErrorCode.current))
            }
        }
        throw FileWriteError(path: reportedPath, reason: .tooManyNameCollisions)
    }

    /// Writes every byte, sets the permissions and flushes to disk; closes the descriptor
    /// (unless told not to) whether or not that worked.
    private static func fill(
        _ descriptor: Int32, with bytes: [UInt8], mode: FileMode?, reportedPath: String, closing: Bool = true
    ) throws(FileWriteError) {
        do throws(FileWriteError) {
            try writeAll(bytes, to: descriptor, reportedPath: reportedPath)
            if let mode, Platform.changeMode(of: descriptor, to: mode) != 0 {
                throw FileWriteError(path: reportedPath, reason: .cannotSetPermissions(system: SystemErrorCode.current))
            }
            if Platform.syncFile(descriptor) != 0 {
                throw FileWriteError(path: reportedPath, reason: .cannotFlush(system: SystemErrorCode.current))
            }
        } catch {
            Platform.closeFile(descriptor)
            throw error
        }
        if closing && Platform.closeFile(descriptor) != 0 {
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
                let result = Platform.writeBytes(to: descriptor, from: base + written, count: buffer.count - written)
                if result > 0 {
                    written += result
                } else if result < 0 && Platform.errorNumber == ErrorNumber.EINTR {
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
