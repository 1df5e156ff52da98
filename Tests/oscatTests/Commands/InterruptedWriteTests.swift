import Foundation
import TestSupport
import Testing

/// What a killed run leaves behind is dealt with by the next one, whatever command it is: an
/// import's journal is finished, temporary files of dead processes are removed, and a journal
/// oscat did not write stops it without touching anything.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct InterruptedWriteTests {
    /// A copy of the real project (Catalog/ and Localization/) in a fresh folder.
    private func project() throws -> URL {
        let root = try OscatProcess.temporaryDirectory()
        for folder in ["Catalog", "Localization"] {
            try FileManager.default.copyItem(
                at: OscatProcess.packageRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        return root
    }

    /// The id of a process that has exited.
    private func deadProcessID() throws -> Int32 {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        return child.processIdentifier
    }

    private func contents(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

    @Test func theNextCommandFinishesAnInterruptedImport() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let pid = try deadProcessID()
        // As a kill after the journal leaves it: tools.json already replaced, codecs.json not yet.
        let tools = root.appendingPathComponent("Catalog/tools.json")
        let codecs = root.appendingPathComponent("Catalog/codecs.json")
        let newTools = try #require(contents(tools)) + Data("\n".utf8)
        let newCodecs = try #require(contents(codecs)) + Data("\n".utf8)
        try newTools.write(to: tools)
        let temporary = ".codecs.json.oscat-\(pid)-k2.tmp"
        try newCodecs.write(to: root.appendingPathComponent("Catalog/" + temporary))
        let journal = root.appendingPathComponent("Localization/.oscat-import.journal")
        try Data(
            #"""
            {"oscat-journal": 1, "moves": [
              {"temporary": "../Catalog/.tools.json.oscat-\#(pid)-k1.tmp", "target": "../Catalog/tools.json"},
              {"temporary": "../Catalog/\#(temporary)", "target": "../Catalog/codecs.json"}]}
            """#.utf8
        ).write(to: journal)

        let result = try OscatProcess.run(["--catalog", root.appendingPathComponent("Catalog").path, "--lang", "cs", "versions"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("dokončena změna, kterou začal přerušený běh (1 soubor)"), "\(result.stderr)")
        #expect(contents(codecs) == newCodecs)
        #expect(contents(tools) == newTools)
        #expect(!FileManager.default.fileExists(atPath: journal.path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Catalog/" + temporary).path))
    }

    @Test func temporaryFilesOfDeadProcessesAreRemovedAndOthersKept() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Catalog")
        let dead = ".tools.json.oscat-\(try deadProcessID())-a.tmp"
        let running = ".tools.json.oscat-1-b.tmp"
        for name in [dead, running] { try Data("{}".utf8).write(to: catalog.appendingPathComponent(name)) }
        let result = try OscatProcess.run(["--catalog", catalog.path, "frameworks", "--format", "json"])
        #expect(result.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
        #expect(!names.contains(dead))
        #expect(names.contains(running))
    }

    @Test func aJournalOscatDidNotWriteStopsEveryCommandAndChangesNothing() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let journal = root.appendingPathComponent("Localization/.oscat-import.journal")
        try Data(#"{"oscat-journal": 1, "moves": [{"temporary": "../../.x.oscat-1-a.tmp", "target": "../../x"}]}"#.utf8)
            .write(to: journal)
        let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        let result = try OscatProcess.run(["--catalog", root.appendingPathComponent("Catalog").path, "--lang", "fr", "versions"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(journal.path + ": error: une modification interrompue a laissé ce journal"), "\(result.stderr)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before)
    }

    /// `--catalog .` and one-letter folder names once trapped inside Foundation's path functions.
    @Test(arguments: [".", "./", "C"])
    func shortCatalogPathsWork(path: String) throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.moveItem(at: root.appendingPathComponent("Catalog"), to: root.appendingPathComponent("C"))
        let folder = path == "C" ? root : root.appendingPathComponent("C")
        for arguments in [["--catalog", path, "versions"], ["--catalog", path, "l10n", "stats"]] {
            let result = try OscatProcess.run(arguments, in: folder)
            #expect(!result.stderr.contains("crashed"), "\(arguments): \(result.stderr)")
            #expect(result.status == 0 || result.status == 1, "\(arguments): \(result.status)")
        }
    }
}
