import TextMatching

/// Parses command lines against a ``CommandSpec`` tree.
///
/// ```swift
/// let parser = ArgumentParser(root: spec)
/// do {
///     switch try parser.parse(Array(CommandLine.arguments.dropFirst())) {
///     case .run(let command): try run(command)
///     case .help(let path): print(HelpFormatter().render(command: spec, path: path))
///     case .version(let version): print(version)
///     }
/// } catch {
///     printError(parser.diagnostic(for: error))
///     exit(error.exitCode)
/// }
/// ```
///
/// Rules, in the order they apply to each argument:
/// - everything after `--` is positional;
/// - `-h` and `--help` anywhere before `--` ask for the help of the deepest command reached,
///   and take precedence over any error;
/// - `--version` on the root (when it has a ``CommandSpec/version``) asks for the version;
/// - `--name`, `--name value` and `--name=value` are long options; a value given as a separate
///   word may not start with `-` (except `-` alone), so `--offset=-1` must be attached;
/// - `-x`, `-x value`, `-xvalue` and `-x=value` are short options; short flags combine (`-vq`),
///   and the last letter of a combination may take a value (`-vl core-os`);
/// - `-` alone and any other word is a subcommand name (while the current command has
///   subcommands and no positional was given yet), `help` on the root (then `oscat help l10n
///   check` asks for that command's help), or else a positional argument.
/// Options accepted at each point are those of the current command and the inherited options
/// of its ancestors; options given before a subcommand name were checked against the command
/// they followed and stay in the result.
public struct ArgumentParser: Sendable {
    /// The root of the command tree (the tool itself).
    public let root: CommandSpec

    /// Creates a parser for the command tree whose root is `root`.
    public init(root: CommandSpec) {
        self.root = root
    }

    /// Parses `arguments` (the command line without the program name).
    ///
    /// - Returns: the command to run, or a request for help or for the version.
    /// - Throws: ``ArgumentError`` for the first problem found, unless help was asked for.
    public func parse(_ arguments: [String]) throws(ArgumentError) -> ParseOutcome {
        var state = ParseState(root: root, arguments: arguments)
        do {
            return try state.run()
        } catch {
            if state.helpRequested { return .help(path: state.path) }
            throw error
        }
    }

    /// The text a tool prints to standard error for `error`, both lines produced by `strings`:
    /// the message ("error: missing value for --layer") and a line pointing at the help of the
    /// command where it happened ("See 'oscat frameworks --help' for usage.").
    public func diagnostic(
        for error: ArgumentError, strings: any ArgumentParsingStrings = EnglishArgumentParsingStrings()
    ) -> String {
        let command = ([root.name] + error.path).joined(separator: " ")
        return strings.errorLine(error.message(using: strings)) + "\n"
            + strings.usageHint(helpCommand: command + " --help")
    }
}

/// An option as found during parsing: declared in the tree, or one of the built-ins.
private enum ResolvedOption {
    case declared(OptionSpec)
    case help
    case version(String)
}

/// The mutable state of one parse. Kept separate so that the command path reached so far is
/// still known when an error is thrown (for help that takes precedence over errors).
private struct ParseState {
    let root: CommandSpec
    let arguments: [String]
    /// The commands from the root to the current one.
    var chain: [CommandSpec]
    /// Subcommand names below the root.
    var path: [String] = []
    var helpRequested: Bool
    var index = 0
    var optionsEnded = false
    var flags: Set<String> = []
    var optionValues: [String: [String]] = [:]
    /// Positionals of the current command.
    var positionals: [String] = []

    init(root: CommandSpec, arguments: [String]) {
        self.root = root
        self.arguments = arguments
        self.chain = [root]
        let beforeDoubleDash = arguments.prefix { $0 != "--" }
        self.helpRequested = beforeDoubleDash.contains { $0 == "-h" || $0 == "--help" }
    }

    var current: CommandSpec { chain.last ?? root }

    // MARK: Main loop

    mutating func run() throws(ArgumentError) -> ParseOutcome {
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded {
                try addPositional(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "-h" || argument == "--help" {
                continue
            } else if argument.hasPrefix("--") {
                if let outcome = try parseLongOption(argument) { return outcome }
            } else if argument.hasPrefix("-") && argument.count > 1 {
                try parseShortOptions(argument)
            } else if positionals.isEmpty, !current.subcommands.isEmpty,
                let sub = current.subcommand(named: argument)
            {
                chain.append(sub)
                path.append(sub.name)
            } else if positionals.isEmpty, chain.count == 1, argument == "help",
                !current.subcommands.isEmpty
            {
                return try parseHelpCommand()
            } else if positionals.isEmpty, !current.subcommands.isEmpty, current.positionals.isEmpty {
                let valid = subcommandWords(of: current)
                throw .unknownCommand(
                    argument, path: path,
                    suggestion: Suggestion.closestMatch(to: argument, in: valid + aliases(of: current))
                        .map(canonicalName(of:)),
                    valid: valid)
            } else {
                try addPositional(argument)
            }
        }
        if helpRequested { return .help(path: path) }
        if !current.subcommands.isEmpty && current.positionals.isEmpty {
            return .help(path: path)
        }
        return .run(try finish())
    }

    // MARK: Options

    /// Parses `--name`, `--name=value` or `--name value`. Returns an outcome for `--version`.
    mutating func parseLongOption(_ argument: String) throws(ArgumentError) -> ParseOutcome? {
        let body = argument.dropFirst(2)
        let name: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
            inlineValue = nil
        }
        guard !name.isEmpty, let option = resolveLong(name) else {
            let valid = acceptedLongNames()
            throw .unknownOption(
                name.isEmpty ? argument : "--" + name, path: path,
                suggestion: name.isEmpty ? nil : suggestedOption(for: name, valid: valid),
                valid: valid.map { "--" + $0 })
        }
        switch option {
        case .help:
            if let inlineValue { throw .unexpectedValue(option: "--help", value: inlineValue, path: path) }
            helpRequested = true
        case .version(let version):
            if let inlineValue {
                throw .unexpectedValue(option: "--version", value: inlineValue, path: path)
            }
            if !helpRequested { return .version(version) }
        case .declared(let spec):
            if spec.takesValue {
                try record(spec, value: try takeValue(for: spec, inline: inlineValue))
            } else if let inlineValue {
                throw .unexpectedValue(option: spec.displayName, value: inlineValue, path: path)
            } else {
                flags.insert(spec.long)
            }
        }
        return nil
    }

    /// Parses `-x`, `-xyz` (combined flags), `-x value`, `-xvalue` and `-x=value`.
    mutating func parseShortOptions(_ argument: String) throws(ArgumentError) {
        let letters = Array(argument.dropFirst())
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            guard let option = resolveShort(letter) else {
                let valid = acceptedLongNames()
                if position == 0 && letters.count > 1 {
                    // Perhaps a long option typed with one dash: "-layer".
                    let typed =
                        argument.split(separator: "=", maxSplits: 1).first.map(String.init)
                        ?? argument
                    throw .unknownOption(
                        typed, path: path,
                        suggestion: suggestedOption(for: String(typed.dropFirst()), valid: valid),
                        valid: valid.map { "--" + $0 })
                }
                throw .unknownOption(
                    "-" + String(letter), path: path, suggestion: nil, valid: valid.map { "--" + $0 })
            }
            position += 1
            let rest = String(letters[position...])
            switch option {
            case .help:
                helpRequested = true
            case .version:
                break  // Built-in --version has no short form.
            case .declared(let spec):
                if spec.takesValue {
                    let inline: String?
                    if rest.isEmpty {
                        inline = nil
                    } else if rest.hasPrefix("=") {
                        inline = String(rest.dropFirst())
                    } else {
                        inline = rest
                    }
                    try record(spec, value: try takeValue(for: spec, inline: inline))
                    return
                }
                if rest.hasPrefix("=") {
                    throw .unexpectedValue(
                        option: spec.displayName, value: String(rest.dropFirst()), path: path)
                }
                flags.insert(spec.long)
            }
        }
    }

    /// The value of an option: the attached one, or the next argument unless it starts with `-`.
    mutating func takeValue(for option: OptionSpec, inline: String?) throws(ArgumentError) -> String {
        if let inline { return inline }
        guard index < arguments.count else {
            throw .missingValue(option: option.displayName, path: path)
        }
        let next = arguments[index]
        if next.hasPrefix("-") && next != "-" {
            throw .missingValue(option: option.displayName, path: path)
        }
        index += 1
        return next
    }

    mutating func record(_ option: OptionSpec, value: String) throws(ArgumentError) {
        guard case .value(_, let choices, let repeatable) = option.kind else { return }
        if let choices, !choices.contains(value) {
            throw .invalidValue(
                option: option.displayName, value: value, path: path, valid: choices,
                suggestion: Suggestion.closestMatch(to: value, in: choices))
        }
        // As in swift-argument-parser, the last of a repeated single-value option wins
        // (`-f json -f csv` is csv), so an alias or a script's default can be overridden.
        if repeatable {
            optionValues[option.long, default: []].append(value)
        } else {
            optionValues[option.long] = [value]
        }
    }

    /// The declared options accepted by the current command: its own, then the inherited
    /// options of its ancestors from the nearest up; the first declaration of a long name wins.
    func acceptedOptions() -> [OptionSpec] {
        CommandSpec.acceptedOptions(along: chain)
    }

    /// Long names accepted by the current command, built-ins last.
    func acceptedLongNames() -> [String] {
        var names = acceptedOptions().map(\.long)
        if chain.count == 1, root.version != nil, !names.contains("version") {
            names.append("version")
        }
        if !names.contains("help") { names.append("help") }
        return names
    }

    func resolveLong(_ name: String) -> ResolvedOption? {
        if let option = acceptedOptions().first(where: { $0.long == name }) {
            return .declared(option)
        }
        if name == "help" { return .help }
        if name == "version", chain.count == 1, let version = root.version {
            return .version(version)
        }
        return nil
    }

    func resolveShort(_ letter: Character) -> ResolvedOption? {
        if letter == "h" { return .help }
        if let option = acceptedOptions().first(where: { $0.short == letter }) {
            return .declared(option)
        }
        return nil
    }

    func suggestedOption(for name: String, valid: [String]) -> String? {
        let bare = String(name.drop { $0 == "-" })
        return Suggestion.closestMatch(to: bare, in: valid).map { "--" + $0 }
    }

    // MARK: Subcommands and positionals

    func subcommandWords(of command: CommandSpec) -> [String] {
        var words = command.subcommands.map(\.name)
        if chain.count == 1, !words.contains("help") { words.append("help") }
        return words
    }

    func aliases(of command: CommandSpec) -> [String] {
        command.subcommands.flatMap(\.aliases)
    }

    func canonicalName(of word: String) -> String {
        current.subcommand(named: word)?.name ?? word
    }

    /// `oscat help [command …]`: walks the words that follow down the tree, skipping options
    /// (and the separate values of the value options accepted where they appear).
    mutating func parseHelpCommand() throws(ArgumentError) -> ParseOutcome {
        var target = root
        var targets = [root]
        var targetPath: [String] = []
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" { continue }
            if word.hasPrefix("-") && word.count > 1 {
                let options = CommandSpec.acceptedOptions(along: targets)
                let takesNextWord: Bool
                if word.hasPrefix("--") {
                    takesNextWord =
                        !word.contains("=")
                        && options.contains { "--" + $0.long == word && $0.takesValue }
                } else {
                    takesNextWord =
                        word.count == 2
                        && options.contains { $0.short == word.last && $0.takesValue }
                }
                if takesNextWord && index < arguments.count { index += 1 }
                continue
            }
            guard let sub = target.subcommand(named: word) else {
                if target.subcommands.isEmpty {
                    throw .unexpectedArgument(word, path: targetPath)
                }
                let valid = target.subcommands.map(\.name)
                let candidates = valid + target.subcommands.flatMap(\.aliases)
                throw .unknownCommand(
                    word, path: targetPath,
                    suggestion: Suggestion.closestMatch(to: word, in: candidates)
                        .map { target.subcommand(named: $0)?.name ?? $0 },
                    valid: valid)
            }
            target = sub
            targets.append(sub)
            targetPath.append(sub.name)
        }
        return .help(path: targetPath)
    }

    /// Adds a positional of the current command, checking that some positional takes it and
    /// that it is one of that positional's choices.
    mutating func addPositional(_ word: String) throws(ArgumentError) {
        let specs = current.positionals
        let slot = positionals.count
        let spec: PositionalSpec?
        if slot < specs.count {
            spec = specs[slot]
        } else if let last = specs.last, last.isVariadic {
            spec = last
        } else {
            spec = nil
        }
        guard let spec else { throw .unexpectedArgument(word, path: path) }
        if let choices = spec.choices, !choices.contains(word) {
            throw .invalidValue(
                option: spec.displayName, value: word, path: path, valid: choices,
                suggestion: Suggestion.closestMatch(to: word, in: choices))
        }
        positionals.append(word)
    }

    /// Checks required positionals and builds the result.
    func finish() throws(ArgumentError) -> ParsedCommand {
        var byName: [String: [String]] = [:]
        var next = 0
        for spec in current.positionals {
            if spec.isVariadic {
                let rest = Array(positionals[min(next, positionals.count)...])
                if rest.isEmpty && !spec.isOptional {
                    throw .missingPositional(spec.displayName, path: path)
                }
                if !rest.isEmpty { byName[spec.name] = rest }
                next = positionals.count
            } else if next < positionals.count {
                byName[spec.name] = [positionals[next]]
                next += 1
            } else if !spec.isOptional {
                throw .missingPositional(spec.displayName, path: path)
            }
        }
        var defaults: [String: String] = [:]
        for option in acceptedOptions() {
            if let value = option.defaultValue, option.takesValue { defaults[option.long] = value }
        }
        return ParsedCommand(
            path: path, positionals: positionals, flags: flags, optionValues: optionValues,
            defaultValues: defaults, positionalsByName: byName)
    }
}
