import TabularOutput
import Testing

@Suite("TerminalText")
struct TerminalTextTests {
    @Test(
        "Control characters are neutralised",
        arguments: [
            SamplePair("plain", "plain"),
            SamplePair("a\tb", "a b"),
            SamplePair("a\nb", "a b"),
            SamplePair("a\r\nb", "a b"),
            SamplePair("a\rb", "a b"),
            SamplePair("a\n\nb", "a  b"),
            SamplePair("a\u{0B}\u{0C}b", "a  b"),
            SamplePair("a\u{85}b", "a b"),
            SamplePair("a\u{2028}b\u{2029}c", "a b c"),
            SamplePair("\u{1B}[31mred\u{1B}[0m", "[31mred[0m"),
            SamplePair("\u{1B}]0;title\u{07}x", "]0;titlex"),
            SamplePair("a\u{9B}2Jb", "a2Jb"),
            SamplePair("nul\u{0}del\u{7F}", "nuldel"),
            SamplePair("\u{80}\u{9F}", ""),
            SamplePair("", ""),
        ])
    func neutralises(_ pair: SamplePair) {
        #expect(TerminalText.sanitized(pair.input) == pair.expected)
    }

    @Test(
        "Printable text of every catalog language is kept scalar for scalar",
        arguments: [
            "Příliš žluťoučký kůň úpěl ďábelské ódy",
            Sample("Prilis zlutoucky".applyingCombiningAcute()),
            "Основные фреймворки iOS",
            "Smörgåsbord på svenska",
            "Le fichier Info.plist\u{A0}: exemple\u{A0}!",
            "日本語 😀 👨‍👩‍👧 \u{200B}\u{AD}\u{200D}",
        ] as [Sample])
    func keepsPrintableText(_ sample: Sample) {
        let sanitized = TerminalText.sanitized(sample.text)
        #expect(Array(sanitized.unicodeScalars) == Array(sample.text.unicodeScalars))
    }

    @Test("The result never contains a C0 or C1 control")
    func noControlsRemain() {
        var everything = String.UnicodeScalarView()
        for value in UInt32(0)...0x2030 {
            if let scalar = Unicode.Scalar(value) {
                everything.append(scalar)
            }
        }
        let sanitized = TerminalText.sanitized(String(everything))
        let controls = sanitized.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty)
    }
}

extension String {
    /// The string with U+0301 COMBINING ACUTE ACCENT after every vowel (a decomposed sample).
    fileprivate func applyingCombiningAcute() -> String {
        var result = ""
        for character in self {
            result.append(character)
            if "aeiouy".contains(character) {
                result.unicodeScalars.append("\u{301}")
            }
        }
        return result
    }
}
