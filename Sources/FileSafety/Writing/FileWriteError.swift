/// Why a file could not be written; the file itself is left as it was.
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, independent of wording: ``Reason/description`` words it in English,
    /// the command-line tool in the user's language. `system` is what the system said: the
    /// error number, which the tool words itself, and the C library's English text for it
    /// (e.g. "Permission denied"), which ``description`` shows.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The path exists but is not a regular file.
        case notARegularFile
        /// The temporary file cannot be created.
        case cannotCreateTemporaryFile(system: SystemErrorCode)
        /// No free temporary file name after several tries.
        case tooManyNameCollisions
        /// Writing the bytes failed.
        case cannotWrite(system: SystemErrorCode)
        /// The old file's permissions cannot be given to the new one.
        case cannotSetPermissions(system: SystemErrorCode)
        /// Flushing to disk failed.
        case cannotFlush(system: SystemErrorCode)
        /// Closing the temporary file failed.
        case cannotClose(system: SystemErrorCode)
        /// Renaming the temporary file over the target failed.
        case cannotReplace(system: SystemErrorCode)
        /// The file cannot be read again just before it is rewritten.
        case cannotReadAgain
        /// The file changed since it was read, so it was not rewritten.
        case changedSinceRead
        /// A step before the rename was aborted (tests inject such failures); `detail` says why.
        case aborted(detail: String)

        /// A clear English sentence (e.g. "cannot create a temporary file: Permission denied").
        public var description: String {
            switch self {
            case .notARegularFile: "not a regular file"
            case .cannotCreateTemporaryFile(let system): "cannot create a temporary file: \(system)"
            case .tooManyNameCollisions: "cannot create a temporary file: too many name collisions"
            case .cannotWrite(let system): "cannot write: \(system)"
            case .cannotSetPermissions(let system): "cannot set permissions: \(system)"
            case .cannotFlush(let system): "cannot flush to disk: \(system)"
            case .cannotClose(let system): "cannot close the temporary file: \(system)"
            case .cannotReplace(let system): "cannot replace the file: \(system)"
            case .cannotReadAgain: "cannot read the file again before writing it"
            case .changedSinceRead: "the file changed since it was read; it was not rewritten"
            case .aborted(let detail): "write aborted: \(detail)"
            }
        }
    }

    /// The path that was to be written, as given.
    public var path: String
    /// What went wrong.
    public var reason: Reason

    /// Creates an error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// What went wrong, in English.
    public var message: String { reason.description }

    /// `path: error: message`.
    public var description: String { "\(path): error: \(message)" }
}
