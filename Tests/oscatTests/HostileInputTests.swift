import Foundation
import TestSupport
import Testing

/// Hostile input through the real binary (issue 8, part 3): ids that try path traversal, text of
/// 10 MB, nesting far past the reader's limit. Each must give a clear `file:line:col` error or
/// correct output, never a crash. (Peak memory on a catalog of 100 000 entries is measured by
/// Scripts/integration/reliability-checks, on the release binary, not here.)
@Suite(.tags(.endToEnd), .skippedWhenFast) struct HostileInputTests {
    /// A copy of the real catalog with `original` replaced once by `replacement` in `file`;
    /// returns the catalog folder, the file's path and where the replacement's first character is.
    private func catalog(
        replacing original: String, with replacement: String, in file: String
    ) throws -> (directory: URL, path: String, line: Int, column: Int) {
        let directory = try OscatProcess.temporaryDirectory().appendingPathComponent("Catalog")
        try FileManager.default.copyItem(at: OscatProcess.packageRoot.appendingPathComponent("Catalog"), to: directory)
        let url = directory.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let range = try #require(text.range(of: original), "\(original) is not in \(file)")
        let edited = text.replacingCharacters(in: range, with: replacement)
        try Data(edited.utf8).write(to: url)
        // Lines and columns as oscat counts them: columns in Unicode scalars, from 1.
        let before = text[..<range.lowerBound]
        let line = before.count { $0 == "\n" } + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let column = text.unicodeScalars[lineStart..<range.lowerBound].count + 1
        return (directory, url.path, line, column)
    }

    /// Ids that would escape a folder if used as a file name, or that look like a real id.
    /// Each is written as JSON string content (so `\u0000` is an escaped NUL).
    static let hostileIDs = [
        "../x", "..", "../../etc/passwd", "/etc/passwd", "media/../../x", #"..\\x"#, #"C:\\Windows"#,
        #"me\u0000dia"#, "media%2f..", "%2e%2e", "me\u{FF0F}dia", "me\u{2215}dia", "m\u{0435}dia",
        "\u{FF4D}\u{FF45}\u{FF44}\u{FF49}\u{FF41}", "media\u{200B}", "media\u{0301}", " media", "",
    ]

    @Test(arguments: hostileIDs)
    func pathTraversalAndLookAlikeIDsAreRejectedAtTheirPosition(id: String) throws {
        // layers.json declares `"id": "media"`; the value's opening quote is what is reported.
        let (directory, path, line, column) = try catalog(
            replacing: #""id": "media""#, with: #""id": "\#(id)""#, in: "layers.json")
        let result = try OscatProcess.run(["validate", directory.path])
        #expect(result.status == 1)
        let place = "\(path):\(line):\(column + 6): error: "
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix(place) }
        #expect(
            lines.contains { $0.hasSuffix("[id-format]") || $0.hasSuffix("[schema]") },
            "no id error at \(place) in:\n\(result.stdout.prefix(3_000))")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test(arguments: ["../core-os", "/etc/passwd", "core\u{FF0F}os", "c\u{043E}re-os"])
    func hostileReferencesAreRejectedAtTheirPosition(layer: String) throws {
        let (directory, path, line, column) = try catalog(
            replacing: #""layer": "core-os""#, with: #""layer": "\#(layer)""#, in: "frameworks-core-os.json")
        let result = try OscatProcess.run(["validate", directory.path])
        #expect(result.status == 1)
        let place = "\(path):\(line):\(column + 9): error: "
        #expect(
            result.stdout.split(separator: "\n").contains { $0.hasPrefix(place) },
            "no error at \(place) in:\n\(result.stdout.prefix(3_000))")
    }

    /// A hostile id that reaches `oscat build` (loading checks references, not the id format)
    /// must not become a path: the build stops with an error naming the id and writes nothing,
    /// neither the site nor anything outside it.
    @Test(arguments: ["../../escaped", "/tmp/escaped", "core\u{FF0F}location", ".hidden", "a/b"])
    func hostileIDsNeverBecomeOutputPaths(id: String) throws {
        let (directory, _, _, _) = try catalog(
            // ClassKit: an entry no other one references.
            replacing: #""id": "class-kit""#, with: #""id": "\#(id)""#, in: "frameworks-core-services.json")
        let root = directory.deletingLastPathComponent()
        let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        for format in ["md", "html"] {
            let out = root.appendingPathComponent("site/\(format)")
            let result = try OscatProcess.run([
                "--catalog", directory.path, "build", "--format", format, "--out", out.path,
                "--templates", OscatProcess.packageRoot.appendingPathComponent("Templates").path,
            ])
            #expect(result.status == 1, "\(format): \(result.stderr.prefix(500))")
            #expect(result.stderr.contains(id), "\(format): the error does not name the id: \(result.stderr.prefix(500))")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/escaped"))
    }

    @Test func tenMegabyteTextIsValidatedAndPrintedWhole() throws {
        let long = String(repeating: "x", count: 10_000_000)
        let (directory, _, _, _) = try catalog(
            replacing: #""en": "Top layer of iOS"#, with: #""en": "\#(long) Top layer of iOS"#, in: "layers.json")
        let validate = try OscatProcess.run(["validate", directory.path])
        #expect(validate.status == 0, "\(validate.stdout.prefix(2_000))")
        let listing = try OscatProcess.run(["layers", "--format", "json", "--catalog", directory.path])
        #expect(listing.status == 0)
        let results = try OscatProcess.json(listing.stdout)["results"] as? [[String: Any]] ?? []
        let summaries = results.compactMap { $0["summary"] as? String }
        #expect(summaries.contains { $0.hasPrefix(long + " Top layer of iOS") }, "the 10 MB summary is not printed whole")
    }

    @Test func tenMegabytesOfEscapesGiveOneClearError() throws {
        // A million escaped line breaks: readable JSON, but text may not contain line breaks.
        let escapes = String(repeating: #"\u00e9\n"#, count: 1_000_000)
        let (directory, path, line, column) = try catalog(
            replacing: #""en": "Top layer of iOS"#, with: #""en": "\#(escapes)Top layer of iOS"#, in: "layers.json")
        let result = try OscatProcess.run(["validate", directory.path])
        #expect(result.status == 1)
        let place = "\(path):\(line):\(column + 6): error: "
        #expect(
            result.stdout.split(separator: "\n").contains { $0.hasPrefix(place) && $0.hasSuffix("[text-whitespace]") },
            "\(result.stdout.prefix(2_000))")
    }

    @Test func nestingFarPastTheLimitIsAPositionedSyntaxError() throws {
        let depth = 200_000
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (directory, path, line, column) = try catalog(
            replacing: #""position": 2"#, with: #""position": \#(nested)"#, in: "layers.json")
        let result = try OscatProcess.run(["validate", directory.path])
        #expect(result.status == 1)
        // The value sits at level 4 (file object, "layers" array, layer object), so the bracket
        // that opens level 513, one past the reader's limit of 512, is the 510th.
        let place = "\(path):\(line):\(column + 12 + 509): error: nesting too deep"
        #expect(result.stdout.contains(place), "\(result.stdout.prefix(2_000))")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test func deepXMLAndLongPOAreRefusedOrReadWithoutCrashing() throws {
        let folder = try OscatProcess.temporaryDirectory()
        for name in ["Catalog", "Localization"] {
            try FileManager.default.copyItem(
                at: OscatProcess.packageRoot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let depth = 100_000
        let xliff =
            #"<?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="cs"><body>"#
            + String(repeating: "<group>", count: depth) + String(repeating: "</group>", count: depth)
            + "</body></file></xliff>"
        let xliffURL = folder.appendingPathComponent("deep.xliff")
        try Data(xliff.utf8).write(to: xliffURL)
        let before = try Data(contentsOf: folder.appendingPathComponent("Localization/Localizable.xcstrings"))
        let deep = try OscatProcess.run(["l10n", "import", xliffURL.path], in: folder)
        #expect(deep.status == 1)
        #expect(deep.stderr.contains("deep.xliff:1:"), "\(deep.stderr.prefix(1_000))")
        #expect(deep.stderr.contains("nested"), "\(deep.stderr.prefix(1_000))")
        // A header followed by 10 MB of one continued string: read, nothing to apply.
        let po = "msgid \"\"\nmsgstr \"Language: cs\\n\"\n" + String(repeating: "\"xxxxxxxxxxxxxxxxxxxx\"\n", count: 450_000)
        let poURL = folder.appendingPathComponent("long.po")
        try Data(po.utf8).write(to: poURL)
        let long = try OscatProcess.run(["l10n", "import", poURL.path], in: folder)
        #expect(long.status == 0 || long.status == 1, "\(long.stderr.prefix(1_000))")
        #expect(!long.stderr.contains("Fatal error"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Localization/Localizable.xcstrings")) == before)
    }
}
