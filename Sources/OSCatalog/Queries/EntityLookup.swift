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
    /// nothing, or nil when no id is close.
    public func suggestEntityID(for text: String) -> String? {
        Suggestion.closestMatch(to: text, in: allEntities.map(\.id))
    }
}
