import Diagnostics
import Testing

@Suite struct ExitPolicyTests {
    @Test func errorsAlwaysFailWarningsOnlyWhenStrict() {
        #expect(ExitPolicy.errorsFail.fails(on: .error))
        #expect(!ExitPolicy.errorsFail.fails(on: .warning))
        #expect(ExitPolicy.strict.fails(on: .error))
        #expect(ExitPolicy.strict.fails(on: .warning))
        #expect(ExitPolicy(strict: true) == .strict)
        #expect(ExitPolicy(strict: false) == .errorsFail)
    }

    @Test func aPolicyCanFailOnWarningsAlone() {
        let policy = ExitPolicy(failingSeverities: [.warning])
        #expect(!policy.fails(on: .error))
        #expect(policy.fails(on: .warning))
    }
}
