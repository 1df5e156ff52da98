import Foundation
import Locales
import OSCatalog
import OSCatalogLocalization
import StringCatalogs

/// What to build: which sites, in which locales, published where.
public struct SiteBuildOptions: Sendable {
    /// The locales to build, in the order their languages are listed.
    public var locales: [LocaleID]
    /// The address the HTML site is published at, ending in `/` (for the sitemap, the feed and
    /// the 404 page, which need absolute addresses).
    public var baseURL: String
    /// The day shown as the build date in the HTML footer, if any (from `SOURCE_DATE_EPOCH`);
    /// without it, output carries no date of the build at all.
    public var buildDate: CatalogDate?
    /// Where the site's own words come from (the String Catalog built into oscat by default).
    public var strings: UIStringTable

    /// Options for `locales`, published at `baseURL` (a missing final `/` is added).
    public init(
        locales: [LocaleID] = CatalogLanguage.allCases.map(LocaleID.language),
        baseURL: String = SiteBuildOptions.defaultBaseURL, buildDate: CatalogDate? = nil,
        strings: UIStringTable = .embedded
    ) {
        self.locales = locales
        self.strings = strings
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.buildDate = buildDate
    }

    /// The placeholder address (the reserved `.example` domain): set `--base-url` when publishing.
    public static let defaultBaseURL = "https://oscat.example/"

    /// The path part of ``baseURL`` (`/` for `https://oscat.example/`), for links that must work
    /// from any folder, such as the 404 page's.
    var basePath: String {
        guard let schemeEnd = baseURL.range(of: "://") else { return "/" }
        let afterHost = baseURL[schemeEnd.upperBound...]
        guard let slash = afterHost.firstIndex(of: "/") else { return "/" }
        return String(afterHost[slash...])
    }
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
