import FileSafety
import Foundation
import SystemCalls
import TestSupport
import Testing

@testable import OSCatalogSite

@Suite struct SiteOutputFolderTests {
    let root: String = {
        (try? ScratchFolder.make("site-folder").path) ?? NSTemporaryDirectory() + "oscat-site-folder-" + UUID().uuidString
    }()

    func write(_ files: [SiteFile], to folder: String, failingAfter limit: Int? = nil) throws(SiteBuildError) {
        try SiteOutputFolder(path: folder).replace { sink throws(SiteBuildError) in
            for (index, file) in files.enumerated() {
                if let limit, index == limit {
                    throw SiteBuildError.writeFailed(path: file.path, reason: SystemErrorCode(number: ErrorNumber.EIO))
                }
                try sink(file)
            }
            try sink(SiteFile(path: SiteOutputFolder.markerName, text: "marker\n"))
        }
    }

    func contents(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        for path in FileManager.default.subpaths(atPath: folder) ?? [] {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
            result[path] = String(decoding: data, as: UTF8.self)
        }
        return result
    }

    @Test func aCompleteBuildReplacesTheOldSiteEntirely() throws {
        let folder = root + "/site"
        try write([SiteFile(path: "a/index.html", text: "old"), SiteFile(path: "gone.html", text: "x")], to: folder)
        try write([SiteFile(path: "a/index.html", text: "new")], to: folder)
        let files = contents(folder)
        #expect(files["a/index.html"] == "new")
        #expect(files["gone.html"] == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["site"])
    }

    @Test func aFailedBuildLeavesThePreviousSiteAndNoLeftovers() throws {
        let folder = root + "/site"
        try write([SiteFile(path: "a/index.html", text: "old"), SiteFile(path: "b.html", text: "old b")], to: folder)
        let before = contents(folder)
        #expect(throws: SiteBuildError.self) {
            try write(
                [SiteFile(path: "a/index.html", text: "new"), SiteFile(path: "b.html", text: "new b")], to: folder,
                failingAfter: 1)
        }
        #expect(contents(folder) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["site"])
    }

    @Test func aFolderItDidNotMakeIsRefused() throws {
        let folder = root + "/mine"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        #expect(throws: SiteBuildError.self) { try write([SiteFile(path: "index.html", text: "x")], to: folder) }
        #expect(contents(folder) == ["notes.txt": "precious"])
    }

    @Test func anEmptyFolderIsUsed() throws {
        let folder = root + "/empty"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try write([SiteFile(path: "index.html", text: "x")], to: folder)
        #expect(contents(folder)["index.html"] == "x")
    }

    @Test func aFileInTheWayIsRefused() throws {
        let path = root + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: SiteBuildError.self) { try write([SiteFile(path: "index.html", text: "x")], to: path) }
    }

    @Test func leftoversOfAKilledBuildAreRemovedByTheNextOne() throws {
        let folder = root + "/site"
        let leftover = root + "/.site.oscat-tmp-99999"
        try FileManager.default.createDirectory(atPath: leftover + "/half", withIntermediateDirectories: true)
        try write([SiteFile(path: "index.html", text: "x")], to: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["site"])
    }
}
