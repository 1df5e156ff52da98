/// A pointer from a catalog fact to the source it comes from and where in that source.
public struct Citation: Sendable, Hashable {
    /// The id of the cited entry of the bibliography.
    public var sourceID: String
    /// Where in the source: chapter, section, page, in the source's own terms.
    public var locator: String

    /// Creates a citation of `sourceID` at `locator`.
    public init(sourceID: String, locator: String) {
        self.sourceID = sourceID
        self.locator = locator
    }
}
