/// The result of parsing a command line that selects a command to run: which command, and the
/// flags, option values and positional arguments given to it.
///
/// Options are read by their long name without dashes (`value("layer")`), whatever form the
/// user typed (`--layer x`, `--layer=x`, `-l x`, `-lx`) and whether the option was given
/// before or after the subcommand (for inherited options).
public struct ParsedCommand: Equatable, Sendable {
    /// The names of the subcommands from the root down to the selected command, without the
    /// root's own name: `["l10n", "check"]` for `oscat l10n check`, `[]` for the root itself.
    /// Aliases are replaced by the canonical names.
    public var path: [String]
    /// The positional arguments in the order given (including those after `--`).
    public var positionals: [String]
    /// Long names of the flags that were given.
    public var flags: Set<String>
    /// The values given to value options, by long name, in the order given.
    public var optionValues: [String: [String]]
    /// The declared defaults of the options accepted by the selected command, by long name.
    public var defaultValues: [String: String]
    /// The positional arguments by the name of the ``PositionalSpec`` they filled.
    public var positionalsByName: [String: [String]]

    /// Creates a parsed command directly, for instance to test a tool's command handlers
    /// without going through a command line.
    public init(
        path: [String],
        positionals: [String] = [],
        flags: Set<String> = [],
        optionValues: [String: [String]] = [:],
        defaultValues: [String: String] = [:],
        positionalsByName: [String: [String]] = [:]
    ) {
        self.path = path
        self.positionals = positionals
        self.flags = flags
        self.optionValues = optionValues
        self.defaultValues = defaultValues
        self.positionalsByName = positionalsByName
    }

    /// Whether the flag with this long name was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value of the option with this long name: the last one given, else its declared
    /// default, else `nil`.
    public func value(_ name: String) -> String? {
        optionValues[name]?.last ?? defaultValues[name]
    }

    /// Every value given to the option with this long name, in order; when none was given, its
    /// declared default alone, else `[]`. Meant for repeatable options.
    public func values(_ name: String) -> [String] {
        if let given = optionValues[name], !given.isEmpty { return given }
        return defaultValues[name].map { [$0] } ?? []
    }

    /// Whether the option (flag or value option) with this long name was given explicitly, as
    /// opposed to absent or taking its default.
    public func isSpecified(_ name: String) -> Bool {
        flags.contains(name) || optionValues[name] != nil
    }

    /// The value of the positional argument with this name, or `nil` when it was not given
    /// (for a variadic positional, its first value).
    public func positional(_ name: String) -> String? {
        positionalsByName[name]?.first
    }

    /// Every value of the (variadic) positional argument with this name, in order.
    public func positionalValues(_ name: String) -> [String] {
        positionalsByName[name] ?? []
    }
}
