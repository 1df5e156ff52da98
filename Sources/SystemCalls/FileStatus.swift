#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat`/`fstat` say about a file, in the fields oscat uses; the C `struct stat` differs
/// between platforms, this does not.
public struct FileStatus: Sendable, Hashable {
    /// Type and permission bits (`st_mode`).
    public var mode: FileMode
    /// Size in bytes (`st_size`).
    public var size: Int64

    /// The device number (`st_dev`): with ``inode`` it names one file, so a tree walk that
    /// follows links can tell a folder it has already entered.
    public var device: UInt64
    /// The inode number (`st_ino`) on ``device``.
    public var inode: UInt64

    /// A status with these fields (tests make their own).
    public init(mode: FileMode, size: Int64, device: UInt64 = 0, inode: UInt64 = 0) {
        self.mode = mode
        self.size = size
        self.device = device
        self.inode = inode
    }

    /// The status in a C `struct stat`.
    init(_ info: stat) {
        self.init(
            mode: info.st_mode, size: Int64(info.st_size), device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    /// Whether the file is a regular file (`S_ISREG`), not a folder, link, FIFO, socket or device.
    public var isRegularFile: Bool { (mode & S_IFMT) == S_IFREG }

    /// Whether the file is a folder (`S_ISDIR`).
    public var isDirectory: Bool { (mode & S_IFMT) == S_IFDIR }
    /// The permission bits alone (`mode & 07777`), as `chmod` takes them.
    public var permissions: FileMode { mode & 0o7777 }
}
