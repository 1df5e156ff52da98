/// A command of a command-line tool, declared as a value: its name, its help text, the
/// options and positional arguments it accepts and the subcommands below it.
///
/// The specification is a tree whose root is the tool itself (`oscat`), with nested
/// subcommands (`oscat l10n check`). It is a plain value rather than a set of types so that
/// a tool can build it at run time, for instance to offer choices loaded from data (the
/// layer ids of a catalog) for an option's values.
///
/// ```swift
/// let root = CommandSpec(
///     name: "oscat",
///     abstract: "Query the iOS platform catalog.",
///     version: "1.0.0",
///     options: [.value("format", valueName: "format", choices: ["text", "json"],
///                      help: "Output format.", defaultValue: "text", inherited: true)],
///     subcommands: [
///         CommandSpec(name: "frameworks", abstract: "List frameworks.",
///                     options: [.value("layer", short: "l", valueName: "L",
///                                      choices: layerIDs, help: "Only this layer.")]),
///     ]
/// )
/// ```
public struct CommandSpec: Equatable, Sendable {
    /// The word that selects the command on the command line (`"frameworks"`); for the root,
    /// the tool's name as shown in usage lines (`"oscat"`).
    public var name: String
    /// Other words that select the same subcommand (`"fw"` for `"frameworks"`). Ignored on the
    /// root. Parsed commands and help always use ``name``.
    public var aliases: [String]
    /// A one-line summary, shown as the help's overview and in the parent's subcommand list.
    public var abstract: String
    /// Optional longer text shown after the overview in the command's own help. Lines are kept;
    /// each line is wrapped to the help width.
    public var discussion: String?
    /// The tool's version. On the root only: when set, `--version` is accepted there and parses
    /// to ``ParseOutcome/version(_:)``.
    public var version: String?
    /// The options the command accepts, in the order help lists them. Options of ancestors
    /// whose ``OptionSpec/inherited`` is `true` are accepted too.
    public var options: [OptionSpec]
    /// The positional arguments, in order. Optional ones must follow the required ones, and only
    /// the last one may be variadic (see ``validationProblems()``).
    public var positionals: [PositionalSpec]
    /// The subcommands. A command with subcommands and no positionals is a group: invoked alone
    /// it parses to ``ParseOutcome/help(path:)``.
    public var subcommands: [CommandSpec]
    /// Example invocations shown at the end of the command's help.
    public var examples: [Example]

    /// Creates a command specification; every part but the name is optional.
    public init(
        name: String,
        aliases: [String] = [],
        abstract: String = "",
        discussion: String? = nil,
        version: String? = nil,
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [],
        subcommands: [CommandSpec] = [],
        examples: [Example] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.examples = examples
    }

    /// The direct subcommand selected by `word`, matched exactly against names first and then
    /// aliases; `nil` when there is none.
    public func subcommand(named word: String) -> CommandSpec? {
        subcommands.first { $0.name == word } ?? subcommands.first { $0.aliases.contains(word) }
    }

    /// The commands from this one down to the command at `path` (names or aliases of
    /// successive subcommands; `[]` is this command itself), or `nil` when a word of the path
    /// selects no subcommand.
    public func chain(to path: [String]) -> [CommandSpec]? {
        var chain = [self]
        for word in path {
            guard let current = chain.last, let next = current.subcommand(named: word) else {
                return nil
            }
            chain.append(next)
        }
        return chain
    }

    /// The command at `path` below this one (`[]` is this command), or `nil` when there is none.
    public func command(at path: [String]) -> CommandSpec? {
        chain(to: path)?.last
    }

    /// The declared options accepted by the command at `path` (see ``chain(to:)``): its own
    /// options, then the inherited options of its ancestors from the nearest up, each long name
    /// once (the nearest declaration wins). Built-in `--help` and `--version` are not included.
    /// Empty when `path` selects no command.
    public func acceptedOptions(at path: [String]) -> [OptionSpec] {
        chain(to: path).map(Self.acceptedOptions(along:)) ?? []
    }

    /// The declared options accepted by the last command of `chain` (a path from a root).
    static func acceptedOptions(along chain: [CommandSpec]) -> [OptionSpec] {
        var result: [OptionSpec] = []
        var names: Set<String> = []
        for (depth, command) in chain.enumerated().reversed() {
            for option in command.options where depth == chain.count - 1 || option.inherited {
                if names.insert(option.long).inserted { result.append(option) }
            }
        }
        return result
    }

    /// Mistakes in the specification, described in English for the tool's own tests (one
    /// string per problem; empty when the specification is sound).
    ///
    /// The parser never traps on an unsound specification (the first matching declaration
    /// wins), but a tool should assert in a test that this list is empty. Checked throughout the
    /// tree: empty or duplicate names, aliases and option names, short names used twice, the
    /// reserved `--help`, `-h` (and `--version` on a root with a version), option names that
    /// start with `-` or contain `=` or white space, optional positionals before required ones,
    /// a variadic positional that is not last, and choices lists that are empty or repeat a
    /// value or hold a default that is not among them.
    public func validationProblems() -> [String] {
        var problems: [String] = []
        collectProblems(ancestors: [], into: &problems)
        return problems
    }

    private func collectProblems(ancestors: [CommandSpec], into problems: inout [String]) {
        let path = (ancestors.map(\.name) + [name]).joined(separator: " ")
        if name.isEmpty || name.hasPrefix("-") || name.contains(where: \.isWhitespace) {
            problems.append("'\(path)': invalid command name '\(name)'")
        }
        var words: Set<String> = []
        for sub in subcommands {
            for word in [sub.name] + sub.aliases {
                if !words.insert(word).inserted {
                    problems.append("'\(path)': subcommand name or alias '\(word)' is used twice")
                }
            }
        }
        // Options accepted here: own ones plus those inherited from ancestors.
        var longNames: Set<String> = []
        var shortNames: Set<Character> = []
        for option in options {
            let long = option.long
            if long.isEmpty || long.hasPrefix("-") || long.contains("=")
                || long.contains(where: \.isWhitespace)
            {
                problems.append("'\(path)': invalid option name '\(long)'")
            }
            if !longNames.insert(long).inserted {
                problems.append("'\(path)': option --\(long) is declared twice")
            }
            if long == "help" || (ancestors.isEmpty && version != nil && long == "version") {
                problems.append("'\(path)': option --\(long) is reserved")
            }
            if let short = option.short {
                if short == "h" {
                    problems.append("'\(path)': short option -h is reserved")
                } else if short == "-" || short == "=" || short.isWhitespace {
                    problems.append("'\(path)': invalid short option '\(short)'")
                }
                if !shortNames.insert(short).inserted {
                    problems.append("'\(path)': short option -\(short) is declared twice")
                }
            }
            if case .value(let valueName, let choices, _) = option.kind {
                if valueName.isEmpty {
                    problems.append("'\(path)': option --\(long) has an empty value name")
                }
                if let choices {
                    Self.checkChoices(choices, of: "option --\(long)", at: path, into: &problems)
                    if let value = option.defaultValue, !choices.contains(value) {
                        problems.append(
                            "'\(path)': default '\(value)' of option --\(long) is not one of its choices")
                    }
                }
            } else if option.defaultValue != nil {
                problems.append("'\(path)': flag --\(long) has a default value")
            }
        }
        var seenOptional = false
        for (index, positional) in positionals.enumerated() {
            if positional.name.isEmpty {
                problems.append("'\(path)': positional argument \(index + 1) has no name")
            }
            if positional.isVariadic && index != positionals.count - 1 {
                problems.append("'\(path)': variadic argument <\(positional.name)> is not last")
            }
            if positional.isOptional {
                seenOptional = true
            } else if seenOptional {
                problems.append(
                    "'\(path)': required argument <\(positional.name)> follows an optional one")
            }
            if let choices = positional.choices {
                Self.checkChoices(choices, of: "argument <\(positional.name)>", at: path, into: &problems)
            }
        }
        for sub in subcommands {
            sub.collectProblems(ancestors: ancestors + [self], into: &problems)
        }
    }

    private static func checkChoices(
        _ choices: [String], of what: String, at path: String, into problems: inout [String]
    ) {
        if choices.isEmpty {
            problems.append("'\(path)': \(what) has an empty list of choices")
        }
        if Set(choices).count != choices.count {
            problems.append("'\(path)': \(what) lists a choice twice")
        }
    }
}

/// An example invocation of a command, shown in the EXAMPLES section of its help.
public struct Example: Equatable, Sendable {
    /// The full command line, starting with the tool's name (`"oscat frameworks --layer media"`).
    public var command: String
    /// What the command does, in one or two sentences.
    public var explanation: String

    /// Creates an example from a command line and its explanation.
    public init(command: String, explanation: String) {
        self.command = command
        self.explanation = explanation
    }
}
