import FileSafety
import Foundation
import SystemCalls
import Testing

/// A folder is replaced whole: afterwards the path holds the new folder, the old one is gone,
/// and nothing is left beside it.
@Suite struct FolderSwapTests {
    typealias F = FileFixtures

    @Test func replacesAnExistingFolderAndRemovesTheOldOne() throws {
        let root = try F.makeFolder()
        defer { F.removeFolder(root) }
        try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: false)
        try F.write("old", to: root + "/site/index.html")
        try FileManager.default.createDirectory(atPath: root + "/.new", withIntermediateDirectories: false)
        try F.write("new", to: root + "/.new/index.html")
        try FolderSwap.replace(folder: root + "/site", with: root + "/.new", aside: root + "/.old")
        #expect(F.read(root + "/site/index.html") == Array("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["site"])
    }

    @Test func movesTheReplacementInWhenNothingIsThere() throws {
        let root = try F.makeFolder()
        defer { F.removeFolder(root) }
        try FileManager.default.createDirectory(atPath: root + "/.new", withIntermediateDirectories: false)
        try F.write("new", to: root + "/.new/index.html")
        try FolderSwap.replace(folder: root + "/site", with: root + "/.new", aside: root + "/.old")
        #expect(F.read(root + "/site/index.html") == Array("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["site"])
    }

    @Test func aMissingReplacementIsTheSystemsErrorAndTheOldFolderStays() throws {
        let root = try F.makeFolder()
        defer { F.removeFolder(root) }
        try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: false)
        try F.write("old", to: root + "/site/index.html")
        #expect(throws: SystemErrorCode(number: ErrorNumber.ENOENT)) {
            try FolderSwap.replace(folder: root + "/site", with: root + "/.missing", aside: root + "/.old")
        }
        #expect(F.read(root + "/site/index.html") == Array("old".utf8))
    }

    @Test func theSystemExchangesTwoFoldersInOneStepOrLeavesBoth() throws {
        let root = try F.makeFolder()
        defer { F.removeFolder(root) }
        try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: false)
        try F.write("a", to: root + "/a/file")
        try FileManager.default.createDirectory(atPath: root + "/b", withIntermediateDirectories: false)
        try F.write("b", to: root + "/b/file")
        // Where the file system offers no exchange, nothing may have moved.
        let swapped = Platform.exchangePaths(root + "/a", root + "/b")
        #expect(F.read(root + "/a/file") == Array((swapped ? "b" : "a").utf8))
        #expect(F.read(root + "/b/file") == Array((swapped ? "a" : "b").utf8))
    }
}
