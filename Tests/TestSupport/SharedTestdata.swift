import Foundation

/// The public conformance suites in `../shared/testdata/` beside the package, which tests read
/// in place (they are never copied into the repository).
public enum SharedTestdata {
    /// The folder `name` of the shared testdata: below `$OSCAT_TESTDATA` when that is set
    /// (either the testdata folder itself or the named folder), otherwise
    /// `../shared/testdata/<name>` next to the package root.
    public static func folder(_ name: String) -> URL {
        if let override = ProcessInfo.processInfo.environment["OSCAT_TESTDATA"], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            let nested = url.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: nested.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return nested
            }
            return url
        }
        return packageRoot.appendingPathComponent("../shared/testdata/\(name)").standardizedFileURL
    }

    /// The package's root folder (found from this file: Tests/TestSupport/SharedTestdata.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this run is continuous integration, where a missing suite is a failure rather
    /// than a skip.
    public static var isContinuousIntegration: Bool {
        ProcessInfo.processInfo.environment["CI"] == "true"
    }
}
