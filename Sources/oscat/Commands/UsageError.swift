import OSCatalogLocalization

extension CommandOutcome {
    /// Reports a usage error a handler found (an unknown id or version, a value that is not a
    /// version number) as the parser reports its own: the `error:` line, then the hint that
    /// points at the command's help ("See 'oscat show --help' for usage."), and exit 64.
    mutating func usageError(_ message: String, _ context: CommandContext) {
        let parsing = LocalizedArgumentParsingStrings(strings: context.strings)
        note(LocalizedStrings.errorLine(message))
        note(parsing.usageHint(helpCommand: (["oscat"] + context.command.path + ["--help"]).joined(separator: " ")))
        exitCode = Self.usage
    }
}
