import Foundation
import PackagePlugin

/// Embeds data files into a module at build time, so that an installed `oscat` binary works
/// from any directory, without the clone:
/// - into `OSCatalog`: the catalog, `Catalog/*.json`, as `EmbeddedCatalogFiles`;
/// - into `OSCatalogLocalization`: the UI strings, `Localization/*.xcstrings`, as
///   `EmbeddedStringCatalogs`.
@main
struct EmbedCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let (folder, suffix, typeName) = switch target.name {
        case "OSCatalogLocalization": ("Localization", ".xcstrings", "EmbeddedStringCatalogs")
        default: ("Catalog", ".json", "EmbeddedCatalogFiles")
        }
        let directory = context.package.directoryURL.appending(path: folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let inputs = names.filter { $0.hasSuffix(suffix) }.sorted().map { directory.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(typeName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files of \(folder)/ into \(target.name)",
                executable: try context.tool(named: "catalog-embedder").url,
                arguments: [output.path, typeName] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
