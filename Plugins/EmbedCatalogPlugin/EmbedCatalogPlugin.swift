import Foundation
import PackagePlugin

/// Embeds data files into a module at build time, so that an installed `oscat` binary works
/// from any directory, without the clone:
/// - into `OSCatalog`: the catalog, `Catalog/*.json`, as `EmbeddedCatalogFiles`;
/// - into `OSCatalogLocalization`, from `Localization/Localizable.xcstrings`: the UI strings
///   compiled by `string-catalog-compiler` into flat text read without JSON parsing
///   (`CompiledStringCatalogText`), and, by `string-keys-generator`, a typed accessor of
///   `LocalizedStrings` for each key (`LocalizedStrings+Keys.swift`);
/// - into `OSCatalogSite`: the default look, every file of `Templates/` (templates, styles,
///   scripts), as `EmbeddedTemplateFiles`, named by their path below `Templates/`;
/// - into `CatalogPresentation`: the JSON Schemas of the JSON documents, `docs/schemas/*.schema.json`,
///   as `EmbeddedSchemaFiles`, which the site publishes beside its JSON API.
@main
struct EmbedCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        if target.name == "OSCatalogLocalization" { return try stringCommands(context: context, target: target) }
        let (folder, suffix, typeName) =
            switch target.name {
            case "OSCatalogSite": ("Templates", "", "EmbeddedTemplateFiles")
            case "CatalogPresentation": ("docs/schemas", ".schema.json", "EmbeddedSchemaFiles")
            default: ("Catalog", ".json", "EmbeddedCatalogFiles")
            }
        let directory = context.package.directoryURL.appending(path: folder)
        // The templates sit in folders by kind; the catalog is one level.
        let names =
            (try? folder == "Templates"
                ? FileManager.default.subpathsOfDirectory(atPath: directory.path)
                : FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let inputs = names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") && !$0.contains("/.") }.sorted()
            .map { directory.appending(path: $0) }
            .filter { url in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(typeName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files of \(folder)/ into \(target.name)",
                executable: try context.tool(named: "catalog-embedder").url,
                arguments: [output.path, typeName, directory.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The compiled UI strings and their typed accessors, both from `Localizable.xcstrings`.
    private func stringCommands(context: PluginContext, target: Target) throws -> [Command] {
        let catalog = context.package.directoryURL.appending(path: "Localization/Localizable.xcstrings")
        let compiled = context.pluginWorkDirectoryURL.appending(path: "CompiledStringCatalogText.swift")
        let keys = context.pluginWorkDirectoryURL.appending(path: "LocalizedStrings+Keys.swift")
        return [
            .buildCommand(
                displayName: "Compiling Localizable.xcstrings into \(target.name)",
                executable: try context.tool(named: "string-catalog-compiler").url,
                arguments: [catalog.path, compiled.path],
                inputFiles: [catalog],
                outputFiles: [compiled]
            ),
            .buildCommand(
                displayName: "Generating the string accessors of \(target.name) from Localizable.xcstrings",
                executable: try context.tool(named: "string-keys-generator").url,
                arguments: [catalog.path, keys.path],
                inputFiles: [catalog],
                outputFiles: [keys]
            ),
        ]
    }
}
