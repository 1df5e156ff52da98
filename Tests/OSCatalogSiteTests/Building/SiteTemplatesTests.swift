import Foundation
import TestSupport
import Testing

@testable import OSCatalogSite

@Suite struct SiteTemplatesTests {
    /// A copy of the real templates in a temporary folder, with `change` applied.
    func templatesCopy(_ change: (String) throws -> Void) throws -> String {
        let folder = try ScratchFolder.make("templates").appendingPathComponent("Templates").path
        let original = SiteFixtures.templatesDirectory
        // A copy of the files, never a link to them: the test edits the copy.
        try #require(original.hasSuffix("/Templates") && (try? FileManager.default.destinationOfSymbolicLink(atPath: original)) == nil)
        try FileManager.default.copyItem(atPath: original, toPath: folder)
        try change(folder)
        return folder
    }

    @Test func theRealTemplatesLoad() throws {
        let templates = try SiteFixtures.templates()
        #expect(templates.templates.count >= SiteTemplates.required.count)
    }

    @Test func theEmbeddedTemplatesAreTheFolderFileForFile() throws {
        let folder = SiteFixtures.templatesDirectory
        let onDisk = try #require(FileManager.default.subpaths(atPath: folder)).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        let embedded = Dictionary(uniqueKeysWithValues: EmbeddedTemplateFiles.all.map { ($0.name, $0.text) })
        #expect(Set(embedded.keys) == Set(onDisk))
        for path in onDisk {
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            #expect(embedded[path] == text, "\(path) differs from the copy built into oscat")
        }
        let built = try SiteTemplates.embedded()
        #expect(built.assets.keys.sorted() == (try SiteFixtures.templates()).assets.keys.sorted())
        #expect(built.templates.keys.sorted() == (try SiteFixtures.templates()).templates.keys.sorted())
    }

    @Test func aSyntaxErrorNamesFileLineAndColumn() throws {
        let folder = try templatesCopy { folder in
            try Data("# {{name}}\n\n{{#frameworks}}\n- {{name}}\n".utf8)
                .write(to: URL(fileURLWithPath: folder + "/pages/layer.md.mustache"))
        }
        do {
            _ = try SiteTemplates(directory: folder, displayPath: "Templates")
            Issue.record("expected a template error")
        } catch {
            #expect(error.description.hasPrefix("Templates/pages/layer.md.mustache:3:1: error:"))
        }
    }

    @Test func aNameTheModelLacksIsAnErrorAtItsPlace() throws {
        let folder = try templatesCopy { folder in
            try Data("# {{name}}\n\n{{summray}}\n".utf8).write(to: URL(fileURLWithPath: folder + "/pages/framework.md.mustache"))
        }
        let templates = try SiteTemplates(directory: folder, displayPath: "Templates")
        let builder = SiteBuilder(
            catalog: try SiteFixtures.catalog(), templates: templates, options: SiteBuildOptions(locales: [.language(.english)]))
        do {
            try builder.files(for: .markdown) { _ in }
            Issue.record("expected a template error")
        } catch {
            #expect(error.description.hasPrefix("Templates/pages/framework.md.mustache:3:1: error:"))
            #expect(error.description.contains("summray"))
        }
    }

    @Test func aMissingTemplateIsNamed() throws {
        let folder = try templatesCopy { folder in try FileManager.default.removeItem(atPath: folder + "/pages/codecs.md.mustache") }
        #expect {
            _ = try SiteTemplates(directory: folder, displayPath: "Templates")
        } throws: { error in
            (error as? SiteBuildError)?.description == "Templates/pages/codecs.md.mustache: error: required template file missing"
        }
    }

    @Test func aMissingFolderIsNamed() {
        #expect(throws: SiteBuildError.self) { _ = try SiteTemplates(directory: "/nonexistent/oscat/Templates") }
    }
}
