/// Loading failed: every problem found, in file and position order.
public struct CatalogLoadError: Error, Sendable, CustomStringConvertible {
    /// All diagnostics; at least one is an error.
    public var diagnostics: [CatalogDiagnostic]

    /// Creates a load error from the diagnostics found.
    public init(diagnostics: [CatalogDiagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
