import SystemCalls

/// Standard output sent through a running pager, as git does it: the pager (`/bin/sh -c
/// "$PAGER"`) reads a pipe whose writing end becomes oscat's descriptor 1, so every write to
/// standard output goes to it; standard error stays on the terminal. ``finish()`` closes the
/// pipe and waits for the pager, so that the shell's prompt comes back only after the user
/// has quit it.
///
/// While the pager runs, `SIGPIPE` is ignored, so that a user who quits before the end makes
/// the next write fail with `EPIPE` (``OutputChannel`` then writes nothing more, and
/// ``StreamFailure`` keeps the command's own exit status), and so are `SIGINT` and `SIGQUIT`,
/// which the terminal sends to the pager too: the pager answers them, and oscat must not end
/// and hand the terminal back to the shell while the pager still draws on it.
final class PagedOutput: Sendable {
    /// The pager's process.
    let processID: ProcessID

    private init(processID: ProcessID) {
        self.processID = processID
    }

    /// Starts `pager` and sends standard output to it; nil, with standard output unchanged,
    /// when no pipe can be made or `/bin/sh` cannot be started.
    static func start(_ pager: Pager) -> PagedOutput? {
        guard let pipe = Platform.makePipe() else { return nil }
        // The pager must not inherit the writing end, or it would wait for its own input forever.
        Platform.setCloseOnExec(pipe.reading)
        Platform.setCloseOnExec(pipe.writing)
        let environment = pager.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let started = Platform.spawn(
            "/bin/sh", arguments: ["-c", pager.command], environment: environment, descriptors: [0: pipe.reading])
        Platform.closeFile(pipe.reading)
        guard let started else {
            Platform.closeFile(pipe.writing)
            return nil
        }
        Platform.duplicateDescriptor(pipe.writing, onto: Platform.standardOutputDescriptor)
        Platform.closeFile(pipe.writing)
        for signal in [IgnorableSignal.brokenPipe, .interrupt, .quit] { Platform.ignoreSignal(signal) }
        return PagedOutput(processID: started)
    }

    /// Ends the pager's input and waits for the pager to exit. Its exit status is not oscat's:
    /// a pager quit early or failed to start its program says nothing about the command.
    func finish() {
        Platform.closeFile(Platform.standardOutputDescriptor)
        _ = Platform.waitForExit(processID)
    }
}
