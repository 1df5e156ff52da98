import SystemCalls

/// An exclusive lock on a folder (`flock` on the folder itself), so that processes that write
/// the same place take turns: the second waits until the first is done. The lock is advisory
/// (only processes that ask for it wait) and goes away with the process, so a killed holder
/// never leaves it stuck.
public enum FolderLock {
    /// Runs `body` while holding the lock of the folder at `path`, which must exist; waits for
    /// another holder first. The lock is released when `body` returns or throws.
    /// - Parameter failure: turns what the system said, when the folder cannot be opened or
    ///   locked, into the caller's error; `body` is then not run.
    public static func holding<Result, Failure: Error>(
        folder path: String, failure: (SystemErrorCode) -> Failure, run body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let descriptor = Platform.openFile(path, [.readOnly, .directory, .closeOnExec])
        guard descriptor >= 0 else { throw failure(SystemErrorCode.current) }
        defer { Platform.closeFile(descriptor) }
        guard Platform.lockExclusively(descriptor) == 0 else { throw failure(SystemErrorCode.current) }
        defer { Platform.unlock(descriptor) }
        return try body()
    }
}
