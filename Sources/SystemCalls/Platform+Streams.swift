#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// Standard output's descriptor (`STDOUT_FILENO`, 1).
    public static let standardOutputDescriptor: Int32 = STDOUT_FILENO
    /// Standard error's descriptor (`STDERR_FILENO`, 2).
    public static let standardErrorDescriptor: Int32 = STDERR_FILENO

    /// Whether the descriptor is a terminal (`isatty`).
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width in columns of the terminal behind the descriptor (`ioctl(TIOCGWINSZ)`); nil when
    /// it is not a terminal or reports no width.
    public static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The descriptor's flags (`fcntl(F_GETFD)`): -1 with `EBADF` when no such descriptor is open.
    public static func descriptorFlags(_ descriptor: Int32) -> Int32 {
        fcntl(descriptor, F_GETFD)
    }

    /// Makes `target` a copy of `descriptor` (`dup2`), closing what `target` was; `target` or -1.
    @discardableResult
    public static func duplicateDescriptor(_ descriptor: Int32, onto target: Int32) -> Int32 {
        dup2(descriptor, target)
    }

    /// Waits, without a time limit, until the descriptor can take more bytes (`poll(POLLOUT)`),
    /// as a non-blocking descriptor needs after `EAGAIN`; the `poll` result, -1 on failure.
    public static func waitUntilWritable(_ descriptor: Int32) -> Int32 {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        return poll(&request, 1, -1)
    }

    /// A new pipe (`pipe(2)`): its reading and writing descriptors, nil on failure.
    public static func makePipe() -> (reading: Int32, writing: Int32)? {
        var pair: [Int32] = [0, 0]
        guard pipe(&pair) == 0 else { return nil }
        return (pair[0], pair[1])
    }

    /// Marks the descriptor close-on-exec (`fcntl(F_SETFD, FD_CLOEXEC)`), so that a program
    /// started later does not inherit it (a pager that held the writing end of its own input
    /// pipe would never see the end of it); the `fcntl` result, -1 on failure.
    @discardableResult
    public static func setCloseOnExec(_ descriptor: Int32) -> Int32 {
        fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    /// One past the highest descriptor number this process may ever have open
    /// (`sysconf(_SC_OPEN_MAX)`): a number that is certainly not an open descriptor.
    public static var openFileLimit: Int32 {
        Int32(clamping: sysconf(Int32(_SC_OPEN_MAX)))
    }
}
