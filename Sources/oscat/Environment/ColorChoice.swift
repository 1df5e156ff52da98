import ArgumentParsing

/// `--color auto|always|never`: whether output is colored. `--no-color` is kept as another
/// way to write `never`.
///
/// Precedence, as clig.dev orders it: the flag (`always`, `never`, `--no-color`), then
/// `NO_COLOR` set and not empty (off), then `TERM=dumb` (off), then whether standard output
/// is a terminal. `always` colors a pipe too (`oscat --color always frameworks | less -R`);
/// `NO_COLOR` overrides only `auto`, the default.
enum ColorChoice: String, CaseIterable {
    /// Color on a terminal, unless `NO_COLOR` or `TERM=dumb` says otherwise (the default).
    case auto
    /// Color always, also in a pipe and whatever `NO_COLOR` and `TERM` say.
    case always
    /// Never color.
    case never

    /// The choice on a parsed command line: `--no-color` means `never`, whatever `--color` says.
    init(_ command: ParsedCommand) {
        if command.flag(.noColor) {
            self = .never
        } else {
            self = command.value(.color).flatMap(ColorChoice.init(rawValue:)) ?? .auto
        }
    }

    /// Whether to color, given where standard output goes and the environment.
    func useColor(isInteractive: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isInteractive
        }
    }
}
