/// A positional argument of a command, such as the `<id>` of `oscat framework <id>`.
///
/// Positionals are filled in order by the words that are neither options, option values nor
/// subcommand names. Everything after `--` is positional, even words that start with `-`.
public struct PositionalSpec: Equatable, Sendable {
    /// The name shown in help and usage (`<id>`) and used to read the parsed value.
    public var name: String
    /// One sentence shown in the ARGUMENTS section of help.
    public var help: String
    /// Whether the argument may be left out. Optional positionals must follow required ones.
    public var isOptional: Bool
    /// Whether the argument takes every remaining word (`<files> ...`). Only the last
    /// positional may be variadic; a required variadic needs at least one word.
    public var isVariadic: Bool
    /// When set, the only values accepted; help lists them and completions offer them.
    public var choices: [String]?

    /// Creates a positional argument, required and single by default.
    public init(
        name: String, help: String, optional: Bool = false, variadic: Bool = false,
        choices: [String]? = nil
    ) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
        self.choices = choices
    }

    /// The argument as shown in help and errors (`"<id>"`).
    public var displayName: String { "<" + name + ">" }
}
