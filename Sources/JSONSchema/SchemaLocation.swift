import JSONReader

/// A place in a schema document: which document, the JSON Pointer inside it, and the source
/// position, so that a problem can be reported as `catalog.schema.json:12:7` or
/// `catalog.schema.json#/properties/id/minLength`.
///
/// ``ValidationError``s carry the location of the keyword that failed; ``SchemaLoadError``s the
/// location of the offending keyword or subschema.
public struct SchemaLocation: Hashable, Sendable, CustomStringConvertible {
    /// The URI or name the document was added to the ``SchemaRegistry`` under (for example
    /// `catalog.schema.json`, or an `https:` URI), not a `$id` from inside it.
    public var documentURI: String
    /// The path of the file the document was read from, when it was added from a file.
    public var file: String?
    /// The JSON Pointer from the document root to the keyword or subschema.
    public var pointer: JSONPointer
    /// Where the keyword's name (or the subschema, for whole-schema locations) starts in the source.
    /// Documents built in code have `SourcePosition.start` everywhere.
    public var position: SourcePosition

    /// Creates a location.
    public init(documentURI: String, file: String? = nil, pointer: JSONPointer, position: SourcePosition = .start) {
        self.documentURI = documentURI
        self.file = file
        self.pointer = pointer
        self.position = position
    }

    /// The document and pointer as a URI reference: `catalog.schema.json#/properties/id/minLength`.
    public var description: String {
        documentURI + pointer.uriFragment
    }

    /// `file:line:col` (or `documentURI:line:col` without a file), the form editors jump to.
    public var sourceReference: String {
        "\(file ?? documentURI):\(position.line):\(position.column)"
    }
}
