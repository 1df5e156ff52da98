import ArgumentParsing
import Foundation
import OSCatalogLocalization
import TestSupport
import Testing

@testable import oscat

/// `oscat manual` prints the page generated from the command tree; the committed
/// `docs/oscat.1` is that page, it names every command and option, and mandoc finds no problem
/// in it.
@Suite struct ManualPageTests {
    static let committedPath = OscatProcess.packageRoot.appendingPathComponent("docs/oscat.1")

    /// The page `oscat manual` prints, in a Czech environment: the page is English whatever
    /// the locale says, so that the committed one is the same on every machine.
    static func printedPage() throws -> String {
        let result = try OscatProcess.run(["manual"], environment: ["LANG": "cs_CZ.UTF-8"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout
    }

    @Test func theCommittedPageIsWhatOscatManualPrints() throws {
        let committed = try String(contentsOf: Self.committedPath, encoding: .utf8)
        #expect(try Self.printedPage() == committed, "docs/oscat.1 is stale: run Scripts/manual-page .build/debug/oscat")
        #expect(CommandTree.manualPage() == committed)
    }

    @Test func thePageNamesEveryCommandAndEveryOption() throws {
        let page = CommandTree.manualPage()
        let lines = Set(page.split(separator: "\n").map(String.init))
        for leaf in LeafCommand.all {
            let words = leaf.path.map { $0.replacingOccurrences(of: "-", with: "\\-") }
            let heading = words.count == 1 ? ".Ss " + words[0] : ".Ss \"" + words.joined(separator: " ") + "\""
            #expect(lines.contains(heading), "no subsection for 'oscat \(leaf)'")
        }
        let root = CommandTree.root(catalog: nil, strings: LocalizedStrings(locale: .language(.english)))
        for option in LeafCommandTests.options(root) {
            #expect(lines.contains { $0.hasPrefix(".It ") && $0.contains("Fl -" + option.long) }, "--\(option.long) is not listed")
        }
        for argument in ArgumentName.allCases {
            #expect(lines.contains { $0.hasPrefix(".It Ar " + argument.rawValue) }, "<\(argument.rawValue)> is not listed")
        }
        for variable in EnvironmentVariable.allCases {
            #expect(lines.contains(".It Ev " + variable.rawValue))
        }
        #expect(lines.contains(".Dd December 3, 2026") && lines.contains(".Dt OSCAT 1"))
        #expect(lines.contains(".It 64") && lines.contains(".It 1") && lines.contains(".It 0"))
    }

    /// Every variable the sources read (`environment["NAME"]`, and the locale variables listed
    /// in order) is in `EnvironmentVariable`, so the ENVIRONMENT section misses none.
    @Test func everyEnvironmentVariableTheSourcesReadIsDocumented() throws {
        let sources = OscatProcess.packageRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let read = try Regex(#"environment\[\s*"([A-Z][A-Z0-9_]*)"\s*\]|"(LC_[A-Z]+|LANG)""#)
        var names: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: read) {
                for index in 1..<match.output.count {
                    if let name = match.output[index].substring { names.insert(String(name)) }
                }
            }
        }
        #expect(names.isSuperset(of: ["OSCAT_CATALOG", "NO_COLOR", "COLUMNS", "LANG"]), "the scan finds nothing: \(names)")
        let documented = Set(EnvironmentVariable.allCases.map(\.rawValue))
        #expect(names.subtracting(documented).isEmpty, "not in EnvironmentVariable: \(names.subtracting(documented).sorted())")
    }

    @Test func mandocFindsNoProblemInTheCommittedPage() throws {
        let mandoc = ["/usr/bin/mandoc", "/usr/local/bin/mandoc", "/opt/homebrew/bin/mandoc"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let mandoc else { try Requirement.missing("mandoc is not installed") }
        let result = try OscatProcess.runTool(mandoc, ["-T", "lint", "-W", "warning", Self.committedPath.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
