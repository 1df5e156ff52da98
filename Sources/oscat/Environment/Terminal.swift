import SystemCalls

/// What the output streams are attached to: whether color is welcome and how wide the screen is.
struct Terminal {
    /// Whether standard output is a terminal.
    var isInteractive: Bool
    /// Whether to color output: only on a terminal, never with `NO_COLOR` or `--no-color`,
    /// never when `TERM` is `dumb`.
    var useColor: Bool
    /// Columns available for tables: the terminal's width, or `COLUMNS` when set (also when
    /// output is piped, as GNU tools do); nil means no wrapping.
    var width: Int?

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
        let columns = environment["COLUMNS"].flatMap(Int.init)
        let width = isInteractive ? (windowWidth ?? columns ?? 80) : columns
        return Terminal(isInteractive: isInteractive, useColor: useColor, width: width.map { max(20, $0) })
    }
}
