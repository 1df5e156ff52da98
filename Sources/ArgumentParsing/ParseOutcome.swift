/// What a command line asks for: run a command, show a command's help, or show the version.
///
/// Help and version are outcomes rather than errors so that the tool prints them to standard
/// output and exits with status 0.
public enum ParseOutcome: Equatable, Sendable {
    /// Run the selected command with these arguments.
    case run(ParsedCommand)
    /// Show the help of the command at `path` (subcommand names below the root, as in
    /// ``ParsedCommand/path``): asked with `-h`/`--help` anywhere, with `oscat help …`, or by
    /// invoking a command group without a subcommand. Render it with ``HelpFormatter``.
    case help(path: [String])
    /// Show the version: `--version` was given on the root, whose ``CommandSpec/version`` is
    /// the associated string.
    case version(String)
}
