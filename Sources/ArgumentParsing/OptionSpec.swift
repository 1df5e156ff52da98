/// A named option of a command: a Boolean flag (`--no-color`) or an option that takes a value
/// (`--layer core-os`, `--layer=core-os`, `-l core-os`, `-lcore-os`).
///
/// Options are matched by their long name, given without the leading dashes (`"layer"`), and
/// by an optional one-letter short name (`"l"`). Short flags may be combined (`-vq`), and the
/// last letter of a combination may be an option that takes a value (`-vl core-os`).
public struct OptionSpec: Equatable, Sendable {
    /// Whether an option is a flag or takes a value.
    public enum Kind: Equatable, Sendable {
        /// A Boolean flag: present or absent. Giving it twice is allowed; `--flag=value` is an
        /// error.
        case flag
        /// An option that takes a value.
        ///
        /// - Parameters:
        ///   - valueName: the placeholder shown in help and usage (`"L"` gives `--layer <L>`).
        ///   - choices: when set, the only values accepted (checked exactly, case-sensitively);
        ///     help lists them, errors suggest the closest one and completions offer them.
        ///   - repeatable: whether the option may be given more than once (every value is kept,
        ///     see ``ParsedCommand/values(_:)``); otherwise a second occurrence is an error.
        case value(valueName: String, choices: [String]? = nil, repeatable: Bool = false)
    }

    /// The long name, without the leading dashes (`"layer"` for `--layer`). Parsed values are
    /// looked up by it.
    public var long: String
    /// The optional one-letter short name (`"l"` for `-l`). `h` is reserved for help.
    public var short: Character?
    /// Whether the option is a flag or takes a value, with its value name and choices.
    public var kind: Kind
    /// One sentence shown in help (and in fish completions).
    public var help: String
    /// The value used when the option is absent (value options only); shown in help as
    /// `(default: …)`. It is not checked against the choices at parse time.
    public var defaultValue: String?
    /// Whether the option is global: accepted on this command and on every command below it, so
    /// that `oscat --format json frameworks` and `oscat frameworks --format json` are the same.
    public var inherited: Bool

    /// Creates an option; ``flag(_:short:help:inherited:)`` and
    /// ``value(_:short:valueName:choices:repeatable:help:defaultValue:inherited:)`` read better.
    public init(
        long: String,
        short: Character? = nil,
        kind: Kind,
        help: String,
        defaultValue: String? = nil,
        inherited: Bool = false
    ) {
        self.long = long
        self.short = short
        self.kind = kind
        self.help = help
        self.defaultValue = defaultValue
        self.inherited = inherited
    }

    /// A Boolean flag such as `--no-color`.
    public static func flag(
        _ long: String, short: Character? = nil, help: String, inherited: Bool = false
    ) -> OptionSpec {
        OptionSpec(long: long, short: short, kind: .flag, help: help, inherited: inherited)
    }

    /// An option that takes a value, such as `--layer <L>`, optionally restricted to `choices`.
    public static func value(
        _ long: String,
        short: Character? = nil,
        valueName: String,
        choices: [String]? = nil,
        repeatable: Bool = false,
        help: String,
        defaultValue: String? = nil,
        inherited: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short,
            kind: .value(valueName: valueName, choices: choices, repeatable: repeatable),
            help: help, defaultValue: defaultValue, inherited: inherited)
    }

    /// Whether the option takes a value (as opposed to being a flag).
    public var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }

    /// The accepted values, or `nil` when any value is accepted (and for flags).
    public var choices: [String]? {
        if case .value(_, let choices, _) = kind { return choices }
        return nil
    }

    /// The option as written on the command line with two dashes (`"--layer"`); errors name
    /// options this way whatever form the user typed.
    public var displayName: String { "--" + long }
}
