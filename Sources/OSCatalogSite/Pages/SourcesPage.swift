import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// The bibliography, grouped by kind of source (the source documents first) and opening with
    /// a table of the kinds, each linked to its section and counted: every source with what it
    /// is, and the entries that cite it.
    func sourcesPage() -> SitePage {
        let route = routes.sources
        var citing: [String: [any CatalogEntity]] = [:]
        for entity in catalog.allEntities {
            for sourceID in Set(entity.everyCitation.map(\.sourceID)) { citing[sourceID, default: []].append(entity) }
        }
        let kinds = Source.Kind.allCases.compactMap { kind -> (kind: Source.Kind, sources: [Source])? in
            let members = sortedByName(catalog.sources.filter { $0.sourceKind == kind }, \.title)
            return members.isEmpty ? nil : (kind, members)
        }
        let sources = kinds.flatMap(\.sources)
        func item(_ source: Source) -> TemplateValue {
            let citedBy = sortedByName(citing[source.id] ?? [], \.name)
            var facts: [String?] = [sourceKindName(source.sourceKind)]
            if !source.authors.isEmpty { facts.append(strings.siteFactAuthors(source.authors.joined(separator: ", "))) }
            facts.append(source.publisher.map { strings.siteFactPublisher($0) })
            facts.append(source.year.map { strings.siteFactYear(String($0)) })
            facts.append(source.sdkVersion.map { strings.siteFactSDKVersion($0) })
            facts.append(strings.siteFactLanguage(source.language))
            let url = source.url.flatMap(SafeURL.webAddress)
            return TemplateValue.object([
                "name": .string(source.title), "summary": .string(text(source.summary)), "facts": self.facts(facts),
                "url": url.map(TemplateValue.string) ?? .null,
                "citedByHeading": .string(strings.siteCountCitingEntries(citedBy.count)),
                "citedBy": .list(citedBy.map { linkItem(from: route, to: $0) }),
            ])
        }
        let groups: [TemplateValue] = kinds.map { group in
            let heading = strings.text(groupHeading(of: group.kind))
            let anchor = Anchor(id: Self.sectionID(of: group.kind), heading: heading)
            return .object([
                "heading": .string(heading), "count": .string(String(group.sources.count)),
                "href": .string(route.link(to: route, style: style, fragment: fragment(for: anchor))),
                "sources": .list(group.sources.map(item)),
            ])
        }
        var page = SitePage(
            route: route, template: .sources, title: strings.siteSourcesTitle, description: strings.siteSourcesIntro,
            section: .sources, model: ["groups": .list(groups)], anchors: sources.map(\.id),
            sectionAnchors: kinds.map { Self.sectionID(of: $0.kind) })
        for source in sources where source.language != language.code { page.headingLanguages[source.id] = source.language }
        return page
    }

    /// The HTML id of a kind's section: `kind_` and the kind, never a catalog id (ids have no `_`).
    static func sectionID(of kind: Source.Kind) -> String { "kind_" + kind.rawValue }

    /// The heading over the sources of `kind` (plural: "SDK headers").
    private func groupHeading(of kind: Source.Kind) -> StringKey {
        switch kind {
        case .thesis: .siteSourcesGroupThesis
        case .tutorial: .siteSourcesGroupTutorial
        case .labAssignment: .siteSourcesGroupLabAssignment
        case .appleDocumentation: .siteSourcesGroupAppleDocumentation
        case .sdkHeader: .siteSourcesGroupSDKHeader
        case .pressRelease: .siteSourcesGroupPressRelease
        case .referenceWork: .siteSourcesGroupReferenceWork
        case .webPage: .siteSourcesGroupWebPage
        }
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
