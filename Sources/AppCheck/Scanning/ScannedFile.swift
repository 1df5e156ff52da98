import SourceImports

/// One source file after its scan: its imports, or why it was not (fully) read.
public struct ScannedFile: Sendable, Hashable {
    /// The file's path, as the walk found it.
    public var path: String
    /// Its imports, in file order.
    public var imports: [SourceImport]
    /// What went wrong, if anything: an unreadable file has no imports, an invalid UTF-8 one
    /// keeps those found.
    public var problem: FileProblem?
}

/// Why a source file was not read, or not read cleanly.
public enum FileProblem: Sendable, Hashable {
    /// A path given on the command line that does not exist.
    case missing
    /// The system refused to read it (the `errno` value).
    case unreadable(errorNumber: Int32)
    /// It holds a NUL byte: not text, skipped.
    case binary
    /// It is not valid UTF-8 at this line and column; the imports were still found.
    case invalidUTF8(line: Int, column: Int)
}
