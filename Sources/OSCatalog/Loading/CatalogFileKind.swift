import FileSafety
import SystemCalls

/// What a path names, as far as reading a catalog file is concerned, and the reading itself.
///
/// A catalog file must be a regular file (or a symbolic link to one). Anything else gets its own
/// reason, worked out before the file is opened: opening a FIFO waits for a writer, a device can
/// be endless, and a folder or a socket has no content to parse.
public enum CatalogFileKind: Sendable, Hashable {
    /// A regular file, which can be read.
    case regularFile
    /// A folder.
    case directory
    /// Anything that cannot be read as a catalog file, and why.
    case unreadable(CatalogProblem.UnreadableReason)

    /// What `path` names, following symbolic links (`stat`).
    public init(path: String) {
        guard let status = Platform.fileStatus(atPath: path) else {
            self = .unreadable(Self.reason(forErrorNumber: Platform.errorNumber))
            return
        }
        self = Self.kind(forMode: status.mode)
    }

    /// The kind of a file of mode `mode` (`st_mode`).
    static func kind(forMode mode: FileMode) -> CatalogFileKind {
        switch mode & 0o170000 {
        case 0o100000: .regularFile
        case 0o040000: .directory
        case 0o010000: .unreadable(.fifo)
        case 0o140000: .unreadable(.socket)
        case 0o020000, 0o060000: .unreadable(.device)
        default: .unreadable(.system(SystemErrorCode(number: ErrorNumber.EINVAL)))
        }
    }

    /// The reason for an error number of `stat` or `open`: the kinds a user can act on get their
    /// own words; any other number is kept as the system's.
    public static func reason(forErrorNumber number: Int32) -> CatalogProblem.UnreadableReason {
        switch number {
        case ErrorNumber.ENOENT, ErrorNumber.ENOTDIR: .noSuchFileOrFolder
        case ErrorNumber.ELOOP: .symlinkLoop
        case ErrorNumber.EACCES, ErrorNumber.EPERM: .permissionDenied
        case ErrorNumber.EISDIR: .directory
        default: .system(SystemErrorCode(number: number))
        }
    }

    /// The content of the regular file at `path`, or why it cannot be read. The file is opened
    /// without blocking and checked again once open (so a file swapped for a FIFO in between is
    /// not waited on), then read to its end.
    public static func contents(ofFileAt path: String) -> Result<[UInt8], CatalogProblem.UnreadableReason> {
        switch CatalogFileKind(path: path) {
        case .regularFile: break
        case .directory: return .failure(.directory)
        case .unreadable(let reason): return .failure(reason)
        }
        let descriptor = Platform.openFile(path, [.readOnly, .nonBlocking, .closeOnExec])
        guard descriptor >= 0 else { return .failure(reason(forErrorNumber: Platform.errorNumber)) }
        defer { Platform.closeFile(descriptor) }
        guard let status = Platform.fileStatus(ofDescriptor: descriptor) else {
            return .failure(reason(forErrorNumber: Platform.errorNumber))
        }
        switch kind(forMode: status.mode) {
        case .regularFile: break
        case .directory: return .failure(.directory)
        case .unreadable(let reason): return .failure(reason)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, Int(status.size)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.readBytes(from: descriptor, into: $0.baseAddress, count: $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if Platform.errorNumber == ErrorNumber.EINTR { continue }
                return .failure(reason(forErrorNumber: Platform.errorNumber))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
