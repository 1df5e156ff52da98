import Locales
import OSCatalog
import OSCatalogLocalization
import TemplateEngine

/// Turns one page into the files of one site: the Markdown site's `.md` file (and diagram
/// file), or the HTML site's `index.html`. Both come from the same body template, so they carry
/// the same content.
struct PageRenderer: Sendable {
    let templates: SiteTemplates
    let options: SiteBuildOptions
    /// The site's own words in every built locale.
    let strings: [LocaleID: LocalizedStrings]
    /// Each locale's words as the nested `t` object templates read.
    let texts: [LocaleID: TemplateValue]

    init(templates: SiteTemplates, options: SiteBuildOptions) {
        self.templates = templates
        self.options = options
        var strings: [LocaleID: LocalizedStrings] = [:]
        var texts: [LocaleID: TemplateValue] = [:]
        for locale in options.locales {
            let words = LocalizedStrings(locale: locale, table: options.strings)
            strings[locale] = words
            texts[locale] = words.templateTexts
        }
        self.strings = strings
        self.texts = texts
    }

    /// The site's words in `locale` (every built locale's are made once, up front).
    func words(in locale: LocaleID) -> LocalizedStrings {
        strings[locale] ?? LocalizedStrings(locale: locale, table: options.strings)
    }

    /// The page's body in Markdown, with the diagram written as `diagram` says and each chart
    /// as an image of its file beside the page.
    func markdownBody(_ page: SitePage, locale: LocaleID, diagram: String, isHTML: Bool = false) throws(SiteBuildError) -> String {
        var model = page.model
        model["t"] = texts[locale] ?? .null
        model["diagram"] = .string(diagram)
        model["isHTML"] = .bool(isHTML)
        // The HTML site puts each fragment where its placeholder paragraph ends up.
        model["fragments"] = .object(
            Dictionary(uniqueKeysWithValues: page.fragments.keys.map { ($0, .string(isHTML ? HTMLBody.fragmentPlaceholder($0) : "")) }))
        model["charts"] = .object(
            page.charts.mapValues { chart in .string("![\(OutputKind.markdown.escape(chart.title))](\(chart.fileName))") })
        return try templates.render(page.template.templateName, .object(model), as: .markdown)
    }

    /// The page's charts as SVG files in its folder in `style`, in the order of their names.
    func chartFiles(_ page: SitePage, style: LinkStyle) throws(SiteBuildError) -> [SiteFile] {
        var files: [SiteFile] = []
        for name in page.charts.keys.sorted() {
            guard let chart = page.charts[name] else { continue }
            let path = (page.route.folder(in: style) + [chart.fileName]).joined(separator: "/")
            files.append(SiteFile(path: path, text: try svg(chart, standalone: true)))
        }
        return files
    }

    /// The diagram's SVG; `standalone` embeds the diagram styles (an SVG file read on its own).
    func svg(_ diagram: Diagram, standalone: Bool) throws(SiteBuildError) -> String {
        var model = diagram.model
        let styles = templates.assets["diagram.css"].map { String(decoding: $0, as: UTF8.self) }
        model["styles"] = standalone ? styles.map(TemplateValue.string) ?? .null : .null
        return try templates.render("svg/" + diagram.template + ".svg", .object(model), as: .html)
    }

    /// The Markdown site's files for `page`: the page, and its diagram as an SVG file beside it.
    func markdownFiles(_ page: SitePage, context: PageContext) throws(SiteBuildError) -> [SiteFile] {
        var files: [SiteFile] = []
        var diagramMarkdown = ""
        if let diagram = page.diagram {
            diagramMarkdown = "![\(OutputKind.markdown.escape(diagram.title))](\(diagram.fileName))"
            let folder = page.route.folder(in: .markdown)
            files.append(
                SiteFile(
                    path: (folder + [diagram.fileName]).joined(separator: "/"),
                    text: try svg(diagram, standalone: true)))
        }
        files += try chartFiles(page, style: .markdown)
        let body = try markdownBody(page, locale: context.locale, diagram: diagramMarkdown)
        let languages = options.locales.enumerated().map { index, other in
            TemplateValue.object([
                "name": .string(other.endonym),
                "href": .string(page.route.link(to: PageContext.reroute(page.route, to: other), style: .markdown)),
                "last": .bool(index == options.locales.count - 1),
            ])
        }
        let model: TemplateValue = .object([
            "t": texts[context.locale] ?? .null,
            "homeHref": .string(page.route.link(to: context.routes.home, style: .markdown)),
            "navigation": .list(
                context.navigation(from: page).map { item in
                    .object(["title": .string(item.title), "href": .string(item.href)])
                }),
            "body": .string(body.trimmingTrailingNewlines),
            "languages": .list(languages),
        ])
        files.append(SiteFile(path: page.route.markdownFile, text: try templates.render("markdown/page.md", model, as: .markdown)))
        return files
    }

    /// The HTML site's files for `page`: the page and its charts.
    func htmlFiles(_ page: SitePage, context: PageContext) throws(SiteBuildError) -> [SiteFile] {
        try chartFiles(page, style: context.style) + [try htmlFile(page, context: context)]
    }

    /// The HTML site's page file for `page`.
    func htmlFile(_ page: SitePage, context: PageContext) throws(SiteBuildError) -> SiteFile {
        let markdown = try markdownBody(
            page, locale: context.locale, diagram: page.diagram == nil ? "" : HTMLBody.diagramPlaceholder, isHTML: true)
        var body = try HTMLBody.addingAnchors(
            page.anchors, languages: page.headingLanguages, to: MarkdownRenderer.html(fromMarkdown: markdown), page: page.route.htmlFile)
        if !page.sectionAnchors.isEmpty {
            body = try HTMLBody.addingAnchors(page.sectionAnchors, to: body, page: page.route.htmlFile, level: "h2")
        }
        if let diagram = page.diagram {
            body = HTMLBody.insertingDiagram(try svg(diagram, standalone: false), into: body)
        }
        for name in page.fragments.keys.sorted() {
            guard let fragment = page.fragments[name] else { continue }
            var model = fragment.model
            model["t"] = texts[context.locale] ?? .null
            let html = try templates.render(fragment.template, .object(model), as: .html)
            body = HTMLBody.insertingFragment(html, named: name, into: body)
        }
        let route = page.route
        let alternates =
            options.locales.map { other in
                TemplateValue.object([
                    "lang": .string(other.description),
                    "href": .string(route.link(to: PageContext.reroute(route, to: other), style: context.style)),
                ])
            } + [.object(["lang": "x-default", "href": .string(route.link(toFile: ["index.html"], style: context.style))])]
        let languages = options.locales.map { other in
            TemplateValue.object([
                "name": .string(other.endonym), "lang": .string(other.description),
                "href": .string(route.link(to: PageContext.reroute(route, to: other), style: context.style)),
                "current": .bool(other == context.locale),
            ])
        }
        let navigation = context.navigation(from: page).map { item in
            TemplateValue.object(["title": .string(item.title), "href": .string(item.href), "current": .bool(item.current)])
        }
        let breadcrumbs = context.breadcrumbs(for: page).map { item in
            TemplateValue.object(["title": .string(item.title), "href": .string(item.href), "current": .bool(item.current)])
        }
        let home = context.routes.home
        let model: TemplateValue = .object([
            "breadcrumbs": .list(breadcrumbs), "hasBreadcrumbs": .bool(!breadcrumbs.isEmpty),
            "t": texts[context.locale] ?? .null,
            "lang": .string(context.locale.description),
            "title": .string(page.title),
            "description": .string(page.description),
            "assets": .string(route.link(toFile: ["assets"], style: context.style) + "/"),
            "alternates": .list(alternates),
            "canonical": options.absoluteURL(of: route).map(TemplateValue.string) ?? .null,
            "feedHref": .string(route.link(toFile: home.segments + ["feed.xml"], style: context.style)),
            "isSearch": .bool(page.section == .search),
            "hasMatrix": .bool(page.fragments["matrix"] != nil),
            "searchIndexHref": .string(route.link(toFile: home.segments + ["search-index.js"], style: context.style)),
            "homeHref": .string(route.link(to: home, style: context.style)),
            "searchHref": .string(route.link(to: context.routes.search, style: context.style)),
            "navigation": .list(navigation),
            "languages": .list(languages),
            "body": .string(body),
            "built": options.buildDate.map { .string(context.strings.siteFooterBuilt(context.date($0))) } ?? .null,
        ])
        return SiteFile(path: route.htmlFile, text: try templates.render("html/layout.html", model, as: .html))
    }
}

extension PageContext {
    /// The same page in another locale: the route with its first segment (the locale) replaced.
    static func reroute(_ route: SiteRoute, to locale: LocaleID) -> SiteRoute {
        SiteRoute([locale.description.lowercased()] + route.segments.dropFirst(), isSection: route.isSection)
    }
}

extension LocaleID {
    /// The locale's name for itself, for the language switcher.
    var endonym: String {
        switch self {
        case .language(let language): language.endonym
        case .pseudo: "Ƥşḗḗŭŭḓǿǿ"
        }
    }
}

extension String {
    /// The text without the newlines at its end.
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
