/// One `"key": value` member of a JSON object, with the position of its key.
///
/// The key position is kept separately from the value's position because diagnostics about a
/// member itself (a duplicate, an unknown or misspelled property) should point at the key.
public struct JSONMember: Sendable {
    /// The member name, with escapes already decoded.
    public var key: String
    /// Where the key's opening quote is in the source.
    public var keyPosition: SourcePosition
    /// The member's value.
    public var value: JSONValue

    /// Creates a member; `keyPosition` defaults to ``SourcePosition/start`` for members built in code.
    public init(key: String, keyPosition: SourcePosition = .start, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A JSON object: its members in source order, with fast lookup by key.
///
/// Source order is kept (rather than a dictionary) because output must be deterministic and
/// diagnostics should follow the file. Lookup is a linear scan for small objects and a hash index
/// (built once an object has more than ``indexThreshold`` members) for large ones, so it is O(1)
/// on average at any size. Keys compare exactly, code point by code point (RFC 8259 §8.3), not by
/// Swift's canonical equivalence.
///
/// The parser rejects duplicate keys, so parsed objects never have them. An object built in code
/// may; then lookups find the first member with the key.
public struct JSONObject: Sendable, Sequence {
    /// The members in source order (or in the order they were given).
    public private(set) var members: [JSONMember]

    /// Index from key to the position of its first member in `members`; nil while the object is small.
    private var index: [ExactKey: Int]?

    /// The member count above which a hash index is kept; below it a linear scan is faster.
    public static let indexThreshold = 8

    /// Creates an object from members in order.
    public init(_ members: [JSONMember] = []) {
        self.members = members
        self.index = JSONObject.makeIndex(members)
    }

    /// Creates an object from `(key, value)` pairs in order, e.g. for output built in code.
    public init(_ pairs: [(String, JSONValue)]) {
        self.init(pairs.map { JSONMember(key: $0.0, value: $0.1) })
    }

    /// Creates an object from members and an index the parser already built while checking for duplicates.
    init(members: [JSONMember], index: [ExactKey: Int]?) {
        self.members = members
        if index == nil && members.count > JSONObject.indexThreshold {
            self.index = JSONObject.makeIndex(members)
        } else {
            self.index = index
        }
    }

    private static func makeIndex(_ members: [JSONMember]) -> [ExactKey: Int]? {
        guard members.count > indexThreshold else { return nil }
        var index: [ExactKey: Int] = [:]
        index.reserveCapacity(members.count)
        for (i, member) in members.enumerated() where index[ExactKey(member.key)] == nil {
            index[ExactKey(member.key)] = i
        }
        return index
    }

    /// The position in ``members`` of the first member named `key`.
    public func indexOfMember(_ key: String) -> Int? {
        if let index { return index[ExactKey(key)] }
        return members.firstIndex { exactlyEqual($0.key, key) }
    }

    /// The value of the member named `key`, or nil if there is none.
    public subscript(key: String) -> JSONValue? {
        guard let i = indexOfMember(key) else { return nil }
        return members[i].value
    }

    /// The member named `key` (with its key position), or nil if there is none.
    public func member(_ key: String) -> JSONMember? {
        guard let i = indexOfMember(key) else { return nil }
        return members[i]
    }

    /// True when there is a member named `key`.
    public func contains(_ key: String) -> Bool { indexOfMember(key) != nil }

    /// The member names in order.
    public var keys: [String] { members.map(\.key) }

    /// The member values in order.
    public var values: [JSONValue] { members.map(\.value) }

    /// The number of members.
    public var count: Int { members.count }

    /// True when the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// Sets the value of the member named `key`, keeping its place if it exists, appending it otherwise.
    public mutating func updateValue(_ value: JSONValue, forKey key: String) {
        if let i = indexOfMember(key) {
            members[i].value = value
        } else {
            append(JSONMember(key: key, value: value))
        }
    }

    /// Appends a member at the end (even if one with the same key exists; lookups keep finding the first).
    public mutating func append(_ member: JSONMember) {
        members.append(member)
        if index != nil {
            let key = ExactKey(member.key)
            if index?[key] == nil { index?[key] = members.count - 1 }
        } else if members.count > JSONObject.indexThreshold {
            index = JSONObject.makeIndex(members)
        }
    }

    /// Removes the first member named `key` and returns its value, or nil if there was none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let i = indexOfMember(key) else { return nil }
        let removed = members.remove(at: i)
        index = JSONObject.makeIndex(members)
        return removed.value
    }

    /// Iterates the members in order.
    public func makeIterator() -> IndexingIterator<[JSONMember]> { members.makeIterator() }
}
