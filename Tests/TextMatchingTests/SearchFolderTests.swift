import Testing

@testable import TextMatching

/// ``SearchFolder`` must fold and split exactly as ``foldForSearch(_:)`` and ``searchWords(_:)``:
/// it is a faster way to the same words.
@Suite struct SearchFolderTests {
    static let samples = [
        "Géolocalisation", "Příliš ŽLUŤOUČKÝ", "Геолокация Ёлка", "Åtkomst ÄR Öppen", "e\u{301}", "",
        "\u{301}e", "a\u{F73}\u{F72}b", "\u{F73}\u{F71}", "한국어 ᄒ\u{1161}", "Straße ŁÓDŹ ø đ", "^`~",
        "AV Foundation, av-foundation; AVFoundation!", "l’iOS 17 — “quoted” 𝒜𝓁𝓅𝒽𝒶 ①②", "polo\u{AD}ha poloha\u{200D} ",
        "  leading and trailing  ", "x", "𐍈𐍈 😀 a😀b", "日本語のテキスト", "٣ أرقام ١٢",
    ]

    @Test func foldsLikeFoldForSearch() {
        var folder = SearchFolder()
        for text in Self.samples {
            #expect(folder.fold(text) == foldForSearch(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func splitsAndCompactsLikeSearchWords() {
        var folder = SearchFolder()
        for text in Self.samples {
            let expected = searchWords(foldForSearch(text)).map(String.init)
            #expect(folder.words(text) == expected, "\(text.unicodeScalars.map(\.value))")
            #expect(folder.compact(text) == compactForSearch(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// Runs of consecutive scalars, so each scalar is folded next to others: Latin, Greek,
    /// Cyrillic, the combining marks, Tibetan (scalars that decompose into combining marks),
    /// Hangul and its jamo, and a little of the compatibility and CJK blocks.
    @Test func foldsEveryScalarOfManyBlocksLikeFoldForSearch() {
        var folder = SearchFolder()
        let ranges: [ClosedRange<UInt32>] = [
            0...0x0FFF, 0x1100...0x11FF, 0x1E00...0x1FFF, 0x2100...0x24FF,
            0xAC00...0xAD00, 0xF900...0xFB4F, 0xFF00...0xFFEF, 0x1D15E...0x1D1C0,
        ]
        for range in ranges {
            let scalars = range.compactMap(Unicode.Scalar.init)
            for start in stride(from: 0, to: scalars.count, by: 48) {
                let text = String(String.UnicodeScalarView(scalars[start..<min(start + 48, scalars.count)]))
                #expect(folder.fold(text) == foldForSearch(text), "from U+\(String(scalars[start].value, radix: 16))")
                #expect(
                    folder.words(text) == searchWords(foldForSearch(text)).map(String.init),
                    "from U+\(String(scalars[start].value, radix: 16))")
            }
        }
    }
}
