// The keyword vocabulary this module understands: which keywords are assertions or applicators
// it implements, which are annotations it accepts and ignores, and the shape of every keyword
// that holds subschemas. Everything else is rejected when a schema is loaded.

/// How a keyword holds subschemas, so that a walk over a schema document visits exactly the
/// places that are schemas (and never, say, an object inside `enum` or `const`).
enum SubschemaShape: Sendable {
    /// The keyword's value is one schema (`not`, `items`, `if`, …).
    case single
    /// The keyword's value is an object whose member values are schemas (`properties`, `$defs`, …).
    case map
    /// The keyword's value is a non-empty array of schemas (`allOf`, `prefixItems`, …).
    case array
}

enum Vocabulary {
    /// Keywords whose values contain subschemas, with the shape of each.
    static let subschemaKeywords: [String: SubschemaShape] = [
        "additionalProperties": .single,
        "propertyNames": .single,
        "items": .single,
        "contains": .single,
        "not": .single,
        "if": .single,
        "then": .single,
        "else": .single,
        "properties": .map,
        "patternProperties": .map,
        "dependentSchemas": .map,
        "$defs": .map,
        "prefixItems": .array,
        "allOf": .array,
        "anyOf": .array,
        "oneOf": .array,
    ]

    /// Keywords that the validator implements (besides the subschema keywords above).
    static let assertionKeywords: Set<String> = [
        "$id", "$anchor", "$ref",
        "type", "enum", "const",
        "required", "minProperties", "maxProperties", "dependentRequired",
        "minContains", "maxContains", "minItems", "maxItems", "uniqueItems",
        "minLength", "maxLength", "pattern", "format",
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
    ]

    /// Annotation keywords: accepted (their values are checked for the right JSON type) and
    /// otherwise ignored by validation.
    static let annotationKeywords: Set<String> = [
        "$schema", "$comment", "title", "description", "default", "examples",
        "deprecated", "readOnly", "writeOnly",
    ]

    /// The `format` values that are checked as assertions.
    static let supportedFormats: [String] = ["date", "uri"]

    /// The dialects accepted in `$schema`.
    static let supportedDialects: Set<String> = [
        "https://json-schema.org/draft/2020-12/schema",
        "https://json-schema.org/draft/2020-12/schema#",
    ]

    /// True when `keyword` may appear in a schema object.
    static func isKnown(_ keyword: String) -> Bool {
        subschemaKeywords[keyword] != nil || assertionKeywords.contains(keyword) || annotationKeywords.contains(keyword)
    }

    /// Every keyword that may appear in a schema object, sorted, for "did you mean" suggestions.
    static let allKeywords: [String] = (Array(subschemaKeywords.keys) + Array(assertionKeywords) + Array(annotationKeywords)).sorted()
}
