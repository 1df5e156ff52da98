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
        // A home of its own: shells write history and config files there (fish: XDG_CONFIG_HOME).
        let home = try ScratchFolder.make("shell-home").path
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? home)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_CONFIG_HOME"] = home + "/xdg"
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
