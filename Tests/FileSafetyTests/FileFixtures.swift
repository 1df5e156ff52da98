import Foundation

/// Scratch folders and plain file helpers for the file-writing tests.
enum FileFixtures {
    /// A new empty folder under the system's temporary folder; remove it with `removeFolder`.
    static func makeFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("oscat-file-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Removes a folder made by `makeFolder`.
    static func removeFolder(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The content of the file at `path`, as bytes.
    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Writes `text` to `path` (plainly, for setting up a test).
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The names in `folder` that look like the writer's temporary files.
    static func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") }
    }
}
