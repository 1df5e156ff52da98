import Dispatch
import JSONReader
import Synchronization
import TextMatching

/// Reads catalog files into a `Catalog`: parses each file, decodes every entry, and checks
/// ids and references across all files. Reports every problem found, not just the first.
public enum CatalogLoader {
    /// Loads a catalog from the given files (in any order); fails with every problem found.
    /// The parsed documents are not kept: each is released once its entries are decoded, so
    /// the peak memory is the catalog plus the documents being decoded at the moment.
    ///
    /// Files are parsed without a JSON Pointer per value, which costs a heap node each: every
    /// entry's ``SourceLocation`` still has its pointer (collection and index), but the locations
    /// of values inside an entry (a support status, a price) point at the root. Only when a file
    /// has an error are the files read again with pointers, so the diagnostics are those
    /// ``inspect(files:)`` gives, which validation uses.
    public static func load(files: [CatalogFile]) throws(CatalogLoadError) -> Catalog {
        let sorted = files.sorted(by: { $0.path < $1.path })
        return try loadWithoutPointers(count: sorted.count) { .read(sorted[$0]) }
    }

    /// Inspects `count` files without pointers and returns the catalog; when any has an error,
    /// inspects them again with pointers and throws those diagnostics.
    static func loadWithoutPointers(count: Int, file: @Sendable (Int) -> FileRead) throws(CatalogLoadError) -> Catalog {
        let inspection = inspect(count: count, keepingDocuments: false, pointers: false, file: file)
        guard inspection.diagnostics.contains(where: { $0.severity == .error }) else { return inspection.catalog }
        let withPointers = inspect(count: count, keepingDocuments: false, pointers: true, file: file)
        throw CatalogLoadError(diagnostics: withPointers.diagnostics)
    }

    /// Reads the files as far as they can be read, without failing: the catalog of every entry
    /// that decoded (the first of duplicate ids), the parsed documents, and every problem found.
    /// Validation builds on this, so that one run reports everything.
    public static func inspect(files: [CatalogFile]) -> CatalogInspection {
        inspect(files: files, keepingDocuments: true)
    }

    /// ``inspect(files:)``, keeping the parsed documents or not.
    static func inspect(files: [CatalogFile], keepingDocuments: Bool) -> CatalogInspection {
        let sorted = files.sorted(by: { $0.path < $1.path })
        return inspect(count: sorted.count, keepingDocuments: keepingDocuments, pointers: true) { .read(sorted[$0]) }
    }

    /// Inspects `count` files, the `index`-th given by `file` (which reads it, or says why it
    /// cannot). Files are read, parsed and decoded on every core at once; the results are
    /// combined in index order, so the outcome does not depend on which file finished first.
    /// Without `pointers`, every location's JSON Pointer is the root (positions are the same).
    static func inspect(
        count: Int, keepingDocuments: Bool, pointers: Bool, file: @Sendable (Int) -> FileRead
    ) -> CatalogInspection {
        var diagnostics: [CatalogDiagnostic] = []
        var entities: [any CatalogEntity] = []
        var references: [PendingReference] = []
        var documents: [String: JSONValue] = [:]
        var rootCauses: [CatalogDiagnostic] = []
        if count == 0 {
            diagnostics.append(CatalogDiagnostic(problem: .noCatalogFiles, file: "Catalog"))
        }
        let decoded = Mutex<[Int: FileResult]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            var result: FileResult
            switch file(index) {
            case .read(let catalogFile):
                result = decode(catalogFile, pointers: pointers)
                result.path = catalogFile.path
            case .failed(let diagnostic):
                result = FileResult(diagnostics: [diagnostic], rootCause: diagnostic)
            }
            if !keepingDocuments { result.document = nil }
            decoded.withLock { $0[index] = result }
        }
        let results = decoded.withLock { $0 }
        for index in 0..<count {
            guard let result = results[index] else { continue }
            if let rootCause = result.rootCause {
                rootCauses.append(rootCause)
                diagnostics += result.diagnostics.filter { $0 != rootCause }
            } else {
                diagnostics += result.diagnostics
            }
            entities += result.entities
            references += result.references
            if let path = result.path { documents[path] = result.document }
        }
        diagnostics += duplicateIDs(in: entities)
        let dangling = unresolved(references, among: entities)
        if rootCauses.isEmpty {
            diagnostics += dangling
        } else {
            diagnostics += attributing(dangling, to: rootCauses.sorted())
        }
        var seen: Set<String> = []
        let unique = entities.filter { seen.insert($0.id).inserted }
        return CatalogInspection(
            catalog: Catalog(entities: unique), documents: documents, diagnostics: diagnostics.sorted(),
            incompleteFiles: Set(rootCauses.map(\.file)))
    }

    /// The root causes, the last of them saying how many entries have references that were not
    /// checked. While a file cannot be read as a whole its entries are missing, so a reference
    /// that names no known entry may well name one of them: it is not reported as unknown, as
    /// one file would otherwise bring a flood of follow-on errors. Entries are counted once,
    /// however many of their references dangle.
    private static func attributing(_ dangling: [CatalogDiagnostic], to rootCauses: [CatalogDiagnostic]) -> [CatalogDiagnostic] {
        let entries = Set(
            dangling.compactMap { diagnostic in
                diagnostic.location.map { $0.file + "\u{0}" + $0.pointer.tokens.prefix(2).joined(separator: "/") }
            })
        guard !entries.isEmpty, var last = rootCauses.last else { return rootCauses }
        last.referrersNotChecked = CatalogDiagnostic.ReferrersNotChecked(
            entries: entries.count, files: Set(rootCauses.map(\.file)).count)
        return rootCauses.dropLast() + [last]
    }

    /// One file as read for ``inspect(count:keepingDocuments:file:)``: its content, or why it
    /// cannot be read.
    enum FileRead: Sendable {
        case read(CatalogFile)
        case failed(CatalogDiagnostic)
    }

    private struct FileResult: Sendable {
        var path: String?
        var document: JSONValue?
        var entities: [any CatalogEntity] = []
        var diagnostics: [CatalogDiagnostic] = []
        var references: [PendingReference] = []
        /// Why the file could not be read as a whole (it cannot be read or parsed, its top level
        /// is not an object, or a collection is not an array), when it could not.
        var rootCause: CatalogDiagnostic?
    }

    private static func decode(_ file: CatalogFile, pointers: Bool) -> FileResult {
        var result = FileResult()
        let document: JSONValue
        do {
            document = try pointers ? JSONReader.parse(file.bytes) : JSONReader.parseWithoutPointers(file.bytes)
        } catch {
            let location = SourceLocation(file: file.path, position: error.position)
            result.diagnostics.append(CatalogDiagnostic(.invalidJSON(error.reason), at: location))
            result.rootCause = result.diagnostics.last
            return result
        }
        result.document = document
        let fileLocation = SourceLocation(file: file.path, position: document.position, pointer: document.pointer)
        guard let top = document.objectValue else {
            result.diagnostics.append(
                CatalogDiagnostic(
                    .wrongType(field: "(file)", expected: .object, found: document.typeName), at: fileLocation))
            result.rootCause = result.diagnostics.last
            return result
        }
        for member in top.members where member.key != "$schema" {
            let keyLocation = SourceLocation(file: file.path, position: member.keyPosition, pointer: member.value.pointer)
            guard let kind = EntityKind(collectionKey: member.key) else {
                let suggestion = Suggestion.closestMatch(to: member.key, in: EntityKind.allCases.map(\.collectionKey))
                result.diagnostics.append(CatalogDiagnostic(.unknownCollection(key: member.key, suggestion: suggestion), at: keyLocation))
                continue
            }
            guard let entries = member.value.arrayValue else {
                result.diagnostics.append(
                    CatalogDiagnostic(
                        .wrongType(field: member.key, expected: .array, found: member.value.typeName), at: keyLocation))
                if result.rootCause == nil { result.rootCause = result.diagnostics.last }
                continue
            }
            for (index, entry) in entries.enumerated() {
                // An entry's pointer is its collection and index, known with or without `pointers`.
                let pointer = JSONPointer.root.appending(member.key).appending(index)
                let location = SourceLocation(file: file.path, position: entry.position, pointer: pointer)
                guard let object = entry.objectValue else {
                    result.diagnostics.append(
                        CatalogDiagnostic(
                            .wrongType(field: member.key, expected: .arrayOfObjects, found: entry.typeName), at: location))
                    continue
                }
                var reader = EntryReader(object: object, location: location)
                let entity = EntryDecoding.decode(kind, &reader)
                reader.rejectUnknownFields()
                result.diagnostics += reader.diagnostics
                result.references += reader.references
                if let entity { result.entities.append(entity) }
            }
        }
        return result
    }

    private static func duplicateIDs(in entities: [any CatalogEntity]) -> [CatalogDiagnostic] {
        var first: [String: SourceLocation] = [:]
        var diagnostics: [CatalogDiagnostic] = []
        for entity in entities {
            if let earlier = first[entity.id] {
                diagnostics.append(CatalogDiagnostic(.duplicateID(id: entity.id, first: earlier), at: entity.origin))
            } else {
                first[entity.id] = entity.origin
            }
        }
        return diagnostics
    }

    private static func unresolved(_ references: [PendingReference], among entities: [any CatalogEntity]) -> [CatalogDiagnostic] {
        var idsByKind: [EntityKind: Set<String>] = [:]
        for entity in entities { idsByKind[entity.kind, default: []].insert(entity.id) }
        return references.compactMap { reference in
            let candidates = idsByKind[reference.kind] ?? []
            guard !candidates.contains(reference.id) else { return nil }
            let suggestion = Suggestion.closestMatch(to: reference.id, in: candidates.sorted())
            return CatalogDiagnostic(
                .unknownReference(field: reference.field, id: reference.id, kind: reference.kind, suggestion: suggestion),
                at: reference.location)
        }
    }
}
