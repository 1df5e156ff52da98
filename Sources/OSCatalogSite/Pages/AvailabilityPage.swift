import OSCatalog
import TemplateEngine

/// The availability page, in the manner of caniuse and MDN's compatibility tables: two charts
/// with their tables, then the matrix of frameworks (rows, grouped by layer) by major versions
/// (columns). Each cell says in text what the framework is during that version; the HTML site
/// draws the matrix as an HTML table of its own (`Templates/html/matrix.html`: row headers,
/// coloured cells, sticky headers, a filter), the Markdown site as a GFM table of the same marks.
extension PageContext {
    /// One cell: its state (the CSS class), the short mark a reader sees, the words it stands for.
    struct MatrixCell {
        var state: String
        var mark: String
        var label: String
    }

    /// What `framework` is during major version `version`: introduced (the mark is the release
    /// number, "16.1"), available, deprecated (first in the version that deprecated it), removed,
    /// or not yet there.
    func matrixCell(_ framework: Framework, _ version: OSVersion) -> MatrixCell {
        let name = catalog.versionName(of:)
        func isIn(_ reference: String?) -> Bool { reference.flatMap(VersionReference.init)?.versionID == version.id }
        let state = catalog.availability(of: framework, during: version.id)
        switch state {
        case .unavailable:
            return MatrixCell(state: "none", mark: "", label: strings.siteAvailabilityNone)
        case .removed:
            let first = catalog.availability(of: framework, during: previous(version)?.id ?? "") != .removed
            return first
                ? MatrixCell(state: "removed", mark: "✕", label: strings.siteFactRemoved(name(framework.removedID ?? "")))
                : MatrixCell(state: "removed", mark: "", label: strings.siteAvailabilityRemoved)
        case .available, .deprecated:
            if isIn(framework.introducedID), let reference = VersionReference(framework.introducedID) {
                let release = String(version.major) + reference.updateSuffix
                return MatrixCell(state: "intro", mark: release, label: strings.siteFactIntroduced(name(framework.introducedID)))
            }
            guard state == .deprecated else {
                return MatrixCell(state: "available", mark: "●", label: strings.siteAvailabilityAvailable)
            }
            let label =
                isIn(framework.deprecatedID)
                ? strings.siteFactDeprecated(name(framework.deprecatedID ?? "")) : strings.siteAvailabilityDeprecated
            return MatrixCell(state: "deprecated", mark: "◐", label: label)
        }
    }

    /// The major version before `version`, or nil for the first.
    private func previous(_ version: OSVersion) -> OSVersion? {
        guard let index = catalog.versions.firstIndex(where: { $0.id == version.id }), index > 0 else { return nil }
        return catalog.versions[index - 1]
    }

    /// The availability page: its charts and their tables, then the matrix.
    func availabilityPage() -> SitePage {
        let route = routes.availability
        let versions = catalog.versions
        let columns: [TemplateValue] = versions.map { version in
            .object([
                "label": .string(String(version.major)), "href": .string(href(from: route, to: version)),
                "name": .string(version.name),
            ])
        }
        let groups: [TemplateValue] = catalog.layers.map { layer in
            let rows: [TemplateValue] = sortedByName(catalog.frameworks.filter { $0.layerID == layer.id }, \.name).map { framework in
                let cells = versions.map { version in
                    let cell = matrixCell(framework, version)
                    return TemplateValue.object([
                        "state": .string(cell.state), "mark": .string(cell.mark), "label": .string(cell.label),
                    ])
                }
                return .object([
                    "name": .string(framework.name), "href": .string(href(from: route, to: framework)),
                    // What the filter matches: the name, the id and the module, in one string.
                    "search": .string([framework.name, framework.id, framework.module ?? ""].joined(separator: " ")),
                    "cells": .list(cells),
                ])
            }
            return .object([
                "id": .string(layer.id), "name": .string(layer.name), "span": .int(versions.count + 1), "rows": .list(rows),
            ])
        }
        let legend: [TemplateValue] = [
            ("intro", "16.1", strings.siteAvailabilityLegendIntroduced), ("available", "●", strings.siteAvailabilityAvailable),
            ("deprecated", "◐", strings.siteAvailabilityDeprecated), ("removed", "✕", strings.siteAvailabilityRemoved),
            ("none", "", strings.siteAvailabilityNone),
        ].map { state, mark, label in .object(["state": .string(state), "mark": .string(mark), "label": .string(label)]) }
        let counts = FrameworkCounts(catalog: catalog)
        let countRows: [TemplateValue] = counts.rows.map { row in
            .object([
                "name": .string(row.version.name), "href": .string(href(from: route, to: row.version)),
                "layers": .list(row.perLayer.map { .string(String($0)) }), "total": .string(String(row.total)),
                "introduced": .string(String(row.introduced)), "deprecated": .string(String(row.deprecated)),
                "removed": .string(String(row.removed)),
            ])
        }
        let matrix: [String: TemplateValue] = [
            "columns": .list(columns), "groups": .list(groups), "legend": .list(legend),
            "groupLabel": .string(strings.siteAvailabilityFilterLayer), "allGroups": .string(strings.siteAvailabilityAllLayers),
            "nameColumn": .string(strings.siteColumnFramework), "regionLabel": .string(strings.siteAvailabilityTitle),
            "undated": .null,
        ]
        return SitePage(
            route: route, template: .availability, title: strings.siteAvailabilityTitle,
            description: strings.siteAvailabilityIntro, section: .availability,
            model: matrix.merging([
                "layers": .list(catalog.layers.map { .object(["name": .string($0.name)]) }), "counts": .list(countRows),
                "key": .string(strings.siteAvailabilityKey("16.1", "●", "◐", "✕")),
            ]),
            charts: ["growth": growthChart(counts), "changes": changesChart(counts)],
            fragments: ["matrix": SiteFragment(template: "html/matrix.html", model: matrix)])
    }
}
