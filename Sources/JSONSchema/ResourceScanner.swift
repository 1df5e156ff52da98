import JSONReader

/// Finds the schema resources (`$id`) and anchors (`$anchor`) of a document, so that `$ref`s
/// from any document can find them before they are compiled.
///
/// Walks only the places that are schemas (following ``Vocabulary/subschemaKeywords``), so a
/// `$id` inside `enum`, `const` or an unknown keyword is not mistaken for an identifier. Uses an
/// explicit work list, so no document can exhaust the stack. Malformed identifiers are skipped
/// here; the compiler reports them.
enum ResourceScanner {
    struct Result {
        var resources: [(String, SchemaRegistry.Location)] = []
        var anchors: [(String, SchemaRegistry.Location)] = []
    }

    static func scan(_ document: JSONValue, documentIndex: Int, retrievalURI: URIReference, baseURI: URIReference) -> Result {
        var result = Result()
        let rootLocation = SchemaRegistry.Location(document: documentIndex, pointer: .root)
        result.resources.append((retrievalURI.description, rootLocation))
        if baseURI != retrievalURI { result.resources.append((baseURI.description, rootLocation)) }

        var work: [(value: JSONValue, pointer: JSONPointer, base: URIReference)] = [(document, .root, retrievalURI)]
        while let (value, pointer, inheritedBase) = work.popLast() {
            guard let object = value.objectValue else { continue }
            var base = inheritedBase
            let location = SchemaRegistry.Location(document: documentIndex, pointer: pointer)
            if let id = object["$id"]?.stringValue {
                let reference = URIReference(parsing: id)
                if reference.fragment == nil || reference.fragment == "" {
                    base = reference.resolved(against: inheritedBase).withoutFragment
                    if !pointer.isRoot { result.resources.append((base.description, location)) }
                }
            }
            if let anchor = object["$anchor"]?.stringValue, isValidAnchor(anchor) {
                result.anchors.append((base.description + "#" + anchor, location))
                // Anchors of the root resource are also reachable through the name the document was added under.
                if base == baseURI && baseURI != retrievalURI {
                    result.anchors.append((retrievalURI.description + "#" + anchor, location))
                }
            }
            for member in object.members {
                guard let shape = Vocabulary.subschemaKeywords[member.key] else { continue }
                let keywordPointer = pointer.appending(member.key)
                switch shape {
                case .single:
                    work.append((member.value, keywordPointer, base))
                case .map:
                    for child in member.value.objectValue?.members ?? [] {
                        work.append((child.value, keywordPointer.appending(child.key), base))
                    }
                case .array:
                    for (i, child) in (member.value.arrayValue ?? []).enumerated() {
                        work.append((child, keywordPointer.appending(i), base))
                    }
                }
            }
        }
        return result
    }

    /// `$anchor` values must be plain names: `^[A-Za-z_][-A-Za-z0-9._]*$`.
    static func isValidAnchor(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first,
            first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return false }
        return name.unicodeScalars.allSatisfy { c in
            c == "_" || c == "-" || c == "." || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
        }
    }
}
