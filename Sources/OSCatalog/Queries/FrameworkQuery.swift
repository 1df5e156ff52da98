import TextMatching

/// Which frameworks a listing shows. Empty criteria match everything.
public struct FrameworkQuery: Sendable, Hashable {
    /// Only frameworks of this layer (id).
    public var layerID: String?
    /// Only frameworks introduced in this version (id) or later.
    public var sinceVersionID: String?
    /// Only frameworks that can be used on some release of this version (a reference, read as a
    /// ``ReleaseSpan``: `ios-12` is every 12.x, `ios-15.1` that point release): introduced by
    /// the span's last release and not removed by its first.
    public var availableInVersionID: String?
    /// Only frameworks introduced in this version (a reference read as a ``ReleaseSpan``:
    /// `ios-9` matches 9.0 to 9.3, `ios-16.1` only 16.1 and its updates).
    public var introducedInVersionID: String?
    /// Only frameworks deprecated in this version (a reference read as a ``ReleaseSpan``).
    public var deprecatedInVersionID: String?
    /// Only frameworks removed in this version (a reference read as a ``ReleaseSpan``).
    public var removedInVersionID: String?
    /// Only frameworks that have been deprecated.
    public var deprecatedOnly: Bool
    /// Only frameworks whose name, id, summary, capabilities or notes contain every word of
    /// this text, matched as `search` matches (case- and diacritic-insensitive, any catalog
    /// language, inflected forms too).
    public var text: String?

    /// Creates a query; every criterion is optional.
    public init(
        layerID: String? = nil, sinceVersionID: String? = nil, availableInVersionID: String? = nil,
        deprecatedOnly: Bool = false, text: String? = nil, introducedInVersionID: String? = nil,
        deprecatedInVersionID: String? = nil, removedInVersionID: String? = nil
    ) {
        self.layerID = layerID
        self.sinceVersionID = sinceVersionID
        self.availableInVersionID = availableInVersionID
        self.deprecatedOnly = deprecatedOnly
        self.text = text
        self.introducedInVersionID = introducedInVersionID
        self.deprecatedInVersionID = deprecatedInVersionID
        self.removedInVersionID = removedInVersionID
    }
}

extension Catalog {
    /// The frameworks matching `query`, in name order.
    public func frameworks(matching query: FrameworkQuery) -> [Framework] {
        var folder = SearchFolder()
        let words = query.text.map { folder.words($0) } ?? []
        // One scorer for every framework, so its folding tables are filled once.
        var scorer = SearchScorer(terms: words.map { SearchTerm($0, isOpen: false) }, preferring: .english, namesOnly: false)
        return frameworks.filter { framework in
            if let layer = query.layerID, framework.layerID != layer { return false }
            if let since = query.sinceVersionID, !isVersion(framework.introducedID, atLeast: since) { return false }
            if let version = query.availableInVersionID {
                guard let span = ReleaseSpan(reference: version),
                    isAvailable(introduced: framework.introducedID, removed: framework.removedID, during: span)
                else { return false }
            }
            let lifecycle: [(String?, String?)] = [
                (query.introducedInVersionID, framework.introducedID), (query.deprecatedInVersionID, framework.deprecatedID),
                (query.removedInVersionID, framework.removedID),
            ]
            for case (let wanted?, let actual) in lifecycle {
                guard let span = ReleaseSpan(reference: wanted), let actual, isReference(actual, in: span) else { return false }
            }
            if query.deprecatedOnly, framework.deprecatedID == nil, framework.removedID == nil { return false }
            if !words.isEmpty, !scorer.matchesEveryTerm(framework) { return false }
            return true
        }
    }

    /// Whether `framework` can be used on version `id`: introduced by then and not yet removed.
    public func isFramework(_ framework: Framework, availableIn id: String) -> Bool {
        guard isVersion(id, atLeast: framework.introducedID) else { return false }
        if let removed = framework.removedID, isVersion(id, atLeast: removed) { return false }
        return true
    }

    /// The state of `framework` on version `id`, for availability matrices.
    public func availability(of framework: Framework, in id: String) -> Availability {
        if !isVersion(id, atLeast: framework.introducedID) { return .unavailable }
        if let removed = framework.removedID, isVersion(id, atLeast: removed) { return .removed }
        if let deprecated = framework.deprecatedID, isVersion(id, atLeast: deprecated) { return .deprecated }
        return .available
    }

    /// The state of `framework` during major version `versionID` as a whole, for matrices with
    /// one column per major version: a framework introduced in iOS 16.1 counts as available in
    /// iOS 16, one removed in iOS 17.2 is still there in iOS 17 and gone from iOS 18.
    public func availability(of framework: Framework, during versionID: String) -> Availability {
        guard let column = order(ofVersion: versionID), let introduced = position(ofVersion: framework.introducedID)
        else { return .unavailable }
        if introduced.major > column { return .unavailable }
        if let removed = framework.removedID.flatMap(position(ofVersion:)), removed <= VersionPosition(major: column, update: []) {
            return .removed
        }
        if let deprecated = framework.deprecatedID.flatMap(position(ofVersion:)), deprecated.major <= column { return .deprecated }
        return .available
    }
}

/// Whether a framework can be used on a given version.
public enum Availability: String, Sendable, Hashable {
    case unavailable
    case available
    case deprecated
    case removed
}
