import Testing

@testable import OSCatalog

/// `show` finds what people type: ids, names and modules in any case and spacing, and when
/// nothing matches, suggestions of every kind of entry, in bounded time.
@Suite struct EntitySuggestionTests {
    let catalog: Catalog

    init() throws {
        catalog = try CatalogFixtures.realCatalog()
    }

    @Test func findsIdsNamesAndModulesIgnoringCaseSpacesAndHyphens() {
        let spellings: [(String, String)] = [
            ("CoreMotion", "core-motion"), ("core-motion", "core-motion"), ("Core Motion", "core-motion"),
            ("av foundation", "av-foundation"), ("AVFOUNDATION", "av-foundation"), ("AV Foundation", "av-foundation"),
            ("av_foundation", "av-foundation"), ("17", "ios-17"), ("iOS 17", "ios-17"), ("AUDIO-MP3", "audio-mp3"),
        ]
        for (text, id) in spellings {
            #expect(catalog.entity(matching: text)?.id == id, "\(text)")
        }
    }

    @Test func suggestsTheMediaFormatsOfAWordOfTheirName() {
        #expect(catalog.entity(matching: "mp3") == nil)
        #expect(catalog.suggestEntityIDs(for: "mp3") == ["audio-mp3", "container-mp3"])
        #expect(catalog.suggestEntityIDs(for: "MP3", limit: 1) == ["audio-mp3"])
    }

    @Test func suggestsEveryKindOfEntry() throws {
        // One mistyped spelling of an entry of each kind finds that entry.
        let samples: [(EntityKind, String)] = [
            (.version, "ios-177"), (.framework, "core locatoin"), (.service, "airdrp"), (.tool, "xcod"),
        ]
        for (kind, text) in samples {
            let first = try #require(catalog.suggestEntityIDs(for: text).first, "\(text)")
            #expect(catalog.entity(id: first)?.kind == kind, "\(text) → \(first)")
        }
        // Two adjacent letters swapped in the middle of an id still name the entry, for the
        // first and the last entry of each kind (every entry would take minutes in a debug build).
        let sample = EntityKind.allCases.flatMap { kind in
            let ofKind = catalog.allEntities.filter { $0.kind == kind && $0.id.count >= 6 }
            return [ofKind.first, ofKind.last].compactMap { $0 }
        }
        #expect(Set(sample.map(\.kind)).count == EntityKind.allCases.count)
        for entity in sample {
            var characters = Array(entity.id)
            let middle = characters.count / 2
            guard characters[middle] != characters[middle - 1] else { continue }
            characters.swapAt(middle, middle - 1)
            let typo = String(characters)
            guard catalog.entity(matching: typo) == nil else { continue }
            #expect(catalog.suggestEntityIDs(for: typo).contains(entity.id), "\(typo) for \(entity.kind) \(entity.id)")
        }
    }

    @Test func suggestsNothingForNothingAlike() {
        #expect(catalog.suggestEntityIDs(for: "").isEmpty)
        #expect(catalog.suggestEntityIDs(for: "zzzzqqqq").isEmpty)
        #expect(catalog.suggestEntityIDs(for: "mp3", limit: 0).isEmpty)
    }

    @Test func answersAHundredKilobyteArgumentAtOnce() {
        for text in [String(repeating: "x", count: 100_000), String(repeating: "core motion ", count: 8_500)] {
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                #expect(catalog.entity(matching: text) == nil)
                _ = catalog.suggestEntityIDs(for: text)
            }
            #expect(elapsed < .milliseconds(500), "\(elapsed)")
        }
    }
}
