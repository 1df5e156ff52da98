import Foundation
import SystemCalls
import Testing

@testable import FileSafety

/// Several files change as one: a failure leaves every file old, and a crash after the journal
/// is written is finished by the next run, so no one sees some files old and others new.
@Suite struct FileSetCommitTests {
    typealias F = FileFixtures

    struct Crash: Error {}

    /// A project with two folders, as an import writes them: `Catalog/` and `Localization/`.
    private func project() throws -> (root: String, files: [String], journal: String) {
        let root = try F.makeFolder()
        for folder in ["Catalog", "Localization"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let files = [root + "/Catalog/codecs.json", root + "/Catalog/tools.json", root + "/Localization/Localizable.xcstrings"]
        for file in files { try F.write("old\n", to: file) }
        return (root, files, root + "/Localization/.oscat-import.journal")
    }

    private func everything(under root: String) -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func replacesEveryFileAndLeavesNoJournalOrTemporaryFile() throws {
        let (root, files, journal) = try project()
        defer { F.removeFolder(root) }
        let before = everything(under: root)
        try FileSetCommit.commit(files.map { .init(path: $0, bytes: Array("new \($0)\n".utf8)) }, journalPath: journal)
        for file in files { #expect(F.read(file) == Array("new \(file)\n".utf8)) }
        #expect(everything(under: root) == before)
    }

    @Test func aFileThatCannotBePreparedChangesNothing() throws {
        let (root, files, journal) = try project()
        defer { F.removeFolder(root) }
        let blocked = root + "/Localization/fingerprints.json"
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
        let before = everything(under: root)
        do throws(FileWriteError) {
            try FileSetCommit.commit((files + [blocked]).map { .init(path: $0, bytes: [0x21]) }, journalPath: journal)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == blocked)
        }
        for file in files { #expect(F.read(file) == Array("old\n".utf8)) }
        #expect(everything(under: root) == before)
    }

    @Test func aCrashAfterTheJournalIsFinishedByRecovery() throws {
        let (root, files, journal) = try project()
        defer { F.removeFolder(root) }
        let before = everything(under: root)
        #expect(throws: FileWriteError.self) {
            try FileSetCommit.commit(files.map { .init(path: $0, bytes: Array("new\n".utf8)) }, journalPath: journal) {
                throw Crash()
            }
        }
        // As a crash leaves it: every file old, the journal and three complete temporary files.
        for file in files { #expect(F.read(file) == Array("old\n".utf8)) }
        #expect(FileManager.default.fileExists(atPath: journal))
        #expect(F.temporaryFiles(in: root + "/Catalog").count == 2)
        let replaced = try FileSetCommit.recover(journalPath: journal)
        #expect(replaced.map { ($0 as NSString).lastPathComponent } == ["codecs.json", "tools.json", "Localizable.xcstrings"])
        for file in files { #expect(F.read(file) == Array("new\n".utf8)) }
        #expect(everything(under: root) == before)
        // A second recovery finds nothing to do.
        #expect(try FileSetCommit.recover(journalPath: journal).isEmpty)
    }

    @Test func recoveryAfterSomeRenamesFinishesTheRest() throws {
        let (root, files, journal) = try project()
        defer { F.removeFolder(root) }
        try? FileSetCommit.commit(files.map { .init(path: $0, bytes: Array("new\n".utf8)) }, journalPath: journal) {
            throw Crash()
        }
        // The crash came after the first rename.
        let journalBytes = try #require(F.read(journal))
        let moves = try #require(FileSetCommit.parseJournal(journalBytes))
        let folder = root + "/Localization"
        #expect(Platform.renameFile(folder + "/" + moves[0].temporary, to: folder + "/" + moves[0].target) == 0)
        #expect(try FileSetCommit.recover(journalPath: journal).count == 2)
        for file in files { #expect(F.read(file) == Array("new\n".utf8)) }
        #expect(!FileManager.default.fileExists(atPath: journal))
    }

    @Test func aForeignJournalIsRefusedAndKept() throws {
        let (root, files, journal) = try project()
        defer { F.removeFolder(root) }
        func journalText(_ temporary: String, _ target: String) -> String {
            #"{"oscat-journal": 1, "moves": [{"temporary": "\#(temporary)", "target": "\#(target)"}]}"#
        }
        let planted = [
            "{}", "not json", #"{"oscat-journal": 2, "moves": []}"#,
            journalText("../../etc/passwd", "x"),  // not a temporary file
            journalText("../../.bashrc.oscat-1-a.tmp", "../../.bashrc"),  // outside the project
            journalText("/home/u/.bashrc.oscat-1-a.tmp", "/home/u/.bashrc"),  // absolute
            journalText("../Catalog/.y.json.oscat-1-a.tmp", "../Catalog/x.json"),  // another file's temporary
            journalText(".x.oscat-1-a.tmp", "../Catalog/x"),  // another folder
            journalText("../Catalog/.oscat-1-a.tmp", "../Catalog/"),  // no file name
        ]
        for text in planted {
            try F.write(text, to: journal)
            do throws(FileSetCommit.RecoveryError) {
                try FileSetCommit.recover(journalPath: journal)
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(error.reason == .notAJournal)
                #expect(error.description.hasPrefix("\(journal): error: "))
            }
            #expect(FileManager.default.fileExists(atPath: journal))
        }
        for file in files { #expect(F.read(file) == Array("old\n".utf8)) }
    }

    @Test func journalPathsAreRelativeSoAMovedProjectRecovers() {
        #expect(FileSetCommit.relativePath(from: "/a/b/Localization", to: "/a/b/Catalog/x.json") == "../Catalog/x.json")
        #expect(FileSetCommit.relativePath(from: "/a/b", to: "/a/b/c.json") == "c.json")
        #expect(FileSetCommit.relativePath(from: "/a/b/c", to: "/x.json") == "../../../x.json")
        let moves = [FileSetCommit.Move(temporary: "../Catalog/.x.json.oscat-12-ab.tmp", target: "../Catalog/x.json")]
        #expect(FileSetCommit.parseJournal(FileSetCommit.journalBytes(moves)) == moves)
    }
}
