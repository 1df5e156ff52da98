import JSONReader
import OSCatalog

/// What the semantic rules work on: the loader's inspection (the decoded catalog, the parsed
/// documents) and every entry as written.
struct ValidationContext {
    let inspection: CatalogInspection
    let entries: [CatalogEntry]
    let options: ValidationOptions
    let today: CatalogDate
    /// Whether every file parsed; rules that need the whole catalog (`reference`,
    /// `unknown-source`, `uncited-source`) are skipped otherwise, as entries are missing.
    let complete: Bool
    private let entriesByPointer: [String: Int]
    /// The ids written in each collection, whether or not their entries decoded.
    let writtenIDs: [EntityKind: Set<String>]

    init(inspection: CatalogInspection, options: ValidationOptions, today: CatalogDate, complete: Bool) {
        self.inspection = inspection
        self.options = options
        self.today = today
        self.complete = complete
        entries = CatalogEntry.all(in: inspection.documents)
        var byPointer: [String: Int] = [:]
        var ids: [EntityKind: Set<String>] = [:]
        for (index, entry) in entries.enumerated() {
            byPointer[Self.key(entry.file, entry.value.pointer)] = index
            if let id = entry.id { ids[entry.kind, default: []].insert(id) }
        }
        entriesByPointer = byPointer
        writtenIDs = ids
    }

    private static func key(_ file: String, _ pointer: JSONPointer) -> String {
        file + "\u{0}" + pointer.description
    }

    /// The entry that contains the value at `pointer` in `file` (pointers `/collection/index/…`).
    func entry(containing pointer: JSONPointer, in file: String) -> CatalogEntry? {
        let tokens = pointer.tokens
        guard tokens.count >= 2 else { return nil }
        let entryPointer = JSONPointer(tokens: Array(tokens.prefix(2)))
        return entriesByPointer[Self.key(file, entryPointer)].map { entries[$0] }
    }

    /// The JSON value of `entity`'s entry.
    func value(of entity: any CatalogEntity) -> JSONValue? {
        inspection.documents[entity.origin.file]?.value(at: entity.origin.pointer)
    }

    /// The location of `field` of `entity` (or of the entity when it has no such field).
    func location(of entity: any CatalogEntity, field: String? = nil) -> SourceLocation {
        inspection.location(of: entity, field: field)
    }

    /// `framework 'core-location'`.
    func label(_ entity: any CatalogEntity) -> EntryLabel {
        .named(entity.kind, id: ValueText.quoted(entity.id))
    }
}
