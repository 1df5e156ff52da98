/// Writes shell completion scripts for a command tree.
///
/// The scripts complete subcommand names (and `help` and the names after it on the root), the
/// options accepted at each level (inherited options included, plus `-h`/`--help` and the
/// root's `--version`), option values from their ``OptionSpec/choices`` in the forms
/// `--layer co`, `--layer=co` and `-l co`, and positional arguments from their
/// ``PositionalSpec/choices``. Values with no fixed choices fall back to the shell's file-name
/// completion. They follow the parser's rules: a value option consumes the next word, `--`
/// ends options, subcommands are recognised only before the first positional.
///
/// Since the tree is built at run time, the scripts carry the choices known when they were
/// generated (the tool prints them with a `completions` command; a user regenerates them after
/// the data changes). Every word from the tree is quoted for the shell, so names and choices
/// cannot inject code. The scripts define functions named after the root command, e.g.
/// `_oscat` and helpers starting with `__oscat_`.
public enum CompletionScriptGenerator {
    /// The completion script for `root` in `shell`'s language.
    ///
    /// - Parameters:
    ///   - root: the tool's root command; its name names the script's functions.
    ///   - shell: the shell whose completion language the script is written in.
    ///   - strings: the texts of the built-in options' descriptions (fish shows them).
    public static func script(
        for root: CommandSpec, shell: CompletionShell,
        strings: any ArgumentParsingStrings = EnglishArgumentParsingStrings()
    ) -> String {
        let tree = CompletionTree(root: root)
        switch shell {
        case .bash: return BashZshScript(tree: tree, isZsh: false).render()
        case .zsh: return BashZshScript(tree: tree, isZsh: true).render()
        case .fish: return FishScript(tree: tree, strings: strings).render()
        }
    }

    /// `text` quoted for bash and zsh: in single quotes, an embedded `'` written as `'\''`.
    static func shellQuote(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "'\\''") + "'"
    }

    /// `text` quoted for fish: in single quotes, with `\` and `'` escaped by a backslash.
    static func fishQuote(_ text: String) -> String {
        "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }

    /// The root's name reduced to letters, digits and underscores, for function names.
    static func identifier(_ name: String) -> String {
        let mapped = name.unicodeScalars.map { scalar -> Character in
            let v = scalar.value
            let isAlphanumeric =
                (0x30...0x39).contains(v) || (0x41...0x5A).contains(v)
                || (0x61...0x7A).contains(v)
            return isAlphanumeric ? Character(scalar) : "_"
        }
        return mapped.isEmpty ? "command" : String(mapped)
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}

/// The command tree flattened for script generation: one node per command, identified by its
/// path of names joined with spaces (`"oscat l10n check"`).
struct CompletionTree {
    struct Node {
        let id: String
        let command: CommandSpec
        /// Declared options accepted here (own, then inherited).
        let options: [OptionSpec]
        /// Built-in option words accepted here (`--version` on the root, `-h`, `--help`).
        let builtinWords: [String]
        let subcommands: [(words: [String], id: String, abstract: String)]
        let isRoot: Bool
    }

    let rootName: String
    let prefix: String
    let nodes: [Node]
    /// Whether `help` on the root is the help pseudo-command.
    let hasHelpCommand: Bool

    init(root: CommandSpec) {
        rootName = root.name
        prefix = "__" + CompletionScriptGenerator.identifier(root.name)
        hasHelpCommand = !root.subcommands.isEmpty && root.subcommand(named: "help") == nil
        var nodes: [Node] = []
        func visit(_ chain: [CommandSpec]) {
            guard let command = chain.last else { return }
            let id = chain.map(\.name).joined(separator: " ")
            let options = CommandSpec.acceptedOptions(along: chain)
            var builtins: [String] = []
            if chain.count == 1, root.version != nil, !options.contains(where: { $0.long == "version" }) {
                builtins.append("--version")
            }
            builtins += ["-h", "--help"]
            nodes.append(
                Node(
                    id: id, command: command, options: options, builtinWords: builtins,
                    subcommands: command.subcommands.map {
                        ([$0.name] + $0.aliases, id + " " + $0.name, $0.abstract)
                    },
                    isRoot: chain.count == 1))
            for sub in command.subcommands { visit(chain + [sub]) }
        }
        visit([root])
        self.nodes = nodes
    }
}

/// Words of an option on the command line: `--long` and `-s`.
func optionWords(_ option: OptionSpec) -> [String] {
    ["--" + option.long] + (option.short.map { ["-" + String($0)] } ?? [])
}
