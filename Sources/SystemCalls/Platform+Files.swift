#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// Opens `path` (`open(2)`); creating, it gets `permissions` less the umask. Returns the
    /// descriptor, or -1 (see ``errorNumber``).
    public static func openFile(_ path: String, _ flags: OpenFlags, permissions: FileMode = 0) -> Int32 {
        open(path, flags.rawValue, permissions)
    }

    /// Closes a descriptor (`close(2)`); 0, or -1 (see ``errorNumber``).
    @discardableResult
    public static func closeFile(_ descriptor: Int32) -> Int32 {
        close(descriptor)
    }

    /// Reads up to `count` bytes into `buffer` (`read(2)`): the number read, 0 at the end, or -1.
    public static func readBytes(from descriptor: Int32, into buffer: UnsafeMutableRawPointer?, count: Int) -> Int {
        read(descriptor, buffer, count)
    }

    /// Writes up to `count` bytes of `buffer` (`write(2)`): the number written, or -1. A short
    /// write is not an error; callers loop.
    public static func writeBytes(to descriptor: Int32, from buffer: UnsafeRawPointer?, count: Int) -> Int {
        write(descriptor, buffer, count)
    }

    /// Flushes a file's (or a folder's) content and entries to disk (`fsync(2)`); 0 or -1.
    @discardableResult
    public static func syncFile(_ descriptor: Int32) -> Int32 {
        fsync(descriptor)
    }

    /// Sets an open file's permission bits (`fchmod(2)`); 0 or -1.
    public static func changeMode(of descriptor: Int32, to mode: FileMode) -> Int32 {
        fchmod(descriptor, mode)
    }

    /// What `path` names, symbolic links followed (`stat(2)`); nil on failure (see ``errorNumber``).
    public static func fileStatus(atPath path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// What an open descriptor is (`fstat(2)`); nil on failure (see ``errorNumber``).
    public static func fileStatus(ofDescriptor descriptor: Int32) -> FileStatus? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// Renames `source` to `destination`, atomically replacing a file there (`rename(2)`); 0 or -1.
    public static func renameFile(_ source: String, to destination: String) -> Int32 {
        rename(source, destination)
    }

    /// Removes a name (`unlink(2)`); 0 or -1.
    @discardableResult
    public static func removeFile(_ path: String) -> Int32 {
        unlink(path)
    }

    /// Gives the file `source` names a new name `destination`, following `source` if it is a
    /// symbolic link (`linkat(2)` with `AT_SYMLINK_FOLLOW`, as needed to name an unnamed file
    /// through `/proc/self/fd/N`); 0, or -1 (`EEXIST` when `destination` exists).
    public static func linkFile(_ source: String, to destination: String) -> Int32 {
        linkat(AT_FDCWD, source, AT_FDCWD, destination, AT_SYMLINK_FOLLOW)
    }

    /// `path` with symbolic links, `.` and `..` resolved (`realpath(3)`); nil when it cannot be.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates a FIFO (named pipe) at `path` (`mkfifo(3)`); 0 or -1. Tests make one to show
    /// that oscat never waits on it.
    public static func makeFIFO(atPath path: String, permissions: FileMode) -> Int32 {
        mkfifo(path, permissions)
    }

    /// Creates a Unix-domain stream socket bound to `path` (at most about 100 bytes); returns its
    /// descriptor, or -1 when it cannot be created or bound (none is then left open). Tests make
    /// one to show that oscat names a socket it meets.
    public static func bindUnixSocket(atPath path: String) -> Int32 {
        #if canImport(Darwin)
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let fits = withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            guard bytes.count < buffer.count else { return false }
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            return true
        }
        let bound =
            fits
            && withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
                }
            }
        guard bound else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// Whether this process may run the file at `path` (`access(X_OK)`), as a shell's search of
    /// `PATH` asks; also true for a folder that may be searched, so check the kind separately.
    public static func isExecutable(atPath path: String) -> Bool {
        access(path, X_OK) == 0
    }
}
