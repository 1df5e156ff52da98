import Diagnostics
import JSONReader
import Testing

@Suite struct DiagnosticTests {
    @Test func descriptionIsTheCompilerForm() {
        let diagnostic = Sample.diagnostic("Catalog/x.json", 12, 7, rule: "unique-id", "duplicate", severity: .warning)
        #expect(diagnostic.description == "Catalog/x.json:12:7: warning: duplicate [unique-id]")
        #expect(diagnostic.message == "duplicate")
        #expect(diagnostic.ruleID == "unique-id")
    }

    @Test func placesBelowOneBecomeOne() {
        let diagnostic = Sample.diagnostic("f", 0, -3)
        #expect(diagnostic.line == 1 && diagnostic.column == 1)
    }

    @Test func detailMembersReadThroughTheDiagnostic() {
        let diagnostic = Sample.diagnostic(subject: "cs")
        #expect(diagnostic.subject == "cs")
        #expect(diagnostic.text == "message")
    }

    @Test func orderIsFileLineColumnRuleKeysSeverityMessagePointer() {
        let expected = [
            Sample.diagnostic("a", 1, 1, rule: "b"),
            Sample.diagnostic("a", 1, 2, rule: "a"),
            Sample.diagnostic("a", 2, 1, rule: "a"),
            Sample.diagnostic("a", 2, 1, rule: "b", subject: "cs"),
            Sample.diagnostic("a", 2, 1, rule: "b", subject: "fr"),
            Sample.diagnostic("a", 2, 1, rule: "c", "z", severity: .error),
            Sample.diagnostic("a", 2, 1, rule: "c", "a", severity: .warning),
            Sample.diagnostic("a", 2, 1, rule: "c", "b", severity: .warning),
            Sample.diagnostic("a", 2, 1, rule: "c", "b", severity: .warning, pointer: JSONPointer(tokens: ["x"])),
            Sample.diagnostic("b", 1, 1),
            // Unicode scalar order, not the locale's: "Z" (U+005A) before "a" and "é".
            Sample.diagnostic("é", 1, 1),
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            #expect(expected.shuffled(using: &generator).sorted() == expected)
        }
        #expect(Sample.diagnostic("Z") < Sample.diagnostic("a"))
    }
}
