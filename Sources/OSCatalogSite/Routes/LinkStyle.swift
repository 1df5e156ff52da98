/// Which site a page is rendered for, which decides how its links are written.
public enum LinkStyle: String, Sendable, Hashable, CaseIterable {
    /// The committed Markdown site under `Site/`: links to `.md` files, readable on a git host.
    case markdown
    /// The HTML site for a web server: links to clean folder URLs (`../core-location/`), which
    /// the server answers with the folder's `index.html`.
    case html
    /// The HTML site opened from disk (`file://`), where a folder link shows a directory
    /// listing: every link names its file (`../core-location/index.html`).
    case htmlFiles

    /// Whether the style is one of the HTML site's.
    var isHTML: Bool { self != .markdown }
}
