/// Which handler runs a parsed command: every command of `CommandTree` that runs has exactly
/// one, and a command line whose path has none stops at start-up with an error (exit 1)
/// instead of doing nothing with exit 0. `CommandHandlerTests` walks the tree to prove the
/// two agree.
enum CommandHandler: Equatable {
    /// `fmt` and `validate`: read and check the catalog's files themselves.
    case file
    /// `l10n …`: read the catalog's files for its texts themselves.
    case l10n
    /// `completions`: needs only the command tree.
    case completions
    /// `build`: the docs site from the loaded catalog.
    case build
    /// A query of the loaded catalog.
    case query(QueryCommand)

    /// The `l10n` subcommands that run.
    static let l10nCommands: Set<String> = ["check", "stats", "export", "import", "mark-current", "glossary"]

    /// The handler of the command at `path` (`["l10n", "check"]`), or nil when none exists.
    init?(path: [String]) {
        switch path {
        case ["fmt"], ["validate"]: self = .file
        case ["completions"]: self = .completions
        case ["build"]: self = .build
        case _ where path.count == 2 && path[0] == "l10n" && Self.l10nCommands.contains(path[1]): self = .l10n
        case _ where path.count == 1:
            guard let query = QueryCommand(rawValue: path[0]) else { return nil }
            self = .query(query)
        default: return nil
        }
    }

    /// Whether the command reads the catalog's files on its own rather than the loaded catalog.
    var readsFilesItself: Bool {
        self == .file || self == .l10n
    }
}

/// The commands that query the loaded catalog (`Commands.run`).
enum QueryCommand: String, CaseIterable {
    case versions, layers, services, frameworks, codecs, programs, tools, xcode, requirements, search, show, diff
}
