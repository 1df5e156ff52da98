import Foundation
import TemplateEngine

/// The site's look, read from `Templates/`: page and partial templates (`*.mustache`, compiled
/// once) and assets copied as they are (`assets/`). Changing the look needs no Swift change.
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
            "markdown/page.md", "markdown/root.md", "html/layout.html", "html/root.html", "html/not-found.html",
            "svg/layer-stack.svg", "svg/timeline.svg", "feeds/releases.atom", "feeds/sitemap.xml",
        ] + PageTemplate.allCases.map(\.templateName)

    /// The assets every build needs.
    static let requiredAssets = ["style.css", "diagram.css", "search.js", "icon.svg"]

    /// Reads and compiles the templates in `directory`.
    ///
    /// - Throws: ``SiteBuildError`` when the folder or a required file is missing or
    ///   unreadable, or a template has a syntax error (named `Templates/FILE:line:col`).
    public init(directory given: String, displayPath: String? = nil) throws(SiteBuildError) {
        let shown = displayPath ?? given
        // A symbolic link to the folder is followed, so its files are listed.
        let directory = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
        self.displayPath = shown
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .templatesNotFound(shown)
        }
        var templates: [String: Template] = [:]
        var assets: [String: [UInt8]] = [:]
        let files = (fileManager.subpaths(atPath: directory) ?? []).sorted()
        for relative in files {
            let full = directory + "/" + relative
            var fileIsDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: full, isDirectory: &fileIsDirectory), !fileIsDirectory.boolValue else {
                continue
            }
            guard let data = fileManager.contents(atPath: full) else { throw .unreadable(shown + "/" + relative) }
            if relative.hasPrefix("assets/") {
                assets[String(relative.dropFirst("assets/".count))] = Array(data)
            } else if relative.hasSuffix(".mustache") {
                guard let text = String(validating: Array(data), as: UTF8.self) else {
                    throw .unreadable(shown + "/" + relative)
                }
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
