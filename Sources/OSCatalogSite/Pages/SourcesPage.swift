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
            if !source.authors.isEmpty { facts.append(strings(.factAuthors, source.authors.joined(separator: ", "))) }
            facts.append(source.publisher.map { strings(.factPublisher, $0) })
            facts.append(source.year.map { strings(.factYear, String($0)) })
            facts.append(source.sdkVersion.map { strings(.factSDKVersion, $0) })
            facts.append(strings(.factLanguage, source.language))
            let url = source.url.flatMap(SafeURL.webAddress)
            return .object([
                "name": .string(source.title), "summary": .string(text(source.summary)), "facts": self.facts(facts),
                "url": url.map(TemplateValue.string) ?? .null,
                "citedByHeading": .string(strings.count(.countCitingEntries, citedBy.count)),
                "citedBy": .list(citedBy.map { linkItem(from: route, to: $0) }),
            ])
        }
        return SitePage(
            route: route, template: .sources, title: strings(.sourcesTitle), description: strings(.sourcesIntro),
            section: .sources, model: ["sources": .list(items)], anchors: sources.map(\.id))
    }

    /// The name of a kind of source in the page's language.
    func sourceKindName(_ kind: Source.Kind) -> String {
        switch kind {
        case .thesis: strings(.sourceKindThesis)
        case .tutorial: strings(.sourceKindTutorial)
        case .labAssignment: strings(.sourceKindLabAssignment)
        case .appleDocumentation: strings(.sourceKindAppleDocumentation)
        case .sdkHeader: strings(.sourceKindSDKHeader)
        case .pressRelease: strings(.sourceKindPressRelease)
        case .referenceWork: strings(.sourceKindReferenceWork)
        case .webPage: strings(.sourceKindWebPage)
        }
    }

    /// The search page (HTML only): a form, and results the search script fills in.
    func searchPage() -> SitePage {
        SitePage(
            route: routes.search, template: .search, title: strings(.searchTitle), description: strings(.searchHint),
            section: .search, model: [:], htmlOnly: true)
    }
}
