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

    /// A pasted 100 KB argument finds no entry, and the work grows linearly
    /// with the argument's length: ten times the text takes well under thirty times as long
    /// (quadratic work would take about a hundred times). The ratio, not a time, is checked, so
    /// a loaded machine does not fail it; speed itself is Scripts/bench's business.
    @Test func workGrowsLinearlyWithTheArgument() {
        func cost(_ text: String) -> Duration {
            let clock = ContinuousClock()
            return (0..<3).map { _ in
                clock.measure {
                    #expect(catalog.entity(matching: text) == nil)
                    _ = catalog.suggestEntityIDs(for: text)
                }
            }.min() ?? .zero
        }
        for unit in ["x", "core motion "] {
            let small = cost(String(repeating: unit, count: 10_000 / unit.count))
            let large = cost(String(repeating: unit, count: 100_000 / unit.count))
            #expect(large < small * 30 + .milliseconds(20), "10 KB: \(small), 100 KB: \(large)")
        }
    }
}
