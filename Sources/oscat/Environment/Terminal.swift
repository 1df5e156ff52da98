import SystemCalls

/// What the output streams are attached to: whether color is welcome and how wide the screen is.
struct Terminal {
    /// Whether standard output is a terminal.
    var isInteractive: Bool
    /// Whether to color output: only on a terminal, never with `NO_COLOR` or `--no-color`,
    /// never when `TERM` is `dumb`.
    var useColor: Bool
    /// Columns available for tables: `COLUMNS` when it is a positive number (also when output
    /// is piped, as GNU tools do), else the terminal's width, else 80 (a pipe or a file), and
    /// never below 20. Nil means no limit: a listing's `--wide` sets it, one line per row.
    var width: Int?

    /// The width of output that is not a terminal and has no `COLUMNS`: 80, the width pipes,
    /// files and the README examples are laid out for.
    static let defaultWidth = 80

    /// The narrowest width honoured; a smaller `COLUMNS` or window counts as this.
    static let minimumWidth = 20

    /// Inspects the process's standard output and environment.
    static func current(environment: [String: String], noColorFlag: Bool) -> Terminal {
        let interactive = Platform.isTerminal(Platform.standardOutputDescriptor)
        return decide(
            isInteractive: interactive, environment: environment, noColorFlag: noColorFlag,
            windowWidth: interactive ? Platform.terminalColumns(Platform.standardOutputDescriptor) : nil)
    }

    /// The decision, separated from the system calls so that it can be tested.
    static func decide(isInteractive: Bool, environment: [String: String], noColorFlag: Bool, windowWidth: Int?) -> Terminal {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        let useColor = isInteractive && !noColor && !noColorFlag && !dumb
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let window = isInteractive ? windowWidth.flatMap { $0 > 0 ? $0 : nil } : nil
        let width = columns ?? window ?? defaultWidth
        return Terminal(isInteractive: isInteractive, useColor: useColor, width: max(minimumWidth, width))
    }
}
