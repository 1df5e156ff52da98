import Foundation
import Testing

@testable import FileSafety

/// Files are replaced atomically: a reader sees the old file or the new one, never a part, and
/// a failed write leaves the old file and no debris.
@Suite struct AtomicFileWriterTests {
    typealias F = FileFixtures

    struct InjectedFailure: Error, CustomStringConvertible {
        var description: String { "injected failure" }
    }

    @Test func replacesTheContentAndLeavesNoTemporaryFile() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let path = folder + "/tools.json"
        try F.write("old\n", to: path)
        try AtomicFileWriter.write(Array("new\n".utf8), toPath: path)
        #expect(F.read(path) == Array("new\n".utf8))
        #expect(F.temporaryFiles(in: folder).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["tools.json"])
    }

    @Test func createsAFileThatDidNotExist() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        try AtomicFileWriter.write(Array("{}\n".utf8), toPath: folder + "/new.json")
        #expect(F.read(folder + "/new.json") == Array("{}\n".utf8))
    }

    @Test func aFailureBeforeTheRenameLeavesTheOldFileAndNoDebris() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let path = folder + "/codecs.json"
        try F.write("old\n", to: path)
        #expect(throws: FileWriteError.self) {
            try AtomicFileWriter.write(
                Array("new\n".utf8), toPath: path,
                beforeRename: {
                    // The new content is complete in the temporary file, and the target is still old.
                    #expect(F.temporaryFiles(in: folder).count == 1)
                    #expect(F.read(path) == Array("old\n".utf8))
                    throw InjectedFailure()
                })
        }
        #expect(F.read(path) == Array("old\n".utf8))
        #expect(F.temporaryFiles(in: folder).isEmpty)
    }

    @Test func aMissingFolderIsAnErrorWithThePath() throws {
        let path = "/nonexistent-oscat-\(UUID().uuidString)/x.json"
        do throws(FileWriteError) {
            try AtomicFileWriter.write([0x7B, 0x7D], toPath: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == path)
            #expect(error.description.hasPrefix("\(path): error: cannot create a temporary file"))
        }
    }

    @Test func keepsThePermissionsOfTheFileItReplaces() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let path = folder + "/layers.json"
        try F.write("old\n", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFileWriter.write(Array("new\n".utf8), toPath: path)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test func followsASymbolicLinkAndKeepsIt() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        try F.write("old\n", to: folder + "/real.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "real.json")
        try AtomicFileWriter.write(Array("new\n".utf8), toPath: folder + "/link.json")
        #expect(F.read(folder + "/real.json") == Array("new\n".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json") == "real.json")
    }

    @Test func aConcurrentReaderSeesOnlyTheOldOrTheNewContent() async throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let path = folder + "/versions.json"
        // Large enough that a non-atomic write would be seen half done.
        let first = Array(repeating: UInt8(ascii: "a"), count: 256 * 1024)
        let second = Array(repeating: UInt8(ascii: "b"), count: 192 * 1024)
        try AtomicFileWriter.write(first, toPath: path)

        let writer = Task.detached {
            for round in 0..<60 {
                try AtomicFileWriter.write(round.isMultiple(of: 2) ? second : first, toPath: path)
            }
        }
        let reader = Task.detached { () -> Int in
            var torn = 0
            for _ in 0..<400 {
                guard let bytes = F.read(path) else {
                    torn += 1
                    continue
                }
                if bytes != first && bytes != second { torn += 1 }
            }
            return torn
        }
        try await writer.value
        #expect(await reader.value == 0)
        #expect(F.temporaryFiles(in: folder).isEmpty)
    }
}
