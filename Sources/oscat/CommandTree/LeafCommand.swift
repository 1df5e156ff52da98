/// Every command of `oscat` that runs; a group such as `l10n` only shows its help. The command
/// tree is built from ``all``, and `Application` and each handler switch over these cases with
/// no `default`, so a command without code does not compile, and code without a command is
/// not reachable from the tree.
enum LeafCommand: Hashable, CustomStringConvertible {
    /// A query of the loaded catalog.
    case query(QueryCommand)
    /// `validate` and `fmt`: they read and check the catalog's files themselves.
    case file(FileCommand)
    /// `l10n …`: they read the catalog's files for its texts themselves.
    case l10n(L10nCommandName)
    /// `build`: the docs site from the loaded catalog.
    case build
    /// `check`: an app's imports judged against the loaded catalog.
    case check
    /// `completions`: needs only the command tree.
    case completions
    /// `manual`: the manual page, from the command tree alone.
    case manual

    /// Every command, in the order help lists them.
    static let all: [LeafCommand] =
        QueryCommand.allCases.map(LeafCommand.query) + FileCommand.allCases.map(LeafCommand.file)
        + L10nCommandName.allCases.map(LeafCommand.l10n) + [.check, .build, .completions, .manual]

    /// The command at `path` (`["l10n", "check"]`), or nil when no command runs there.
    init?(path: [String]) {
        guard let leaf = Self.all.first(where: { $0.path == path }) else { return nil }
        self = leaf
    }

    /// The group the command belongs to, or nil for a top-level command.
    var group: CommandGroup? {
        if case .l10n = self { return .l10n }
        return nil
    }

    /// The command's own word on the command line.
    var name: String {
        switch self {
        case .query(let query): query.rawValue
        case .file(let file): file.rawValue
        case .l10n(let name): name.rawValue
        case .build: "build"
        case .check: "check"
        case .completions: "completions"
        case .manual: "manual"
        }
    }

    /// The words that run the command: its group's and its own.
    var path: [String] {
        (group.map { [$0.rawValue] } ?? []) + [name]
    }

    /// As the user types it: `l10n check`.
    var description: String { path.joined(separator: " ") }

    /// Whether the command reads the catalog's files on its own rather than the loaded catalog,
    /// so that it runs, and reports precisely, when the catalog does not load.
    var readsFilesItself: Bool {
        switch self {
        case .file, .l10n: true
        case .query, .build, .check, .completions, .manual: false
        }
    }

    /// Whether the command runs without loading the catalog: it reads the catalog's files
    /// itself (``readsFilesItself``), or needs no catalog at all (`manual`, whose page must not
    /// change with the catalog's data).
    var runsWithoutLoadedCatalog: Bool { readsFilesItself || self == .manual }
}

/// A command that only groups others (`oscat l10n --help`).
enum CommandGroup: String, CaseIterable {
    case l10n
}

/// The commands that query the loaded catalog (`Commands.run`), in the order help lists them.
enum QueryCommand: String, CaseIterable {
    case versions, layers, services, frameworks, codecs, programs, tools, xcode, requirements, show, search, diff
}

/// The commands that work on the catalog's files (`FileCommands.run`).
enum FileCommand: String, CaseIterable {
    case validate, fmt
}

/// The `l10n` subcommands (`L10nCommand.run`).
enum L10nCommandName: String, CaseIterable {
    case check, stats, export
    case `import`
    case markCurrent = "mark-current"
    case glossary
}
