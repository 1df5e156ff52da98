import Foundation
import Testing

@testable import TabularOutput

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("ASCII counts one column per printable character")
    func ascii() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("UIKit") == 5)
        #expect(DisplayWidth.of("Core Data 3.0 (iOS)") == 19)
        #expect(DisplayWidth.of(" ~!@#$%^&*()_+{}|:<>?") == 21)
    }

    @Test("Czech precomposed and decomposed both count one per letter")
    func czech() {
        let precomposed = "Příliš žluťoučký kůň"
        let decomposed = precomposed.decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > precomposed.unicodeScalars.count)
        #expect(DisplayWidth.of(precomposed) == 20)
        #expect(DisplayWidth.of(decomposed) == 20)
        #expect(DisplayWidth.of("úpěl ďábelské ódy") == 17)
        #expect(DisplayWidth.of("u\u{30A}") == 1)
    }

    @Test("Cyrillic, Swedish and French typography count one per letter")
    func otherEuropeanScripts() {
        #expect(DisplayWidth.of("Привет, мир") == 11)
        #expect(DisplayWidth.of("Ёлка Щука Ъ") == 11)
        #expect(DisplayWidth.of("Smörgåsbord") == 11)
        #expect(DisplayWidth.of("åäö ÅÄÖ") == 7)
        #expect(DisplayWidth.of("Bonjour\u{A0}!") == 9)
        #expect(DisplayWidth.of("fin\u{202F};") == 5)
        #expect(DisplayWidth.of("« Info.plist »") == 14)
    }

    @Test("East Asian Wide and Fullwidth characters count two")
    func cjk() {
        #expect(DisplayWidth.of("中文") == 4)
        #expect(DisplayWidth.of("日本語テキスト") == 14)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢＣ") == 6)
        #expect(DisplayWidth.of("。、") == 4)
        #expect(DisplayWidth.of("\u{3000}") == 2)
        #expect(DisplayWidth.of("ｶﾀｶﾅ") == 4, "halfwidth katakana is narrow")
        #expect(DisplayWidth.of("iOS 17 日本") == 11)
        #expect(DisplayWidth.of("\u{20000}") == 2, "CJK Extension B")
    }

    @Test("Decomposed Hangul syllable is one cluster of width two")
    func decomposedHangul() {
        let decomposed = "한".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count == 3)
        #expect(DisplayWidth.of(decomposed) == 2)
    }

    @Test("Emoji count two, including sequences")
    func emoji() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("⌚") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2, "skin tone modifier")
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦") == 2, "ZWJ family")
        #expect(DisplayWidth.of("🏳️‍🌈") == 2, "ZWJ flag with VS16")
        #expect(DisplayWidth.of("🇨🇿🇸🇪") == 4, "two regional-indicator flags")
        #expect(DisplayWidth.of("❤️") == 2, "text-default emoji with VS16")
        #expect(DisplayWidth.of("❤") == 1, "text-default emoji without VS16")
        #expect(DisplayWidth.of("1️⃣") == 2, "keycap")
        #expect(DisplayWidth.of("ok 👍") == 5)
    }

    @Test("Combining marks count zero")
    func combiningMarks() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("a\u{300}\u{301}\u{302}\u{303}") == 1)
        #expect(DisplayWidth.of("\u{301}") == 0, "a lone combining mark")
        #expect(DisplayWidth.of("\u{20DD}") == 0, "a lone enclosing mark")
        #expect(DisplayWidth.of("и\u{306}") == 1, "Cyrillic short i, decomposed")
    }

    @Test(
        "Zero-width characters count zero",
        arguments: [
            "\u{200B}", "\u{200C}", "\u{200D}", "\u{FE0E}", "\u{FE0F}", "\u{AD}",
            "\u{2060}", "\u{FEFF}", "\u{200E}", "\u{202E}", "\u{E0100}", "\u{1160}",
        ] as [Sample])
    func zeroWidth(_ sample: Sample) {
        #expect(DisplayWidth.of(sample.text) == 0)
        #expect(DisplayWidth.of("a" + sample.text + "b") == 2)
    }

    @Test(
        "Control characters count zero",
        arguments: [
            "\u{0}", "\t", "\n", "\r", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}",
        ] as [Sample])
    func controls(_ sample: Sample) {
        #expect(DisplayWidth.of(sample.text) == 0)
    }

    @Test("An escape sequence's printable remainder is counted")
    func escapeSequence() {
        #expect(DisplayWidth.of("a\u{1B}[31mb") == 6)
    }

    @Test("Ambiguous-width characters count one")
    func ambiguous() {
        #expect(DisplayWidth.of("─") == 1)
        #expect(DisplayWidth.of("°±×") == 3)
        #expect(DisplayWidth.of("…") == 1)
    }

    @Test("Character and scalar entry points agree with the string one")
    func entryPoints() {
        #expect(DisplayWidth.of(character: "日") == 2)
        #expect(DisplayWidth.of(character: "ř") == 1)
        #expect(DisplayWidth.of(character: "\r\n") == 0)
        #expect(DisplayWidth.of(scalar: "A") == 1)
        #expect(DisplayWidth.of(scalar: "\u{301}") == 0)
        #expect(DisplayWidth.of(scalar: "😀") == 2)
        let substring = "xx日本xx".dropFirst(2).dropLast(2)
        #expect(DisplayWidth.of(substring) == 4)
    }

    @Test("Padding by display width")
    func padding() {
        #expect(DisplayWidth.padded("日本", toWidth: 6, alignment: .leading) == "日本  ")
        #expect(DisplayWidth.padded("日本", toWidth: 6, alignment: .trailing) == "  日本")
        #expect(DisplayWidth.padded("ab", toWidth: 5, alignment: .center) == " ab  ")
        #expect(DisplayWidth.padded("toolong", toWidth: 3, alignment: .trailing) == "toolong")
        #expect(DisplayWidth.padded("x", toWidth: -5, alignment: .leading) == "x")
    }

    @Test("Every scalar has a width of 0, 1 or 2 (no traps)")
    func allScalars() {
        var histogram = [0, 0, 0]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = DisplayWidth.of(scalar: scalar)
            #expect((0...2).contains(width))
            if (0...2).contains(width) { histogram[width] += 1 }
        }
        #expect(histogram[2] > 100_000)
    }
}

@Suite("EastAsianWidthTable")
struct EastAsianWidthTests {
    @Test("Ranges are sorted, disjoint and merged")
    func sortedAndMerged() {
        let ranges = EastAsianWidthTable.wideRanges
        #expect(!ranges.isEmpty)
        #expect(ranges.first?.lowerBound == EastAsianWidthTable.firstWide)
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.upperBound + 1 < next.lowerBound, "\(previous) then \(next)")
        }
        #expect((ranges.last?.upperBound ?? 0) <= 0x10FFFF)
    }

    @Test(
        "Boundaries",
        arguments: [
            (0x10FF, false), (0x1100, true), (0x115F, true), (0x1160, false),
            (0x2E7F, false), (0x2E80, true), (0x3000, true), (0x303F, false),
            (0x4DC0, true), (0xAC00, true), (0xD7A3, true), (0xD7A4, false),
            (0xFF01, true), (0xFF60, true), (0xFF61, false), (0xFFE6, true),
            (0x1F1E6, false), (0x1F300, true), (0x20000, true), (0x3FFFD, true), (0x40000, false),
        ] as [(UInt32, Bool)])
    func boundaries(_ value: UInt32, _ wide: Bool) {
        #expect(EastAsianWidthTable.isWide(value) == wide)
    }

    @Test("Binary search agrees with the ranges at every range boundary")
    func agreesAtBoundaries() {
        let ranges = EastAsianWidthTable.wideRanges
        for range in ranges {
            #expect(EastAsianWidthTable.isWide(range.lowerBound))
            #expect(EastAsianWidthTable.isWide(range.upperBound))
            #expect(EastAsianWidthTable.isWide(range.lowerBound + (range.upperBound - range.lowerBound) / 2))
            #expect(!EastAsianWidthTable.isWide(range.lowerBound - 1))
            #expect(!EastAsianWidthTable.isWide(range.upperBound + 1))
        }
    }
}
