import Foundation
import TestSupport
import Testing

/// End-to-end: `oscat l10n` on a copy of the project (Catalog/ and Localization/).
@Suite(.tags(.endToEnd), .skippedWhenFast) struct L10nCommandTests {
    /// A temporary copy of the catalog and the UI strings; returns the copy's root.
    private func projectCopy() throws -> URL {
        let root = try OscatProcess.temporaryDirectory()
        for folder in ["Catalog", "Localization"] {
            try FileManager.default.copyItem(
                at: OscatProcess.packageRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        return root
    }

    private func contents(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in ["Catalog", "Localization"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where name.hasSuffix("json") || name.hasSuffix("xcstrings") {
                files["\(folder)/\(name)"] = try Data(contentsOf: directory.appendingPathComponent(name))
            }
        }
        return files
    }

    @Test(arguments: ["po", "xliff"])
    func exportThenImportChangesNothing(format: String) throws {
        let root = try projectCopy()
        let before = try contents(root)
        let exported = root.appendingPathComponent("cs.\(format)")
        let export = try OscatProcess.run(["l10n", "export", "--locale", "cs", "--format", format, "--out", exported.path], in: root)
        #expect(export.status == 0, "\(export.stderr)")
        let imported = try OscatProcess.run(["l10n", "import", exported.path], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("0 applied"))
        #expect(try contents(root) == before)
    }

    @Test func anEditedTranslationIsAppliedAndOnlyIt() throws {
        let root = try projectCopy()
        let exported = root.appendingPathComponent("sv.po")
        _ = try OscatProcess.run(["l10n", "export", "--locale", "sv", "--format", "po", "--out", exported.path], in: root)
        var po = try String(contentsOf: exported, encoding: .utf8)
        let context = "msgctxt \"catalog/core-motion/summary\""
        let range = try #require(po.range(of: context))
        let msgstr = try #require(po.range(of: "msgstr \"", range: range.upperBound..<po.endIndex))
        let end = try #require(po.range(of: "\n\n", range: msgstr.upperBound..<po.endIndex))
        po.replaceSubrange(msgstr.lowerBound..<end.lowerBound, with: "msgstr \"Ny svensk sammanfattning.\"")
        try po.write(to: exported, atomically: true, encoding: .utf8)
        let before = try contents(root)
        let imported = try OscatProcess.run(["l10n", "import", exported.path], in: root)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("1 applied"))
        let after = try contents(root)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        // The English did not change, so the recorded fingerprint stays the same: one file changes.
        #expect(changed == ["Catalog/frameworks-core-services.json"])
        let shown = try OscatProcess.run([
            "show", "core-motion", "--lang", "sv", "--format", "json", "--catalog", root.appendingPathComponent("Catalog").path,
        ])
        #expect(try OscatProcess.json(shown.stdout)["summary"] as? String == "Ny svensk sammanfattning.")
    }

    @Test func checkFindsABrokenPlaceholderAndStatsCount() throws {
        let root = try projectCopy()
        let strings = root.appendingPathComponent("Localization/Localizable.xcstrings")
        let text = try String(contentsOf: strings, encoding: .utf8)
        // Drop the count from the Czech "few" form (2–4 errors); only a "one" form may omit it.
        let broken = text.replacingOccurrences(of: "\"value\": \"%lld chyby\"", with: "\"value\": \"chyby\"")
        #expect(broken != text)
        try broken.write(to: strings, atomically: true, encoding: .utf8)
        let check = try OscatProcess.run(["l10n", "check", "--format", "json"], in: root)
        #expect(check.status == 1)
        let findings = try OscatProcess.json(check.stdout)["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["unit"] as? String == "ui/count.errors" && $0["language"] as? String == "cs" })
        let stats = try OscatProcess.run(["l10n", "stats", "--format", "json"], in: root)
        #expect(stats.status == 0)
        #expect((try OscatProcess.json(stats.stdout)["count"] as? Int ?? 0) >= 5)
    }

    @Test func exportNeedsATargetLanguage() throws {
        let run = try OscatProcess.run(["l10n", "export"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--locale"))
    }
}
