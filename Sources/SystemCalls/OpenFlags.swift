#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How ``Platform/openFile(_:_:permissions:)`` opens a path: the `O_…` flags of `open(2)`, named,
/// with the same values as the platform's C library.
public struct OpenFlags: OptionSet, Sendable, Hashable {
    /// The flags' bits as `open(2)` takes them.
    public var rawValue: Int32

    /// Flags from `open(2)` bits.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// `O_RDONLY` (zero: the absence of the write flags).
    public static let readOnly = OpenFlags(rawValue: O_RDONLY)
    /// `O_WRONLY`.
    public static let writeOnly = OpenFlags(rawValue: O_WRONLY)
    /// `O_CREAT`: create the file if it does not exist.
    public static let create = OpenFlags(rawValue: O_CREAT)
    /// `O_EXCL`: with ``create``, fail (`EEXIST`) if the file exists.
    public static let exclusive = OpenFlags(rawValue: O_EXCL)
    /// `O_TRUNC`: empty an existing file.
    public static let truncate = OpenFlags(rawValue: O_TRUNC)
    /// `O_CLOEXEC`: the descriptor is not inherited by programs oscat starts.
    public static let closeOnExec = OpenFlags(rawValue: O_CLOEXEC)
    /// `O_DIRECTORY`: fail unless the path is a folder.
    public static let directory = OpenFlags(rawValue: O_DIRECTORY)
    /// `O_NONBLOCK`: opening a FIFO does not wait for a writer.
    public static let nonBlocking = OpenFlags(rawValue: O_NONBLOCK)

    /// `O_TMPFILE` (with the `O_DIRECTORY` bit it includes): a file without a name in the given
    /// folder, which `linkat` names once it is complete. Linux only (glibc defines it as a macro
    /// Swift does not import, hence the number); nil where the system has no unnamed files.
    public static var unnamedTemporary: OpenFlags? {
        #if os(Linux)
            OpenFlags(rawValue: 0o20000000 | O_DIRECTORY)
        #else
            nil
        #endif
    }
}
