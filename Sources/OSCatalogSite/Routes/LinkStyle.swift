/// Which site a page is rendered for, which decides how its links are written.
public enum LinkStyle: String, Sendable, Hashable, CaseIterable {
    /// The committed Markdown site under `Site/`: links to `.md` files, readable on a git host.
    case markdown
    /// The HTML site: links to clean folder URLs (`../core-location/`).
    case html
}
