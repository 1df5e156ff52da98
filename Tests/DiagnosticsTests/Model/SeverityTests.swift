import Diagnostics
import Testing

@Suite struct SeverityTests {
    @Test func wordsAreTheOnesEveryFormatPrints() {
        #expect(Severity.allCases.map(\.rawValue) == ["error", "warning", "note"])
    }

    @Test func errorsComeBeforeWarnings() {
        #expect(Severity.error < Severity.warning)
        #expect(!(Severity.warning < Severity.error))
        #expect([Severity.warning, .error].sorted() == [.error, .warning])
        #expect([Severity.note, .warning, .error].sorted() == [.error, .warning, .note])
        #expect(SARIFEncoder.level(.note) == "note")
    }
}
