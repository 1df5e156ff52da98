import Locales
import TextMatching

/// What search reads of one entry, folded and split into words once: the compact keys an
/// exact match compares, the words of its name, and per language the words of its summary and
/// of its other texts. The site writes these into its search index for `search.js`; the CLI
/// (``Catalog/search(_:preferring:)``) reads the same words as it folds, through the same
/// `SearchFolder`, without keeping them (docs/SEARCH.md, "Cost").
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

    /// `entities` in tie order: kind, name ignoring case, id. The keys are read once per entry,
    /// not once per comparison.
    static func tieOrder(_ entities: [any CatalogEntity]) -> [any CatalogEntity] {
        entities.map { (entity: $0, kind: $0.kind, name: $0.name.lowercased(), id: $0.id) }
            .sorted { lhs, rhs in
                if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
                return lhs.name != rhs.name ? lhs.name < rhs.name : lhs.id < rhs.id
            }
            .map(\.entity)
    }

    /// The searchable texts of an entry in one language beyond its summary.
    static func otherTexts(of entity: any CatalogEntity, in language: CatalogLanguage) -> [String] {
        var texts: [String] = []
        forEachOtherText(of: entity, in: language) { texts.append($0) }
        return texts
    }

    /// Calls `body` with each of ``otherTexts(of:in:)``, without collecting them: search reads
    /// them once per entry, language and query.
    static func forEachOtherText(of entity: any CatalogEntity, in language: CatalogLanguage, _ body: (String) -> Void) {
        for note in entity.notes { body(note.text(in: language)) }
        switch entity {
        case let framework as Framework: for capability in framework.capabilities { body(capability.text(in: language)) }
        case let version as OSVersion: for highlight in version.highlights { body(highlight.text(in: language)) }
        case let program as DeveloperProgram: for benefit in program.benefits { body(benefit.text(in: language)) }
        case let tool as DevelopmentTool: for detail in tool.details { body(detail.text(in: language)) }
        case let codec as Codec: for container in codec.containers { body(container) }
        default: break
        }
    }
}
