import Foundation
import SystemCalls
import Testing

@testable import FileSafety

/// A temporary file gets its name only when it is complete, and leftovers of dead processes are
/// told apart from files of running ones.
@Suite struct TemporaryFileTests {
    typealias F = FileFixtures

    @Test func createsACompleteFileBesideTheTargetWithTheGivenPermissions() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let path = try TemporaryFile.create(
            holding: Array("content\n".utf8), in: folder, for: "codecs.json", mode: 0o600, reportedPath: "codecs.json")
        #expect((path as NSString).deletingLastPathComponent == folder)
        let name = (path as NSString).lastPathComponent
        #expect(name.hasPrefix(".codecs.json.oscat-\(Platform.processID)-"))
        #expect(TemporaryFile.owner(ofTemporaryName: name) == Platform.processID)
        #expect(F.read(path) == Array("content\n".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func readsTheOwnerOnlyFromOscatTemporaryNames() {
        #expect(TemporaryFile.owner(ofTemporaryName: ".tools.json.oscat-4242-k3x9.tmp") == 4242)
        #expect(TemporaryFile.owner(ofTemporaryName: ".a.oscat-b.json.oscat-17-zz.tmp") == 17)
        for name in [
            "tools.json", ".tools.json.oscat-4242-k3x9", "tools.json.oscat-4242-k3x9.tmp", ".x.oscat-k3x9.tmp",
            ".x.oscat--k3x9.tmp", ".x.oscat-0-k3x9.tmp", ".x.oscat-12-K3.tmp", ".x.oscat-12-a-b.tmp", ".x.oscat-99999999999999-a.tmp",
        ] {
            #expect(TemporaryFile.owner(ofTemporaryName: name) == nil, "\(name)")
        }
    }

    @Test func removesTheLeftoversOfDeadProcessesOnly() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let dead = try deadProcessID()
        let names = [
            ".tools.json.oscat-\(dead)-abc.tmp",  // a dead process's leftover: removed
            ".tools.json.oscat-\(Platform.processID)-def.tmp",  // this (running) process's file: kept
            ".tools.json.oscat-1-ghi.tmp",  // pid 1 always runs: kept
            "tools.json", ".hidden", "notes.tmp",  // not temporary files: kept
        ]
        for name in names { try F.write("x", to: folder + "/" + name) }
        #expect(TemporaryFile.removeStale(inDirectory: folder) == [".tools.json.oscat-\(dead)-abc.tmp"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == names.dropFirst().sorted())
    }

    @Test func aMissingFolderIsAnErrorAndNothingToTidy() throws {
        let folder = "/nonexistent-oscat-\(UUID().uuidString)"
        #expect(throws: FileWriteError.self) {
            try TemporaryFile.create(holding: [1], in: folder, for: "x.json", mode: nil, reportedPath: "x.json")
        }
        #expect(TemporaryFile.removeStale(inDirectory: folder).isEmpty)
    }

    /// The id of a process that has exited (a child that was waited for).
    private func deadProcessID() throws -> ProcessID {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        return child.processIdentifier
    }
}
