/// One catalog file's bytes and the name it is reported under.
public struct CatalogFile: Sendable {
    /// The path shown in diagnostics (relative to the working directory where possible).
    public var path: String
    /// The file's exact content.
    public var bytes: [UInt8]

    /// Creates a file from its display path and content.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
