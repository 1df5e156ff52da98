import Foundation
import OSCatalogLocalization
import TestSupport
import Testing

@testable import oscat

/// Commands that read the catalog's files themselves do not load the catalog first (which
/// would read and parse every file twice), nor do `--version`, `manual` and the help of a
/// command whose options show no catalog values, which need none; every other command does,
/// for its value choices.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct CatalogLoadingTests {
    static let catalogFreeRoot = CommandTree.root(catalog: nil, strings: LocalizedStrings(locale: .language(.english)))

    @Test(arguments: [
        ["validate"], ["fmt", "--check"], ["l10n", "check", "--strict"], ["--lang", "cs", "l10n", "stats"],
        ["validate", "Catalog/tools.json"], ["--version"], ["--lang", "fr", "--version"], ["manual"], ["--help"],
        ["validate", "--help"], ["l10n", "--help"], ["search", "--help"], [],
    ])
    func fileCommandsAreRecognisedWithoutTheCatalog(arguments: [String]) {
        #expect(Application.catalogFreeCommand(arguments, root: Self.catalogFreeRoot) != nil)
    }

    @Test(arguments: [
        ["frameworks", "--layer", "core-os"], ["versions"], ["frameworks", "--help"], ["codecs", "--help"],
        ["build"], ["validate", "--bogus"],
    ])
    func otherCommandLinesLoadTheCatalog(arguments: [String]) {
        #expect(Application.catalogFreeCommand(arguments, root: Self.catalogFreeRoot) == nil)
    }

    @Test func validateReadsEachFileOnce() throws {
        let strace = "/usr/bin/strace"
        guard FileManager.default.isExecutableFile(atPath: strace) else {
            try Requirement.missing("strace is not installed (Scripts/setup installs it)")
        }
        let result = try OscatProcess.runTool(strace, ["-f", "-e", "trace=openat", OscatProcess.executable.path, "validate"])
        let opens = result.stderr.split(separator: "\n").filter { $0.contains("Catalog/tools.json\"") && !$0.contains("ENOENT") }
        #expect(opens.count == 1, "\(opens)")
    }

    /// `--version` and the root's help answer at once: they open no catalog file (run in the
    /// clone, whose `Catalog/` `--version` names as the catalog it would use).
    @Test(arguments: [["--version"], ["--help"]])
    func versionAndHelpReadNoCatalogFile(arguments: [String]) throws {
        let strace = "/usr/bin/strace"
        guard FileManager.default.isExecutableFile(atPath: strace) else {
            try Requirement.missing("strace is not installed (Scripts/setup installs it)")
        }
        let result = try OscatProcess.runTool(strace, ["-f", "-e", "trace=openat", OscatProcess.executable.path] + arguments)
        let opens = result.stderr.split(separator: "\n").filter { $0.contains("Catalog/") && $0.contains(".json\"") }
        #expect(result.stdout.contains(arguments == ["--version"] ? "Catalog" : "USAGE"), "\(result.stdout)")
        #expect(opens.isEmpty, "\(opens)")
    }
}
