import CatalogPresentation
import OSCatalog
import TemplateEngine

/// The media formats' matrix on the codecs page, the same table as the frameworks' (formats
/// down, grouped by kind; major versions across): the release that introduced a format in its
/// column, then in each later one the initials of what iOS does with it from that version on
/// (playback, capture, encoding: "P C E" in English), each cell with the words for screen readers.
extension PageContext {
    /// The initial that stands for `feature` in the page's language ("P" for playback).
    func initial(of feature: MediaSupport.Feature) -> String {
        featureWord(feature).first.map { String($0).uppercased() } ?? ""
    }

    /// The word for `feature` in the page's language ("playback"), as the CLI says it.
    func featureWord(_ feature: MediaSupport.Feature) -> String {
        EntityPresentation(catalog: catalog, strings: strings).featureName(feature)
    }

    /// Whether `fact` holds during major version `version`: from its own release, or from the
    /// format's introduction when the source names none.
    private func holds(_ fact: MediaSupport, of codec: Codec, during version: OSVersion) -> Bool {
        guard let since = fact.sinceID ?? codec.introducedID, let start = catalog.position(ofVersion: since),
            let column = catalog.order(ofVersion: version.id)
        else { return false }
        return start.major <= column
    }

    /// What `codec` is during `version`: introduced there (the release number, "≤ 3" when that is
    /// only the earliest a source documents), handled (the initials of its features), or not yet.
    func matrixCell(_ codec: Codec, _ version: OSVersion) -> MatrixCell {
        let features = MediaSupport.Feature.allCases.filter { feature in
            codec.support.contains { $0.feature == feature && holds($0, of: codec, during: version) }
        }
        let words = features.map(featureWord).joined(separator: ", ")
        if let introduced = codec.introducedID, let reference = VersionReference(introduced), reference.versionID == version.id {
            let release = String(version.major) + reference.updateSuffix
            let name = catalog.versionName(of: introduced)
            let documented = codec.introducedBasis == .documented
            let label = documented ? strings.introducedDocumented(name) : strings.siteFactIntroduced(name)
            return MatrixCell(
                state: "intro", mark: documented ? strings.introducedDocumented(release) : release,
                label: words.isEmpty ? label : "\(label); \(words)")
        }
        guard !features.isEmpty else { return MatrixCell(state: "none", mark: "", label: strings.siteAvailabilityNone) }
        return MatrixCell(state: "available", mark: features.map(initial).joined(separator: " "), label: words)
    }

    /// Whether any fact of `codec` can be placed in a version: a dated introduction or support.
    func isDated(_ codec: Codec) -> Bool {
        codec.introducedID != nil || codec.support.contains { $0.sinceID != nil }
    }

    /// The matrix's model: the version columns, one group per kind of format, the legend. Formats
    /// whose sources date nothing are left out (their rows would claim nothing or too much), and
    /// the key says so.
    func codecMatrix(on route: SiteRoute, kinds: [(kind: Codec.Kind, name: String, codecs: [Codec])]) -> [String: TemplateValue] {
        let versions = catalog.versions
        let undated = kinds.contains { $0.codecs.contains { !isDated($0) } }
        let kinds = kinds.map { (kind: $0.kind, name: $0.name, codecs: $0.codecs.filter(isDated)) }.filter { !$0.codecs.isEmpty }
        let columns: [TemplateValue] = versions.map { version in
            .object([
                "label": .string(String(version.major)), "href": .string(href(from: route, to: version)), "name": .string(version.name),
            ])
        }
        let groups: [TemplateValue] = kinds.map { group in
            .object([
                "id": .string(group.kind.rawValue), "name": .string(group.name), "span": .int(versions.count + 1),
                "rows": .list(
                    group.codecs.map { codec in
                        .object([
                            "name": .string(codec.name), "href": .string(href(from: route, to: codec)),
                            "search": .string(([codec.name, codec.id] + codec.containers).joined(separator: " ")),
                            "cells": .list(
                                versions.map { version in
                                    let cell = matrixCell(codec, version)
                                    return .object([
                                        "state": .string(cell.state), "mark": .string(cell.mark), "label": .string(cell.label),
                                    ])
                                }),
                        ])
                    }),
            ])
        }
        let legend: [TemplateValue] =
            [TemplateValue.object(["state": "intro", "mark": "11", "label": .string(strings.siteAvailabilityLegendIntroduced)])]
            + MediaSupport.Feature.allCases.map { feature in
                .object(["state": "available", "mark": .string(initial(of: feature)), "label": .string(featureWord(feature))])
            } + [.object(["state": "none", "mark": "", "label": .string(strings.siteAvailabilityNone)])]
        let key = MediaSupport.Feature.allCases.map { "\(initial(of: $0)) \(featureWord($0))" }.joined(separator: ", ")
        return [
            "columns": .list(columns), "groups": .list(groups), "legend": .list(legend),
            "groupLabel": .string(strings.columnKind), "allGroups": .string(strings.siteCodecsAllKinds),
            "nameColumn": .string(strings.siteColumnFormat), "regionLabel": .string(strings.siteHeadingAvailability),
            "key": .string(strings.siteCodecsMatrixKey(strings.introducedDocumented("3"), key)),
            "undated": undated ? .string(strings.siteCodecsMatrixUndated) : .null,
        ]
    }
}
