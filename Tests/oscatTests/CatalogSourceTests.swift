import Foundation
import TestSupport
import Testing

/// End-to-end: where the catalog comes from, and how a broken one is reported.
@Suite(.tags(.endToEnd), .skippedWhenFast) struct CatalogSourceTests {
    /// A one-file catalog that loads, as a template for broken variants.
    static let validCatalog = """
        {
          "sources": [
            {"id": "seed", "kind": "thesis", "title": "T", "language": "cs",
             "summary": {"en": "S", "cs": "S", "fr": "S", "ru": "С", "sv": "S"}}
          ],
          "versions": [
            {"id": "ios-7", "name": "iOS 7", "major": 7, "announced": "2013-06-10", "released": "2013-09-18",
             "summary": {"en": "V", "cs": "V", "fr": "V", "ru": "В", "sv": "V"},
             "citations": [{"source": "seed", "locator": "p. 1"}]}
          ],
          "layers": [
            {"id": "media", "name": "Media", "position": 2,
             "summary": {"en": "L", "cs": "L", "fr": "L", "ru": "Л", "sv": "L"},
             "citations": [{"source": "seed", "locator": "p. 2"}]}
          ],
          "frameworks": [
            {"id": "av-kit", "name": "AVKit", "layer": "media", "introduced": "ios-7",
             "summary": {"en": "F", "cs": "F", "fr": "F", "ru": "Ф", "sv": "F"},
             "citations": [{"source": "seed", "locator": "p. 3"}]}
          ]
        }
        """

    private func catalogDirectory(_ text: String) throws -> URL {
        let directory = try OscatProcess.temporaryDirectory()
        try text.write(to: directory.appendingPathComponent("catalog.json"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func catalogFlagAndEnvironmentChooseTheFolder() throws {
        let directory = try catalogDirectory(Self.validCatalog)
        let byFlag = try OscatProcess.run(["frameworks", "--catalog", directory.path, "--format", "csv"])
        #expect(byFlag.status == 0)
        #expect(byFlag.stdout.contains("av-kit"))
        let byEnvironment = try OscatProcess.run(["frameworks", "--format", "csv"], environment: ["OSCAT_CATALOG": directory.path])
        #expect(byEnvironment.stdout == byFlag.stdout)
        let version = try OscatProcess.run(["--version"], environment: ["OSCAT_CATALOG": directory.path])
        #expect(version.stdout.contains("(OSCAT_CATALOG)"))
    }

    @Test func outsideACloneTheEmbeddedCatalogIsUsed() throws {
        let elsewhere = try OscatProcess.temporaryDirectory()
        let version = try OscatProcess.run(["--version"], in: elsewhere)
        #expect(version.stdout.contains("embedded"))
        let embedded = try OscatProcess.run(["frameworks", "--format", "json"], in: elsewhere)
        let clone = try OscatProcess.run(["frameworks", "--format", "json"])
        #expect(embedded.status == 0)
        #expect(embedded.stdout == clone.stdout)
    }

    @Test(arguments: [
        (
            "duplicate key", Self.validCatalog.replacingOccurrences(of: #""position": 2,"#, with: #""position": 2, "position": 2,"#),
            "catalog.json:12:53: error: duplicate key \"position\" (first defined at 12:38)"
        ),
        (
            "trailing comma", Self.validCatalog.replacingOccurrences(of: #""locator": "p. 3"}]}"#, with: #""locator": "p. 3"}],}"#),
            "catalog.json:19:58: error: trailing comma before '}'"
        ),
        (
            "unknown layer", Self.validCatalog.replacingOccurrences(of: #""layer": "media""#, with: #""layer": "medai""#),
            "catalog.json:17:48: error: 'layer' refers to unknown layer 'medai'; did you mean 'media'?"
        ),
    ])
    func brokenCatalogIsReportedWithFileLineAndColumn(name: String, text: String, expected: String) throws {
        let directory = try catalogDirectory(text)
        let run = try OscatProcess.run(["frameworks", "--catalog", directory.path])
        #expect(run.status == 1, "\(name)")
        #expect(run.stdout.isEmpty)
        let firstLine = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasSuffix(expected), "\(name): \(run.stderr)")
        #expect(firstLine.hasPrefix(directory.path))
    }

    @Test func missingCatalogFolderIsAFailureNotACrash() throws {
        let run = try OscatProcess.run(["layers", "--catalog", "/nonexistent/catalog"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("/nonexistent/catalog: error: cannot read: no such directory"))
    }

    @Test func helpStillWorksWithABrokenCatalog() throws {
        let directory = try catalogDirectory("{")
        let run = try OscatProcess.run(["frameworks", "--help", "--catalog", directory.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE"))
    }
}
