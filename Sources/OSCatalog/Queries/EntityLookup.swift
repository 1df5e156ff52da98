import TextMatching

extension Catalog {
    /// Finds the entry a user means by `text` in `show`: its exact id; a version by number or
    /// name (`7`, `iOS 7`); then any entry whose id or name, or a framework whose module, equals
    /// `text` ignoring case, accents, spaces, hyphens and underscores (`SwiftUI`, `swiftui`,
    /// `CoreMotion`, `core motion`, `AV Foundation`, `avfoundation`). Frameworks are tried first,
    /// in reading order, so the answer is the same on every run.
    public func entity(matching text: String) -> (any CatalogEntity)? {
        if let exact = entity(id: text) { return exact }
        if let version = version(matching: text) { return version }
        let key = Catalog.lookupKey(text)
        guard !key.isEmpty else { return nil }
        if let framework = frameworks.first(where: { framework in
            [framework.id, framework.name, framework.module ?? ""].contains { Catalog.lookupKey($0) == key }
        }) {
            return framework
        }
        return allEntities.first { Catalog.lookupKey($0.id) == key || Catalog.lookupKey($0.name) == key }
    }

    /// Folded for search (lower case, no accents), without spaces, hyphens or underscores.
    static func lookupKey(_ text: String) -> String {
        String(foldForSearch(text).filter { !($0.isWhitespace || $0 == "-" || $0 == "_") })
    }
}

extension Catalog {
    /// The entry id closest to `text` for "did you mean" when ``entity(matching:)`` finds
    /// nothing, or nil when no id is close: the first of ``suggestEntityIDs(for:limit:)``.
    public func suggestEntityID(for text: String) -> String? {
        suggestEntityIDs(for: text, limit: 1).first
    }

    /// The ids of the entries of every kind (versions, layers, services, frameworks, media
    /// formats, programs, tools, sources) a user may have meant by `text` when
    /// ``entity(matching:)`` finds nothing, best first, at most `limit`.
    ///
    /// First the entries whose id, name or module contains every word of `text` as a whole
    /// word (`mp3` → `audio-mp3`, "MP3 (MPEG-1 Audio Layer 3)", and `container-mp3`), in
    /// reading order; when there are none, the entries whose id, name or module is closest
    /// within a few typing mistakes of `text`, compared as ``entity(matching:)`` compares
    /// (`core locatoin` → `core-location`). Both passes are linear in the length of
    /// `text` for each entry (the edit distance is skipped for a length that alone rules it
    /// out), so a pasted 100 KB argument answers at once. Equally close typing mistakes go
    /// alphabetically, so the answer is the same on every run.
    public func suggestEntityIDs(for text: String, limit: Int = 5) -> [String] {
        guard limit > 0 else { return [] }
        let entities = allEntities
        let names = entities.map { entity in
            [entity.id, entity.name, (entity as? Framework)?.module ?? ""].filter { !$0.isEmpty }
        }
        let wanted = Set(searchWords(foldForSearch(text)).map(String.init))
        if !wanted.isEmpty {
            let byWords = entities.indices.filter { order in
                wanted.isSubset(of: Set(names[order].flatMap { searchWords(foldForSearch($0)).map(String.init) }))
            }
            if !byWords.isEmpty { return byWords.prefix(limit).map { entities[$0].id } }
        }
        let key = Catalog.lookupKey(text)
        guard !key.isEmpty else { return [] }
        var owners: [String: String] = [:]
        var keys: [String] = []
        for (order, entity) in entities.enumerated() {
            for name in names[order] {
                let candidate = Catalog.lookupKey(name)
                guard !candidate.isEmpty, owners[candidate] == nil else { continue }
                owners[candidate] = entity.id
                keys.append(candidate)
            }
        }
        let ranked = Suggestion.rankedMatches(to: key, in: keys)
        // Only the closest: one typing mistake away from two entries names both, not a third
        // that is two away.
        let best = ranked.first.map { Suggestion.distance(key, $0) }
        var ids: [String] = []
        for match in ranked where Suggestion.distance(key, match) == best {
            guard let id = owners[match], !ids.contains(id) else { continue }
            ids.append(id)
            if ids.count == limit { break }
        }
        return ids
    }
}
