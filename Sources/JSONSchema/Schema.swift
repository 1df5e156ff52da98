import JSONReader

/// A compiled schema, ready to validate instances.
///
/// Obtained from ``SchemaRegistry/schema(_:)`` (or, for a single self-contained document,
/// ``init(_:uri:)``). Compilation checks every keyword and resolves every `$ref` once, so
/// validation never re-reads the schema JSON and cannot meet an unresolved reference. A `Schema`
/// is an immutable value, cheap to copy and safe to share between threads.
public struct Schema: Sendable {
    /// The compiled nodes, shared by copies.
    let program: SchemaProgram
    /// The node validation starts at.
    let root: NodeID

    /// The URI the schema was requested by (e.g. `framework.schema.json` or
    /// `catalog.schema.json#/$defs/localizedText`).
    public let uri: String

    init(program: SchemaProgram, root: NodeID, uri: String) {
        self.program = program
        self.root = root
        self.uri = uri
    }

    /// Compiles one self-contained schema document (it may refer only to itself).
    /// - Parameters:
    ///   - document: The schema: an object or a boolean.
    ///   - uri: The name the document is known by in locations and messages.
    /// - Throws: ``SchemaLoadError`` with every problem in the schema.
    public init(_ document: JSONValue, uri: String = "schema.json") throws(SchemaLoadError) {
        var registry = SchemaRegistry()
        try registry.add(document, uri: uri)
        self = try registry.schema(uri)
    }

    /// Validates `instance` with a default ``Validator``; the errors are sorted (see ``Validator``).
    public func validate(_ instance: JSONValue) -> [ValidationError] {
        Validator().validate(instance, against: self)
    }

    /// True when `instance` is valid; stops at the first error.
    public func isValid(_ instance: JSONValue) -> Bool {
        Validator().isValid(instance, against: self)
    }
}
