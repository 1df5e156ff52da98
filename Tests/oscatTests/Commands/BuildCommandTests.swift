import Foundation
import TestSupport
import Testing

/// `oscat build` works wherever it runs: outside a clone with the templates built into oscat,
/// inside one with its `Templates/`, and with links that name their files for a site opened
/// from disk. `--catalog` names data only, never a look.
@Suite(.serialized, .tags(.endToEnd), .skippedWhenFast) struct BuildCommandTests {
    /// A clone-like project in a scratch folder: a copy of the catalog and, when asked, of the
    /// templates with a marker comment in the HTML layout, so a build shows which look it used.
    func project(withTemplates: Bool) throws -> URL {
        let folder = try ScratchFolder.make("build-project")
        let root = OscatProcess.packageRoot
        try FileManager.default.copyItem(at: root.appendingPathComponent("Catalog"), to: folder.appendingPathComponent("Catalog"))
        if withTemplates {
            let templates = folder.appendingPathComponent("Templates")
            try FileManager.default.copyItem(at: root.appendingPathComponent("Templates"), to: templates)
            let layout = templates.appendingPathComponent("html/layout.html.mustache")
            let text = try String(contentsOf: layout, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "</body>", with: "<!-- the project's own look --></body>").utf8)
                .write(to: layout)
        }
        return folder
    }

    func build(_ extra: [String], in directory: URL) throws -> (OscatProcess.Result, URL) {
        let out = try ScratchFolder.make("build-out").appendingPathComponent("site")
        let run = try OscatProcess.run(
            ["build", "--format", "html", "--locale", "en", "--quiet", "--out", out.path] + extra, in: directory)
        return (run, out)
    }

    func page(_ out: URL, _ path: String) throws -> String {
        try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func outsideACloneTheBuiltInTemplatesAndCatalogBuildTheSite() throws {
        let (run, out) = try build(["--link-style", "files"], in: try ScratchFolder.make("elsewhere"))
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let home = try page(out, "en/index.html")
        #expect(home.contains("href=\"frameworks/index.html\""))
        #expect(!home.contains("the project's own look"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("404.html").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("sitemap.xml").path))
        // The JSON API is what the CLI prints, and its schemas come from the binary too.
        let listing = try OscatProcess.run(["frameworks", "--format", "json", "--lang", "en"])
        #expect(try page(out, "api/v1/en/frameworks.json") == listing.stdout)
        let entry = try OscatProcess.run(["show", "core-location", "--format", "json", "--lang", "en"])
        #expect(try page(out, "api/v1/en/frameworks/core-location.json") == entry.stdout)
        let schema = try String(
            contentsOf: OscatProcess.packageRoot.appendingPathComponent("docs/schemas/show.schema.json"), encoding: .utf8)
        #expect(try page(out, "api/v1/schemas/show.schema.json") == schema)
    }

    @Test func insideACloneItsTemplatesAreUsedButACatalogFlagImpliesNone() throws {
        let project = try project(withTemplates: true)
        let (inside, insideOut) = try build([], in: project.appendingPathComponent("Catalog"))
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(try page(insideOut, "en/index.html").contains("the project's own look"))
        // --catalog from another folder reads that catalog with the built-in look.
        let catalog = project.appendingPathComponent("Catalog").path
        let (flagged, flaggedOut) = try build(["--catalog", catalog], in: try ScratchFolder.make("elsewhere"))
        #expect(flagged.status == 0, "\(flagged.stderr)")
        #expect(!(try page(flaggedOut, "en/index.html").contains("the project's own look")))
        let templates = project.appendingPathComponent("Templates").path
        let (given, givenOut) = try build(["--catalog", catalog, "--templates", templates], in: try ScratchFolder.make("elsewhere"))
        #expect(given.status == 0, "\(given.stderr)")
        #expect(try page(givenOut, "en/index.html").contains("the project's own look"))
    }

    @Test func aCloneWithoutTemplatesUsesTheBuiltInOnes() throws {
        let project = try project(withTemplates: false)
        let (run, out) = try build(["--base-url", "https://docs.example.org/oscat/"], in: project)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try page(out, "en/frameworks/index.html")
        #expect(!page.contains("the project's own look"))
        #expect(page.contains("href=\"../versions/\"") && page.contains("rel=\"canonical\""))
        #expect(try self.page(out, "sitemap.xml").contains("https://docs.example.org/oscat/en/frameworks/"))
    }

    @Test func aMissingTemplatesFolderIsNamed() throws {
        let (run, _) = try build(["--templates", "no-such-look"], in: try ScratchFolder.make("elsewhere"))
        #expect(run.status == 1 && run.stderr.contains("no-such-look"), "\(run.stderr)")
    }

    @Test func anUnknownLinkStyleListsTheChoices() throws {
        let run = try OscatProcess.run(["build", "--link-style", "dirs"])
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.stderr.contains("--link-style") && run.stderr.contains("folders, files"), "\(run.stderr)")
    }
}
