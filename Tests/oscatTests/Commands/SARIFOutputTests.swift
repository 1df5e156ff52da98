import Foundation
import TestSupport
import Testing

/// End-to-end: `--format sarif` of `oscat validate` and `oscat l10n check` on a copy of the
/// project with one broken catalog value and one broken translation. (The encoder's output is
/// validated against the SARIF 2.1.0 schema in DiagnosticsTests; here the commands' own rules,
/// paths and properties are checked.)
@Suite(.tags(.endToEnd), .skippedWhenFast) struct SARIFOutputTests {
    /// A copy of Catalog/ and Localization/ with a schema error in layers.json and a French
    /// placeholder mismatch; returns the copy's root.
    private func brokenProject() throws -> URL {
        let root = try OscatProcess.temporaryDirectory()
        for folder in ["Catalog", "Localization"] {
            try FileManager.default.copyItem(
                at: OscatProcess.packageRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        let layers = root.appendingPathComponent("Catalog/layers.json")
        try String(contentsOf: layers, encoding: .utf8).replacingOccurrences(of: #""position": 2"#, with: #""position": "2""#)
            .write(to: layers, atomically: true, encoding: .utf8)
        let strings = root.appendingPathComponent("Localization/Localizable.xcstrings")
        let catalog = try String(contentsOf: strings, encoding: .utf8)
        // The French of `validate.summary` (four placeholders) loses its first `%1$@`.
        let key = try #require(catalog.range(of: "\"validate.summary\""))
        let french = try #require(catalog.range(of: "\"fr\"", range: key.upperBound..<catalog.endIndex))
        let placeholder = try #require(catalog.range(of: "%1$@", range: french.upperBound..<catalog.endIndex))
        try catalog.replacingCharacters(in: placeholder, with: "X").write(to: strings, atomically: true, encoding: .utf8)
        return root
    }

    private func results(_ log: [String: Any]) -> [[String: Any]] {
        let runs = log["runs"] as? [[String: Any]] ?? []
        return runs.first?["results"] as? [[String: Any]] ?? []
    }

    private func driver(_ log: [String: Any]) -> [String: Any] {
        let runs = log["runs"] as? [[String: Any]] ?? []
        let tool = runs.first?["tool"] as? [String: Any]
        return tool?["driver"] as? [String: Any] ?? [:]
    }

    private func uri(_ result: [String: Any]) -> (uri: String?, base: String?) {
        let locations = result["locations"] as? [[String: Any]]
        let physical = locations?.first?["physicalLocation"] as? [String: Any]
        let artifact = physical?["artifactLocation"] as? [String: Any]
        return (artifact?["uri"] as? String, artifact?["uriBaseId"] as? String)
    }

    @Test func validateWritesSARIFWithPathsRelativeToTheRoot() throws {
        let root = try brokenProject()
        let run = try OscatProcess.run(["validate", "--format", "sarif", "--lang", "cs", "--catalog", "Catalog"], in: root)
        #expect(run.status == 1)
        let log = try OscatProcess.json(run.stdout)
        #expect(log["version"] as? String == "2.1.0")
        let driver = driver(log)
        #expect(driver["name"] as? String == "oscat")
        let rules = (driver["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(rules.contains("schema") && rules.contains("json-syntax"))
        let schema = try #require(results(log).first { $0["ruleId"] as? String == "schema" })
        #expect(schema["level"] as? String == "error")
        #expect(uri(schema).uri == "Catalog/layers.json")
        #expect(uri(schema).base == "%SRCROOT%")
        #expect(schema["ruleIndex"] as? Int == rules.firstIndex(of: "schema"))
        // The message is in the language asked for, as in the other formats.
        let text = try OscatProcess.run(["validate", "--lang", "cs", "--catalog", "Catalog"], in: root).stdout
        let message = (schema["message"] as? [String: Any])?["text"] as? String ?? "?"
        #expect(text.contains(message), "\(message)")
        let properties = schema["properties"] as? [String: Any]
        #expect((properties?["jsonPointer"] as? String)?.hasPrefix("/layers/") == true)
        // The same run twice gives the same bytes.
        #expect(
            try OscatProcess.run(["validate", "--format", "sarif", "--lang", "cs", "--catalog", "Catalog"], in: root).stdout == run.stdout)
    }

    @Test func l10nCheckWritesSARIFWithUnitAndLanguage() throws {
        let root = try brokenProject()
        let run = try OscatProcess.run(["l10n", "check", "--format", "sarif"], in: root)
        #expect(run.status == 1)
        let log = try OscatProcess.json(run.stdout)
        let mismatch = try #require(results(log).first { $0["ruleId"] as? String == "placeholder-mismatch" })
        #expect(mismatch["level"] as? String == "error")
        #expect(uri(mismatch).uri == "Localization/Localizable.xcstrings")
        let properties = mismatch["properties"] as? [String: Any]
        #expect(properties?["unit"] as? String == "ui/validate.summary")
        #expect(properties?["language"] as? String == "fr")
        #expect(properties?["jsonPointer"] as? String == "/strings/validate.summary/localizations/fr")
        let rules = driver(log)["rules"] as? [[String: Any]] ?? []
        let stale = try #require(rules.first { $0["id"] as? String == "stale" })
        #expect((stale["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
    }

    @Test func sarifIsAChoiceOfBothCommands() throws {
        for command in [["validate"], ["l10n", "check"]] {
            let help = try OscatProcess.run(command + ["--help"])
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("(values: text, json, github, sarif; default: text)"), "\(help.stdout)")
        }
        let bad = try OscatProcess.run(["validate", "--format", "sarif2"])
        #expect(bad.status != 0)
    }
}
