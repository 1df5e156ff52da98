import TextMatching

/// Which frameworks a listing shows. Empty criteria match everything.
public struct FrameworkQuery: Sendable, Hashable {
    /// Only frameworks of this layer (id).
    public var layerID: String?
    /// Only frameworks introduced in this version (id) or later.
    public var sinceVersionID: String?
    /// Only frameworks available in this version (id): introduced by it and not removed.
    public var availableInVersionID: String?
    /// Only frameworks that have been deprecated.
    public var deprecatedOnly: Bool
    /// Only frameworks whose name, id, summary, capabilities or notes contain every word of
    /// this text, matched as `search` matches (case- and diacritic-insensitive, any catalog
    /// language, inflected forms too).
    public var text: String?

    /// Creates a query; every criterion is optional.
    public init(
        layerID: String? = nil, sinceVersionID: String? = nil, availableInVersionID: String? = nil,
        deprecatedOnly: Bool = false, text: String? = nil
    ) {
        self.layerID = layerID
        self.sinceVersionID = sinceVersionID
        self.availableInVersionID = availableInVersionID
        self.deprecatedOnly = deprecatedOnly
        self.text = text
    }
}

extension Catalog {
    /// The frameworks matching `query`, in name order.
    public func frameworks(matching query: FrameworkQuery) -> [Framework] {
        let words = query.text.map { searchWords(foldForSearch($0)).map(String.init) } ?? []
        return frameworks.filter { framework in
            if let layer = query.layerID, framework.layerID != layer { return false }
            if let since = query.sinceVersionID, !isVersion(framework.introducedID, atLeast: since) { return false }
            if let version = query.availableInVersionID, !isFramework(framework, availableIn: version) { return false }
            if query.deprecatedOnly, framework.deprecatedID == nil, framework.removedID == nil { return false }
            if !words.allSatisfy({ Catalog.score(word: $0, in: framework, preferring: .english).0 > 0 }) { return false }
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
