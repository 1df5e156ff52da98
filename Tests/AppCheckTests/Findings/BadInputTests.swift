import Diagnostics
import Foundation
import OSCatalog
import TestSupport
import Testing

@testable import AppCheck

/// Files that cannot be read cleanly: each is a finding with its path, and the scan goes on.
@Suite struct BadInputTests {
    let catalog: Catalog

    init() throws {
        catalog = try #require(ExampleApp.catalog)
    }

    /// A scratch app with one good file and the bad ones.
    func scratchApp() throws -> URL {
        let root = try ScratchFolder.make("check-bad-input")
        func write(_ name: String, _ bytes: [UInt8]) throws {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try write("Good.swift", Array("import AssetsLibrary\n".utf8))
        try write("Binary.swift", [0x69, 0x6D, 0x00, 0x01, 0x02] + Array("import WatchKit\n".utf8))
        // An invalid byte on line 2, column 4; the import after it is still read.
        try write("Latin1.m", Array("// ok\n// \u{E9}".utf8.prefix(9)) + [0xE9, 0x0A] + Array("@import AddressBook;\n".utf8))
        try write("Broken.xcodeproj/project.pbxproj", Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {\n".utf8))
        try write("Package.swift", Array("let package = Package(name: \"X\", platforms: [.iOS(.v15)])\n".utf8))
        return root
    }

    @Test func eachBadFileIsAFindingAndTheGoodOnesAreStillJudged() throws {
        let root = try scratchApp()
        let result = try catalog.check(CheckRequest(paths: [root.path, root.path + "/Missing"]))
        let lines = result.report.diagnostics.map { diagnostic in
            let file = String(diagnostic.file.dropFirst(root.path.count + 1))
            let place = diagnostic.isAboutWholeFile ? file : "\(file):\(diagnostic.line):\(diagnostic.column)"
            return "\(place) \(diagnostic.severity.rawValue) \(diagnostic.ruleID) \(diagnostic.message)"
        }
        #expect(lines.contains("Missing error unreadable-file no such file or folder"), "\(lines)")
        #expect(lines.contains("Binary.swift note unreadable-file binary file, skipped"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Latin1.m:2:4 warning unreadable-file not valid UTF-8") }, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Broken.xcodeproj/project.pbxproj:") && $0.contains("warning unreadable-project") }, "\(lines)")
        // The target still comes from Package.swift, and the good and the invalid-UTF-8 files are judged.
        #expect(result.target.point.name == "iOS 15")
        #expect(lines.contains { $0.hasPrefix("Good.swift:1:8 warning deprecated") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Latin1.m:3:9 warning deprecated") }, "\(lines)")
        #expect(!result.frameworks.contains { $0.framework.id == "watch-kit" }, "a binary file is not scanned")
        #expect(result.failed, "a missing path is an error")
    }

    @Test func aFileThatCannotBeReadSaysWhatTheSystemSaid() throws {
        let folder = try ScratchFolder.make("check-unreadable")
        let scanned = scanFile(folder.path + "/")
        guard case .unreadable(let number) = scanned.problem else {
            Issue.record("a folder read as a file should fail, not \(String(describing: scanned.problem))")
            return
        }
        #expect(number != 0)
        #expect(scanned.imports.isEmpty)
    }
}
