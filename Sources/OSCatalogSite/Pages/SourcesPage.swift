import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// The bibliography: every source with what it is, and the entries that cite it.
    func sourcesPage() -> SitePage {
        let route = routes.sources
        var citing: [String: [any CatalogEntity]] = [:]
        for entity in catalog.allEntities {
            for sourceID in Set(entity.everyCitation.map(\.sourceID)) { citing[sourceID, default: []].append(entity) }
        }
        let sources = sortedByName(catalog.sources, \.title)
        let items: [TemplateValue] = sources.map { source in
            let citedBy = sortedByName(citing[source.id] ?? [], \.name)
            var facts: [String?] = [sourceKindName(source.sourceKind)]
            if !source.authors.isEmpty { facts.append(strings.siteFactAuthors(source.authors.joined(separator: ", "))) }
            facts.append(source.publisher.map { strings.siteFactPublisher($0) })
            facts.append(source.year.map { strings.siteFactYear(String($0)) })
            facts.append(source.sdkVersion.map { strings.siteFactSDKVersion($0) })
            facts.append(strings.siteFactLanguage(source.language))
            let url = source.url.flatMap(SafeURL.webAddress)
            return .object([
                "name": .string(source.title), "summary": .string(text(source.summary)), "facts": self.facts(facts),
                "url": url.map(TemplateValue.string) ?? .null,
                "citedByHeading": .string(strings.siteCountCitingEntries(citedBy.count)),
                "citedBy": .list(citedBy.map { linkItem(from: route, to: $0) }),
            ])
        }
        var page = SitePage(
            route: route, template: .sources, title: strings.siteSourcesTitle, description: strings.siteSourcesIntro,
            section: .sources, model: ["sources": .list(items)], anchors: sources.map(\.id))
        for source in sources where source.language != language.code { page.headingLanguages[source.id] = source.language }
        return page
    }

    /// The name of a kind of source in the page's language.
    func sourceKindName(_ kind: Source.Kind) -> String {
        switch kind {
        case .thesis: strings.siteSourceKindThesis
        case .tutorial: strings.siteSourceKindTutorial
        case .labAssignment: strings.siteSourceKindLabAssignment
        case .appleDocumentation: strings.siteSourceKindAppleDocumentation
        case .sdkHeader: strings.siteSourceKindSDKHeader
        case .pressRelease: strings.siteSourceKindPressRelease
        case .referenceWork: strings.siteSourceKindReferenceWork
        case .webPage: strings.siteSourceKindWebPage
        }
    }

    /// The search page (HTML only): a form, and results the search script fills in.
    func searchPage() -> SitePage {
        SitePage(
            route: routes.search, template: .search, title: strings.siteSearchTitle, description: strings.siteSearchHint,
            section: .search, model: [:], htmlOnly: true)
    }
}
