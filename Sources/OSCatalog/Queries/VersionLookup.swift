import TextMatching

extension Catalog {
    /// Finds the version a user means by `text`: its id (`ios-7`), its major number (`7`),
    /// or its name in any case and spacing (`iOS 7`, `iphone os 3`, `ios7`).
    public func version(matching text: String) -> OSVersion? {
        if let exact = versions.first(where: { $0.id == text }) { return exact }
        var key = Catalog.versionKey(text)
        if key.hasSuffix(".0") { key.removeLast(2) }
        guard !key.isEmpty else { return nil }
        if key.allSatisfy(\.isASCIINumber), let major = Int(key) {
            return versions.first { $0.major == major }
        }
        return versions.first { Catalog.versionKey($0.id) == key || Catalog.versionKey($0.name) == key }
    }

    /// The closest known spelling to an unknown version text.
    public func suggestVersion(for text: String) -> String? {
        Suggestion.closestMatch(to: text, in: versions.map(\.id))
    }

    /// Lower case, without spaces, hyphens or underscores: "iPhone OS 3" → "iphoneos3".
    static func versionKey(_ text: String) -> String {
        String(text.lowercased().filter { !" -_".contains($0) })
    }
}

extension Character {
    fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
