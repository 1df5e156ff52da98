/// What changed between two OS versions or point releases: the frameworks introduced,
/// deprecated and removed after the first up to and including the second, and the highlights
/// of the major versions between.
public struct VersionDiff: Sendable {
    /// The earlier and the later version.
    public var from: VersionPoint
    /// The later of the two: `diff(from:to:)` swaps its arguments when `to` is the older.
    public var to: VersionPoint
    /// The major versions after `from` up to and including `to`.
    public var versions: [OSVersion]
    /// The frameworks introduced after `from` up to and including `to`, in the catalog's order
    /// (by name).
    public var introduced: [Framework]
    /// The frameworks deprecated after `from` up to and including `to`, in the catalog's order.
    public var deprecated: [Framework]
    /// The frameworks removed after `from` up to and including `to`, in the catalog's order.
    public var removed: [Framework]
}

extension Catalog {
    /// The changes from major version `from` to major version `to`.
    public func diff(from: OSVersion, to: OSVersion) -> VersionDiff {
        diff(from: VersionPoint(version: from), to: VersionPoint(version: to))
    }

    /// The changes from `from` to `to`, point releases included (`16` to `16.1` lists what
    /// iOS 16.1 brought). If `to` is older than `from` the two are swapped, so the diff always
    /// runs forward in time.
    public func diff(from: VersionPoint, to: VersionPoint) -> VersionDiff {
        var (early, late) = (from, to)
        if let left = position(of: from), let right = position(of: to), left > right {
            (early, late) = (to, from)
        }
        let lower = position(of: early) ?? VersionPosition(major: 0, update: [])
        let upper = position(of: late) ?? VersionPosition(major: 0, update: [])
        func inRange(_ reference: String?) -> Bool {
            guard let reference, let position = position(ofVersion: reference) else { return false }
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
