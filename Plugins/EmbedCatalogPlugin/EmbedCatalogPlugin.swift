import Foundation
import PackagePlugin

/// Embeds the package's `Catalog/*.json` files into the `OSCatalog` module at build time,
/// so that an installed `oscat` binary answers queries from any directory, without the clone.
@main
struct EmbedCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let catalogDirectory = context.package.directoryURL.appending(path: "Catalog")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: catalogDirectory.path)) ?? []
        let inputs = names.filter { $0.hasSuffix(".json") }.sorted().map { catalogDirectory.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalogFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) catalog files",
                executable: try context.tool(named: "catalog-embedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
