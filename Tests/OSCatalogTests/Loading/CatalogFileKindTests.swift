import Foundation
import Testing
@testable import OSCatalog

#if canImport(Glibc)
import Glibc
import TestSupport
#endif

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
        #expect(mkfifo(path, 0o644) == 0)
        #expect(reason(path) == .fifo)
    }

    @Test func aSymlinkLoopIsNamed() throws {
        let base = try folder()
        #expect(symlink(base + "/b.json", base + "/a.json") == 0)
        #expect(symlink(base + "/a.json", base + "/b.json") == 0)
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
        let path = "/tmp/oscat-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(descriptor >= 0)
        defer { close(descriptor); unlink(path) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        #expect(reason(path) == .socket)
    }

    /// Root reads any file, so denial is shown through the error numbers `open` gives an
    /// ordinary user (the end-to-end test in `FileCommandTests` runs oscat as one).
    @Test func permissionErrorsAreNamed() {
        #expect(CatalogFileKind.reason(forErrorNumber: EACCES) == .permissionDenied)
        #expect(CatalogFileKind.reason(forErrorNumber: EPERM) == .permissionDenied)
        #expect(CatalogFileKind.reason(forErrorNumber: EIO) == .system(SystemErrorCode(number: EIO)))
    }

    @Test func aFolderListingReportsEachKindByName() throws {
        let base = try folder()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: base + "/good.json"))
        #expect(mkfifo(base + "/pipe.json", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: base + "/x.json", withIntermediateDirectories: false)
        #expect(symlink(base + "/loop.json", base + "/loop.json") == 0)
        #expect(symlink("/dev/null", base + "/null.json") == 0)
        do {
            _ = try CatalogLoader.files(inDirectory: base)
            Issue.record("expected an error")
        } catch {
            let reasons = error.diagnostics.map { ($0.file.split(separator: "/").last.map(String.init) ?? "", $0.problem) }
            #expect(reasons.map(\.0) == ["loop.json", "null.json", "pipe.json", "x.json"])
            #expect(reasons.map(\.1) == [
                .unreadable(reason: .symlinkLoop), .unreadable(reason: .device), .unreadable(reason: .fifo),
                .unreadable(reason: .directory),
            ])
        }
    }
}
