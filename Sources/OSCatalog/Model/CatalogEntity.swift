/// What every catalog entry has in common, so that `show`, `search` and the site can treat
/// versions, layers, frameworks and the rest alike.
public protocol CatalogEntity: Sendable {
    /// The stable kebab-case id, unique across the catalog.
    var id: String { get }
    /// The display name, never translated (product and framework names stay as Apple writes them).
    var name: String { get }
    /// What kind of entry this is.
    var kind: EntityKind { get }
    /// A one- or two-sentence description.
    var summary: LocalizedText { get }
    /// Remarks about the platform a reader must know.
    var notes: [LocalizedText] { get }
    /// The sources this entry's facts come from.
    var citations: [Citation] { get }
    /// Remarks about the sources themselves (what a document says, where documents disagree),
    /// shown with the sources rather than in the main text.
    var sourceNotes: [LocalizedText] { get }
    /// Where the entry is written.
    var origin: SourceLocation { get }
}

extension CatalogEntity {
    /// The entry's own citations and those of its nested records (a version's point releases
    /// and support status, a tool's releases, a codec's support facts, a program's prices): every source the entry draws on, for "which
    /// entries cite this source".
    public var everyCitation: [Citation] {
        switch self {
        case let version as OSVersion: citations + version.releases.flatMap(\.citations) + (version.support?.citations ?? [])
        case let tool as DevelopmentTool: citations + tool.releases.flatMap(\.citations)
        case let codec as Codec: citations + codec.support.flatMap(\.citations)
        case let program as DeveloperProgram: citations + program.prices.flatMap(\.citations)
        default: citations
        }
    }
}
