import Foundation
import TabularOutput
import Testing

@Suite("TextWrapper")
struct TextWrapperTests {
    @Test("Text that fits is returned unchanged, spaces included")
    func fits() {
        #expect(TextWrapper.wrap("a  b", width: 4) == ["a  b"])
        #expect(TextWrapper.wrap("", width: 5) == [""])
        #expect(TextWrapper.wrap("日本", width: 4) == ["日本"])
    }

    @Test("Greedy wrapping at spaces")
    func greedy() {
        #expect(TextWrapper.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
        #expect(TextWrapper.wrap("Příliš žluťoučký kůň úpěl", width: 12) == ["Příliš", "žluťoučký", "kůň úpěl"])
        #expect(TextWrapper.wrap("Основные типы данных", width: 13) == ["Основные типы", "данных"])
    }

    @Test("Runs of spaces collapse at breaks and between words of a wrapped text")
    func spaces() {
        #expect(TextWrapper.wrap("  aa   bb  ", width: 5) == ["aa bb"])
        #expect(TextWrapper.wrap("     ", width: 2) == [""])
    }

    @Test("No-break spaces do not break")
    func noBreakSpace() {
        #expect(TextWrapper.wrap("voir\u{A0}: ici", width: 6) == ["voir\u{A0}:", "ici"])
    }

    @Test("Long words break between grapheme clusters by display width")
    func longWords() {
        #expect(TextWrapper.wrap("abcdefgh", width: 3) == ["abc", "def", "gh"])
        #expect(TextWrapper.wrap("日本語テキスト", width: 5) == ["日本", "語テ", "キス", "ト"])
        #expect(TextWrapper.wrap("ab 日本語", width: 3) == ["ab", "日", "本", "語"])
        let decomposed = "žluťoučký".decomposedStringWithCanonicalMapping
        let pieces = TextWrapper.wrap(decomposed, width: 4)
        #expect(pieces == ["žluť", "oučk", "ý"])
        #expect(pieces.map { $0.unicodeScalars.count }.reduce(0, +) == decomposed.unicodeScalars.count)
        #expect(TextWrapper.wrap("👨‍👩‍👧👍🏽😀", width: 4) == ["👨‍👩‍👧👍🏽", "😀"])
    }

    @Test("A cluster wider than the width gets its own line")
    func widerThanWidth() {
        #expect(TextWrapper.wrap("日本", width: 1) == ["日", "本"])
        #expect(TextWrapper.wrap("a日b", width: 1) == ["a", "日", "b"])
    }

    @Test("Widths below one act like one")
    func tinyWidths() {
        #expect(TextWrapper.wrap("ab c", width: 0) == ["a", "b", "c"])
        #expect(TextWrapper.wrap("ab", width: -7) == ["a", "b"])
        #expect(TextWrapper.wrap("ab", width: Int.min) == ["a", "b"])
    }

    @Test("Every line fits and no text is lost", arguments: [1, 2, 3, 7, 20])
    func invariants(width: Int) {
        let text = "Core Data: objektový graf a perzistence — Основные типы 日本語テキスト 😀 ok"
        let pieces = TextWrapper.wrap(text, width: width)
        for piece in pieces {
            let fits = DisplayWidth.of(piece) <= width
            let singleWideCluster = piece.count == 1 && DisplayWidth.of(piece) == 2
            #expect(fits || singleWideCluster, "\(piece)")
            #expect(!piece.isEmpty)
            #expect(piece.first != " " && piece.last != " ")
        }
        let words = text.split(separator: " ").joined()
        #expect(pieces.joined().replacingOccurrences(of: " ", with: "") == words)
    }
}
