import ArgumentParsing
import Locales
import OSCatalog
import OSCatalogLocalization
import Testing

@testable import oscat

/// Help is written without loading the catalog for every command whose options show no values
/// from it: that help must be the same text the loaded catalog would give, in every language, so
/// `CommandTree.optionsWithCatalogValues` names every option whose help reads the catalog.
@Suite struct CatalogFreeHelpTests {
    /// Every command path of the tree: the root, the groups and the commands that run.
    static func allPaths(_ command: CommandSpec, prefix: [String] = []) -> [[String]] {
        [prefix] + command.subcommands.flatMap { allPaths($0, prefix: prefix + [$0.name]) }
    }

    @Test(arguments: CatalogLanguage.allCases)
    func helpWithoutCatalogValuesIsTheHelpTheCatalogWouldGive(language: CatalogLanguage) throws {
        let catalog = try CatalogLoader.load(from: .embedded)
        let strings = LocalizedStrings(locale: .language(language))
        let withCatalog = CommandTree.root(catalog: catalog, strings: strings)
        let without = CommandTree.root(catalog: nil, strings: strings)
        let formatter = HelpFormatter(width: 80, strings: LocalizedArgumentParsingStrings(strings: strings))
        var catalogFree = 0
        for path in Self.allPaths(without) where !CommandTree.helpShowsCatalogValues(without, path: path) {
            catalogFree += 1
            #expect(
                formatter.render(command: without, path: path) == formatter.render(command: withCatalog, path: path),
                "help of '\(path.joined(separator: " "))' differs without the catalog")
        }
        // The root, `fmt`, `validate`, `l10n` … are written without it; listings with --layer are not.
        #expect(catalogFree > 10)
        let needing = Self.allPaths(without).filter { CommandTree.helpShowsCatalogValues(without, path: $0) }
        #expect(needing.contains(["frameworks"]) && needing.contains(["codecs"]) && !needing.contains([]), "\(needing)")
    }
}
