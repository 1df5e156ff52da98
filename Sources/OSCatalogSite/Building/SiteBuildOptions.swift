import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import StringCatalogs

/// What to build: which sites, in which locales, published where.
public struct SiteBuildOptions: Sendable {
    /// The locales to build, in the order their languages are listed.
    public var locales: [LocaleID]
    /// The address the HTML site is published at, ending in `/`, for the sitemap, the feeds'
    /// addresses and each page's canonical link; nil when it is not known, and then the build
    /// writes no absolute address at all (no sitemap, relative feed links) rather than a
    /// placeholder host.
    public var baseURL: String?
    /// How the HTML site's links are written: folder URLs for a web server, or naming each
    /// `index.html` for a site opened from disk.
    public var htmlLinks: HTMLLinks
    /// The day shown as the build date in the HTML footer, if any (from `SOURCE_DATE_EPOCH`);
    /// without it, output carries no date of the build at all.
    public var buildDate: CatalogDate?
    /// Where the site's own words come from (the String Catalog built into oscat by default).
    public var strings: UIStringTable

    /// Options for `locales`, published at `baseURL` (a missing final `/` is added). Without
    /// `htmlLinks`, a `file:` base URL gives ``HTMLLinks/files`` and anything else
    /// ``HTMLLinks/folders``.
    public init(
        locales: [LocaleID] = CatalogLanguage.allCases.map(LocaleID.language),
        baseURL: String? = nil, htmlLinks: HTMLLinks? = nil, buildDate: CatalogDate? = nil,
        strings: UIStringTable = .embedded
    ) {
        self.locales = locales
        self.strings = strings
        let base = baseURL.flatMap { $0.isEmpty ? nil : $0 }.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.baseURL = base
        self.htmlLinks = htmlLinks ?? (base?.lowercased().hasPrefix("file:") == true ? .files : .folders)
        self.buildDate = buildDate
    }

    /// The path part of ``baseURL`` (`/docs/` for `https://example.org/docs/`), for the 404
    /// page, which is served at any depth; nil without a base URL.
    var basePath: String? {
        guard let baseURL, let schemeEnd = baseURL.range(of: "://") else { return nil }
        let afterHost = baseURL[schemeEnd.upperBound...]
        guard let slash = afterHost.firstIndex(of: "/") else { return "/" }
        return String(afterHost[slash...])
    }

    /// The absolute address of the HTML page at `route` (a folder URL, or its `index.html` with
    /// ``HTMLLinks/files``); nil without a base URL.
    func absoluteURL(of route: SiteRoute) -> String? {
        guard let baseURL else { return nil }
        return baseURL + (htmlLinks == .files ? route.htmlFile : route.description + "/")
    }

    /// The link style of the HTML site's pages.
    var htmlStyle: LinkStyle { htmlLinks == .files ? .htmlFiles : .html }

    /// The link style of the `format` site's pages.
    func linkStyle(for format: SiteFormat) -> LinkStyle { format == .html ? htmlStyle : .markdown }
}

/// How the HTML site links its pages (`oscat build --link-style`).
public enum HTMLLinks: String, Sendable, Hashable, CaseIterable {
    /// Clean folder URLs (`../core-location/`), for a web server, which answers a folder with
    /// its `index.html`.
    case folders
    /// Links that name each file (`../core-location/index.html`), for a site opened from disk,
    /// where a folder link shows a directory listing.
    case files
}

/// One file of a built site: its path below the output folder and its bytes.
public struct SiteFile: Sendable, Hashable {
    /// The path below the output folder, with `/` separators (`cs/frameworks/index.html`).
    public var path: String
    /// The file's content.
    public var bytes: [UInt8]

    /// A file at `path` holding `text` as UTF-8.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }

    /// A file at `path` holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
