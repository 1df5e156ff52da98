import JSONReader

/// For every translation, the fingerprint of the English text it was made from
/// (`Localization/fingerprints.json`: `{"<unit-id>": {"cs": "<fingerprint>", …}, …}`).
/// A translation whose recorded fingerprint differs from the current English one is stale.
public struct SourceFingerprintStore: Sendable, Equatable {
    /// The recorded fingerprints: unit id → language code → fingerprint.
    public var fingerprints: [String: [String: String]]

    /// Creates a store.
    public init(fingerprints: [String: [String: String]] = [:]) {
        self.fingerprints = fingerprints
    }

    /// Reads a store from the bytes of its JSON file.
    public init(bytes: [UInt8]) throws(JSONParseError) {
        let document = try JSONReader.parse(bytes)
        var fingerprints: [String: [String: String]] = [:]
        for unit in document.objectValue?.members ?? [] {
            var languages: [String: String] = [:]
            for language in unit.value.objectValue?.members ?? [] {
                if let value = language.value.stringValue { languages[language.key] = value }
            }
            fingerprints[unit.key] = languages
        }
        self.fingerprints = fingerprints
    }

    /// The recorded fingerprint of `language`'s translation of `unitID`.
    public func fingerprint(of unitID: String, language: String) -> String? {
        fingerprints[unitID]?[language]
    }

    /// Records that `language`'s translation of `unit` was made from its current English text.
    public mutating func record(_ unit: TranslationUnit, language: String) {
        guard let source = unit.source else { return }
        fingerprints[unit.id, default: [:]][language] = sourceFingerprint(of: source.text)
    }

    /// Records every present translation of every unit as current (for a first baseline).
    public mutating func recordAll(_ corpus: TranslationCorpus) {
        for unit in corpus.units {
            for language in unit.translations.keys where language != "en" { record(unit, language: language) }
        }
    }

    /// The file's canonical bytes: keys sorted, two-space indentation, final newline.
    public var bytes: [UInt8] {
        let document: JSONValue = .object(
            fingerprints.keys.sorted().map { unit in
                let languages = fingerprints[unit] ?? [:]
                return (unit, .object(languages.keys.sorted().map { ($0, .string(languages[$0] ?? "")) }))
            })
        return Array((JSONWriter.write(document) + "\n").utf8)
    }
}
