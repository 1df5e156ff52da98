import Foundation
import TestSupport

/// Runs shells from the tests: finds them on the PATH and captures their output.
enum ShellSupport {
    /// The absolute path of `name` on the PATH (or in the usual folders), or `nil`.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin"]
        for folder in folders {
            let candidate = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let url = try ScratchFolder.file("argparse", suffix: suffix)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `executable` with `arguments`, in a temporary folder, and waits for it.
    static func run(_ executable: String, _ arguments: [String], directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? FileManager.default.temporaryDirectory.path)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        environment["XDG_CONFIG_HOME"] = FileManager.default.temporaryDirectory.path + "/argparse-xdg"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }
}
