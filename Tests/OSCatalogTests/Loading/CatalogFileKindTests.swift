import FileSafety
import Foundation
import SystemCalls
import TestSupport
import Testing

@testable import OSCatalog

/// Every kind of path that is not a readable catalog file gets its own reason, before anything
/// is opened (a FIFO would otherwise wait for a writer for ever).
@Suite struct CatalogFileKindTests {
    private func folder() throws -> String {
        let url = try ScratchFolder.make("kinds")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    private func reason(_ path: String) -> CatalogProblem.UnreadableReason? {
        if case .failure(let reason) = CatalogFileKind.contents(ofFileAt: path) { return reason }
        return nil
    }

    @Test func aRegularFileIsReadWhole() throws {
        let path = try folder() + "/a.json"
        let bytes = Array(repeating: UInt8(ascii: "x"), count: 200_000)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try CatalogFileKind.contents(ofFileAt: path).get() == bytes)
        #expect(CatalogFileKind(path: path) == .regularFile)
    }

    @Test func aFIFOIsNamedAndNotWaitedOn() throws {
        let path = try folder() + "/pipe.json"
        #expect(Platform.makeFIFO(atPath: path, permissions: 0o644) == 0)
        #expect(reason(path) == .fifo)
    }

    @Test func aSymlinkLoopIsNamed() throws {
        let base = try folder()
        try FileManager.default.createSymbolicLink(atPath: base + "/a.json", withDestinationPath: base + "/b.json")
        try FileManager.default.createSymbolicLink(atPath: base + "/b.json", withDestinationPath: base + "/a.json")
        #expect(reason(base + "/a.json") == .symlinkLoop)
    }

    @Test func aFolderNamedLikeAFileIsNamed() throws {
        let path = try folder() + "/x.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(reason(path) == .directory)
        #expect(CatalogFileKind(path: path) == .directory)
    }

    @Test func aMissingFileIsNamed() throws {
        #expect(reason(try folder() + "/missing.json") == .noSuchFileOrFolder)
        // A file where a folder belongs on the way (ENOTDIR) is as missing.
        #expect(reason("/dev/null/x.json") == .noSuchFileOrFolder)
    }

    @Test func aDeviceIsNamed() {
        #expect(reason("/dev/null") == .device)
        #expect(reason("/dev/zero") == .device)
    }

    @Test func aSocketIsNamed() throws {
        // Socket paths are limited to 108 bytes, so this one lives directly in /tmp.
        let path = "/tmp/oscat-\(Platform.processID)-\(UInt32.random(in: 0...UInt32.max)).json"
        let descriptor = Platform.bindUnixSocket(atPath: path)
        #expect(descriptor >= 0)
        defer {
            Platform.closeFile(descriptor)
            Platform.removeFile(path)
        }
        #expect(reason(path) == .socket)
    }

    /// Root reads any file, so denial is shown through the error numbers `open` gives an
    /// ordinary user (the end-to-end test in `FileCommandTests` runs oscat as one).
    @Test func permissionErrorsAreNamed() {
        #expect(CatalogFileKind.reason(forErrorNumber: ErrorNumber.EACCES) == .permissionDenied)
        #expect(CatalogFileKind.reason(forErrorNumber: ErrorNumber.EPERM) == .permissionDenied)
        #expect(CatalogFileKind.reason(forErrorNumber: ErrorNumber.EIO) == .system(SystemErrorCode(number: ErrorNumber.EIO)))
    }

    @Test func aFolderListingReportsEachKindByName() throws {
        let base = try folder()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: base + "/good.json"))
        #expect(Platform.makeFIFO(atPath: base + "/pipe.json", permissions: 0o644) == 0)
        try FileManager.default.createDirectory(atPath: base + "/x.json", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: base + "/loop.json", withDestinationPath: base + "/loop.json")
        try FileManager.default.createSymbolicLink(atPath: base + "/null.json", withDestinationPath: "/dev/null")
        do {
            _ = try CatalogLoader.files(inDirectory: base)
            Issue.record("expected an error")
        } catch {
            let reasons = error.diagnostics.map { ($0.file.split(separator: "/").last.map(String.init) ?? "", $0.problem) }
            #expect(reasons.map(\.0) == ["loop.json", "null.json", "pipe.json", "x.json"])
            #expect(
                reasons.map(\.1) == [
                    .unreadable(reason: .symlinkLoop), .unreadable(reason: .device), .unreadable(reason: .fifo),
                    .unreadable(reason: .directory),
                ])
        }
    }
}
