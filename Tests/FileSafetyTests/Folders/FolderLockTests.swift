import FileSafety
import Foundation
import SystemCalls
import Testing

/// The folder lock runs its body, hands back its result and its error, and turns a folder it
/// cannot lock into the caller's error.
@Suite struct FolderLockTests {
    typealias F = FileFixtures

    struct Failure: Error, Equatable {
        var code: SystemErrorCode?
    }

    @Test func runsTheBodyAndReturnsItsResult() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let result = try FolderLock.holding(folder: folder, failure: { Failure(code: $0) }, run: { () throws(Failure) in 42 })
        #expect(result == 42)
        // Released: taking it again does not wait.
        try FolderLock.holding(folder: folder, failure: { Failure(code: $0) }, run: { () throws(Failure) in })
    }

    @Test func passesTheBodysErrorOn() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        #expect(throws: Failure(code: nil)) {
            try FolderLock.holding(folder: folder, failure: { Failure(code: $0) }, run: { () throws(Failure) in throw Failure(code: nil) })
        }
    }

    @Test func aMissingFolderIsTheCallersErrorAndTheBodyDoesNotRun() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        var ran = false
        #expect(throws: Failure(code: SystemErrorCode(number: ErrorNumber.ENOENT))) {
            try FolderLock.holding(folder: folder + "/missing", failure: { Failure(code: $0) }, run: { () throws(Failure) in ran = true })
        }
        #expect(!ran)
    }

    @Test func holdersTakeTurns() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let log = try F.makeFolder()
        defer { F.removeFolder(log) }
        // Each holder (its own open of the folder, as another process would have) appends "start"
        // and "end" to a file; with the lock the lines never interleave.
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            _ = try? FolderLock.holding(
                folder: folder, failure: { Failure(code: $0) },
                run: { () throws(Failure) in
                    Self.append("start \(index)\n", to: log + "/log")
                    Thread.sleep(forTimeInterval: 0.02)
                    Self.append("end \(index)\n", to: log + "/log")
                })
        }
        let lines = String(decoding: F.read(log + "/log") ?? [], as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 8)
        for pair in stride(from: 0, to: lines.count - 1, by: 2) {
            #expect(lines[pair].dropFirst("start ".count) == lines[pair + 1].dropFirst("end ".count), "\(lines)")
        }
    }

    private static func append(_ text: String, to path: String) {
        if let handle = FileHandle(forWritingAtPath: path) {
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
            handle.closeFile()
        } else {
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
    }
}
