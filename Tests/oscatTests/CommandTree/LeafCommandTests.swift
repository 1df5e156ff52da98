import ArgumentParsing
import OSCatalogLocalization
import Testing

@testable import oscat

/// The command tree is made from `LeafCommand.all`: every command in it that runs is a
/// `LeafCommand` (whose handlers switch without a default), and every `LeafCommand` is in the
/// tree exactly once, at the path the handlers expect.
@Suite struct LeafCommandTests {
    /// The paths of the commands that run: the tree's leaves (a group only shows its help).
    static func runnablePaths(_ command: CommandSpec, prefix: [String] = []) -> [[String]] {
        command.subcommands.flatMap { sub -> [[String]] in
            let path = prefix + [sub.name]
            return sub.subcommands.isEmpty ? [path] : runnablePaths(sub, prefix: path)
        }
    }

    /// Every option of the tree and its subcommands.
    static func options(_ command: CommandSpec) -> [OptionSpec] {
        command.options + command.subcommands.flatMap(options)
    }

    /// Every positional argument of the tree and its subcommands.
    static func positionals(_ command: CommandSpec) -> [PositionalSpec] {
        command.positionals + command.subcommands.flatMap(positionals)
    }

    static let root = CommandTree.root(catalog: nil, strings: LocalizedStrings(locale: .language(.english)))

    @Test func theTreesLeavesAreExactlyTheLeafCommandsInOrder() {
        let paths = Self.runnablePaths(Self.root)
        #expect(paths == LeafCommand.all.map(\.path))
        #expect(Set(LeafCommand.all).count == LeafCommand.all.count, "a command is listed twice")
        #expect(
            paths.count == QueryCommand.allCases.count + FileCommand.allCases.count + L10nCommandName.allCases.count + 4,
            "build, check, completions, manual")
    }

    @Test func everyPathFindsItsCommandAgain() {
        for leaf in LeafCommand.all {
            #expect(LeafCommand(path: leaf.path) == leaf, "'oscat \(leaf)' does not parse back")
        }
    }

    @Test func onlyTheCommandsThatReadFilesThemselvesRunWithoutTheLoadedCatalog() {
        let fileReaders = LeafCommand.all.filter(\.readsFilesItself).map(\.description)
        #expect(
            fileReaders == [
                "validate", "fmt", "l10n check", "l10n stats", "l10n export", "l10n import", "l10n mark-current", "l10n glossary",
            ])
    }

    @Test func everyOptionAndArgumentOfTheTreeIsNamedByTheTypedNames() {
        let optionNames = Set(Self.options(Self.root).map(\.long))
        #expect(optionNames == Set(OptionName.allCases.map(\.rawValue)), "OptionName and the tree's options differ")
        let argumentNames = Set(Self.positionals(Self.root).map(\.name))
        #expect(argumentNames == Set(ArgumentName.allCases.map(\.rawValue)), "ArgumentName and the tree's arguments differ")
    }

    @Test(arguments: [["l10n"], ["l10n", "bogus"], ["bogus"], ["versions", "extra"], [], ["checks"], ["check", "now"]])
    func pathsWithoutCodeHaveNoCommand(path: [String]) {
        #expect(LeafCommand(path: path) == nil)
    }
}
