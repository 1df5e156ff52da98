import OSCatalog
import OSCatalogLocalization

/// Which page: one per kind of page, with the entry's id for pages about one entry.
enum PageID: Hashable, Sendable {
    case home, versions, architecture, frameworks, availability, codecs, programs, tools, toolchain, requirements
    case sources, search
    case version(String)
    case layer(String)
    case framework(String)

    /// Every page of a catalog, in a fixed order: indexes first, then entry pages.
    static func all(in catalog: Catalog) -> [PageID] {
        [
            .home, .versions, .architecture, .frameworks, .availability, .codecs, .programs, .tools, .toolchain,
            .requirements, .sources, .search,
        ]
            + catalog.versions.map { .version($0.id) }
            + catalog.layers.map { .layer($0.id) }
            + catalog.frameworks.map { .framework($0.id) }
    }

    /// The ids that become folder or file names; each must pass ``SiteRoute/isSafeSegment(_:)``.
    static func pathIDs(in catalog: Catalog) -> [String] {
        catalog.versions.map(\.id) + catalog.layers.map(\.id) + catalog.frameworks.map(\.id)
    }
}

extension PageContext {
    /// The route of a page.
    func route(of page: PageID) -> SiteRoute {
        switch page {
        case .home: routes.home
        case .versions: routes.versions
        case .architecture: routes.architecture
        case .frameworks: routes.frameworks
        case .availability: routes.availability
        case .codecs: routes.codecs
        case .programs: routes.programs
        case .tools: routes.tools
        case .toolchain: routes.toolchain
        case .requirements: routes.requirements
        case .sources: routes.sources
        case .search: routes.search
        case .version(let id): routes.version(id)
        case .layer(let id): routes.layer(id)
        case .framework(let id): routes.framework(id)
        }
    }

    /// The page's model, or nil for an id the catalog does not have.
    func page(_ page: PageID) -> SitePage? {
        switch page {
        case .home: homePage()
        case .versions: versionsPage()
        case .architecture: architecturePage()
        case .frameworks: frameworksPage()
        case .availability: availabilityPage()
        case .codecs: codecsPage()
        case .programs: programsPage()
        case .tools: toolsPage()
        case .toolchain: toolchainPage()
        case .requirements: requirementsPage()
        case .sources: sourcesPage()
        case .search: searchPage()
        case .version(let id): catalog.version(id: id).map(versionPage)
        case .layer(let id): catalog.layer(id: id).map(layerPage)
        case .framework(let id): catalog.framework(id: id).map(frameworkPage)
        }
    }

    /// The sections of the main navigation, in menu order: each with its index page and title.
    private var sections: [(NavigationSection, SiteRoute, StringKey)] {
        [
            (.versions, routes.versions, .siteNavVersions), (.architecture, routes.architecture, .siteNavArchitecture),
            (.frameworks, routes.frameworks, .siteNavFrameworks), (.availability, routes.availability, .siteNavAvailability),
            (.codecs, routes.codecs, .siteNavCodecs), (.programs, routes.programs, .siteNavPrograms),
            (.tools, routes.tools, .siteNavTools), (.sources, routes.sources, .siteNavSources),
        ] + (style.isHTML ? [(.search, routes.search, .siteNavSearch)] : [])
    }

    /// The main navigation as seen from `page`.
    func navigation(from page: SitePage) -> [NavigationItem] {
        sections.map { section, route, title in
            NavigationItem(
                title: strings.text(title), href: page.route.link(to: route, style: style), current: section == page.section)
        }
    }

    /// The trail from the home page to `page`: home, the index of its section when the page is
    /// below it (a framework under Frameworks), then the page itself, current and without a link.
    /// Empty on the home page.
    func breadcrumbs(for page: SitePage) -> [NavigationItem] {
        guard page.section != .home else { return [] }
        var trail = [NavigationItem(title: strings.siteNavHome, href: page.route.link(to: routes.home, style: style), current: false)]
        if let (_, route, title) = sections.first(where: { $0.0 == page.section }), route != page.route {
            trail.append(NavigationItem(title: strings.text(title), href: page.route.link(to: route, style: style), current: false))
        }
        trail.append(NavigationItem(title: page.title, href: "", current: true))
        return trail
    }
}

/// A link of the main navigation.
struct NavigationItem: Sendable {
    var title: String
    var href: String
    var current: Bool
}
