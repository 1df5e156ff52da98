import JSONReader
import Locales
import OSCatalog
import OSCatalogLocalization

/// How catalog values read in output: names for ids, statuses, prices, limits. Shared by
/// every listing, by `show` and by the site's JSON API, so that the same fact always reads the
/// same way wherever it is printed.
public struct EntityPresentation {
    /// The catalog whose ids are named (a framework's layer, a version's name).
    public let catalog: Catalog
    /// The words of the reader's language and locale.
    public let strings: LocalizedStrings
    /// The language catalog texts are shown in.
    public var language: CatalogLanguage { strings.language }
    /// The locale dates, prices and collation follow.
    public var locale: LocaleID { strings.locale }

    /// A presentation of `catalog` in the language and locale of `strings`.
    public init(catalog: Catalog, strings: LocalizedStrings) {
        self.catalog = catalog
        self.strings = strings
    }

    /// A release or announcement day as the user's locale writes it ("29. června 2007").
    public func date(_ date: CatalogDate) -> String { LocaleFormatting.date(date, locale: locale) }

    /// Entries in the user's locale's collation order of their names (Czech "ch" after "h").
    public func collated<Entity: CatalogEntity>(_ entities: [Entity]) -> [Entity] {
        LocaleFormatting.sorted(entities, locale: locale) { $0.name }
    }

    /// The display name of a version id ("iOS 7"), or the id itself if unknown.
    public func versionName(_ id: String?) -> String {
        guard let id else { return "" }
        return catalog.versionName(of: id)
    }

    /// A format's introduced release: "iOS 11", or "≤ iPhone OS 3" when the release is only the
    /// earliest one a source documents; with `long`, the sentence `show` gives for the latter.
    public func introduced(of codec: Codec, long: Bool = false) -> String {
        guard let id = codec.introducedID else { return "" }
        switch codec.introducedBasis {
        case .stated: return versionName(id)
        case .documented: return long ? strings.introducedDocumentedLong(versionName(id)) : strings.introducedDocumented(versionName(id))
        }
    }

    /// Who placed `framework` in its layer, with oscat's rationale for an assigned layer.
    public func layerBasis(of framework: Framework) -> String? {
        switch framework.layerBasis {
        case .apple: strings.layerBasisApple
        case .assigned: strings.layerBasisAssigned(framework.layerRationale.map(text) ?? "")
        case nil: nil
        }
    }

    /// The display name of any entry id.
    public func name(of id: String) -> String {
        catalog.entity(id: id)?.name ?? id
    }

    /// "available", "deprecated in iOS 9", "removed in iOS 10".
    public func status(of framework: Framework) -> String {
        if let removed = framework.removedID { return strings.statusRemovedIn(versionName(removed)) }
        if let deprecated = framework.deprecatedID { return strings.statusDeprecatedIn(versionName(deprecated)) }
        return strings.statusAvailable
    }

    /// "active since 2015", "retired in 2024", or the bare status when no source dates it.
    public func status(of program: DeveloperProgram) -> String {
        switch program.status {
        case .active: program.started.map { strings.programActiveSince(yearOrDay($0)) } ?? strings.programActive
        case .retired: program.ended.map { strings.programRetiredIn(yearOrDay($0)) } ?? strings.programRetired
        }
    }

    /// "2008", or a day the user's locale's way.
    public func yearOrDay(_ value: YearOrDay) -> String {
        switch value {
        case .year(let year): String(year)
        case .day(let day): date(day)
        }
    }

    /// "99 € per year" in the user's locale, "free"; with `plain`, "99 EUR per year" for CSV.
    public func price(_ price: Price, plain: Bool = false) -> String {
        if price.isFree { return strings.priceFree }
        let amount = plain ? "\(price.amount) \(price.currency)" : LocaleFormatting.price(price, locale: locale)
        switch price.period {
        case .year: return strings.pricePerYear(amount)
        case .month: return strings.pricePerMonth(amount)
        case .once: return strings.priceOnce(amount)
        }
    }

    /// "1920×1080, 30 fps, 10000 kb/s, High 4.1".
    public func limits(_ limits: VideoLimits?) -> String {
        guard let limits else { return "" }
        var parts: [String] = []
        if let width = limits.maxWidth, let height = limits.maxHeight { parts.append("\(width)×\(height)") }
        if let rate = limits.maxFrameRate { parts.append(strings.unitFrameRate(String(rate))) }
        if let bitrate = limits.maxBitrateKbps { parts.append(strings.unitBitrate(String(bitrate))) }
        let profile = [limits.profile, limits.level].compactMap { $0 }.joined(separator: " ")
        if !profile.isEmpty { parts.append(profile) }
        return parts.joined(separator: ", ")
    }

    /// The localized name of an entry kind.
    public func kindName(_ kind: EntityKind) -> String { strings.kindName(kind) }

    /// The localized name of a codec kind.
    public func kindName(_ kind: Codec.Kind) -> String {
        switch kind {
        case .audio: strings.codecKindAudio
        case .video: strings.codecKindVideo
        case .image: strings.codecKindImage
        case .streaming: strings.codecKindStreaming
        case .subtitle: strings.codecKindSubtitle
        case .container: strings.codecKindContainer
        }
    }

    /// The localized name of a media support feature.
    public func featureName(_ feature: MediaSupport.Feature) -> String {
        switch feature {
        case .playback: strings.mediaFeaturePlayback
        case .capture: strings.mediaFeatureCapture
        case .encode: strings.mediaFeatureEncode
        }
    }

    /// The localized name of a tool kind.
    public func kindName(_ kind: DevelopmentTool.Kind) -> String {
        switch kind {
        case .ide: strings.toolKindIde
        case .language: strings.toolKindLanguage
        case .compiler: strings.toolKindCompiler
        case .simulator: strings.toolKindSimulator
        case .profiler: strings.toolKindProfiler
        case .interfaceBuilder: strings.toolKindInterfaceBuilder
        case .debugger: strings.toolKindDebugger
        case .sdk: strings.toolKindSDK
        case .requirement: strings.toolKindRequirement
        case .service: strings.toolKindService
        case .submissionRule: strings.toolKindSubmissionRule
        }
    }

    /// A text in the chosen language.
    public func text(_ text: LocalizedText) -> String { text.text(in: language) }

    /// JSON for an optional string: the string or null.
    public func json(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// JSON for a list of texts in the chosen language.
    public func json(_ texts: [LocalizedText]) -> JSONValue { .array(texts.map { .string(text($0)) }) }

    /// JSON for citations: `[{"source": id, "title": …, "locator": …}]`.
    public func json(_ citations: [Citation]) -> JSONValue {
        .array(
            citations.map { citation in
                .object([
                    ("source", .string(citation.sourceID)),
                    ("title", .string(catalog.source(id: citation.sourceID)?.title ?? citation.sourceID)),
                    ("locator", .string(citation.locator)),
                ])
            })
    }
}
