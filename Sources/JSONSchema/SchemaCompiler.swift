import JSONReader

/// Compiles schema documents from a ``SchemaRegistry`` into a ``SchemaProgram``.
///
/// Every document reached is compiled whole (so every problem in it is reported, also in `$defs`
/// nobody refers to), exactly once, in three steps:
///
/// 1. a walk with an explicit work list (no recursion, so no schema is too deep for it) turns each
///    schema into a ``SchemaNode``, checking every keyword; a subschema gets its node ID at once
///    and is compiled when its turn in the work list comes; a `$ref` is recorded as pending;
/// 2. pending `$ref`s are resolved, compiling further documents (or, for a JSON Pointer into a
///    place that is not otherwise a schema, that value) as they are reached;
/// 3. `$ref` cycles that consume no input are looked for.
///
/// Problems are collected, not thrown one by one; ``compileRoot(_:)`` throws them all at the end.
struct SchemaCompiler {
    typealias Location = SchemaRegistry.Location

    let registry: SchemaRegistry
    var nodes: [SchemaNode] = []
    private var nodeAt: [Location: NodeID] = [:]
    private var compiledDocuments: Set<Int> = []
    var problems: [SchemaLoadError.Problem] = []

    /// A `$ref` waiting for resolution.
    struct PendingReference {
        var reference: String
        var target: URIReference
        var site: KeywordSite
    }
    var pending: [PendingReference] = []
    var resolvedTargets: [NodeID?] = []

    /// A schema whose node ID is allocated but whose keywords are not compiled yet.
    private struct QueuedSchema {
        var value: JSONValue
        var id: NodeID
        var document: Int
        var pointer: JSONPointer
        var base: URIReference
    }
    private var queue: [QueuedSchema] = []

    init(registry: SchemaRegistry) {
        self.registry = registry
    }

    // MARK: Entry point

    mutating func compileRoot(_ uri: String) throws(SchemaLoadError) -> Schema {
        let target = URIReference(parsing: uri)
        let requestLocation = SchemaLocation(documentURI: uri, pointer: .root)
        var root: NodeID?
        switch registry.locate(target) {
        case .unknownDocument:
            throw SchemaLoadError(
                reason: .unknownDocument(reference: uri, resolved: target.withoutFragment.description),
                location: requestLocation)
        case .unresolvableFragment:
            throw SchemaLoadError(
                reason: .unresolvableFragment(reference: uri, resolved: target.description),
                location: requestLocation)
        case .found(let location, let base):
            root = node(at: location, base: base)
        }
        resolvePendingReferences()
        linkReferences()
        findReferenceCycles()
        let found = sortedProblems()
        if let first = found.first {
            throw SchemaLoadError(first, Array(found.dropFirst()))
        }
        guard let root else {
            throw SchemaLoadError(
                reason: .unresolvableFragment(reference: uri, resolved: target.description),
                location: requestLocation)
        }
        return Schema(program: SchemaProgram(nodes: nodes), root: root, uri: uri)
    }

    /// Problems in document order (documents in registry order), without repeats.
    private func sortedProblems() -> [SchemaLoadError.Problem] {
        var seen: [SchemaLoadError.Problem] = []
        for problem in problems where !seen.contains(problem) { seen.append(problem) }
        let order = Dictionary(registry.documentURIs.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return seen.enumerated().sorted { a, b in
            let da = order[a.element.location.documentURI] ?? Int.max
            let db = order[b.element.location.documentURI] ?? Int.max
            if da != db { return da < db }
            if a.element.location.position != b.element.location.position {
                return a.element.location.position < b.element.location.position
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The node for the schema at `location`, compiling its document (or, failing that, the value
    /// there) first if needed.
    private mutating func node(at location: Location, base: URIReference) -> NodeID? {
        if let existing = nodeAt[location] { return existing }
        if !compiledDocuments.contains(location.document), registry.documents.indices.contains(location.document) {
            compiledDocuments.insert(location.document)
            let document = registry.documents[location.document]
            _ = schemaNode(document.root, document: location.document, pointer: .root, base: document.retrievalURI)
            drainQueue()
            if let existing = nodeAt[location] { return existing }
        }
        guard registry.documents.indices.contains(location.document),
            let value = registry.documents[location.document].root.value(at: location.pointer)
        else { return nil }
        let id = schemaNode(value, document: location.document, pointer: location.pointer, base: base)
        drainQueue()
        return id
    }

    // MARK: Schemas

    func site(_ name: String, document: Int, pointer: JSONPointer, position: SourcePosition) -> KeywordSite {
        KeywordSite(name: name, location: registry.schemaLocation(document: document, pointer: pointer, position: position))
    }

    mutating func report(_ reason: SchemaLoadError.Reason, document: Int, pointer: JSONPointer, position: SourcePosition) {
        problems.append(
            SchemaLoadError.Problem(
                reason: reason, location: registry.schemaLocation(document: document, pointer: pointer, position: position)))
    }

    /// The node for the schema `value` found at `pointer` in `document`, whose enclosing base URI is
    /// `base`: the existing one, or a new one queued for compilation.
    mutating func schemaNode(_ value: JSONValue, document: Int, pointer: JSONPointer, base: URIReference) -> NodeID {
        let location = Location(document: document, pointer: pointer)
        if let existing = nodeAt[location] { return existing }
        let id = nodes.count
        let schemaLocation = registry.schemaLocation(document: document, pointer: pointer, position: value.position)
        nodes.append(SchemaNode(body: .always(true), location: schemaLocation))
        nodeAt[location] = id
        queue.append(QueuedSchema(value: value, id: id, document: document, pointer: pointer, base: base))
        return id
    }

    /// Compiles queued schemas (and the subschemas they queue) until none is left.
    private mutating func drainQueue() {
        while let next = queue.popLast() {
            switch next.value.kind {
            case .bool(let flag):
                nodes[next.id].body = .always(flag)
            case .object(let object):
                var context = ObjectContext(object: object, document: next.document, pointer: next.pointer, base: next.base)
                nodes[next.id].body = .keywords(compileKeywords(&context))
            default:
                report(
                    .notASchema(found: next.value.typeName), document: next.document, pointer: next.pointer,
                    position: next.value.position)
            }
        }
    }

    // MARK: References

    private mutating func resolvePendingReferences() {
        var i = 0
        while i < pending.count {
            let reference = pending[i]
            switch registry.locate(reference.target) {
            case .found(let location, let base):
                resolvedTargets[i] = node(at: location, base: base)
                if resolvedTargets[i] == nil {
                    problems.append(
                        SchemaLoadError.Problem(
                            reason: .unresolvableFragment(reference: reference.reference, resolved: reference.target.description),
                            location: reference.site.location))
                }
            case .unknownDocument:
                problems.append(
                    SchemaLoadError.Problem(
                        reason: .unknownDocument(reference: reference.reference, resolved: reference.target.withoutFragment.description),
                        location: reference.site.location))
            case .unresolvableFragment:
                problems.append(
                    SchemaLoadError.Problem(
                        reason: .unresolvableFragment(reference: reference.reference, resolved: reference.target.description),
                        location: reference.site.location))
            }
            i += 1
        }
    }

    /// Replaces pending-reference indices by node IDs. Unresolved references (already reported)
    /// point at their own node's location as `false`, never at a wrong node.
    private mutating func linkReferences() {
        for id in nodes.indices {
            guard case .keywords(var keywords) = nodes[id].body else { continue }
            var changed = false
            for k in keywords.indices {
                if case .reference(let index) = keywords[k].check {
                    let target = resolvedTargets.indices.contains(index) ? resolvedTargets[index] : nil
                    keywords[k] = CompiledKeyword(site: keywords[k].site, check: target.map { .reference(target: $0) } ?? .allOf([]))
                    changed = true
                }
            }
            if changed { nodes[id].body = .keywords(keywords) }
        }
    }

    /// The nodes that `id` applies to the same instance location (in-place applicators), each with
    /// the keyword that applies it.
    private func inPlaceSuccessors(of id: NodeID) -> [(node: NodeID, site: KeywordSite)] {
        guard nodes.indices.contains(id), case .keywords(let keywords) = nodes[id].body else { return [] }
        var result: [(node: NodeID, site: KeywordSite)] = []
        for keyword in keywords {
            let site = keyword.site
            switch keyword.check {
            case .reference(let target): result.append((target, site))
            case .allOf(let ids), .anyOf(let ids), .oneOf(let ids): result += ids.map { ($0, site) }
            case .not(let node): result.append((node, site))
            case .dependentSchemas(let rules): result += rules.map { ($0.node, site) }
            case .conditional(let condition, let then, let otherwise):
                result.append((condition, site))
                if let then { result.append((then.node, then.site)) }
                if let otherwise { result.append((otherwise.node, otherwise.site)) }
            default: break
            }
        }
        return result
    }

    /// Depth-first search (iterative) for a cycle of in-place applications; every such cycle goes
    /// through at least one `$ref`, since everything else follows the tree of the document.
    private mutating func findReferenceCycles() {
        enum Mark { case unvisited, active, done }
        var marks = [Mark](repeating: .unvisited, count: nodes.count)
        for start in nodes.indices where marks[start] == .unvisited {
            var stack: [(node: NodeID, successors: [(node: NodeID, site: KeywordSite)], next: Int)] =
                [(start, inPlaceSuccessors(of: start), 0)]
            marks[start] = .active
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next < stack[top].successors.count {
                    let (successor, site) = stack[top].successors[stack[top].next]
                    stack[top].next += 1
                    guard nodes.indices.contains(successor) else { continue }
                    switch marks[successor] {
                    case .unvisited:
                        marks[successor] = .active
                        stack.append((successor, inPlaceSuccessors(of: successor), 0))
                    case .active:
                        guard let from = stack.firstIndex(where: { $0.node == successor }) else { continue }
                        let cycle = stack[from...].map { nodes[$0.node].location.description } + [nodes[successor].location.description]
                        problems.append(SchemaLoadError.Problem(reason: .referenceCycle(path: cycle), location: site.location))
                    case .done:
                        continue
                    }
                } else {
                    marks[stack[top].node] = .done
                    stack.removeLast()
                }
            }
        }
    }
}
