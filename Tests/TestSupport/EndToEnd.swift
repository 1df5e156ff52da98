import Foundation
import Testing

extension Tag {
    /// Tests that run the built `oscat` binary, Python oracles or whole-catalog builds: the slow
    /// part of the suite, which `Scripts/test --fast` leaves out.
    @Tag public static var endToEnd: Self
}

extension Trait where Self == ConditionTrait {
    /// Skips the suite when `OSCAT_FAST_TESTS=1` (what `Scripts/test --fast` sets), because
    /// `swift test` of Swift 6.3 cannot yet filter by tag. Goes together with
    /// `.tags(.endToEnd)`, which names the same suites for Xcode and future `--skip tag:`.
    public static var skippedWhenFast: Self {
        .disabled(
            if: ProcessInfo.processInfo.environment["OSCAT_FAST_TESTS"] == "1",
            "end-to-end: left out by Scripts/test --fast")
    }
}
