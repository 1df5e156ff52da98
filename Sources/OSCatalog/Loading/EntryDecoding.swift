/// Turns one JSON entry of each collection into its model value. Fields are read in the
/// order the format documents them; a missing required field yields no entry but a diagnostic.
enum EntryDecoding {
    static func decode(_ kind: EntityKind, _ reader: inout EntryReader) -> (any CatalogEntity)? {
        switch kind {
        case .version: version(&reader)
        case .layer: layer(&reader)
        case .service: service(&reader)
        case .framework: framework(&reader)
        case .codec: codec(&reader)
        case .program: program(&reader)
        case .tool: tool(&reader)
        case .source: source(&reader)
        }
    }

    private static func version(_ r: inout EntryReader) -> OSVersion? {
        let id = r.string("id")
        let name = r.string("name")
        let major = r.integer("major")
        let announced = r.date("announced")
        let released = r.date("released")
        let summary = r.localized("summary")
        let highlights = r.localizedList("highlights")
        let notes = r.localizedList("notes")
        let releases: [PointRelease] = r.nestedList("releases") { p in
            let version = p.string("version")
            let date = p.date("date")
            let build = p.string("build", required: false)
            let citations = p.citations()
            guard let version, let date else { return nil }
            return PointRelease(version: version, date: date, build: build, citations: citations, origin: p.location)
        }
        let support: SupportStatus? = r.nested("support") { s in
            let receivesUpdates = s.bool("receivesUpdates")
            let asOf = s.date("asOf")
            let citations = s.citations()
            guard let receivesUpdates, let asOf else { return nil }
            return SupportStatus(receivesUpdates: receivesUpdates, asOf: asOf, citations: citations, origin: s.location)
        }
        let citations = r.citations()
        let sourceNotes = r.localizedList("sourceNotes")
        guard let id, let name, let major, let announced, let released, let summary else { return nil }
        return OSVersion(
            id: id, name: name, major: major, announced: announced, released: released, summary: summary,
            highlights: highlights, notes: notes, releases: releases, support: support, citations: citations,
            sourceNotes: sourceNotes, origin: r.location)
    }

    private static func layer(_ r: inout EntryReader) -> Layer? {
        let id = r.string("id")
        let name = r.string("name")
        let position = r.integer("position")
        let summary = r.localized("summary")
        let notes = r.localizedList("notes")
        let citations = r.citations()
        let sourceNotes = r.localizedList("sourceNotes")
        guard let id, let name, let position, let summary else { return nil }
        return Layer(
            id: id, name: name, position: position, summary: summary, notes: notes, citations: citations, sourceNotes: sourceNotes,
            origin: r.location)
    }

    private static func service(_ r: inout EntryReader) -> LayerService? {
        let id = r.string("id")
        let name = r.string("name")
        let layer = r.reference("layer", to: .layer)
        let introduced = r.versionReference("introduced", required: false)
        let summary = r.localized("summary")
        let notes = r.localizedList("notes")
        let citations = r.citations()
        let sourceNotes = r.localizedList("sourceNotes")
        guard let id, let name, let layer, let summary else { return nil }
        return LayerService(
            id: id, name: name, layerID: layer, introducedID: introduced, summary: summary,
            notes: notes, citations: citations, sourceNotes: sourceNotes, origin: r.location)
    }

    private static func framework(_ r: inout EntryReader) -> Framework? {
        let id = r.string("id")
        let name = r.string("name")
        let module = r.string("module", required: false)
        let layer = r.reference("layer", to: .layer)
        let layerBasis = r.enumeration("layerBasis", as: LayerBasis.self, required: false)
        let layerRationale = r.localized("layerRationale", required: false)
        let introduced = r.versionReference("introduced")
        let deprecated = r.versionReference("deprecated", required: false)
        let removed = r.versionReference("removed", required: false)
        let replacedBy = r.reference("replacedBy", to: .framework, required: false)
        let summary = r.localized("summary")
        let capabilities = r.localizedList("capabilities")
        let related = r.referenceList("related", to: .framework)
        let notes = r.localizedList("notes")
        let citations = r.citations()
        let sourceNotes = r.localizedList("sourceNotes")
        guard let id, let name, let layer, let introduced, let summary else { return nil }
        return Framework(
            id: id, name: name, module: module, layerID: layer, layerBasis: layerBasis, layerRationale: layerRationale,
            introducedID: introduced,
            deprecatedID: deprecated, removedID: removed, replacedByID: replacedBy, summary: summary,
            capabilities: capabilities, relatedIDs: related, notes: notes, citations: citations, sourceNotes: sourceNotes,
            origin: r.location)
    }

    private static func codec(_ r: inout EntryReader) -> Codec? {
        let id = r.string("id")
        let name = r.string("name")
        let kind = r.enumeration("kind", as: Codec.Kind.self)
        let summary = r.localized("summary")
        let containers = r.strings("containers")
        let limits: VideoLimits? = r.nested("limits") { l in
            VideoLimits(
                maxBitrateKbps: l.integer("maxBitrateKbps", required: false),
                maxWidth: l.integer("maxWidth", required: false),
                maxHeight: l.integer("maxHeight", required: false),
                maxFrameRate: l.integer("maxFrameRate", required: false),
                profile: l.string("profile", required: false),
                level: l.string("level", required: false),
                audio: l.string("audio", required: false))
        }
        let introduced = r.versionReference("introduced", required: false)
        let basis = r.enumeration("introducedBasis", as: IntroductionBasis.self, required: false) ?? .stated
        let support: [MediaSupport] = r.nestedList("support") { s in
            let feature = s.enumeration("feature", as: MediaSupport.Feature.self)
            let since = s.versionReference("since", required: false)
            let requires = s.localized("requires", required: false)
            let citations = s.citations()
            guard let feature else { return nil }
            return MediaSupport(feature: feature, sinceID: since, requires: requires, citations: citations, origin: s.location)
        }
        let notes = r.localizedList("notes")
        let citations = r.citations()
        let sourceNotes = r.localizedList("sourceNotes")
        guard let id, let name, let kind, let summary else { return nil }
        return Codec(
            id: id, name: name, codecKind: kind, containers: containers, limits: limits, introducedID: introduced,
            introducedBasis: basis, support: support, summary: summary, notes: notes, citations: citations, sourceNotes: sourceNotes,
            origin: r.location)
    }

    private static func program(_ r: inout EntryReader) -> DeveloperProgram? {
        let id = r.string("id")
        let name = r.string("name")
        let status = r.enumeration("status", as: DeveloperProgram.Status.self)
        let started = r.yearOrDay("started")
        let ended = r.yearOrDay("ended")
        let prices: [DatedPrice] = r.nestedList("prices") { p in
            let amount = p.decimalText("amount")
            let currency = p.string("currency")
            let period = p.enumeration("period", as: Price.Period.self)
            let asOf = p.date("asOf")
            let citations = p.citations()
            guard let amount, let currency, let period, let asOf else { return nil }
            return DatedPrice(
                price: Price(amount: amount, currency: currency, period: period), asOf: asOf, citations: citations,
                origin: p.location)
        }
        let summary = r.localized("summary")
        let eligibility = r.localized("eligibility", required: false)
        let benefits = r.localizedList("benefits")
        let notes = r.localizedList("notes")
        let citations = r.citations()
        let sourceNotes = r.localizedList("sourceNotes")
        guard let id, let name, let status, let summary else { return nil }
        return DeveloperProgram(
            id: id, name: name, status: status, started: started, ended: ended, prices: prices, summary: summary,
            eligibility: eligibility, benefits: benefits, notes: notes, citations: citations, sourceNotes: sourceNotes,
            origin: r.location)
    }

    private static func tool(_ r: inout EntryReader) -> DevelopmentTool? {
        let id = r.string("id")
        let name = r.string("name")
        let kind = r.enumeration("kind", as: DevelopmentTool.Kind.self)
        let summary = r.localized("summary")
        let details = r.localizedList("details")
        let notes = r.localizedList("notes")
        let effective = r.date("effective", required: false)
        let announced = r.date("announced", required: false)
        let until = r.date("until", required: false)
        let releases: [ToolRelease] = r.nestedList("releases") { t in
            let version = t.string("version")
            let build = t.string("build", required: false)
            let date = t.date("date")
            let iosSDK = t.string("iosSDK", required: false)
            let iosSDKBuild = t.string("iosSDKBuild", required: false)
            let minimumMacOS = t.string("minimumMacOS", required: false)
            let swift = t.string("swift", required: false)
            let xcode = t.string("xcode", required: false)
            let citations = t.citations()
            guard let version, let date else { return nil }
            return ToolRelease(
                version: version, build: build, date: date, iosSDK: iosSDK, iosSDKBuild: iosSDKBuild, minimumMacOS: minimumMacOS,
                swift: swift, xcode: xcode, citations: citations, origin: t.location)
        }
        let citations = r.citations()
        let sourceNotes = r.localizedList("sourceNotes")
        guard let id, let name, let kind, let summary else { return nil }
        return DevelopmentTool(
            id: id, name: name, toolKind: kind, summary: summary, details: details, notes: notes, effective: effective,
            announced: announced, until: until, releases: releases, citations: citations, sourceNotes: sourceNotes,
            origin: r.location)
    }

    private static func source(_ r: inout EntryReader) -> Source? {
        let id = r.string("id")
        let kind = r.enumeration("kind", as: Source.Kind.self)
        let authors = r.strings("authors")
        let title = r.string("title")
        let publisher = r.string("publisher", required: false)
        let year = r.integer("year", required: false)
        let sdkVersion = r.string("sdkVersion", required: false)
        let language = r.string("language")
        let url = r.string("url", required: false)
        let summary = r.localized("summary")
        guard let id, let kind, let title, let language, let summary else { return nil }
        return Source(
            id: id, title: title, sourceKind: kind, authors: authors, publisher: publisher, year: year,
            sdkVersion: sdkVersion, language: language, url: url, summary: summary, origin: r.location)
    }
}
