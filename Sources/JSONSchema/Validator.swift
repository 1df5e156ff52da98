import JSONReader

/// Validates JSON values against compiled ``Schema``s.
///
/// ```swift
/// let errors = Validator().validate(try JSONReader.parseFile(at: url), against: schema)
/// for error in errors { print("\(url.path):\(error.instancePosition): error: \(error.message)") }
/// ```
///
/// Every error is reported, not just the first, sorted by instance position, then instance pointer,
/// then keyword, then schema location (identical errors, as when two `allOf` branches apply the
/// same `$ref`, are reported once). Instance pointers are tracked from the value passed in (which
/// is the root `""`), and positions are the ones the values carry from `JSONReader`.
///
/// Validation recurses once per schema applied to a value; ``maximumDepth`` bounds that, so that
/// no input (however deeply nested, with however recursive a schema) can exhaust the stack. A
/// branch that reaches the limit fails with ``ValidationError/Reason/depthLimitExceeded(limit:)``.
/// (`$ref` cycles that would never terminate are already rejected when the schema is compiled.)
public struct Validator: Sendable {
    /// How many schemas may be applied inside one another (each `$ref`, in-place applicator and
    /// child value counts one level) before validation stops with an error.
    ///
    /// Each level takes about 2–3 KB of stack in a debug build (much less optimized), so the
    /// default of 256 stays under 1 MB: safe on any thread, and far deeper than real documents
    /// need (a catalog entry checked through a few `$ref`s uses a few dozen levels).
    public var maximumDepth: Int

    /// The default ``maximumDepth``.
    public static let defaultMaximumDepth = 256

    /// Creates a validator.
    public init(maximumDepth: Int = Validator.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Every way in which `instance` fails `schema`, sorted (see ``Validator``); empty when it is valid.
    public func validate(_ instance: JSONValue, against schema: Schema) -> [ValidationError] {
        let evaluator = Evaluator(nodes: schema.program.nodes, maximumDepth: maximumDepth)
        var errors: [ValidationError] = []
        _ = evaluator.evaluate(schema.root, instance, pointer: .root, depth: 0, collect: true, errors: &errors)
        return Evaluator.reportable(errors)
    }

    /// True when `instance` is valid against `schema`; stops at the first failure, so it is faster
    /// than checking that ``validate(_:against:)`` returns nothing.
    public func isValid(_ instance: JSONValue, against schema: Schema) -> Bool {
        let evaluator = Evaluator(nodes: schema.program.nodes, maximumDepth: maximumDepth)
        var errors: [ValidationError] = []
        return evaluator.evaluate(schema.root, instance, pointer: .root, depth: 0, collect: false, errors: &errors)
    }
}
