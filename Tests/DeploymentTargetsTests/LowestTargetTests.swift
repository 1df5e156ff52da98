import Testing

@testable import DeploymentTargets

/// The lowest of several deployment targets: numeric comparison per component, missing
/// components as 0, the first of equal versions.
@Suite struct LowestTargetTests {
    private func target(_ version: String, line: Int = 1) -> DeploymentTarget {
        DeploymentTarget(version: version, origin: DeploymentTargetOrigin(kind: .xcconfig, file: "a.xcconfig", line: line, column: 1))
    }

    @Test func comparesComponentsAsNumbers() {
        #expect(lowest([target("15.0"), target("9.3"), target("12")]) == target("9.3"))
        #expect(lowest([target("15.10"), target("15.9")]) == target("15.9"))
        #expect(lowest([target("16.4.1"), target("16.4")]) == target("16.4"))
        #expect(lowest([target("16.4"), target("16.3.9")]) == target("16.3.9"))
        #expect(lowest([target("100"), target("99999999999999999999999")]) == target("100"))
    }

    @Test func missingComponentsAreZeroAndTiesKeepTheFirst() {
        #expect(lowest([target("15", line: 1), target("15.0", line: 2), target("15.0.0", line: 3)]) == target("15", line: 1))
        #expect(lowest([target("15.0", line: 2), target("15", line: 1)]) == target("15.0", line: 2))
        #expect(lowest([target("015", line: 1), target("15", line: 2)]) == target("015", line: 1))
    }

    @Test func emptyGivesNil() {
        #expect(lowest([]) == nil)
        #expect(lowest([target("17.0")]) == target("17.0"))
    }
}
