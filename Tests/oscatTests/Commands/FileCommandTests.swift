import Foundation
import TestSupport
import Testing

/// End-to-end: `oscat validate` and `oscat fmt` on the real catalog and on broken copies.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct FileCommandTests {
    /// A copy of the real catalog folder (with its schema) to break.
    private func catalogCopy() throws -> URL {
        let directory = try OscatProcess.temporaryDirectory().appendingPathComponent("Catalog")
        try FileManager.default.copyItem(at: OscatProcess.packageRoot.appendingPathComponent("Catalog"), to: directory)
        return directory
    }

    @Test func realCatalogValidatesStrictlyAndIsCanonical() throws {
        let validate = try OscatProcess.run(["validate", "--strict"])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout.isEmpty)
        #expect(validate.stderr.contains("0 errors, 0 warnings"))
        let format = try OscatProcess.run(["fmt", "--check"])
        #expect(format.status == 0, "\(format.stdout)")
    }

    @Test func brokenCatalogIsReportedInEveryReportFormat() throws {
        let directory = try catalogCopy()
        let layers = directory.appendingPathComponent("layers.json")
        let text = try String(contentsOf: layers, encoding: .utf8)
        try text.replacingOccurrences(of: #""position": 2"#, with: #""position": "2""#)
            .write(to: layers, atomically: true, encoding: .utf8)
        let textReport = try OscatProcess.run(["validate", directory.path])
        #expect(textReport.status == 1)
        #expect(textReport.stdout.contains("layers.json:"))
        #expect(textReport.stdout.contains("[schema]"))
        let github = try OscatProcess.run(["validate", "--format", "github", directory.path])
        #expect(github.stdout.hasPrefix("::error file="))
        let json = try OscatProcess.json(try OscatProcess.run(["validate", "--format", "json", directory.path]).stdout)
        #expect((json["errors"] as? Int ?? 0) >= 1)
        let diagnostics = json["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.contains { ($0["file"] as? String)?.hasSuffix("layers.json") == true && ($0["line"] as? Int ?? 0) > 1 })
    }

    @Test func formatRewritesAtomicallyAndCheckNamesTheFiles() throws {
        let directory = try catalogCopy()
        let programs = directory.appendingPathComponent("programs.json")
        let original = try String(contentsOf: programs, encoding: .utf8)
        // The same data with different indentation is not canonical.
        try original.replacingOccurrences(of: "\n  ", with: "\n    ").write(to: programs, atomically: true, encoding: .utf8)
        let check = try OscatProcess.run(["fmt", "--check", directory.path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("programs.json"))
        let format = try OscatProcess.run(["fmt", directory.path])
        #expect(format.status == 0)
        #expect(try String(contentsOf: programs, encoding: .utf8) == original)
        #expect(try OscatProcess.run(["fmt", "--check", directory.path]).status == 0)
    }

    @Test func formatLeavesInvalidJSONAloneAndWritesNothing() throws {
        let directory = try catalogCopy()
        let tools = directory.appendingPathComponent("tools.json")
        let programs = directory.appendingPathComponent("programs.json")
        try "{\n  \"tools\": [,]\n}\n".write(to: tools, atomically: true, encoding: .utf8)
        let reindented = try String(contentsOf: programs, encoding: .utf8).replacingOccurrences(of: "\n  ", with: "\n   ")
        try reindented.write(to: programs, atomically: true, encoding: .utf8)
        let run = try OscatProcess.run(["fmt", directory.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("tools.json:2:"))
        #expect(try String(contentsOf: programs, encoding: .utf8) == reindented)
    }
}
