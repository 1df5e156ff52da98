import Dispatch
import Foundation
import OSCatalog
import OSCatalogLocalization
import Synchronization
import TemplateEngine

/// Which of the two sites to build.
public enum SiteFormat: String, Sendable, Hashable, CaseIterable {
    /// The Markdown site committed under `Site/`.
    case markdown = "md"
    /// The HTML site, published from a build folder.
    case html
}

/// Builds the docs site: catalog → page models → Markdown (GFM) → HTML through libcmark-gfm →
/// HTML layout. Pages are rendered on every core; each finished file goes to `sink` at once, so
/// memory stays flat however large the catalog is.
public struct SiteBuilder: Sendable {
    /// The catalog the site shows.
    public let catalog: Catalog
    /// The look.
    public let templates: SiteTemplates
    /// What to build.
    public let options: SiteBuildOptions

    /// A builder; ``files(for:progress:sink:)`` does the work.
    public init(catalog: Catalog, templates: SiteTemplates, options: SiteBuildOptions) {
        self.catalog = catalog
        self.templates = templates
        self.options = options
    }

    /// How many pages a build of `format` renders, for progress reports.
    public func pageCount(for format: SiteFormat) -> Int {
        let pages = PageID.all(in: catalog).count - (format == .markdown ? 1 : 0)
        return pages * options.locales.count
    }

    /// Renders every file of the `format` site and hands each to `sink` (from several threads
    /// at once; `sink` must be thread-safe). `progress` is called with the number of pages done.
    ///
    /// - Throws: ``SiteBuildError`` for an id that cannot be a path, a template error, or the
    ///   first error `sink` throws. Nothing is rendered after the first error.
    public func files(
        for format: SiteFormat, progress: @Sendable (Int) -> Void = { _ in },
        sink: @Sendable (SiteFile) throws(SiteBuildError) -> Void
    ) throws(SiteBuildError) {
        try checkPaths()
        let renderer = PageRenderer(templates: templates, options: options)
        let style = options.linkStyle(for: format)
        // Each locale's search index and feed are jobs beside the pages, listed first because
        // they are the longest: built after the pages, one locale after another, they kept one
        // core idle for a third of the build.
        let localeJobs: [SiteJob] =
            format == .html ? options.locales.map(SiteJob.localeFiles) + options.locales.map(SiteJob.api) : []
        let jobs: [SiteJob] =
            localeJobs
            + options.locales.flatMap { locale in
                PageID.all(in: catalog).filter { format == .html || $0 != .search }.map { SiteJob.page(locale, $0) }
            }
        let firstError = Mutex<SiteBuildError?>(nil)
        let done = Atomic<Int>(0)
        let contexts = Dictionary(
            uniqueKeysWithValues: options.locales.map { locale in
                (locale, PageContext(catalog: catalog, locale: locale, strings: renderer.words(in: locale), style: style))
            })
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            guard firstError.withLock({ $0 == nil }) else { return }
            do throws(SiteBuildError) {
                switch jobs[index] {
                case .localeFiles(let locale):
                    guard let context = contexts[locale] else { return }
                    for file in try localeFiles(context: context, renderer: renderer) { try sink(file) }
                case .api(let locale):
                    for file in SiteAPI(catalog: catalog).files(locale: locale, strings: renderer.words(in: locale)) {
                        try sink(file)
                    }
                case .page(let locale, let pageID):
                    guard let context = contexts[locale], let page = context.page(pageID) else { return }
                    switch format {
                    case .markdown:
                        for file in try renderer.markdownFiles(page, context: context) { try sink(file) }
                    case .html:
                        for file in try renderer.htmlFiles(page, context: context) { try sink(file) }
                    }
                    let count = done.add(1, ordering: .relaxed).newValue
                    progress(count)
                }
            } catch {
                firstError.withLock { stored in
                    if stored == nil { stored = error }
                }
            }
        }
        if let error = firstError.withLock({ $0 }) { throw error }
        for file in try siteWideFiles(for: format, renderer: renderer) { try sink(file) }
    }

    /// One locale's HTML files that are not pages: its search indexes, its release feed and its
    /// frameworks' badges.
    private func localeFiles(context: PageContext, renderer: PageRenderer) throws(SiteBuildError) -> [SiteFile] {
        var files = SearchIndex(context: context).files + [try releaseFeed(context: context)]
        for framework in catalog.frameworks {
            let svg = try renderer.svg(context.badge(of: framework), standalone: false)
            files.append(SiteFile(path: context.badgePath(of: framework).joined(separator: "/"), text: svg))
        }
        return files
    }

    /// The files that are neither pages nor ``localeFiles(context:)``: the root page, and for
    /// HTML the 404 page, the assets, the sitemap and the JSON API's index and schemas; and the marker that says `oscat build` made
    /// the folder.
    private func siteWideFiles(
        for format: SiteFormat, renderer: PageRenderer
    ) throws(SiteBuildError) -> [SiteFile] {
        let locales = options.locales
        let style = options.linkStyle(for: format)
        var files = [SiteFile(path: SiteOutputFolder.markerName, text: SiteOutputFolder.markerText)]
        let languageItems = locales.enumerated().map { index, locale in
            let strings = renderer.words(in: locale)
            let home = SiteRoutes(locale: locale).home
            return TemplateValue.object([
                "name": .string(locale.endonym), "lang": .string(locale.description),
                "title": .string(strings.siteHomeTitle), "choose": .string(strings.siteRootChoose),
                "href": .string(SiteRoute([]).link(to: home, style: style)),
                "last": .bool(index == locales.count - 1),
                "text": .string(strings.siteNotFoundText), "home": .string(strings.siteNavHome),
                "notFound": .string(strings.siteNotFoundTitle),
            ])
        }
        switch format {
        case .markdown:
            files.append(
                SiteFile(
                    path: "README.md",
                    text: try templates.render("markdown/root.md", .object(["languages": .list(languageItems)]), as: .markdown)))
        case .html:
            let alternates =
                locales.map { locale in
                    TemplateValue.object([
                        "lang": .string(locale.description),
                        "href": .string(SiteRoute([]).link(to: SiteRoutes(locale: locale).home, style: style)),
                    ])
                } + [.object(["lang": "x-default", "href": .string(SiteRoute([]).link(to: SiteRoute([]), style: style))])]
            files.append(
                SiteFile(
                    path: "index.html",
                    text: try templates.render(
                        "html/root.html", .object(["languages": .list(languageItems), "alternates": .list(alternates)]), as: .html)))
            files.append(try notFoundPage(renderer: renderer))
            for (name, bytes) in templates.assets.sorted(by: { $0.key < $1.key }) {
                files.append(SiteFile(path: "assets/" + name, bytes: bytes))
            }
            if let sitemap = try sitemap() { files.append(sitemap) }
            files += SiteAPI(catalog: catalog).sharedFiles(locales: locales)
        }
        return files
    }

    /// `404.html`, which a server sends for any address it does not have, at any depth: its
    /// links start at the base URL's path (or `/`), and its inline script, allowed by its
    /// SHA-256 digest in the page's policy, moves them to the root it finds in the address.
    private func notFoundPage(renderer: PageRenderer) throws(SiteBuildError) -> SiteFile {
        let root = options.basePath ?? "/"
        let items = options.locales.map { locale in
            let strings = renderer.words(in: locale)
            let path = SiteRoute([]).link(to: SiteRoutes(locale: locale).home, style: options.htmlStyle)
            return TemplateValue.object([
                "lang": .string(locale.description),
                "title": .string(strings.siteNotFoundTitle),
                "text": .string(strings.siteNotFoundText),
                "home": .string(strings.siteNavHome),
                "href": .string(root + path),
                "path": .string(path),
            ])
        }
        let script = String(decoding: templates.assets[SiteTemplates.notFoundScript] ?? [], as: UTF8.self)
        let model: TemplateValue = .object([
            "languages": .list(items), "root": .string(root), "script": .string(script),
            "scriptHash": .string("sha256-" + Data(SHA256.digest(Array(script.utf8))).base64EncodedString()),
        ])
        return SiteFile(path: "404.html", text: try templates.render("html/not-found.html", model, as: .html))
    }
}
