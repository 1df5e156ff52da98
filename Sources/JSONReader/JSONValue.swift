/// A parsed (or built) JSON value, together with where it came from.
///
/// Besides the value itself (``kind``), every value knows its ``position`` (the first byte of the
/// value in the source) and its ``pointer`` (the JSON Pointer from the document root), so that any
/// later check — a catalog rule, a schema keyword — can report `file:line:col` and `/path/to/value`
/// without re-reading the file.
///
/// Values built in code (with the static constructors such as ``object(_:)-(KeyValuePairs<String,JSONValue>)`` or with
/// literals) carry ``SourcePosition/start`` and ``JSONPointer/root`` unless given others.
public struct JSONValue: Sendable {
    /// The JSON type of a value and its content.
    public enum Kind: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, kept exactly as written.
        case number(JSONNumber)
        /// A string, escapes decoded.
        case string(String)
        /// An array of values in order.
        case array([JSONValue])
        /// An object: members in source order with keyed lookup.
        case object(JSONObject)
    }

    /// What the value is.
    public var kind: Kind
    /// The position of the value's first byte (its quote, bracket, brace, sign, digit or letter).
    public var position: SourcePosition
    /// The JSON Pointer from the document root to this value.
    public var pointer: JSONPointer

    /// Creates a value; position and pointer default to the start of a document and its root.
    public init(_ kind: Kind, position: SourcePosition = .start, pointer: JSONPointer = .root) {
        self.kind = kind
        self.position = position
        self.pointer = pointer
    }

    // MARK: Accessors

    /// The string, if the value is a string.
    public var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The boolean, if the value is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    /// The number, if the value is a number.
    public var numberValue: JSONNumber? {
        if case .number(let n) = kind { return n }
        return nil
    }

    /// The exact `Int`, if the value is a number that is an integer within `Int`'s range (see ``JSONNumber/int``).
    public var intValue: Int? { numberValue?.int }

    /// The finite `Double` nearest the value, if it is a number (see ``JSONNumber/double``).
    public var doubleValue: Double? { numberValue?.double }

    /// The elements, if the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    /// The object, if the value is an object.
    public var objectValue: JSONObject? {
        if case .object(let o) = kind { return o }
        return nil
    }

    /// True when the value is `null`.
    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The value of member `key` if this is an object that has it; nil otherwise (also for non-objects).
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// Element `index` if this is an array and the index is in range; nil otherwise.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = kind, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The JSON type name as JSON Schema spells it: `"null"`, `"boolean"`, `"number"`, `"string"`,
    /// `"array"` or `"object"`, for messages such as "expected a string, found a number".
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The value that `pointer` designates, taking this value as the document root (RFC 6901 §4);
    /// nil when a token names a missing member or an out-of-range or malformed array index
    /// (array indices must be `0` or have no leading zeros; `-` designates no existing element).
    public func value(at pointer: JSONPointer) -> JSONValue? {
        var current = self
        for token in pointer.tokens {
            switch current.kind {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                guard let i = JSONValue.arrayIndex(token), elements.indices.contains(i) else { return nil }
                current = elements[i]
            default:
                return nil
            }
        }
        return current
    }

    private static func arrayIndex(_ token: String) -> Int? {
        let utf8 = token.utf8
        guard let first = utf8.first, utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        if first == UInt8(ascii: "0") && utf8.count > 1 { return nil }
        return Int(token)
    }

    // MARK: Semantic equality

    /// JSON Schema equality (2020-12 core §4.2.2): same type, and then equal booleans, numbers equal
    /// by exact decimal value (`1 == 1.0`), strings equal code point by code point, arrays equal
    /// element by element, objects with the same keys whose values are equal. Positions, pointers and
    /// member order are ignored. (Objects with a repeated key, which only `duplicateKeys: .keepAll` or
    /// code can make, are compared by member count and by the first member of each key, the one that
    /// lookups find.)
    ///
    /// Runs with an explicit work list, so arbitrarily deep values cannot overflow the stack.
    public func semanticallyEquals(_ other: JSONValue) -> Bool {
        var work: [(JSONValue, JSONValue)] = [(self, other)]
        while let (a, b) = work.popLast() {
            switch (a.kind, b.kind) {
            case (.null, .null):
                continue
            case (.bool(let x), .bool(let y)):
                guard x == y else { return false }
            case (.number(let x), .number(let y)):
                guard x == y else { return false }
            case (.string(let x), .string(let y)):
                guard exactlyEqual(x, y) else { return false }
            case (.array(let x), .array(let y)):
                guard x.count == y.count else { return false }
                for pair in zip(x, y) { work.append(pair) }
            case (.object(let x), .object(let y)):
                guard x.count == y.count else { return false }
                for (i, member) in x.members.enumerated() where x.indexOfMember(member.key) == i {
                    guard let counterpart = y[member.key] else { return false }
                    work.append((member.value, counterpart))
                }
            default:
                return false
            }
        }
        return true
    }

    /// Feeds a hash into `hasher` that agrees with ``semanticallyEquals(_:)``: semantically equal values
    /// hash alike. Only the top two levels of nesting contribute, so hashing is cheap and never deep;
    /// use it to bucket values (e.g. for JSON Schema `uniqueItems`) before comparing them.
    public func semanticHash(into hasher: inout Hasher) {
        semanticHash(into: &hasher, levels: 2)
    }

    private func semanticHash(into hasher: inout Hasher, levels: Int) {
        hasher.combine(typeName)
        switch kind {
        case .null: break
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): exactHash(s, into: &hasher)
        case .array(let elements):
            hasher.combine(elements.count)
            if levels > 0 {
                for element in elements { element.semanticHash(into: &hasher, levels: levels - 1) }
            }
        case .object(let object):
            hasher.combine(object.count)
            if levels > 0 {
                // Order-independent: sum of per-member hashes.
                var sum = 0
                for (i, member) in object.members.enumerated() where object.indexOfMember(member.key) == i {
                    var memberHasher = Hasher()
                    exactHash(member.key, into: &memberHasher)
                    member.value.semanticHash(into: &memberHasher, levels: levels - 1)
                    sum = sum &+ memberHasher.finalize()
                }
                hasher.combine(sum)
            }
        }
    }

    // MARK: Building values

    /// The value `null`.
    public static var null: JSONValue { JSONValue(.null) }

    /// A boolean value.
    public static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }

    /// A string value.
    public static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }

    /// An integer value.
    public static func number(_ value: Int) -> JSONValue { JSONValue(.number(JSONNumber(value))) }

    /// A number value.
    public static func number(_ value: JSONNumber) -> JSONValue { JSONValue(.number(value)) }

    /// A number value for a finite `Double` in shortest round-trip form; `null` for infinities and NaN,
    /// which JSON cannot represent (as JavaScript's `JSON.stringify` does).
    public static func number(_ value: Double) -> JSONValue {
        guard let number = JSONNumber(value) else { return .null }
        return JSONValue(.number(number))
    }

    /// An array value.
    public static func array(_ elements: [JSONValue]) -> JSONValue { JSONValue(.array(elements)) }

    /// An object value whose members are the pairs in the given order.
    public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(JSONObject(pairs)))
    }

    /// An object value from a literal list of pairs in order, e.g. `.object(["id": "a", "n": 1])`.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        JSONValue(.object(JSONObject(pairs.map { ($0.key, $0.value) })))
    }

    /// An object value.
    public static func object(_ object: JSONObject) -> JSONValue { JSONValue(.object(object)) }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON, e.g. for test failure messages and logs.
    public var description: String { JSONWriter.write(self, style: .compact) }
}

/// Lets `"text"` stand for a string value in code that builds JSON.
extension JSONValue: ExpressibleByStringLiteral {
    /// Creates a string value from a literal.
    public init(stringLiteral value: String) { self.init(.string(value)) }
}

/// Lets `42` stand for a number value in code that builds JSON.
extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates an integer value from a literal.
    public init(integerLiteral value: Int) { self.init(.number(JSONNumber(value))) }
}

/// Lets `true`/`false` stand for boolean values in code that builds JSON.
extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates a boolean value from a literal.
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
}

/// Lets `[a, b]` stand for an array value in code that builds JSON.
extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates an array value from a literal.
    public init(arrayLiteral elements: JSONValue...) { self.init(.array(elements)) }
}

/// Lets `["k": v]` stand for an object value (members in the written order) in code that builds JSON.
extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an object value from a literal, keeping the written order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(.object(JSONObject(elements)))
    }
}
