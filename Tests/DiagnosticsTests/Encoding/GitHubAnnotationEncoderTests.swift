import Diagnostics
import Testing

@Suite struct GitHubAnnotationEncoderTests {
    @Test func workflowCommandPerDiagnostic() {
        let report = Sample.report([
            Sample.diagnostic("Catalog/a.json", 4, 2, rule: "unique-id", "dup", severity: .warning),
            Sample.diagnostic("Catalog/a.json", 1, 1, rule: "schema", "bad"),
        ])
        #expect(
            GitHubAnnotationEncoder.encode(report, message: { $0.text }) == """
                ::error file=Catalog/a.json,line=1,col=1,title=schema::bad
                ::warning file=Catalog/a.json,line=4,col=2,title=unique-id::dup

                """)
    }

    @Test func messagesEscapePercentAndLineBreaksOnly() {
        #expect(GitHubAnnotationEncoder.escapeData("100% a:b, c\r\nd\ne\rf") == "100%25 a:b, c%0D%0Ad%0Ae%0Df")
        // An already escaped sequence is escaped again, so the runner gives back the text.
        #expect(GitHubAnnotationEncoder.escapeData("%0A") == "%250A")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        #expect(GitHubAnnotationEncoder.escapeProperty("C:\\dir,x%\r\n") == "C%3A\\dir%2Cx%25%0D%0A")
        let diagnostic = Sample.diagnostic("we:ird,name%.json", 3, 5, rule: "r:1,2", "a:b,c\n%")
        #expect(
            GitHubAnnotationEncoder.line(diagnostic, message: diagnostic.text)
                == "::error file=we%3Aird%2Cname%25.json,line=3,col=5,title=r%3A1%2C2::a:b,c%0A%25\n")
    }

    @Test func aDiagnosticAboutTheWholeFileAnnotatesTheFile() {
        let whole = Diagnostic(wholeFile: "Catalog/x.json", severity: .warning, detail: SampleDetail(ruleID: "structure", text: "gone"))
        #expect(GitHubAnnotationEncoder.line(whole, message: "gone") == "::warning file=Catalog/x.json,title=structure::gone\n")
    }

    @Test func aNoteIsANoticeForTheRunner() {
        let note = Sample.diagnostic("App/A.swift", 3, 8, rule: "unavailable-at-target", "newer", severity: .note)
        #expect(
            GitHubAnnotationEncoder.line(note, message: "newer")
                == "::notice file=App/A.swift,line=3,col=8,title=unavailable-at-target::newer\n")
    }
}
