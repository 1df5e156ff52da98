import FileSafety
import Foundation
import SystemCalls
import Testing

/// A direct write creates or empties the file and writes every byte; a failure is what the
/// system said.
@Suite struct DirectFileWriterTests {
    typealias F = FileFixtures

    @Test func createsAFileAndReplacesALongerOne() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        let path = folder + "/index.html"
        let large = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        try DirectFileWriter.write(large, toPath: path)
        #expect(F.read(path) == large)
        try DirectFileWriter.write(Array("short".utf8), toPath: path)
        #expect(F.read(path) == Array("short".utf8))
        #expect(F.temporaryFiles(in: folder).isEmpty)
    }

    @Test func aMissingFolderIsTheSystemsError() throws {
        let folder = try F.makeFolder()
        defer { F.removeFolder(folder) }
        #expect(throws: SystemErrorCode(number: ErrorNumber.ENOENT)) {
            try DirectFileWriter.write([], toPath: folder + "/missing/index.html")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "Linux's always-full device"))
    func aFullDiskIsTheSystemsError() {
        #expect(throws: SystemErrorCode(number: ErrorNumber.ENOSPC)) {
            try DirectFileWriter.write(Array("x".utf8), toPath: "/dev/full")
        }
    }
}
