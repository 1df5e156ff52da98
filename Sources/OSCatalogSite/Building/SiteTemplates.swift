import Foundation
import TemplateEngine

/// The site's look: page and partial templates (`*.mustache`, compiled once) and assets copied
/// as they are (`assets/`), from a `Templates/` folder or from the copy built into oscat.
/// Changing the look needs no Swift change.
public struct SiteTemplates: Sendable {
    /// The folder as the user named it, for messages (`Templates`).
    public let displayPath: String
    /// Compiled templates by name: their path below the folder without `.mustache`
    /// (`pages/home.md`, `html/layout.html`).
    let templates: [String: Template]
    /// Asset files by name (`style.css`), as bytes.
    let assets: [String: [UInt8]]

    /// The templates every build needs; loading fails early, naming the first one missing.
    static let required =
        [
            "markdown/page.md", "markdown/root.md", "html/layout.html", "html/root.html", "html/not-found.html", "html/matrix.html",
            "svg/layer-stack.svg", "svg/timeline.svg", "svg/bar-chart.svg", "svg/badge.svg", "feeds/releases.atom", "feeds/sitemap.xml",
        ] + PageTemplate.allCases.map(\.templateName)

    /// The assets every build needs.
    static let requiredAssets = ["style.css", "diagram.css", "search.js", "matrix.js", "icon.svg", notFoundScript]

    /// The 404 page's script, which the page inlines.
    static let notFoundScript = "not-found.js"

    /// Reads and compiles the templates in `directory`.
    ///
    /// - Throws: ``SiteBuildError`` when the folder or a required file is missing or
    ///   unreadable, or a template has a syntax error (named `Templates/FILE:line:col`).
    public init(directory given: String, displayPath: String? = nil) throws(SiteBuildError) {
        let shown = displayPath ?? given
        // A symbolic link to the folder is followed, so its files are listed.
        let directory = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .templatesNotFound(shown)
        }
        var files: [(name: String, bytes: [UInt8])] = []
        for relative in (fileManager.subpaths(atPath: directory) ?? []).sorted() {
            let full = directory + "/" + relative
            var fileIsDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &fileIsDirectory), !fileIsDirectory.boolValue else {
                continue
            }
            guard relative.hasPrefix("assets/") || relative.hasSuffix(".mustache") else { continue }
            guard let data = fileManager.contents(atPath: full) else { throw .unreadable(shown + "/" + relative) }
            files.append((relative, Array(data)))
        }
        try self.init(files: files, displayPath: shown)
    }

    /// The default look, built into oscat from the clone's `Templates/` (as the catalog is), so
    /// that an installed `oscat build` works from any folder.
    ///
    /// - Throws: ``SiteBuildError`` only if the embedded copy is incomplete, which the tests
    ///   rule out.
    public static func embedded() throws(SiteBuildError) -> SiteTemplates {
        try SiteTemplates(
            files: EmbeddedTemplateFiles.all.map { ($0.name, Array($0.text.utf8)) }, displayPath: "Templates (built into oscat)")
    }

    /// Compiles `files` (paths below the templates folder and their bytes): `*.mustache` are
    /// templates, `assets/*` are copied as they are, anything else is ignored.
    init(files: [(name: String, bytes: [UInt8])], displayPath shown: String) throws(SiteBuildError) {
        self.displayPath = shown
        var templates: [String: Template] = [:]
        var assets: [String: [UInt8]] = [:]
        for (relative, bytes) in files {
            if relative.hasPrefix("assets/") {
                assets[String(relative.dropFirst("assets/".count))] = bytes
            } else if relative.hasSuffix(".mustache") {
                guard let text = String(validating: bytes, as: UTF8.self) else { throw .unreadable(shown + "/" + relative) }
                let name = String(relative.dropLast(".mustache".count))
                do {
                    templates[name] = try Template(text, name: shown + "/" + relative)
                } catch {
                    throw .template(error)
                }
            }
        }
        for name in Self.required where templates[name] == nil {
            throw .missingTemplate(shown + "/" + name + ".mustache")
        }
        for name in Self.requiredAssets where assets[name] == nil {
            throw .missingTemplate(shown + "/assets/" + name)
        }
        self.templates = templates
        self.assets = assets
    }

    /// Every template, for `{{> name}}`.
    var partials: PartialProvider { PartialProvider(templates: templates) }

    /// Renders template `name` with `model` (strict: a name the model lacks is an error).
    func render(_ name: String, _ model: TemplateValue, as kind: OutputKind) throws(SiteBuildError) -> String {
        guard let template = templates[name] else { throw .missingTemplate(displayPath + "/" + name + ".mustache") }
        do {
            return try template.render(model, as: kind, partials: partials, options: .strict)
        } catch {
            throw .template(error)
        }
    }
}

/// The page body templates, `Templates/pages/<name>.md.mustache`.
enum PageTemplate: String, CaseIterable, Sendable {
    case home, versions, version, architecture, layer, frameworks, framework, availability, codecs, programs,
        tools, toolchain, requirements, sources, search

    var templateName: String { "pages/\(rawValue).md" }
}
