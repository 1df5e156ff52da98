import Foundation

/// What the build-time tools share: writing a data text into Swift source exactly, writing the
/// source file, and reporting a problem on standard error.
public enum GeneratedSource {
    /// A raw string literal holding `text` exactly: enough `#` delimiters that no sequence
    /// inside the text can close it early, and every control character other than a line feed
    /// (which Swift source may not hold, and a carriage return a multi-line literal would turn
    /// into a line feed) written as an escape.
    public static func rawStringLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        var body = ""
        for scalar in text.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\n") || scalar.value == 0x7F {
                body += "\\" + hashes + "u{" + String(scalar.value, radix: 16) + "}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return hashes + "\"\"\"\n" + body + "\n\"\"\"" + hashes
    }

    /// Writes a message to standard error; a stream that refuses it changes nothing (the exit
    /// status already says the build step failed), where `FileHandle.write(_:)` would trap.
    public static func complain(_ message: String) {
        try? FileHandle.standardError.write(contentsOf: Data(message.utf8))
    }

    /// The tool's arguments when there are `count` of them (at least `count` when `orMore`);
    /// otherwise prints `usage` and ends the process with status 64.
    public static func arguments(count: Int, orMore: Bool = false, usage: String) -> [String] {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard orMore ? arguments.count >= count : arguments.count == count else {
            complain("usage: \(usage)\n")
            exit(64)
        }
        return arguments
    }

    /// The bytes of the input file at `path`; when it cannot be read, reports that it cannot read
    /// `what` and ends the process with status 1.
    public static func contents(of path: String, what: String) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            complain("\(path): error: cannot read \(what)\n")
            exit(1)
        }
        return data
    }

    /// Writes `source` to `path` atomically; on failure reports it for `tool` and ends the
    /// process with status 1.
    public static func write(_ source: String, to path: String, tool: String) {
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            complain("\(tool): cannot write \(path): \(error)\n")
            exit(1)
        }
    }
}
