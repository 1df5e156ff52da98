import Foundation
import Testing

/// What a test does when something it needs from outside the package is missing (a shared test
/// suite, a shell, python3, strace, msgfmt): locally it is cancelled with the reason, so the run
/// lists it as skipped instead of counting it as passed; under `CI=true` it fails, because CI
/// installs everything and a missing input there is a broken setup.
public enum Requirement {
    /// Ends the current test because `what` is missing (for example "bash is not installed").
    public static func missing(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Never {
        if SharedTestdata.isContinuousIntegration {
            Issue.record("\(what); it is required on CI", sourceLocation: sourceLocation)
            throw Missing(what: what)
        }
        print("notice: \(what); test skipped")
        try Test.cancel("skipped: \(what)", sourceLocation: sourceLocation)
    }

    /// The error that ends a test on CI after its missing input was recorded as an issue.
    public struct Missing: Error, CustomStringConvertible {
        /// What was missing.
        public var what: String
        /// The same, for the test log.
        public var description: String { "missing: \(what)" }
    }
}
