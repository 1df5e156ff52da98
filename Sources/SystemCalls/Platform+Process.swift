#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// This process's id (`getpid`).
    public static var processID: ProcessID { getpid() }

    /// This process's real user id (`getuid`); 0 is root, which may read any file.
    public static var userID: UInt32 { UInt32(getuid()) }

    /// Asks whether process `pid` exists without signalling it (`kill(pid, 0)`): 0 when it
    /// exists and may be signalled, -1 otherwise (`ESRCH` none, `EPERM` another user's).
    public static func probeProcess(_ pid: ProcessID) -> Int32 {
        kill(pid, 0)
    }

    /// Registers `handler` to run when the process exits normally (`atexit(3)`); 0 on success.
    /// A C function pointer cannot capture, so the handler reaches its data through globals.
    @discardableResult
    public static func runAtExit(_ handler: @convention(c) () -> Void) -> Int32 {
        atexit(handler)
    }

    /// Ends the process with `status`, flushing C streams (`exit(3)`).
    public static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }

    /// Ends the process at once with SIGABRT (`abort(3)`): a deadly signal, which fuzzers and
    /// crash reporters record as a finding.
    public static func abortProcess() -> Never {
        abort()
    }
}
