import JSONReader
import OSCatalog

/// Builds the listing of each collection: which columns a reader sees and which fields the
/// JSON carries (docs/CLI.md documents both).
extension EntityPresentation {
    /// `versions`: every major version with its dates, latest release and support.
    public func versionsListing(_ versions: [OSVersion]) -> Listing {
        var listing = Listing(
            command: "versions",
            columns: [
                .init(title: strings.columnID, id: "id", dropOrder: 5), .init(title: strings.columnVersion, id: "version"),
                .init(title: strings.columnAnnounced, id: "announced", dropOrder: 1),
                .init(title: strings.columnReleased, id: "released", dropOrder: 6),
                .init(title: strings.columnLatestRelease, id: "latest-release", dropOrder: 4),
                .init(title: strings.columnLastUpdate, id: "last-update", dropOrder: 2),
                .init(title: strings.columnUpdates, id: "updates", dropOrder: 3),
                .init(title: strings.columnSummary, id: "summary", isFlexible: true),
            ])
        listing.rows = versions.map { version in
            let latest = version.latestRelease?.version ?? ""
            let lastUpdate = version.lastUpdate
            let updates = version.support.map { $0.receivesUpdates ? strings.supportYes : strings.supportNo } ?? ""
            return Listing.Row(
                cells: [
                    version.id, version.name, date(version.announced), date(version.released), latest,
                    lastUpdate.map(date) ?? "", updates, text(version.summary),
                ],
                json: .object([
                    ("id", .string(version.id)), ("name", .string(version.name)), ("major", .number(version.major)),
                    ("announced", .string(version.announced.description)), ("released", .string(version.released.description)),
                    ("latestRelease", json(version.latestRelease?.version)), ("lastUpdate", json(lastUpdate?.description)),
                    ("releaseCount", .number(version.releases.count)),
                    ("receivesUpdates", version.support.map { .bool($0.receivesUpdates) } ?? .null),
                    ("supportAsOf", json(version.support?.asOf.description)),
                    ("summary", .string(text(version.summary))), ("highlights", json(version.highlights)),
                ]),
                csvCells: [
                    version.id, version.name, version.announced.description, version.released.description, latest,
                    lastUpdate?.description ?? "", version.support.map { String($0.receivesUpdates) } ?? "",
                    text(version.summary),
                ])
        }
        return listing
    }

    /// `layers`: the architecture layers top to bottom, with how many frameworks and services each has.
    public func layersListing(_ layers: [Layer]) -> Listing {
        var listing = Listing(
            command: "layers",
            columns: [
                .init(title: strings.columnPosition, id: "position", alignsTrailing: true, dropOrder: 1),
                .init(title: strings.columnID, id: "id"),
                .init(title: strings.columnName, id: "name", dropOrder: 2),
                .init(title: strings.columnFrameworks, id: "frameworks", alignsTrailing: true, dropOrder: 4),
                .init(title: strings.columnServices, id: "services", alignsTrailing: true, dropOrder: 3),
                .init(title: strings.columnSummary, id: "summary", isFlexible: true),
            ])
        listing.rows = layers.map { layer in
            let frameworks = catalog.frameworks(matching: FrameworkQuery(layerID: layer.id)).count
            let services = catalog.services.filter { $0.layerID == layer.id }.count
            return Listing.Row(
                cells: [String(layer.position), layer.id, layer.name, String(frameworks), String(services), text(layer.summary)],
                json: .object([
                    ("id", .string(layer.id)), ("name", .string(layer.name)), ("position", .number(layer.position)),
                    ("frameworks", .number(frameworks)), ("services", .number(services)), ("summary", .string(text(layer.summary))),
                ]))
        }
        return listing
    }

    /// `services`: the services of each layer, layer by layer.
    public func servicesListing(_ services: [LayerService]) -> Listing {
        var listing = Listing(
            command: "services",
            columns: [
                .init(title: strings.columnID, id: "id"), .init(title: strings.columnName, id: "name", dropOrder: 2),
                .init(title: strings.columnLayer, id: "layer", dropOrder: 1),
                .init(title: strings.columnIntroduced, id: "introduced", dropOrder: 3),
                .init(title: strings.columnSummary, id: "summary", isFlexible: true),
            ])
        // Layer by layer, top to bottom; within a layer in the locale's collation order.
        let byLayer = catalog.layers.flatMap { layer in collated(services.filter { $0.layerID == layer.id }) }
        let layerless = collated(services.filter { service in !catalog.layers.contains { $0.id == service.layerID } })
        listing.rows = (byLayer + layerless).map { service in
            Listing.Row(
                cells: [service.id, service.name, name(of: service.layerID), versionName(service.introducedID), text(service.summary)],
                json: .object([
                    ("id", .string(service.id)), ("name", .string(service.name)), ("layer", .string(service.layerID)),
                    ("introduced", json(service.introducedID)), ("summary", .string(text(service.summary))),
                ]))
        }
        return listing
    }

    /// `frameworks`: the frameworks in the collation order of their names.
    public func frameworksListing(_ frameworks: [Framework]) -> Listing {
        var listing = Listing(
            command: "frameworks",
            columns: [
                .init(title: strings.columnID, id: "id"), .init(title: strings.columnName, id: "name", dropOrder: 3),
                .init(title: strings.columnLayer, id: "layer", dropOrder: 2),
                .init(title: strings.columnIntroduced, id: "introduced", dropOrder: 4),
                .init(title: strings.columnStatus, id: "status", dropOrder: 1),
                .init(title: strings.columnSummary, id: "summary", isFlexible: true),
            ])
        listing.rows = collated(frameworks).map { framework in
            Listing.Row(
                cells: [
                    framework.id, framework.name, name(of: framework.layerID), versionName(framework.introducedID),
                    status(of: framework), text(framework.summary),
                ],
                json: frameworkJSON(framework))
        }
        return listing
    }

    /// The JSON object of a framework in listings.
    public func frameworkJSON(_ framework: Framework) -> JSONValue {
        .object([
            ("id", .string(framework.id)), ("name", .string(framework.name)), ("module", json(framework.module)),
            ("layer", .string(framework.layerID)), ("introduced", .string(framework.introducedID)),
            ("deprecated", json(framework.deprecatedID)), ("removed", json(framework.removedID)),
            ("replacedBy", json(framework.replacedByID)), ("summary", .string(text(framework.summary))),
        ])
    }

    /// `codecs`: media formats with their first release, capture, containers and limits.
    public func codecsListing(_ codecs: [Codec]) -> Listing {
        var listing = Listing(
            command: "codecs",
            columns: [
                .init(title: strings.columnID, id: "id"), .init(title: strings.columnName, id: "name", dropOrder: 4),
                .init(title: strings.columnKind, id: "kind", dropOrder: 5),
                .init(title: strings.columnIntroduced, id: "introduced", dropOrder: 6),
                .init(title: strings.columnCapture, id: "capture", dropOrder: 3),
                .init(title: strings.columnContainers, id: "containers", dropOrder: 2),
                .init(title: strings.columnLimits, id: "limits", dropOrder: 1),
                .init(title: strings.columnSummary, id: "summary", isFlexible: true),
            ])
        listing.rows = codecs.map { codec in
            let capture = catalog.earliestSupport(of: codec, .capture)?.sinceID.map(versionName) ?? ""
            return Listing.Row(
                cells: [
                    codec.id, codec.name, kindName(codec.codecKind), introduced(of: codec), capture,
                    codec.containers.joined(separator: ", "), limits(codec.limits), text(codec.summary),
                ],
                json: .object([
                    ("id", .string(codec.id)), ("name", .string(codec.name)), ("kind", .string(codec.codecKind.rawValue)),
                    ("introduced", json(codec.introducedID)), ("introducedBasis", introducedBasisJSON(codec)),
                    ("support", supportJSON(codec.support)), ("containers", .array(codec.containers.map(JSONValue.string))),
                    ("limits", limitsJSON(codec.limits)),
                    ("summary", .string(text(codec.summary))),
                ]),
                csvCells: [
                    codec.id, codec.name, codec.codecKind.rawValue, codec.introducedID ?? "",
                    catalog.earliestSupport(of: codec, .capture)?.sinceID ?? "", codec.containers.joined(separator: " "),
                    limits(codec.limits), text(codec.summary),
                ])
        }
        return listing
    }

    /// "stated" or "documented" for a format with an introduced release, null for one without.
    public func introducedBasisJSON(_ codec: Codec) -> JSONValue {
        codec.introducedID == nil ? .null : .string(codec.introducedBasis.rawValue)
    }

    /// The JSON array of a codec's support facts: feature, since (version reference), requires.
    public func supportJSON(_ support: [MediaSupport]) -> JSONValue {
        .array(
            support.map { fact in
                .object([
                    ("feature", .string(fact.feature.rawValue)), ("since", json(fact.sinceID)),
                    ("requires", json(fact.requires.map(text))),
                ])
            })
    }

    /// The JSON object of video limits, or null.
    public func limitsJSON(_ limits: VideoLimits?) -> JSONValue {
        guard let limits else { return .null }
        func number(_ value: Int?) -> JSONValue { value.map { .number($0) } ?? .null }
        return .object([
            ("maxBitrateKbps", number(limits.maxBitrateKbps)), ("maxWidth", number(limits.maxWidth)),
            ("maxHeight", number(limits.maxHeight)), ("maxFrameRate", number(limits.maxFrameRate)),
            ("profile", json(limits.profile)), ("level", json(limits.level)), ("audio", json(limits.audio)),
        ])
    }

    /// `programs`: the developer programs with their status and latest prices.
    public func programsListing(_ programs: [DeveloperProgram]) -> Listing {
        var listing = Listing(
            command: "programs",
            columns: [
                .init(title: strings.columnID, id: "id"), .init(title: strings.columnName, id: "name", dropOrder: 2),
                .init(title: strings.columnStatus, id: "status", dropOrder: 1),
                .init(title: strings.columnPrice, id: "price", dropOrder: 3),
                .init(title: strings.columnSummary, id: "summary", isFlexible: true),
            ])
        listing.rows = programs.map { program in
            Listing.Row(
                cells: [
                    program.id, program.name, status(of: program),
                    program.prices.isEmpty
                        ? strings.priceNone : program.latestPrices.map { price($0.price) }.joined(separator: " / "),
                    text(program.summary),
                ],
                json: programJSON(program),
                csvCells: [
                    program.id, program.name, program.status.rawValue,
                    program.latestPrices.map { price($0.price, plain: true) }.joined(separator: " / "), text(program.summary),
                ])
        }
        return listing
    }

    /// A program as a JSON row of `programs`: id, name, summary and its facts.
    public func programJSON(_ program: DeveloperProgram) -> JSONValue {
        .object(
            [("id", .string(program.id)), ("name", .string(program.name)), ("summary", .string(text(program.summary)))]
                + programFactsJSON(program))
    }

    /// A program's facts as JSON members, shared by `programs` and `show`: status with its
    /// dates, every dated price, eligibility, benefits.
    public func programFactsJSON(_ program: DeveloperProgram) -> [(String, JSONValue)] {
        [
            ("status", .string(program.status.rawValue)), ("started", json(program.started?.description)),
            ("ended", json(program.ended?.description)), ("prices", .array(program.prices.map(priceJSON))),
            ("eligibility", json(program.eligibility.map(text))), ("benefits", json(program.benefits)),
        ]
    }

    /// `{"amount": 99, "currency": "USD", "period": "year", "asOf": "2017-12-20"}` with the
    /// amount's exact text.
    public func priceJSON(_ dated: DatedPrice) -> JSONValue {
        let price = dated.price
        let amount: JSONValue = (try? JSONReader.parse(price.amount)) ?? .string(price.amount)
        return .object([
            ("amount", amount), ("currency", .string(price.currency)), ("period", .string(price.period.rawValue)),
            ("asOf", .string(dated.asOf.description)),
        ])
    }

    /// `tools`: the tools and requirements in the collation order of their names.
    public func toolsListing(_ tools: [DevelopmentTool]) -> Listing {
        var listing = Listing(
            command: "tools",
            columns: [
                .init(title: strings.columnID, id: "id"), .init(title: strings.columnName, id: "name", dropOrder: 1),
                .init(title: strings.columnKind, id: "kind", dropOrder: 2),
                .init(title: strings.columnSummary, id: "summary", isFlexible: true),
            ])
        listing.rows = collated(tools).map { tool in
            Listing.Row(
                cells: [tool.id, tool.name, kindName(tool.toolKind), text(tool.summary)],
                json: .object([
                    ("id", .string(tool.id)), ("name", .string(tool.name)), ("kind", .string(tool.toolKind.rawValue)),
                    ("summary", .string(text(tool.summary))), ("details", json(tool.details)),
                ]))
        }
        return listing
    }

    /// `search`: the hits in ranking order, each with its score and the language it matched in.
    public func searchListing(_ hits: [SearchHit]) -> Listing {
        var listing = Listing(
            command: "search",
            columns: [
                .init(title: strings.columnKind, id: "kind", dropOrder: 1), .init(title: strings.columnID, id: "id"),
                .init(title: strings.columnName, id: "name", isFlexible: true, minimumWidth: 16, dropOrder: 2),
                .init(title: strings.columnSummary, id: "summary", isFlexible: true),
            ])
        listing.rows = hits.map { hit in
            Listing.Row(
                cells: [kindName(hit.entity.kind), hit.entity.id, hit.entity.name, text(hit.entity.summary)],
                json: .object([
                    ("kind", .string(hit.entity.kind.rawValue)), ("id", .string(hit.entity.id)),
                    ("name", .string(hit.entity.name)), ("summary", .string(text(hit.entity.summary))),
                    ("score", .number(hit.score)), ("matchedLanguage", json(hit.language?.code)),
                ]))
        }
        return listing
    }
}
