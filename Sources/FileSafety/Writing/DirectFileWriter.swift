import SystemCalls

/// Writes a file in place, without a temporary file or a flush: for the files of a folder that
/// nobody reads until it is complete and swapped in whole (``FolderSwap``), where replacing each
/// file atomically would only cost time.
public enum DirectFileWriter {
    /// Creates or empties the file at `path` (0644 less the umask) and writes every byte of
    /// `bytes`, retrying short writes and interrupted calls. The folder must exist.
    /// - Throws: what the system said when the file cannot be opened or written; what was
    ///   written so far stays.
    public static func write(_ bytes: [UInt8], toPath path: String) throws(SystemErrorCode) {
        let descriptor = Platform.openFile(path, [.writeOnly, .create, .truncate, .closeOnExec], permissions: 0o644)
        guard descriptor >= 0 else { throw SystemErrorCode.current }
        defer { Platform.closeFile(descriptor) }
        var offset = 0
        let failure: SystemErrorCode? = bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = Platform.writeBytes(
                    to: descriptor, from: buffer.baseAddress?.advanced(by: offset), count: buffer.count - offset)
                if written < 0 {
                    if Platform.errorNumber == ErrorNumber.EINTR { continue }
                    return SystemErrorCode.current
                }
                offset += written
            }
            return nil
        }
        if let failure { throw failure }
    }
}
