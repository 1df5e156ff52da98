#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pseudo-terminals and processes run on them, so that a test can see a program's output
/// exactly as it appears in a terminal window (standard output a TTY of a known size).
extension Platform {
    /// A new pseudo-terminal pair of `columns` × `rows` (`openpty`, in the C library itself on
    /// glibc 2.34 and later, Musl and Darwin): the primary side's descriptor, read by the caller,
    /// and the secondary side's descriptor, which a child process gets as its terminal. Nil on
    /// failure (read ``errorNumber``); both descriptors are close-on-exec.
    public static func openPseudoTerminal(columns: Int, rows: Int) -> (primary: Int32, secondary: Int32)? {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        var size = winsize()
        size.ws_col = UInt16(clamping: columns)
        size.ws_row = UInt16(clamping: rows)
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else { return nil }
        _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
        _ = fcntl(secondary, F_SETFD, FD_CLOEXEC)
        return (primary, secondary)
    }

    /// Starts the program at `path` with `arguments` (without the program name) and exactly the
    /// `environment` given ("NAME=value" entries), its standard input, output and error the
    /// terminal `secondary`. The process id, or nil when it could not start (``errorNumber``
    /// then says why). The caller closes its own copy of `secondary` afterwards, so that the
    /// terminal hangs up when the program ends.
    public static func spawn(
        _ path: String, arguments: [String], environment: [String], terminal secondary: Int32
    ) -> ProcessID? {
        spawn(path, arguments: arguments, environment: environment, descriptors: [0: secondary, 1: secondary, 2: secondary])
    }

    /// Everything the program on a pseudo-terminal writes, read from `primary` until the
    /// terminal has no writer left (`read` returns 0 or fails with `EIO`, as Linux reports a
    /// hung-up terminal); interrupted reads are retried.
    public static func readUntilHangUp(_ primary: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            if count > 0 {
                output += buffer[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return output
            }
        }
    }
}
