import Locales
import TextMatching

/// What search reads of one entry, folded and split into words once: the compact keys an
/// exact match compares, the words of its name, and per language the words of its summary and
/// of its other texts. The CLI scores these (``Catalog/search(_:preferring:)``) and the site
/// writes them into its search index, so `search.js` scores the same words (docs/SEARCH.md).
public struct SearchDocument: Sendable {
    /// The entry.
    public let entity: any CatalogEntity
    /// The compact (``compactForSearch(_:)``) id, name and module, for exact matches.
    public let keys: [String]
    /// The folded words of the name and the module, the name's first word first.
    public let nameWords: [String]
    /// Per language (``CatalogLanguage/allCases`` order), the folded words of the summary.
    public let summaryWords: [[String]]
    /// Per language, the folded words of the notes, capabilities, highlights, benefits,
    /// details and a codec's containers.
    public let otherWords: [[String]]

    /// Whether the entry is an OS version, which a version phrase in the query puts first.
    public var isVersion: Bool { entity.kind == .version }
}

extension Catalog {
    /// Every entry's ``SearchDocument``, in the order search breaks ties: kind, then the name
    /// ignoring case, then the id.
    public var searchDocuments: [SearchDocument] {
        Catalog.documents(of: Catalog.tieOrder(allEntities))
    }

    /// `entities` in tie order: kind, name ignoring case, id.
    static func tieOrder(_ entities: [any CatalogEntity]) -> [any CatalogEntity] {
        entities.map { (entity: $0, name: $0.name.lowercased()) }
            .sorted { lhs, rhs in
                if lhs.entity.kind != rhs.entity.kind { return lhs.entity.kind < rhs.entity.kind }
                return lhs.name != rhs.name ? lhs.name < rhs.name : lhs.entity.id < rhs.entity.id
            }
            .map(\.entity)
    }

    /// The searchable texts of an entry in one language beyond its summary.
    static func otherTexts(of entity: any CatalogEntity, in language: CatalogLanguage) -> [String] {
        var texts = entity.notes.map { $0.text(in: language) }
        switch entity {
        case let framework as Framework: texts += framework.capabilities.map { $0.text(in: language) }
        case let version as OSVersion: texts += version.highlights.map { $0.text(in: language) }
        case let program as DeveloperProgram: texts += program.benefits.map { $0.text(in: language) }
        case let tool as DevelopmentTool: texts += tool.details.map { $0.text(in: language) }
        case let codec as Codec: texts += codec.containers
        default: break
        }
        return texts
    }
}
