import JSONReader

// The compiled form of schemas: a flat table of nodes that refer to each other by index, so that
// recursive schemas (through `$ref`) need no reference cycles between objects, and validation
// never looks at the raw schema JSON again.

/// The index of a node in ``SchemaProgram/nodes``.
typealias NodeID = Int

/// The JSON Schema type names, for the `type` keyword.
enum InstanceType: String, Sendable, CaseIterable {
    case null, boolean, object, array, number, string, integer

    /// True when `value` is of this type (`integer` is any number with an integral value,
    /// `number` includes integers).
    func admits(_ value: JSONValue) -> Bool {
        switch (self, value.kind) {
        case (.null, .null), (.boolean, .bool), (.object, .object), (.array, .array),
            (.number, .number), (.string, .string):
            return true
        case (.integer, .number(let number)):
            return number.isInteger
        default:
            return false
        }
    }
}

/// A supported `format`.
enum FormatKind: String, Sendable {
    case date, uri
}

/// A keyword's place in the schema, for error reports.
struct KeywordSite: Sendable {
    var name: String
    var location: SchemaLocation
}

/// One compiled keyword (or group of keywords that work together, such as `contains` with
/// `minContains` and `maxContains`).
indirect enum Check: Sendable {
    case type([InstanceType])
    case enumeration([JSONValue])
    case constant(JSONValue)

    case properties([(name: String, node: NodeID)])
    case patternProperties([(regex: ECMARegex, node: NodeID)])
    /// `additionalProperties`, with what it needs from `properties` and `patternProperties` in the same schema.
    case additionalProperties(node: NodeID, declared: Set<ExactKey>, declaredNames: [String], patterns: [ECMARegex])
    case propertyNames(NodeID)
    case required([String])
    case dependentRequired([(trigger: String, required: [String])])
    case dependentSchemas([(trigger: String, node: NodeID)])
    case minProperties(Int)
    case maxProperties(Int)

    case prefixItems([NodeID])
    /// `items`, applying to the items after the `prefixCount` covered by `prefixItems`.
    case items(node: NodeID, prefixCount: Int)
    /// `contains` with its bounds; `minSite`/`maxSite` are the `minContains`/`maxContains` keywords if present.
    case contains(node: NodeID, minimum: Int, maximum: Int?, minSite: KeywordSite?, maxSite: KeywordSite?)
    case minItems(Int)
    case maxItems(Int)
    case uniqueItems

    case minLength(Int)
    case maxLength(Int)
    case pattern(ECMARegex)
    case format(FormatKind)

    case minimum(JSONNumber)
    case maximum(JSONNumber)
    case exclusiveMinimum(JSONNumber)
    case exclusiveMaximum(JSONNumber)
    case multipleOf(JSONNumber, ExactDecimal)

    case allOf([NodeID])
    case anyOf([NodeID])
    case oneOf([NodeID])
    case not(NodeID)
    /// `if` with its `then` and `else` (either may be absent) and their sites.
    case conditional(condition: NodeID, then: (node: NodeID, site: KeywordSite)?, otherwise: (node: NodeID, site: KeywordSite)?)
    /// `$ref`: while compiling, `target` indexes the compiler's pending references; once
    /// resolved, it is a node of the same program.
    case reference(target: NodeID)
}

/// A compiled keyword with its place in the schema. A class, so that the validator passes a
/// single reference around rather than copying the keyword at every level of recursion.
final class CompiledKeyword: Sendable {
    let site: KeywordSite
    let check: Check

    init(site: KeywordSite, check: Check) {
        self.site = site
        self.check = check
    }
}

/// A compiled schema: a boolean schema, or the keywords of an object schema that take part in validation.
struct SchemaNode: Sendable {
    enum Body: Sendable {
        case always(Bool)
        case keywords([CompiledKeyword])
    }

    var body: Body
    /// Where the schema itself is.
    var location: SchemaLocation

    /// True for the boolean schema `false` (and nothing else).
    var isFalse: Bool {
        if case .always(false) = body { return true }
        return false
    }
}

/// The immutable table of nodes that one or more ``Schema`` values share.
final class SchemaProgram: Sendable {
    let nodes: [SchemaNode]

    init(nodes: [SchemaNode]) {
        self.nodes = nodes
    }
}
