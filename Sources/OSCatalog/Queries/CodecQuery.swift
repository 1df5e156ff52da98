/// Which codecs and media formats a listing shows.
public struct CodecQuery: Sendable, Hashable {
    /// Only audio, video or container entries.
    public var kind: Codec.Kind?
    /// Only entries that use this container (file extension, with or without the dot).
    public var container: String?

    /// Creates a query; both criteria are optional.
    public init(kind: Codec.Kind? = nil, container: String? = nil) {
        self.kind = kind
        self.container = container
    }
}

extension Catalog {
    /// The codecs matching `query`, audio first, then video, then containers, each by name.
    public func codecs(matching query: CodecQuery) -> [Codec] {
        let container = query.container.map { ext in
            String(ext.lowercased().drop { $0 == "." })
        }
        return codecs.filter { codec in
            if let kind = query.kind, codec.codecKind != kind { return false }
            if let container, !codec.containers.contains(container), codec.id != container { return false }
            return true
        }
    }

    /// Every container extension the catalog mentions, sorted, for completions and suggestions.
    public var containerExtensions: [String] {
        Array(Set(codecs.flatMap(\.containers))).sorted()
    }
}
