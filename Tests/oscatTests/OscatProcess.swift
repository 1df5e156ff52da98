import Foundation
import SystemCalls
import TestSupport

/// Runs the built `oscat` binary the way a user does, capturing both streams and the exit
/// status, so end-to-end tests assert exactly what a user would see.
struct OscatProcess {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The package's root folder (where Package.swift is).
    static let packageRoot = SharedTestdata.packageRoot

    /// The `oscat` executable built next to the test bundle.
    static var executable: URL {
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("oscat")
    }

    /// Runs `oscat arguments` in `directory` with `environment` (a clean one by default: no
    /// locale, no color, no catalog override), and waits for it.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL = packageRoot
    ) throws -> Result {
        try runTool(executable.path, arguments, environment: environment, in: directory)
    }

    /// Runs another program (e.g. `strace` wrapping oscat) the same way as ``run(_:environment:in:)``.
    static func runTool(
        _ path: String, _ arguments: [String], environment: [String: String] = [:], in directory: URL = packageRoot
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        base.merge(environment) { _, new in new }
        process.environment = base
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once, before waiting: reading one to its end first would deadlock
        // when the child fills the other pipe (an error message that quotes a 100 KB argument).
        let errorReader = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.wait()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// A fresh empty temporary folder, removed with all the others when the test process exits.
    static func temporaryDirectory() throws -> URL {
        try ScratchFolder.make("oscat")
    }

    /// Parses JSON output for assertions.
    static func json(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let dictionary = object as? [String: Any] else { throw CocoaError(.coderReadCorrupt) }
        return dictionary
    }
}

/// Reads a pipe to its end on a thread of its own, so that two pipes can be drained at once.
private final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
