import Locales
import OSCatalog
import OSCatalogLocalization

/// The routes of one locale's pages, by page kind.
struct SiteRoutes: Sendable {
    let locale: LocaleID

    private var prefix: String { locale.description.lowercased() }

    var home: SiteRoute { SiteRoute([prefix], isSection: true) }
    var versions: SiteRoute { SiteRoute([prefix, "versions"], isSection: true) }
    func version(_ id: String) -> SiteRoute { SiteRoute([prefix, "versions", id]) }
    var architecture: SiteRoute { SiteRoute([prefix, "architecture"]) }
    func layer(_ id: String) -> SiteRoute { SiteRoute([prefix, "layers", id]) }
    var frameworks: SiteRoute { SiteRoute([prefix, "frameworks"], isSection: true) }
    func framework(_ id: String) -> SiteRoute { SiteRoute([prefix, "frameworks", id]) }
    var availability: SiteRoute { SiteRoute([prefix, "availability"]) }
    var codecs: SiteRoute { SiteRoute([prefix, "codecs"]) }
    var programs: SiteRoute { SiteRoute([prefix, "programs"]) }
    var tools: SiteRoute { SiteRoute([prefix, "tools"]) }
    var toolchain: SiteRoute { SiteRoute([prefix, "toolchain"]) }
    var requirements: SiteRoute { SiteRoute([prefix, "requirements"]) }
    var sources: SiteRoute { SiteRoute([prefix, "sources"]) }
    var search: SiteRoute { SiteRoute([prefix, "search"]) }

    /// Where `entity` is shown: its own page (versions, layers, frameworks), or a section of a
    /// shared page (services on their layer's page, codecs, programs, tools, submission rules on
    /// the requirements page, sources).
    func place(of entity: any CatalogEntity, catalog: Catalog) -> (route: SiteRoute, anchor: Anchor?) {
        let anchor = Anchor(id: entity.id, heading: entity.name)
        switch entity {
        case let service as LayerService: return (layer(service.layerID), anchor)
        case is OSVersion: return (version(entity.id), nil)
        case is Layer: return (layer(entity.id), nil)
        case is Framework: return (framework(entity.id), nil)
        case is Codec: return (codecs, anchor)
        case is DeveloperProgram: return (programs, anchor)
        case let tool as DevelopmentTool: return (tool.toolKind == .submissionRule ? requirements : tools, anchor)
        default: return (sources, anchor)
        }
    }
}
