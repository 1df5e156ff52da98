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

    /// Starts the program at `path` with `arguments` (without the program name) and exactly the
    /// `environment` given ("NAME=value" entries) (`posix_spawn`). Each entry of `descriptors`
    /// makes the child's descriptor (the key) a copy of one of this process's (the value), by
    /// `dup2` file actions; the child's other descriptors are this process's, less those marked
    /// close-on-exec. The process id, or nil when it could not start (``errorNumber`` then says
    /// why: `ENOENT` for a missing program, as `posix_spawn` reports the failed `exec`).
    public static func spawn(
        _ path: String, arguments: [String], environment: [String], descriptors: [Int32: Int32]
    ) -> ProcessID? {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        let initialized = posix_spawn_file_actions_init(&actions)
        guard initialized == 0 else {
            errno = initialized
            return nil
        }
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in descriptors.sorted(by: { $0.key < $1.key }) {
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = ProcessID()
        let status = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard status == 0 else {
            errno = status
            return nil
        }
        return pid
    }

    /// Waits for the child `pid` to end (`waitpid`): its exit status, 128 + the signal number
    /// when a signal ended it, or nil when it cannot be waited for.
    public static func waitForExit(_ pid: ProcessID) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Ignores `signal` from now on (`signal(2)` with `SIG_IGN`); a program started later
    /// inherits the choice, so ignore a signal only after starting a child that needs it.
    public static func ignoreSignal(_ which: IgnorableSignal) {
        let number: Int32
        switch which {
        case .brokenPipe: number = SIGPIPE
        case .interrupt: number = SIGINT
        case .quit: number = SIGQUIT
        }
        _ = signal(number, SIG_IGN)
    }
}

/// The signals oscat may choose to ignore while a pager shows its output.
public enum IgnorableSignal: Sendable {
    /// `SIGPIPE`: a write to a pipe whose reader has gone then fails with `EPIPE` instead of
    /// ending the process.
    case brokenPipe
    /// `SIGINT` (Control-C), which the terminal sends to the pager too; the pager handles it.
    case interrupt
    /// `SIGQUIT` (Control-\).
    case quit
}
