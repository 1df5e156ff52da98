import JSONReader
import OSCatalog

/// The `show` view of each kind of entry: every fact, with its sources.
extension EntityPresentation {
    /// Every fact of `entity`; with `sourceNotes`, also the remarks about its sources (`show
    /// --sources`), which are not part of the main text.
    public func detail(of entity: any CatalogEntity, sourceNotes: Bool = false) -> Detail {
        var detail = Detail(
            title: entity.name, subtitle: strings.detailSubtitle(kindName(entity.kind), entity.id), summary: text(entity.summary))
        switch entity {
        case let version as OSVersion:
            detail.add(strings.labelAnnounced, date(version.announced))
            detail.add(strings.labelReleased, date(version.released))
            detail.add(strings.labelLatestRelease, version.latestRelease?.version)
            detail.add(strings.labelLastUpdate, version.lastUpdate.map(date))
            detail.add(
                strings.labelUpdates,
                version.support.map { support in
                    support.receivesUpdates ? strings.supportOngoing(date(support.asOf)) : strings.supportEnded(date(support.asOf))
                })
            detail.addList(strings.labelHighlights, version.highlights.map(text))
            detail.addList(
                strings.labelReleases,
                version.releases.map { release in
                    strings.releaseLine(release.version, date(release.date), release.build ?? "—")
                })
            let introduced = catalog.frameworks(\.introducedReference, in: version.id).map(\.name)
            detail.addList(strings.labelFrameworks, introduced)
        case let layer as Layer:
            detail.add(strings.labelPosition, String(layer.position))
            detail.addList(strings.labelServices, catalog.services.filter { $0.layerID == layer.id }.map(\.name))
            detail.addList(strings.labelFrameworks, catalog.frameworks(matching: FrameworkQuery(layerID: layer.id)).map(\.name))
        case let service as LayerService:
            detail.add(strings.labelLayer, name(of: service.layerID))
            detail.add(strings.labelIntroduced, versionName(service.introducedID))
        case let framework as Framework:
            detail.add(strings.labelModule, framework.module)
            detail.add(strings.labelLayer, name(of: framework.layerID))
            detail.add(strings.labelLayerBasis, layerBasis(of: framework))
            detail.add(strings.labelIntroduced, versionName(framework.introducedID))
            detail.add(strings.labelDeprecated, versionName(framework.deprecatedID))
            detail.add(strings.labelRemoved, versionName(framework.removedID))
            detail.add(strings.labelReplacedBy, framework.replacedByID.map(name(of:)))
            detail.addList(strings.labelCapabilities, framework.capabilities.map(text))
            detail.add(strings.labelRelated, framework.relatedIDs.map(name(of:)).joined(separator: ", "))
        case let codec as Codec:
            detail.add(strings.labelKind, kindName(codec.codecKind))
            detail.add(strings.labelIntroduced, codec.introducedID.map { _ in introduced(of: codec, long: true) })
            detail.add(strings.labelContainers, codec.containers.joined(separator: ", "))
            detail.add(strings.labelLimits, limits(codec.limits))
            detail.addList(
                strings.labelSupport,
                codec.support.map { fact in
                    let line =
                        fact.sinceID.map { strings.supportLine(featureName(fact.feature), versionName($0)) }
                        ?? strings.supportLineUndated(featureName(fact.feature))
                    return fact.requires.map { strings.supportLineRequires(line, text($0)) } ?? line
                })
        case let program as DeveloperProgram:
            detail.add(strings.labelStatus, status(of: program))
            detail.add(strings.labelStarted, program.started.map(yearOrDay))
            detail.add(strings.labelEnded, program.ended.map(yearOrDay))
            detail.addList(strings.labelPrices, program.prices.map { strings.priceAsOf(price($0.price), date($0.asOf)) })
            detail.add(strings.labelEligibility, program.eligibility.map(text))
            detail.addList(strings.labelBenefits, program.benefits.map(text))
        case let tool as DevelopmentTool:
            detail.add(strings.labelKind, kindName(tool.toolKind))
            detail.add(strings.labelEffective, tool.effective.map(date))
            detail.add(strings.labelAnnounced, tool.announced.map(date))
            detail.add(strings.labelUntil, tool.until.map(date))
            detail.addList(strings.labelDetails, tool.details.map(text))
        case let source as Source:
            detail.add(strings.labelAuthors, source.authors.joined(separator: ", "))
            detail.add(strings.labelPublisher, source.publisher)
            detail.add(strings.labelYear, source.year.map(String.init))
            detail.add(strings.labelSDKVersion, source.sdkVersion)
            detail.add(strings.labelLanguage, source.language)
            detail.add(strings.labelURL, source.url)
            let citing = catalog.allEntities.filter { $0.everyCitation.contains { $0.sourceID == source.id } }
            detail.addList(strings.labelCitedBy, citing.map { "\($0.name) (\($0.id))" })
        default:
            break
        }
        detail.addList(strings.labelNotes, entity.notes.map(text))
        // A format's support facts and a program's prices carry their own citations; a version's
        // hundreds of point releases stay with `versions <major>`.
        let nested = entity is Codec || entity is DeveloperProgram
        var seen: Set<String> = []
        let citations = (nested ? entity.everyCitation : entity.citations).filter {
            seen.insert($0.sourceID + "\u{1F}" + $0.locator).inserted
        }
        detail.addList(
            strings.labelSources,
            citations.map { citation in
                let title = catalog.source(id: citation.sourceID)?.title ?? citation.sourceID
                return "\(title), \(citation.locator)"
            })
        if sourceNotes { detail.addList(strings.labelSourceNotes, entity.sourceNotes.map(text)) }
        return detail
    }

    /// The members of the `show --format json` object: the listing fields plus every other fact
    /// (`JSONOutput` puts `schemaVersion` before them).
    public func detailJSON(of entity: any CatalogEntity) -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [
            ("kind", .string(entity.kind.rawValue)), ("id", .string(entity.id)), ("name", .string(entity.name)),
            ("summary", .string(text(entity.summary))),
        ]
        switch entity {
        case let version as OSVersion:
            pairs += [
                ("major", .number(version.major)), ("announced", .string(version.announced.description)),
                ("released", .string(version.released.description)), ("highlights", json(version.highlights)),
                ("latestRelease", json(version.latestRelease?.version)), ("lastUpdate", json(version.lastUpdate?.description)),
                (
                    "releases",
                    .array(
                        version.releases.map { release in
                            .object([
                                ("version", .string(release.version)), ("date", .string(release.date.description)),
                                ("build", json(release.build)),
                                (
                                    "citations",
                                    .array(
                                        release.citations.map { citation in
                                            .object([("source", .string(citation.sourceID)), ("locator", .string(citation.locator))])
                                        })
                                ),
                            ])
                        })
                ),
            ]
        case let layer as Layer:
            pairs += [("position", .number(layer.position))]
        case let service as LayerService:
            pairs += [("layer", .string(service.layerID)), ("introduced", json(service.introducedID))]
        case let framework as Framework:
            pairs += [
                ("module", json(framework.module)), ("layer", .string(framework.layerID)),
                ("layerBasis", json(framework.layerBasis?.rawValue)),
                ("layerRationale", framework.layerRationale.map { .string(text($0)) } ?? .null),
                ("introduced", .string(framework.introducedID)), ("deprecated", json(framework.deprecatedID)),
                ("removed", json(framework.removedID)), ("replacedBy", json(framework.replacedByID)),
                ("capabilities", json(framework.capabilities)),
                ("related", .array(framework.relatedIDs.map(JSONValue.string))),
            ]
        case let codec as Codec:
            pairs += [
                ("codecKind", .string(codec.codecKind.rawValue)), ("introduced", json(codec.introducedID)),
                ("introducedBasis", introducedBasisJSON(codec)), ("support", supportJSON(codec.support)),
                ("containers", .array(codec.containers.map(JSONValue.string))), ("limits", limitsJSON(codec.limits)),
            ]
        case let program as DeveloperProgram:
            pairs += programFactsJSON(program)
        case let tool as DevelopmentTool:
            pairs += [
                ("toolKind", .string(tool.toolKind.rawValue)), ("details", json(tool.details)),
                ("effective", json(tool.effective?.description)), ("announced", json(tool.announced?.description)),
                ("until", json(tool.until?.description)),
            ]
        case let source as Source:
            pairs += [
                ("sourceKind", .string(source.sourceKind.rawValue)),
                ("authors", .array(source.authors.map(JSONValue.string))), ("title", .string(source.title)),
                ("publisher", json(source.publisher)), ("year", source.year.map { .number($0) } ?? .null),
                ("sdkVersion", json(source.sdkVersion)),
                ("language", .string(source.language)), ("url", json(source.url)),
            ]
        default:
            break
        }
        pairs += [
            ("notes", json(entity.notes)), ("citations", json(entity.citations)), ("sourceNotes", json(entity.sourceNotes)),
        ]
        return pairs
    }
}
