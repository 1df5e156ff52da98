import Testing
import ToolSupport

/// The raw string literals the build-time tools write: nothing inside can end them early, and
/// no character is one Swift source may not hold or would change.
@Suite struct GeneratedSourceTests {
    @Test func delimitersOutnumberAnyRunInTheText() {
        #expect(GeneratedSource.rawStringLiteral("plain") == "#\"\"\"\nplain\n\"\"\"#")
        #expect(GeneratedSource.rawStringLiteral("say \"# and \\#(x)").hasPrefix("##\"\"\"\n"))
        #expect(GeneratedSource.rawStringLiteral("\"## \"#").hasSuffix("\"\"\"###"))
    }

    @Test func controlCharactersOtherThanLineFeedsAreEscapes() {
        let literal = GeneratedSource.rawStringLiteral("a\r\nb\tc\u{1E}d\u{1F}e\u{7F}f\ng")
        #expect(literal == "#\"\"\"\na\\#u{d}\nb\\#u{9}c\\#u{1e}d\\#u{1f}e\\#u{7f}f\ng\n\"\"\"#")
        #expect(!literal.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F })
    }

    @Test func escapesUseTheLiteralsOwnDelimiters() {
        // With `"#` in the text the literal takes `##`, and an escape must too.
        #expect(GeneratedSource.rawStringLiteral("\"#\r") == "##\"\"\"\n\"#\\##u{d}\n\"\"\"##")
    }
}
