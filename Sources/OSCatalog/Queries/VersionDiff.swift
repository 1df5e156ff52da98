/// What changed between two OS versions: the frameworks introduced, deprecated and removed
/// after the first up to and including the second, and the highlights of the versions between.
public struct VersionDiff: Sendable {
    /// The earlier and the later version.
    public var from: OSVersion
    public var to: OSVersion
    /// The versions after `from` up to and including `to`.
    public var versions: [OSVersion]
    public var introduced: [Framework]
    public var deprecated: [Framework]
    public var removed: [Framework]
}

extension Catalog {
    /// The changes from version `from` to version `to` (ids). If `to` is older than `from`
    /// the two are swapped, so the diff always runs forward in time.
    public func diff(from: OSVersion, to: OSVersion) -> VersionDiff {
        var (early, late) = (from, to)
        if let left = order(ofVersion: from.id), let right = order(ofVersion: to.id), left > right {
            (early, late) = (to, from)
        }
        let lower = order(ofVersion: early.id) ?? 0, upper = order(ofVersion: late.id) ?? 0
        func inRange(_ id: String?) -> Bool {
            guard let id, let position = order(ofVersion: id) else { return false }
            return position > lower && position <= upper
        }
        let between = versions.filter { inRange($0.id) }
        return VersionDiff(
            from: early, to: late, versions: between,
            introduced: frameworks.filter { inRange($0.introducedID) },
            deprecated: frameworks.filter { inRange($0.deprecatedID) },
            removed: frameworks.filter { inRange($0.removedID) })
    }
}
