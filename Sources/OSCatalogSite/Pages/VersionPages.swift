import Locales
import OSCatalog
import OSCatalogLocalization
import TemplateEngine

extension PageContext {
    /// The versions index: the release timeline and a table of every version.
    func versionsPage() -> SitePage {
        let route = routes.versions
        let rows: [TemplateValue] = catalog.versions.map { version in
            .object([
                "name": .string(version.name), "href": .string(href(from: route, to: version)),
                "announced": .string(date(version.announced)), "released": .string(date(version.released)),
                "introduced": .string(
                    LocaleFormatting.integer(
                        catalog.frameworks(\.introducedReference, in: version.id).count, locale: locale)),
                "latest": .string(version.latestRelease?.version ?? "—"),
                "updates": .string(version.support.map { $0.receivesUpdates ? strings.supportYes : strings.supportNo } ?? "—"),
            ])
        }
        let diagram = timelineDiagram(on: route)
        return SitePage(
            route: route, template: .versions, title: strings.siteVersionsTitle, description: strings.siteVersionsIntro,
            section: .versions, model: ["versions": .list(rows)], diagram: diagram)
    }

    /// A version's page: its dates, highlights, and the frameworks it introduced and deprecated.
    func versionPage(_ version: OSVersion) -> SitePage {
        let route = routes.version(version.id)
        func links(_ frameworks: [Framework]) -> TemplateValue {
            .list(sortedByName(frameworks, \.name).map { linkItem(from: route, to: $0) })
        }
        let index = catalog.versions.firstIndex { $0.id == version.id }
        func neighbour(_ offset: Int, _ label: (String) -> String) -> TemplateValue {
            guard let index, catalog.versions.indices.contains(index + offset) else { return .null }
            let other = catalog.versions[index + offset]
            return .object(["text": .string(label(other.name)), "href": .string(href(from: route, to: other))])
        }
        let model: [String: TemplateValue] = [
            "name": .string(version.name),
            "summary": .string(text(version.summary)),
            "facts": facts([
                strings.siteFactAnnounced(date(version.announced)),
                strings.siteFactReleased(date(version.released)),
                version.latestRelease.map { strings.siteFactLatestRelease($0.version, date($0.date)) },
                version.support.map {
                    $0.receivesUpdates ? strings.siteFactSupportOngoing(date($0.asOf)) : strings.siteFactSupportEnded(date($0.asOf))
                },
            ]),
            "releasesHeading": .string(strings.siteVersionReleases(version.name)),
            "releases": .list(
                version.releases.map { release in
                    .object([
                        "version": .string(release.version), "date": .string(date(release.date)),
                        "build": .string(release.build ?? "—"),
                        "xcode": .string(xcodeReleases(shipping: release).map(\.version).joined(separator: ", ")),
                    ])
                }),
            "hasReleases": .bool(!version.releases.isEmpty),
            "highlights": .list(version.highlights.map { .string(text($0)) }),
            "hasHighlights": .bool(!version.highlights.isEmpty),
            "introducedHeading": .string(strings.siteVersionIntroduced(version.name)),
            "introduced": links(catalog.frameworks(\.introducedReference, in: version.id)),
            "deprecatedHeading": .string(strings.siteVersionDeprecated(version.name)),
            "deprecated": links(catalog.frameworks(\.deprecatedID, in: version.id)),
            "previous": neighbour(-1, strings.siteVersionPrevious),
            "next": neighbour(1, strings.siteVersionNext),
        ].merging(entryDetails(version, on: route, also: version.support?.citations ?? []))
        return SitePage(
            route: route, template: .version, title: version.name, description: text(version.summary),
            section: .versions, model: model)
    }

    /// The Xcode releases whose iOS SDK is `release` (oldest first), for the version pages'
    /// "shipped with" column.
    func xcodeReleases(shipping release: PointRelease) -> [ToolRelease] {
        guard let number = release.number else { return [] }
        return catalog.xcodeReleases.reversed().filter { xcode in
            xcode.iosSDK.flatMap(VersionNumber.init)?.releaseForm == number.releaseForm
        }
    }
}
