/// The data a template is rendered with: a JSON-like tree of strings, booleans, numbers, lists,
/// objects and null.
///
/// Build values with literals or with ``init(_:)`` from any ``TemplateRepresentable`` type:
///
/// ```swift
/// let page: TemplateValue = [
///     "title": "Core Location",
///     "since": 2,
///     "deprecated": false,
///     "frameworks": [["name": "UIKit"], ["name": "MapKit"]],
///     "summary": nil,
/// ]
/// let same = TemplateValue.object(["title": TemplateValue("Core Location")])
/// ```
///
/// **Objects** are dictionaries, so their keys have no order; nothing in the engine iterates an
/// object (a section over an object pushes it once onto the context stack), so no dictionary
/// order can reach the output. Where keys are listed (``description``, error suggestions) they
/// are sorted. When a key occurs twice in a dictionary literal or in ``object(pairs:)``, the
/// later value wins, deterministically (no trap on duplicate keys).
///
/// **Truthiness** (for `{{#name}}` and `{{^name}}`): `false`, ``null``, the empty string, the
/// number zero (and NaN) and the empty list are falsey; everything else, including every object
/// (even an empty one), is truthy. See ``isTruthy``.
public enum TemplateValue: Sendable, Hashable {
    /// Text. Interpolated with the escaping of the output kind.
    case string(String)
    /// A boolean. Interpolates as `true` or `false`; `false` is falsey.
    case bool(Bool)
    /// An integer. Interpolates in decimal (`85`, `-3`); zero is falsey.
    case int(Int)
    /// A floating-point number. Interpolates in its shortest round-trip form (`1.21`), without a
    /// fractional part when it is integral (`2.0` → `2`); `nan`, `inf` and `-inf` otherwise.
    /// Zero and NaN are falsey.
    case double(Double)
    /// A list. A section over a non-empty list renders once per item, with the item on top of
    /// the context stack; the empty list is falsey.
    case list([TemplateValue])
    /// An object: names to values. A section over an object renders once with the object on
    /// top of the context stack, so its keys become visible as names.
    case object([String: TemplateValue])
    /// No value. Falsey; interpolates as the empty string (also in strict mode: an explicit
    /// null is a value, while a key that is absent is an error in strict mode).
    case null

    /// Creates a value from anything ``TemplateRepresentable``: strings, numbers, booleans,
    /// optionals (`nil` becomes ``null``), arrays and string-keyed dictionaries of them.
    public init(_ value: some TemplateRepresentable) {
        self = value.templateValue
    }

    /// An object from key-value pairs; when a key occurs more than once, the last value wins.
    public static func object(pairs: some Sequence<(String, TemplateValue)>) -> TemplateValue {
        var members: [String: TemplateValue] = [:]
        for (key, value) in pairs {
            members[key] = value
        }
        return .object(members)
    }

    /// A list made by transforming each element of `items`:
    /// `.list(frameworks) { ["name": .string($0.name)] }`.
    public static func list<Items: Sequence>(
        _ items: Items, _ transform: (Items.Element) throws -> TemplateValue
    ) rethrows -> TemplateValue {
        .list(try items.map(transform))
    }

    /// Whether a section `{{#name}}` renders (and `{{^name}}` does not): `false` for `false`,
    /// ``null``, `""`, `0`, `0.0`, NaN and `[]`; `true` for everything else, every object
    /// included.
    public var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .int(let number): number != 0
        case .double(let number): number != 0 && !number.isNaN
        case .list(let items): !items.isEmpty
        case .object: true
        case .null: false
        }
    }

    /// The value's kind as used in error messages: `string`, `boolean`, `number`, `list`,
    /// `object` or `null`.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .bool: "boolean"
        case .int, .double: "number"
        case .list: "list"
        case .object: "object"
        case .null: "null"
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> TemplateValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The text of a ``string(_:)``; `nil` for other values.
    public var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The items of a ``list(_:)``; `nil` for other values.
    public var listValue: [TemplateValue]? {
        guard case .list(let items) = self else { return nil }
        return items
    }

    /// The members of an ``object(_:)``; `nil` for other values.
    public var objectValue: [String: TemplateValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The text a scalar interpolates as, before escaping: the string itself, `true`/`false`,
    /// the number in decimal, or `""` for null. `nil` for lists and objects, which cannot be
    /// interpolated.
    public var interpolationText: String? {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): Self.format(number)
        case .null: ""
        case .list, .object: nil
        }
    }

    /// Doubles: integral values up to 2^53 without a fractional part, others in Swift's
    /// shortest round-trip form.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) <= 9_007_199_254_740_992 {
            return String(Int(number))
        }
        return String(describing: number)
    }
}

extension TemplateValue: CustomStringConvertible {
    /// A compact JSON-like rendering for debugging and test messages, with object keys sorted,
    /// so it is deterministic: `{"a": [1, true, null], "b": "x"}`.
    public var description: String {
        var text = ""
        describe(into: &text)
        return text
    }

    private func describe(into text: inout String) {
        switch self {
        case .string(let string):
            text += "\""
            for character in string.unicodeScalars {
                switch character {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                default: text.unicodeScalars.append(character)
                }
            }
            text += "\""
        case .list(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                item.describe(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += ", " }
                TemplateValue.string(key).describe(into: &text)
                text += ": "
                members[key]?.describe(into: &text)
            }
            text += "}"
        case .bool, .int, .double:
            text += interpolationText ?? ""
        case .null:
            text += "null"
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// A ``string(_:)`` from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// An ``int(_:)`` from an integer literal.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// A ``double(_:)`` from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// A ``bool(_:)`` from `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// ``null`` from `nil`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// A ``list(_:)`` from an array literal.
    public init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// An ``object(_:)`` from a dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(pairs: elements)
    }
}
