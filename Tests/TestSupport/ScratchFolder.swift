import Foundation
import SystemCalls

/// Fresh temporary folders for tests, all inside one folder per test process
/// (`$TMPDIR/oscat-tests-PID`) that is removed when the process exits, so a test run leaves
/// nothing behind in the temporary folder (`Scripts/test` checks that).
public enum ScratchFolder {
    /// A new empty folder whose name starts with `label` (for reading a failing test's leftovers
    /// while it runs).
    public static func make(_ label: String = "scratch") throws -> URL {
        let url = URL(fileURLWithPath: root, isDirectory: true)
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path for a new file named `label-UUID` + `suffix` in a scratch folder; nothing is created
    /// at the path itself.
    public static func file(_ label: String, suffix: String = "") throws -> URL {
        try make(label).appendingPathComponent("\(label)\(suffix)")
    }

    /// The folder of this process, registered for removal at exit the first time it is used.
    private static let root: String = {
        _ = Platform.runAtExit { try? FileManager.default.removeItem(atPath: ScratchFolder.rootPath) }
        return rootPath
    }()

    /// The same path without the registration, for the exit handler (a C function pointer
    /// cannot capture).
    fileprivate static var rootPath: String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("oscat-tests-\(ProcessInfo.processInfo.processIdentifier)").path
    }
}
