import Foundation
import PackagePlugin

/// Embeds data files into a module at build time, so that an installed `oscat` binary works
/// from any directory, without the clone:
/// - into `OSCatalog`: the catalog, `Catalog/*.json`, as `EmbeddedCatalogFiles`;
/// - into `OSCatalogLocalization`: the UI strings, `Localization/*.xcstrings`, as
///   `EmbeddedStringCatalogs`, and, generated from `Localization/Localizable.xcstrings` by
///   `string-keys-generator`, a typed accessor of `LocalizedStrings` for each of its keys
///   (`LocalizedStrings+Keys.swift`);
/// - into `OSCatalogSite`: the default look, every file of `Templates/` (templates, styles,
///   scripts), as `EmbeddedTemplateFiles`, named by their path below `Templates/`.
@main
struct EmbedCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let (folder, suffix, typeName) =
            switch target.name {
            case "OSCatalogLocalization": ("Localization", ".xcstrings", "EmbeddedStringCatalogs")
            case "OSCatalogSite": ("Templates", "", "EmbeddedTemplateFiles")
            default: ("Catalog", ".json", "EmbeddedCatalogFiles")
            }
        let directory = context.package.directoryURL.appending(path: folder)
        // The templates sit in folders by kind; the catalog and the strings are one level.
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
        var commands: [Command] = [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files of \(folder)/ into \(target.name)",
                executable: try context.tool(named: "catalog-embedder").url,
                arguments: [output.path, typeName, directory.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
        if target.name == "OSCatalogLocalization" {
            let catalog = directory.appending(path: "Localizable.xcstrings")
            let keys = context.pluginWorkDirectoryURL.appending(path: "LocalizedStrings+Keys.swift")
            commands.append(
                .buildCommand(
                    displayName: "Generating the string accessors of \(target.name) from Localizable.xcstrings",
                    executable: try context.tool(named: "string-keys-generator").url,
                    arguments: [catalog.path, keys.path],
                    inputFiles: [catalog],
                    outputFiles: [keys]
                ))
        }
        return commands
    }
}
