import ArgumentParsing
import OSCatalogLocalization
import Testing

@testable import oscat

/// Every command of the command tree that runs has a handler, and every handler's command is
/// in the tree: a new subcommand without code fails here (and at start-up with an error),
/// instead of exiting 0 having done nothing.
@Suite struct CommandHandlerTests {
    /// The paths of the commands that run: the tree's leaves (a group only shows its help).
    static func runnablePaths(_ command: CommandSpec, prefix: [String] = []) -> [[String]] {
        command.subcommands.flatMap { sub -> [[String]] in
            let path = prefix + [sub.name]
            return sub.subcommands.isEmpty ? [path] : runnablePaths(sub, prefix: path)
        }
    }

    static let root = CommandTree.root(catalog: nil, strings: LocalizedStrings(locale: .language(.english)))

    @Test func everyRunnableCommandHasAHandler() {
        let paths = Self.runnablePaths(Self.root)
        #expect(paths.count >= 17)
        for path in paths {
            #expect(CommandHandler(path: path) != nil, "'oscat \(path.joined(separator: " "))' has no handler")
        }
    }

    @Test func everyHandledCommandIsInTheTree() {
        let paths = Set(Self.runnablePaths(Self.root))
        for query in QueryCommand.allCases {
            #expect(paths.contains([query.rawValue]), "\(query) is handled but not in the command tree")
        }
        for name in CommandHandler.l10nCommands {
            #expect(paths.contains(["l10n", name]), "l10n \(name) is handled but not in the command tree")
        }
    }

    @Test(arguments: [["l10n"], ["l10n", "bogus"], ["bogus"], ["versions", "extra"], []])
    func pathsWithoutCodeHaveNoHandler(path: [String]) {
        #expect(CommandHandler(path: path) == nil)
    }
}
