import Foundation
import JSONReader

/// The schema documents a validation may use, known by URI, and the entry point for compiling them.
///
/// Add every document a schema may refer to, then ask for a compiled ``Schema`` by URI:
///
/// ```swift
/// var registry = SchemaRegistry()
/// try registry.addFile(at: schemasFolder.appendingPathComponent("catalog.schema.json"))
/// try registry.addFile(at: schemasFolder.appendingPathComponent("framework.schema.json"))
/// let schema = try registry.schema("framework.schema.json")
/// let errors = Validator().validate(instance, against: schema)
/// ```
///
/// **How documents are known.** Each document is registered under the URI (or plain name) it was
/// added with — for files, the file name by default — and, if its root has a `$id`, under that
/// `$id` (resolved against the name). Subschemas with their own `$id` and every `$anchor` are
/// registered too. A `$ref` is resolved against the base URI of the schema it appears in
/// (RFC 3986 §5.2), so `"$ref": "catalog.schema.json#/$defs/localizedText"` in a document named
/// `framework.schema.json` (or with a `$id` in the same folder) finds the document named
/// `catalog.schema.json`. When the resolved URI names no registered document, a document whose
/// name or `$id` has the same last path segment is used if there is exactly one, so that schemas
/// with `https:` `$id`s and schemas known only by file name can still refer to each other.
///
/// Nothing is fetched from the network: a reference to a document that was not added is an error.
///
/// Adding checks only that no URI is claimed twice; keyword problems are reported when a schema
/// is compiled by ``schema(_:)``, which compiles the requested document and every document its
/// `$ref`s reach, once, into an immutable ``Schema``.
public struct SchemaRegistry: Sendable {
    /// A place in a registered document.
    struct Location: Hashable, Sendable {
        var document: Int
        var pointer: JSONPointer
    }

    /// A registered document.
    struct Document: Sendable {
        /// The name or URI it was added under.
        var uri: String
        /// The file it was read from, if any.
        var file: String?
        /// The document.
        var root: JSONValue
        /// The retrieval URI (the name it was added under, as a URI reference).
        var retrievalURI: URIReference
        /// The base URI of the root schema: its `$id` resolved against the retrieval URI, or the retrieval URI.
        var baseURI: URIReference
    }

    private(set) var documents: [Document] = []
    /// Schema resources by absolute URI without fragment.
    private(set) var resources: [String: Location] = [:]
    /// `$anchor`s by `resource-uri#name`.
    private(set) var anchors: [String: Location] = [:]
    /// Documents by the last path segment of their name and of their root `$id`.
    private(set) var documentsByFileName: [String: [Int]] = [:]

    /// Creates an empty registry.
    public init() {}

    /// The names the documents were added under, in the order they were added.
    public var documentURIs: [String] { documents.map(\.uri) }

    /// Adds a schema document (usually parsed with `JSONReader`, so errors can point into it).
    ///
    /// - Parameters:
    ///   - document: The schema: an object or a boolean.
    ///   - uri: The URI or plain name the document is known by (`catalog.schema.json`,
    ///     `https://example.org/schemas/catalog.json`); relative references inside the document
    ///     resolve against it unless the root has a `$id`.
    ///   - file: The path to mention in diagnostics, when the document came from a file.
    /// - Throws: ``SchemaLoadError`` with ``SchemaLoadError/Reason/duplicateIdentifier(_:)`` when the
    ///   document, or a `$id` or `$anchor` inside it, claims a URI that is already registered. The
    ///   registry is unchanged then.
    public mutating func add(_ document: JSONValue, uri: String, file: String? = nil) throws(SchemaLoadError) {
        let index = documents.count
        let retrieval = URIReference(parsing: uri).withoutFragment
        var base = retrieval
        if let id = document["$id"]?.stringValue {
            base = URIReference(parsing: id).resolved(against: retrieval).withoutFragment
        }
        let entry = Document(uri: uri, file: file, root: document, retrievalURI: retrieval, baseURI: base)
        let scan = ResourceScanner.scan(document, documentIndex: index, retrievalURI: retrieval, baseURI: base)
        func location(_ pointer: JSONPointer) -> SchemaLocation {
            SchemaLocation(
                documentURI: uri, file: file, pointer: pointer,
                position: document.value(at: pointer)?.position ?? .start)
        }
        var newResources = resources
        for (key, found) in scan.resources {
            if let existing = newResources[key], existing != found {
                throw SchemaLoadError(reason: .duplicateIdentifier(key), location: location(found.pointer))
            }
            newResources[key] = found
        }
        var newAnchors = anchors
        for (key, found) in scan.anchors {
            if let existing = newAnchors[key], existing != found {
                throw SchemaLoadError(reason: .duplicateIdentifier(key), location: location(found.pointer))
            }
            newAnchors[key] = found
        }
        resources = newResources
        anchors = newAnchors
        documents.append(entry)
        for name in Set([retrieval.lastPathSegment, base.lastPathSegment]) where !name.isEmpty {
            documentsByFileName[name, default: []].append(index)
        }
    }

    /// Reads a JSON file and adds it (see ``add(_:uri:file:)``).
    /// - Parameters:
    ///   - url: The file.
    ///   - uri: The name to register it under; by default the file name (`catalog.schema.json`).
    /// - Throws: ``SchemaLoadError`` with ``SchemaLoadError/Reason/unreadableFile(_:)`` when the file
    ///   cannot be read or is not valid JSON (with its line and column), or as ``add(_:uri:file:)``.
    public mutating func addFile(at url: URL, uri: String? = nil) throws(SchemaLoadError) {
        let name = uri ?? url.lastPathComponent
        let path = url.isFileURL ? url.path : url.absoluteString
        let document: JSONValue
        do {
            document = try JSONReader.parseFile(at: url)
        } catch {
            throw SchemaLoadError(
                reason: .unreadableFile(error),
                location: SchemaLocation(
                    documentURI: name, file: path, pointer: .root,
                    position: error.position ?? .start))
        }
        try add(document, uri: name, file: path)
    }

    /// Compiles the schema that `uri` names, with every schema its `$ref`s reach.
    ///
    /// `uri` is resolved like a `$ref` with no base: a document name or `$id`
    /// (`framework.schema.json`), optionally with a fragment that selects a subschema
    /// (`catalog.schema.json#/$defs/localizedText`, `catalog.schema.json#version`).
    ///
    /// - Throws: ``SchemaLoadError`` listing every problem in the compiled documents: unsupported
    ///   keywords and formats, keyword values of the wrong type, invalid patterns, unresolvable
    ///   `$ref`s, `$ref` cycles that consume no input.
    public func schema(_ uri: String) throws(SchemaLoadError) -> Schema {
        var compiler = SchemaCompiler(registry: self)
        return try compiler.compileRoot(uri)
    }

    // MARK: Resolution (used by the compiler)

    /// The outcome of looking up an absolute URI reference.
    enum Lookup {
        case found(Location, base: URIReference)
        case unknownDocument
        case unresolvableFragment
    }

    /// Finds what `target` (an absolute URI reference, possibly with a fragment) designates.
    func locate(_ target: URIReference) -> Lookup {
        let resourceURI = target.withoutFragment
        var key = resourceURI.description
        var resource = resources[key]
        if resource == nil, let candidates = documentsByFileName[resourceURI.lastPathSegment], candidates.count == 1,
            let only = candidates.first, documents.indices.contains(only)
        {
            resource = Location(document: only, pointer: .root)
            key = documents[only].baseURI.description
        }
        guard let resource, documents.indices.contains(resource.document) else { return .unknownDocument }
        let base = URIReference(parsing: key)
        let fragment = target.fragment ?? ""
        if fragment.isEmpty {
            return .found(resource, base: base)
        }
        if fragment.hasPrefix("/") {
            guard let pointer = JSONPointer(uriFragment: "#" + fragment) else { return .unresolvableFragment }
            var full = resource.pointer
            for token in pointer.tokens { full = full.appending(token) }
            guard documents[resource.document].root.value(at: full) != nil else { return .unresolvableFragment }
            return .found(Location(document: resource.document, pointer: full), base: base)
        }
        if let anchored = anchors[key + "#" + fragment] {
            return .found(anchored, base: base)
        }
        return .unresolvableFragment
    }

    /// A ``SchemaLocation`` for a place in document `index`.
    func schemaLocation(document index: Int, pointer: JSONPointer, position: SourcePosition) -> SchemaLocation {
        guard documents.indices.contains(index) else {
            return SchemaLocation(documentURI: "", pointer: pointer, position: position)
        }
        return SchemaLocation(documentURI: documents[index].uri, file: documents[index].file, pointer: pointer, position: position)
    }
}
