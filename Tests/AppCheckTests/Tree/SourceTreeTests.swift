import AppCheck
import Foundation
import TestSupport
import Testing

/// The walk: which files are read, which folders are never entered, and that link loops end.
@Suite struct SourceTreeTests {
    @Test func theExampleAppsSourcesAndProjectFilesAreFoundAndPodsIsSkipped() {
        let tree = SourceTree(walking: [ExampleApp.root])
        #expect(
            tree.sourceFiles.map(ExampleApp.relative) == [
                "ExampleApp/AppDelegate.swift", "ExampleApp/Legacy/PhotoLibrary.h", "ExampleApp/Legacy/PhotoLibrary.m",
                "ExampleApp/LiveActivity.swift", "ExampleWatch/Complication.swift", "ExampleWidget/DeliveryWidget.swift",
                "Packages/ExampleKit/Sources/ExampleKit/Store.swift",
            ])
        #expect(
            tree.projectFiles.map { "\(ExampleApp.relative($0.path)) \($0.kind.rawValue)" } == [
                "Config/Base.xcconfig xcconfig", "ExampleApp.xcodeproj/project.pbxproj xcode-project",
                "Packages/ExampleKit/Package.swift package-manifest",
            ])
        #expect(tree.missingPaths.isEmpty)
    }

    @Test func buildAndDependencyFoldersAreNeverEntered() throws {
        let root = try ScratchFolder.make("tree-skips")
        for folder in [".build", "Pods", "Carthage", "DerivedData", ".git", "Sources"] {
            let url = root.appendingPathComponent(folder).appendingPathComponent("Deep")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("import UIKit\n".utf8).write(to: url.appendingPathComponent("File.swift"))
        }
        let tree = SourceTree(walking: [root.path])
        #expect(tree.sourceFiles == [root.path + "/Sources/Deep/File.swift"])
    }

    @Test func aLinkLoopEndsAndALinkedFolderIsReadOnce() throws {
        let root = try ScratchFolder.make("tree-loop")
        let sources = root.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("import UIKit\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
        // Sources/Again → Sources: a loop; Alias → Sources: the same folder by another name.
        try FileManager.default.createSymbolicLink(atPath: sources.appendingPathComponent("Again").path, withDestinationPath: sources.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Alias").path, withDestinationPath: sources.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Dangling.swift").path, withDestinationPath: root.appendingPathComponent("gone").path)
        let tree = SourceTree(walking: [root.path])
        #expect(tree.sourceFiles.count == 1, "\(tree.sourceFiles)")
    }

    @Test func missingPathsAreReportedAndTheRestIsWalked() {
        let tree = SourceTree(walking: ["/nonexistent/oscat-check", ExampleApp.root + "/ExampleWatch"])
        #expect(tree.missingPaths == ["/nonexistent/oscat-check"])
        #expect(tree.sourceFiles.map(ExampleApp.relative) == ["ExampleWatch/Complication.swift"])
    }

    @Test func aFileGivenDirectlyIsReadByItsKind() {
        let tree = SourceTree(walking: [
            ExampleApp.root + "/ExampleApp/AppDelegate.swift", ExampleApp.root + "/Config/Base.xcconfig",
            ExampleApp.root + "/Config",
        ])
        #expect(tree.sourceFiles.map(ExampleApp.relative) == ["ExampleApp/AppDelegate.swift"])
        #expect(tree.projectFiles.map(\.kind) == [.xcconfig], "given directly and found in its folder, read once")
    }
}
