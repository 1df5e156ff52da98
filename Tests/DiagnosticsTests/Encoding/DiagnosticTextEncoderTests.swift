import Diagnostics
import Testing

@Suite struct DiagnosticTextEncoderTests {
    @Test func oneLinePerDiagnosticWithTheCallersMessage() {
        let report = Sample.report([
            Sample.diagnostic("b.json", 2, 3, rule: "r", "x", severity: .warning), Sample.diagnostic("a.json", 1, 9, rule: "q", "y"),
        ])
        #expect(
            DiagnosticTextEncoder.encode(report, message: Sample.rendered) == """
                a.json:1:9: error: «y» [q]
                b.json:2:3: warning: «x» [r]

                """)
        #expect(DiagnosticTextEncoder.encode(Sample.report([]), message: Sample.rendered) == "")
    }

    @Test func aDiagnosticAboutTheWholeFileHasNoLineOrColumn() {
        let whole = Diagnostic(wholeFile: "Catalog/x.json", severity: .error, detail: SampleDetail(ruleID: "structure", text: "unreadable"))
        #expect(DiagnosticTextEncoder.line(whole, message: "«unreadable»") == "Catalog/x.json: error: «unreadable» [structure]")
        #expect(whole.description == "Catalog/x.json: error: unreadable [structure]")
        #expect(whole.isAboutWholeFile && !Sample.diagnostic().isAboutWholeFile)
    }
}
