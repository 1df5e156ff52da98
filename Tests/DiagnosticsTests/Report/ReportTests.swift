import Diagnostics
import Testing

@Suite struct ReportTests {
    @Test func dropsExactRepetitionsAndSorts() {
        let a = Sample.diagnostic("a", 3, 1)
        let b = Sample.diagnostic("a", 1, 1)
        let c = Sample.diagnostic("a", 1, 1, "other text")
        let report = Sample.report([a, b, a, c, b])
        #expect(report.diagnostics == [b, c, a])
    }

    @Test func theSameDiagnosticsInAnyOrderGiveAnEqualReport() {
        let diagnostics = (0..<30).map { Sample.diagnostic("f\($0 % 4)", $0 % 5 + 1, $0 % 3 + 1, rule: "r\($0 % 2)", "m\($0)") }
        let first = Sample.report(diagnostics)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<10 {
            #expect(Sample.report(diagnostics.shuffled(using: &generator) + diagnostics.prefix(5)) == first)
        }
    }

    @Test func countsPerSeverity() {
        let report = Sample.report([
            Sample.diagnostic("a", 1, 1), Sample.diagnostic("a", 2, 1, severity: .warning),
            Sample.diagnostic("a", 3, 1, severity: .warning),
        ])
        #expect(report.errorCount == 1)
        #expect(report.warningCount == 2)
        #expect(report.count(of: .warning) == 2)
        #expect(report.counts.map(\.severity) == [.error, .warning, .note])
        #expect(report.counts.map(\.count) == [1, 2, 0])
        #expect(Sample.report([]).counts.map(\.count) == [0, 0, 0])
    }

    @Test func exitPolicy() {
        let clean = Sample.report([])
        let warnings = Sample.report([Sample.diagnostic(severity: .warning)])
        let errors = Sample.report([Sample.diagnostic(severity: .error)])
        #expect(!clean.failed(strict: true))
        #expect(!warnings.failed(strict: false))
        #expect(warnings.failed(strict: true))
        #expect(errors.failed(strict: false))
        #expect(errors.fails(under: .errorsFail))
        #expect(!errors.fails(under: ExitPolicy(failingSeverities: [.warning])))
    }

    @Test func diagnosticsOfOneRule() {
        let report = Sample.report([Sample.diagnostic(rule: "a"), Sample.diagnostic("b", rule: "b"), Sample.diagnostic("c", rule: "a")])
        #expect(report.diagnostics(ofRuleID: "a").map(\.file) == ["Catalog/a.json", "c"])
    }

    @Test func summaryCountsWhatWasChecked() {
        let noun = (singular: "file", plural: "files")
        #expect(Sample.report([], checked: 1).summary(checked: noun) == "1 file checked: no problems")
        let report = Sample.report([Sample.diagnostic(severity: .warning)], checked: 11)
        #expect(report.summary(checked: noun) == "11 files checked: 0 errors, 1 warning")
    }
}
