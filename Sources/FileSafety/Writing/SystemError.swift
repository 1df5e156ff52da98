import SystemCalls

/// Small helpers over the C library shared by the file-writing types.
enum SystemError {
    /// Flushes a folder's entries (a rename, a new or removed name) to disk; best effort.
    static func syncDirectory(_ directory: String) {
        let descriptor = Platform.openFile(directory, [.readOnly, .closeOnExec])
        guard descriptor >= 0 else { return }
        Platform.syncFile(descriptor)
        Platform.closeFile(descriptor)
    }
}
