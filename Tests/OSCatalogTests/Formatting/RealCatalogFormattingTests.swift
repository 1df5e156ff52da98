import JSONReader
import OSCatalog
import TestSupport
import Testing

/// The formatter on the real catalog in `Catalog/`: it keeps every fact, it is stable after one
/// run, and the catalog it writes loads to the same catalog.
@Suite struct RealCatalogFormattingTests {
    typealias F = FormattingFixtures

    let files: [CatalogFile]
    let results: [FormattedFile]

    init() throws {
        files = try F.realCatalogFiles()
        results = CatalogFormatter.format(files: files)
    }

    @Test func everyFileFormats() {
        #expect(files.count >= 5)
        for result in results { #expect(result.diagnostic == nil, "\(result.path)") }
    }

    @Test func formattingKeepsEveryEntryAndEveryValue() throws {
        for (file, result) in zip(files, results) {
            let original = try JSONReader.parse(file.bytes)
            let formatted = try JSONReader.parse(try #require(result.formatted))
            let originalTop = try #require(original.objectValue)
            let formattedTop = try #require(formatted.objectValue)
            #expect(Set(originalTop.keys) == Set(formattedTop.keys), "\(file.path)")
            for member in originalTop.members {
                let counterpart = try #require(formattedTop[member.key])
                guard let entries = member.value.arrayValue else {
                    #expect(member.value.semanticallyEquals(counterpart), "\(file.path) \(member.key)")
                    continue
                }
                // Same multiset of entries: same count, and each original entry equals the
                // formatted entry with its id (ids are unique in the real catalog).
                let formattedEntries = try #require(counterpart.arrayValue)
                #expect(formattedEntries.count == entries.count, "\(file.path) \(member.key)")
                var byID: [String: JSONValue] = [:]
                for entry in formattedEntries {
                    let id = try #require(entry["id"]?.stringValue)
                    #expect(byID.updateValue(entry, forKey: id) == nil, "duplicate \(id)")
                }
                for entry in entries {
                    let id = try #require(entry["id"]?.stringValue)
                    let match = try #require(byID[id], "\(file.path): \(id) missing")
                    #expect(entry.semanticallyEquals(match), "\(file.path): \(id) changed")
                }
            }
        }
    }

    @Test func theCatalogIsStableAfterOneFormat() throws {
        let once = results.map { CatalogFile(path: $0.path, bytes: $0.formatted ?? []) }
        let twice = CatalogFormatter.format(files: once)
        for (first, second) in zip(once, twice) {
            #expect(second.formatted == first.bytes, "\(first.path)")
            #expect(!second.isChanged, "\(first.path)")
        }
    }

    @Test func theFormattedCatalogLoadsToTheSameCatalog() throws {
        let original = try CatalogLoader.load(files: files)
        let formatted = try CatalogLoader.load(files: results.map { CatalogFile(path: $0.path, bytes: $0.formatted ?? []) })
        #expect(formatted.allEntities.map(\.id) == original.allEntities.map(\.id))
        #expect(formatted.frameworks.map(\.summary) == original.frameworks.map(\.summary))
        #expect(formatted.versions.map(\.released) == original.versions.map(\.released))
    }

    @Test func anyOrderOfKeysAndEntriesFormatsToTheSameBytes() throws {
        var generator = SplitMix64(seed: 0xF0_4D47)
        for round in 0..<3 {
            let shuffledFiles = try files.map { file in
                let value = F.shuffled(try JSONReader.parse(file.bytes), using: &generator)
                return CatalogFile(path: file.path, bytes: JSONWriter.writeBytes(value, style: .compact))
            }
            let reformatted = CatalogFormatter.format(files: shuffledFiles)
            for (expected, actual) in zip(results, reformatted) {
                #expect(actual.formatted == expected.formatted, "round \(round): \(expected.path)")
            }
        }
    }

    @Test func formattedFilesFollowTheCanonicalEntryOrder() throws {
        let documents = try results.map { try JSONReader.parse(try #require($0.formatted)) }
        let order = CanonicalEntryOrder(documents: documents)
        for document in documents {
            for kind in EntityKind.allCases {
                guard let entries = document[kind.collectionKey]?.arrayValue else { continue }
                let ids = entries.compactMap { $0["id"]?.stringValue }
                #expect(order.sorted(entries, of: kind).compactMap { $0["id"]?.stringValue } == ids)
            }
        }
    }
}
