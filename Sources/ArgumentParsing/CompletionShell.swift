/// A shell for which ``CompletionScriptGenerator`` writes a completion script.
public enum CompletionShell: String, CaseIterable, Equatable, Sendable {
    /// GNU bash 4 or later (`source <(oscat completions bash)`).
    case bash
    /// zsh with `compinit` loaded (`source <(oscat completions zsh)`, or saved as `_oscat` in
    /// a directory of `$fpath`).
    case zsh
    /// fish 3 or later (`oscat completions fish | source`, or saved as
    /// `~/.config/fish/completions/oscat.fish`).
    case fish
}
