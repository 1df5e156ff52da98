/// Where a page of the site lives: its path segments from the site root
/// (`["cs", "frameworks", "core-location"]`), and how that path is written in each output.
///
/// The HTML site uses clean URLs, one folder per page (`cs/frameworks/core-location/index.html`,
/// linked as `…/core-location/`); the Markdown site uses one file per page, with a folder's
/// `README.md` as its index page, so that a git host shows it when the folder is opened.
public struct SiteRoute: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path segments from the site root. Each is a catalog id or a fixed name; see
    /// ``isSafeSegment(_:)``.
    public let segments: [String]
    /// Whether the page is the index of a folder of pages (the Markdown site writes it as that
    /// folder's `README.md`).
    public let isSection: Bool

    /// A route; `segments` must all pass ``isSafeSegment(_:)``, which ``PageFactory`` checks
    /// before it makes a route from a catalog id.
    init(_ segments: [String], isSection: Bool = false) {
        self.segments = segments
        self.isSection = isSection || segments.count <= 1
    }

    /// Whether `segment` can be a path segment: lower-case ASCII letters, digits, `-` and `.`,
    /// starting with a letter or digit, at most 100 characters. Nothing else can reach the file
    /// system, so no id can climb out of the output folder or name a hidden file.
    public static func isSafeSegment(_ segment: String) -> Bool {
        guard let first = segment.utf8.first, segment.utf8.count <= 100 else { return false }
        func allowed(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return allowed(first) && segment.utf8.allSatisfy { allowed($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    /// The path of the HTML file, relative to the site root (`cs/frameworks/core-location/index.html`).
    public var htmlFile: String { (segments + ["index.html"]).joined(separator: "/") }

    /// The path of the Markdown file, relative to the site root (`cs/frameworks/core-location.md`,
    /// `cs/frameworks/README.md`).
    public var markdownFile: String { markdownFileSegments.joined(separator: "/") }

    private var markdownFileSegments: [String] {
        guard let last = segments.last, !isSection else { return segments + ["README.md"] }
        return segments.dropLast() + [last + ".md"]
    }

    /// The folder of the page's file in `style`, as segments from the site root.
    func folder(in style: LinkStyle) -> [String] {
        switch style {
        case .html, .htmlFiles: segments
        case .markdown: Array(markdownFileSegments.dropLast())
        }
    }

    /// A relative link from this page to `target`, in `style`, with an optional `#fragment`.
    public func link(to target: SiteRoute, style: LinkStyle, fragment: String? = nil) -> String {
        let path: String
        switch style {
        case .html, .htmlFiles:
            let relative = Self.relativePath(from: segments, to: target.segments)
            let file = style == .htmlFiles ? "index.html" : ""
            path = relative.isEmpty ? (file.isEmpty ? "./" : file) : relative + "/" + file
        case .markdown:
            path = Self.relativePath(from: folder(in: .markdown), to: target.markdownFileSegments)
        }
        guard let fragment else { return path }
        return path + "#" + fragment
    }

    /// A relative link from this page to a file at `path` (segments from the site root).
    public func link(toFile path: [String], style: LinkStyle) -> String {
        Self.relativePath(from: folder(in: style), to: path)
    }

    /// `../` for each folder of `from` that `to` does not share, then the rest of `to`.
    static func relativePath(from: [String], to: [String]) -> String {
        var shared = 0
        while shared < from.count, shared < to.count, from[shared] == to[shared] { shared += 1 }
        let up = Array(repeating: "..", count: from.count - shared)
        return (up + to[shared...]).joined(separator: "/")
    }

    /// The segments joined with `/`.
    public var description: String { segments.joined(separator: "/") }

    /// Routes sort segment by segment, so a folder's pages stay together.
    public static func < (lhs: SiteRoute, rhs: SiteRoute) -> Bool {
        lhs.segments.lexicographicallyPrecedes(rhs.segments)
    }
}
