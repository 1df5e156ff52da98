import JSONReader

/// One way in which an instance fails its schema.
///
/// Each error says where in the instance (``instancePointer`` and ``instancePosition``, so a tool
/// can print `file:line:col`), which keyword failed and where that keyword is in the schema
/// (``schemaLocation``), and why (``reason``, as data; ``message``, as an English sentence such
/// as `missing required property 'id'`).
///
/// ``Validator/validate(_:against:)`` reports every error, sorted by instance position, then
/// instance pointer, then keyword, then schema location, so the order never depends on how the
/// schema is written or on hashing.
public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON Pointer of the failing value in the instance (for errors about an object member's
    /// name, such as an additional property, the pointer of that member).
    public var instancePointer: JSONPointer
    /// The source position of the failing value (for errors about a member's name: of its key).
    public var instancePosition: SourcePosition
    /// The schema keyword that failed (`required`, `minimum`, `anyOf`, …), or `false` for the
    /// boolean schema `false`.
    public var keyword: String
    /// Where the failing keyword is in which schema document.
    public var schemaLocation: SchemaLocation
    /// What is wrong, as data.
    public var reason: Reason

    /// Creates an error.
    public init(
        instancePointer: JSONPointer, instancePosition: SourcePosition, keyword: String,
        schemaLocation: SchemaLocation, reason: Reason
    ) {
        self.instancePointer = instancePointer
        self.instancePosition = instancePosition
        self.keyword = keyword
        self.schemaLocation = schemaLocation
        self.reason = reason
    }

    /// A clear English sentence, e.g. `value 3 is less than the minimum 4`.
    public var message: String {
        ValidationError.message(for: reason, at: instancePointer)
    }

    /// The English sentence for `reason` failing at `pointer` (an `anyOf`/`oneOf` summary names
    /// the pointers of its alternatives' errors relative to it).
    public static func message(for reason: Reason, at pointer: JSONPointer) -> String {
        if case .noAlternativeMatched(let keyword, let alternatives) = reason {
            return alternativesSummary(keyword: keyword, alternatives: alternatives, at: pointer)
        }
        return reason.message
    }

    /// `line:col: /instance/pointer: message`, e.g. `12:7: /frameworks/3/layer: 'core-service' is not one of: …`.
    public var description: String {
        let pointer = instancePointer.isRoot ? "(root)" : instancePointer.description
        return "\(instancePosition): \(pointer): \(message)"
    }

    /// The kinds of validation failure, with what a message needs.
    ///
    /// Values from the instance appear already rendered for messages (strings in single quotes,
    /// other values as compact JSON, long ones shortened).
    public enum Reason: Hashable, Sendable {
        /// The boolean schema `false` was applied: no value is allowed here.
        case falseSchema
        /// `type`: `found` is the instance's JSON type, `expected` the allowed type names.
        case typeMismatch(expected: [String], found: String)
        /// `enum`: the value is none of `allowed`; `suggestion` is a close string among them.
        case notInEnum(value: String, allowed: [String], suggestion: String?)
        /// `const`: the value differs from `expected`.
        case notConst(value: String, expected: String)
        /// `required`: the object lacks the property.
        case missingProperty(String)
        /// `dependentRequired`: `property` must be present because `trigger` is.
        case missingDependentProperty(property: String, trigger: String)
        /// `additionalProperties: false`: a property neither declared in `properties` nor matched
        /// by `patternProperties`; `suggestion` is a close declared name not present in the object.
        case additionalPropertyNotAllowed(String, suggestion: String?)
        /// `properties` maps this property to the schema `false`.
        case propertyNotAllowed(String)
        /// `propertyNames`: the name failed the schema for names; `errors` says how.
        case invalidPropertyName(String, errors: [ValidationError])
        /// `minProperties`.
        case tooFewProperties(count: Int, minimum: Int)
        /// `maxProperties`.
        case tooManyProperties(count: Int, maximum: Int)
        /// `minItems`.
        case tooFewItems(count: Int, minimum: Int)
        /// `maxItems`.
        case tooManyItems(count: Int, maximum: Int)
        /// `items: false` after `prefixItems`: the array may have only `allowed` items.
        case itemNotAllowed(index: Int, allowed: Int)
        /// `uniqueItems`: the item at `index` equals the one at `firstIndex`.
        case duplicateItem(index: Int, firstIndex: Int)
        /// `contains` (with `minContains`): only `count` items match, at least `minimum` must.
        case tooFewContained(count: Int, minimum: Int)
        /// `maxContains`: `count` items match, at most `maximum` may.
        case tooManyContained(count: Int, maximum: Int)
        /// `minLength` (lengths in Unicode code points).
        case tooShort(length: Int, minimum: Int)
        /// `maxLength` (lengths in Unicode code points).
        case tooLong(length: Int, maximum: Int)
        /// `pattern`: the string does not match the regular expression.
        case patternMismatch(value: String, pattern: String)
        /// `format`: the string is not a valid `format`; `detail` may say why.
        case formatMismatch(value: String, format: String, detail: FormatProblem?)
        /// `minimum`.
        case belowMinimum(value: JSONNumber, minimum: JSONNumber)
        /// `exclusiveMinimum`.
        case notAboveExclusiveMinimum(value: JSONNumber, limit: JSONNumber)
        /// `maximum`.
        case aboveMaximum(value: JSONNumber, maximum: JSONNumber)
        /// `exclusiveMaximum`.
        case notBelowExclusiveMaximum(value: JSONNumber, limit: JSONNumber)
        /// `multipleOf`.
        case notMultipleOf(value: JSONNumber, divisor: JSONNumber)
        /// `anyOf` or `oneOf` (named by `keyword`): no alternative matched; `alternatives` holds
        /// each alternative's errors, in schema order, for tools that want to dig deeper.
        case noAlternativeMatched(keyword: String, alternatives: [[ValidationError]])
        /// `oneOf`: more than one alternative matched (their 0-based indices).
        case severalAlternativesMatched(indices: [Int])
        /// `not`: the value matches the schema it must not match.
        case matchesNot
        /// Validation went deeper than the validator's limit (see ``Validator/maximumDepth``) and stopped there.
        case depthLimitExceeded(limit: Int)

        /// A clear English sentence for the reason.
        public var message: String {
            switch self {
            case .falseSchema:
                return "no value is allowed here (the schema is 'false')"
            case .typeMismatch(let expected, let found):
                func named(_ type: String) -> String { type == "null" ? "null" : "\(article(type)) \(type)" }
                let names = expected.map(named)
                let list =
                    names.count <= 2
                    ? names.joined(separator: " or ")
                    : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
                return "expected \(list), found \(named(found))"
            case .notInEnum(let value, let allowed, let suggestion):
                let shown =
                    allowed.count > ValidationError.enumListLimit
                    ? allowed.prefix(ValidationError.enumListLimit).joined(separator: ", ") + ", …"
                    : allowed.joined(separator: ", ")
                var text = "\(value) is not one of: \(shown)"
                if let suggestion { text += "; did you mean '\(suggestion)'?" }
                return text
            case .notConst(let value, let expected):
                return "\(value) is not the required value \(expected)"
            case .missingProperty(let name):
                return "missing required property '\(name)'"
            case .missingDependentProperty(let property, let trigger):
                return "missing property '\(property)', which is required when '\(trigger)' is present"
            case .additionalPropertyNotAllowed(let name, let suggestion):
                var text = "additional property '\(name)' is not allowed"
                if let suggestion { text += "; did you mean '\(suggestion)'?" }
                return text
            case .propertyNotAllowed(let name):
                return "property '\(name)' is not allowed"
            case .invalidPropertyName(let name, let errors):
                let details = errors.map(\.message)
                guard !details.isEmpty else { return "property name '\(name)' is not allowed" }
                return "property name '\(name)' is not allowed: " + details.joined(separator: "; ")
            case .tooFewProperties(let count, let minimum):
                return "object has \(counted(count, "property", "properties")), fewer than the minimum \(minimum)"
            case .tooManyProperties(let count, let maximum):
                return "object has \(counted(count, "property", "properties")), more than the maximum \(maximum)"
            case .tooFewItems(let count, let minimum):
                return "array has \(counted(count, "item", "items")), fewer than the minimum \(minimum)"
            case .tooManyItems(let count, let maximum):
                return "array has \(counted(count, "item", "items")), more than the maximum \(maximum)"
            case .itemNotAllowed(let index, let allowed):
                return "item \(index) is not allowed; the array may have at most \(counted(allowed, "item", "items"))"
            case .duplicateItem(let index, let firstIndex):
                return "item \(index) is equal to item \(firstIndex); array items must be unique"
            case .tooFewContained(let count, let minimum):
                if count == 0 && minimum == 1 { return "array has no item matching the 'contains' schema" }
                return "array has \(counted(count, "item", "items")) matching the 'contains' schema, fewer than the minimum \(minimum)"
            case .tooManyContained(let count, let maximum):
                return "array has \(counted(count, "item", "items")) matching the 'contains' schema, more than the maximum \(maximum)"
            case .tooShort(let length, let minimum):
                return "string is \(counted(length, "character", "characters")) long, shorter than the minimum length \(minimum)"
            case .tooLong(let length, let maximum):
                return "string is \(counted(length, "character", "characters")) long, longer than the maximum length \(maximum)"
            case .patternMismatch(let value, let pattern):
                return "\(value) does not match the pattern \(pattern)"
            case .formatMismatch(let value, let format, let detail):
                var text = "\(value) is not a valid \(format)"
                if let detail { text += " (\(detail.message))" }
                return text
            case .belowMinimum(let value, let minimum):
                return "value \(value) is less than the minimum \(minimum)"
            case .notAboveExclusiveMinimum(let value, let limit):
                return "value \(value) is not greater than the exclusive minimum \(limit)"
            case .aboveMaximum(let value, let maximum):
                return "value \(value) is greater than the maximum \(maximum)"
            case .notBelowExclusiveMaximum(let value, let limit):
                return "value \(value) is not less than the exclusive maximum \(limit)"
            case .notMultipleOf(let value, let divisor):
                return "value \(value) is not a multiple of \(divisor)"
            case .noAlternativeMatched(let keyword, let alternatives):
                return ValidationError.alternativesSummary(keyword: keyword, alternatives: alternatives, at: nil)
            case .severalAlternativesMatched(let indices):
                let list = indices.map(String.init)
                let joined =
                    list.count <= 2
                    ? list.joined(separator: " and ")
                    : list.dropLast().joined(separator: ", ") + " and " + (list.last ?? "")
                return "value matches alternatives \(joined) of oneOf; it must match exactly one"
            case .matchesNot:
                return "value must not match the schema in 'not'"
            case .depthLimitExceeded(let limit):
                return "validation nested more than \(counted(limit, "level", "levels")) deep; not checked further"
            }
        }
    }

    /// Why a string is not valid in its `format`, as data.
    public enum FormatProblem: Hashable, Sendable {
        /// `date`: not of the form `YYYY-MM-DD` (ASCII digits).
        case notFullDate
        /// `date`: the month is not 01…12.
        case monthOutOfRange(month: Int)
        /// `date`: the day is 00.
        case dayZero
        /// `date`: the day is beyond the month's last day; `days` is how many the month has.
        case dayBeyondMonth(year: Int, month: Int, days: Int)
        /// `uri`: not an absolute URI as RFC 3986 defines it.
        case notAbsoluteURI

        /// A short English clause, e.g. `February 2013 has 28 days`.
        public var message: String {
            switch self {
            case .notFullDate: "expected the form YYYY-MM-DD"
            case .monthOutOfRange(let month): "month \(month) is not between 01 and 12"
            case .dayZero: "day 00 does not exist"
            case .dayBeyondMonth(let year, let month, let days):
                "\(DateFormat.monthNames[max(0, min(11, month - 1))]) \(year) has \(days) days"
            case .notAbsoluteURI: "expected an absolute URI as in RFC 3986"
            }
        }
    }

    /// How many `enum` values a message lists before "…".
    public static let enumListLimit = 12
    /// How many alternatives an `anyOf`/`oneOf` message summarizes before "…".
    public static let alternativeSummaryLimit = 3
    /// How long one alternative's summary may get.
    public static let alternativeSummaryLength = 100

    /// A compact one-line message for a failed `anyOf`/`oneOf`: the number of alternatives and, for
    /// the first few, the first reason each one failed (with its instance pointer when that is
    /// not `base`, the value the `anyOf`/`oneOf` applies to).
    static func alternativesSummary(keyword: String, alternatives: [[ValidationError]], at base: JSONPointer?) -> String {
        let count = alternatives.count
        var parts: [String] = []
        for (i, errors) in alternatives.prefix(alternativeSummaryLimit).enumerated() {
            guard let first = errors.first else { continue }
            var part = first.message
            if part.unicodeScalars.count > alternativeSummaryLength {
                part = String(String.UnicodeScalarView(part.unicodeScalars.prefix(alternativeSummaryLength - 1))) + "…"
            }
            if errors.count > 1 { part += " (+\(errors.count - 1) more)" }
            if first.instancePointer != base {
                part = "at \(first.instancePointer.isRoot ? "(root)" : first.instancePointer.description): " + part
            }
            parts.append("\(i): \(part)")
        }
        var text = "value matches none of the \(count) alternatives of \(keyword)"
        if !parts.isEmpty {
            text += " (" + parts.joined(separator: "; ")
            if count > alternativeSummaryLimit { text += "; …" }
            text += ")"
        }
        return text
    }
}

extension ValidationError {
    /// The order errors are reported in: instance position, instance pointer, keyword, schema location, message.
    static func reportOrder(_ a: ValidationError, _ b: ValidationError) -> Bool {
        if a.instancePosition != b.instancePosition { return a.instancePosition < b.instancePosition }
        let pa = a.instancePointer.description
        let pb = b.instancePointer.description
        if pa != pb { return pa.unicodeScalars.lexicographicallyPrecedes(pb.unicodeScalars) }
        if a.keyword != b.keyword { return a.keyword.unicodeScalars.lexicographicallyPrecedes(b.keyword.unicodeScalars) }
        let la = a.schemaLocation.description
        let lb = b.schemaLocation.description
        if la != lb { return la.unicodeScalars.lexicographicallyPrecedes(lb.unicodeScalars) }
        return a.message.unicodeScalars.lexicographicallyPrecedes(b.message.unicodeScalars)
    }
}

/// "1 item", "3 items": a count with its noun in English singular or plural.
private func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
}
