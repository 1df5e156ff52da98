/// Which codecs and media formats a listing shows: "which video formats can iOS 17 capture?" is
/// `kind: .video, features: [.capture], availableInVersionID: "ios-17"`.
public struct CodecQuery: Sendable, Hashable {
    /// Only entries of this kind.
    public var kind: Codec.Kind?
    /// Only entries that use this container (file extension, with or without the dot).
    public var container: String?
    /// Only formats iOS does all of these with (on some device); with a version, by then.
    public var features: Set<MediaSupport.Feature>
    /// Only formats introduced in this version (id or reference) or later.
    public var sinceVersionID: String?
    /// Only formats introduced in this version (a reference read as a ``ReleaseSpan``: `ios-11`
    /// is any 11.x, `ios-17.2` that point release); a format whose introduction is unrecorded
    /// never matches.
    public var introducedInVersionID: String?
    /// Only formats handled on this version: introduced by it, or with `features`, each of
    /// them there by then (a format whose introduction is unrecorded can still answer).
    public var availableInVersionID: String?

    /// Creates a query; every criterion is optional.
    public init(
        kind: Codec.Kind? = nil, container: String? = nil, features: Set<MediaSupport.Feature> = [],
        sinceVersionID: String? = nil, availableInVersionID: String? = nil, introducedInVersionID: String? = nil
    ) {
        self.kind = kind
        self.container = container
        self.features = features
        self.sinceVersionID = sinceVersionID
        self.availableInVersionID = availableInVersionID
        self.introducedInVersionID = introducedInVersionID
    }
}

extension Catalog {
    /// The codecs matching `query`, grouped by kind (audio, video, image, streaming, subtitle,
    /// containers), each group by name.
    public func codecs(matching query: CodecQuery) -> [Codec] {
        let container = query.container.map { ext in
            String(ext.lowercased().drop { $0 == "." })
        }
        return codecs.filter { codec in
            if let kind = query.kind, codec.codecKind != kind { return false }
            if let container, !codec.containers.contains(container), codec.id != container { return false }
            if let since = query.sinceVersionID {
                guard let introduced = codec.introducedID, isVersion(introduced, atLeast: since) else { return false }
            }
            if let wanted = query.introducedInVersionID {
                guard let span = ReleaseSpan(reference: wanted), let introduced = codec.introducedID, isReference(introduced, in: span)
                else { return false }
            }
            // With a feature, its dated fact answers the version question; without one, the
            // format's introduction does.
            if let version = query.availableInVersionID, query.features.isEmpty {
                guard let introduced = codec.introducedID, isReached(introduced, by: version) else { return false }
            }
            for feature in query.features {
                let facts = codec.support.filter { $0.feature == feature }
                if facts.isEmpty { return false }
                if let version = query.availableInVersionID,
                    !facts.contains(where: { $0.sinceID.map { isReached($0, by: version) } ?? false })
                {
                    return false
                }
            }
            return true
        }
    }

    /// Whether the release `reference` names has come by `version`: a major (`ios-17`) counts
    /// every one of its updates, so a format captured from iOS 17.2 counts for iOS 17; a point
    /// release (`ios-17.1`) counts only the releases up to it.
    func isReached(_ reference: String, by version: String) -> Bool {
        guard let target = VersionReference(version), target.update.isEmpty else { return isVersion(version, atLeast: reference) }
        guard let column = order(ofVersion: target.versionID), let since = position(ofVersion: reference) else { return false }
        return since.major <= column
    }

    /// The dated fact with the first release from which iOS does `feature` with `codec` (on
    /// some device), if the catalog records one.
    public func earliestSupport(of codec: Codec, _ feature: MediaSupport.Feature) -> MediaSupport? {
        codec.support.filter { $0.feature == feature && $0.sinceID.flatMap(position(ofVersion:)) != nil }.min { lhs, rhs in
            guard let left = lhs.sinceID.flatMap(position(ofVersion:)), let right = rhs.sinceID.flatMap(position(ofVersion:)) else {
                return false
            }
            return left < right
        }
    }

    /// Every container extension the catalog mentions, sorted, for completions and suggestions.
    public var containerExtensions: [String] {
        Array(Set(codecs.flatMap(\.containers))).sorted()
    }
}
