extension SiteBuilder {
    /// Checks that every catalog id that becomes a file or folder name is a safe path segment
    /// (``SiteRoute/isSafeSegment(_:)``), so that a build can refuse a hostile id before it
    /// creates or locks anything. ``files(for:progress:sink:)`` checks again.
    /// - Throws: ``SiteBuildError/unsafePath(_:)`` naming the first unsafe id.
    public func checkPaths() throws(SiteBuildError) {
        for id in PageID.pathIDs(in: catalog) where !SiteRoute.isSafeSegment(id) { throw .unsafePath(id) }
    }
}
