import JSONReader

/// What reading catalog files found, whether or not they are valid: the entries that could be
/// decoded, the parsed documents (for positions of any value), and every problem.
public struct CatalogInspection: Sendable {
    /// The catalog of every entry that decoded; references in it may dangle when
    /// `diagnostics` has errors.
    public var catalog: Catalog
    /// Each file's parsed document, by path; absent for files that are not valid JSON.
    public var documents: [String: JSONValue]
    /// Every problem found, in file and position order.
    public var diagnostics: [CatalogDiagnostic]
    /// The files whose entries could not be read as a whole: a file that cannot be read or
    /// parsed, whose top level is not an object, or with a collection that is not an array.
    /// While there are any, a reference to an unknown entry is not reported (it may name an
    /// entry of such a file); the root cause says how many entries were not checked
    /// (``CatalogDiagnostic/referrersNotChecked``).
    public var incompleteFiles: Set<String> = []

    /// The location of the value at `pointer` in `file`, or of the deepest existing parent of
    /// it (so a diagnostic about a missing field points at its entry).
    public func location(in file: String, at pointer: JSONPointer) -> SourceLocation? {
        guard let document = documents[file] else { return nil }
        var current = document
        for token in pointer.tokens {
            let next: JSONValue?
            switch current.kind {
            case .object(let object): next = object[token]
            case .array(let items): next = Int(token).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: next = nil
            }
            guard let next else { break }
            current = next
        }
        return SourceLocation(file: file, position: current.position, pointer: current.pointer)
    }

    /// The location of field `field` of `entity` (or of the entity when it has no such field).
    public func location(of entity: any CatalogEntity, field: String? = nil) -> SourceLocation {
        let pointer = field.map { entity.origin.pointer.appending($0) } ?? entity.origin.pointer
        return location(in: entity.origin.file, at: pointer) ?? entity.origin
    }
}
