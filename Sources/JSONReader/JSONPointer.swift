/// A JSON Pointer (RFC 6901): the path from the root of a document to one value in it,
/// such as `/frameworks/3/id`.
///
/// The reader gives every parsed ``JSONValue`` its pointer, so that diagnostics can name the
/// value both by source position and by path, and so that schema validators can report
/// `instanceLocation`s. Pointers also resolve `$ref`s of the form `#/definitions/x`
/// (see ``init(uriFragment:)`` and ``JSONValue/value(at:)``).
///
/// Internally a pointer is a shared, immutable chain of tokens (each pointer refers to its
/// parent), so ``appending(_:)-(String)`` is O(1) and the parser can give every value its own
/// pointer cheaply. Array indices are kept as integers until they are needed as text. Two
/// pointers are equal when their token strings are equal, compared exactly (code point by code
/// point, as RFC 6901 §4 requires), so `JSONPointer.root.appending(3)` equals
/// `JSONPointer(tokens: ["3"])`.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    /// One reference token, kept as an `Int` for array indices so that no string is built per element.
    enum Token: Sendable {
        case key(String)
        case index(Int)

        var string: String {
            switch self {
            case .key(let key): return key
            case .index(let index): return String(index)
            }
        }

        static func same(_ a: Token, _ b: Token) -> Bool {
            switch (a, b) {
            case (.index(let x), .index(let y)): return x == y
            case (.key(let x), .key(let y)): return exactlyEqual(x, y)
            case (.key(let k), .index(let i)), (.index(let i), .key(let k)): return exactlyEqual(k, String(i))
            }
        }
    }

    /// A node of the immutable token chain: the last token and the pointer it extends.
    final class Node: Sendable {
        let parent: Node?
        let token: Token
        let depth: Int

        init(parent: Node?, token: Token) {
            self.parent = parent
            self.token = token
            self.depth = (parent?.depth ?? 0) + 1
        }
    }

    let node: Node?

    init(node: Node?) { self.node = node }

    /// The pointer to the whole document, written as the empty string `""`.
    public static let root = JSONPointer(node: nil)

    /// Creates a pointer from its unescaped reference tokens, e.g. `["frameworks", "3", "id"]`.
    public init(tokens: [String]) {
        var node: Node? = nil
        for token in tokens { node = Node(parent: node, token: .key(token)) }
        self.node = node
    }

    /// The unescaped reference tokens from the root down, e.g. `["frameworks", "3", "id"]`; empty for ``root``.
    ///
    /// Setting it replaces the whole pointer.
    public var tokens: [String] {
        get {
            var result: [String] = []
            result.reserveCapacity(count)
            var node = self.node
            while let current = node {
                result.append(current.token.string)
                node = current.parent
            }
            result.reverse()
            return result
        }
        set { self = JSONPointer(tokens: newValue) }
    }

    /// The number of reference tokens (0 for ``root``), i.e. the depth of the value it points to.
    public var count: Int { node?.depth ?? 0 }

    /// True for the pointer to the whole document.
    public var isRoot: Bool { node == nil }

    /// The last reference token, unescaped (the member name or the array index as text); nil for ``root``.
    public var lastToken: String? { node?.token.string }

    /// The pointer to the enclosing value; nil for ``root``.
    public var parent: JSONPointer? {
        guard let node else { return nil }
        return JSONPointer(node: node.parent)
    }

    /// The pointer to the member `key` of the object this pointer refers to. O(1).
    public func appending(_ key: String) -> JSONPointer {
        JSONPointer(node: Node(parent: node, token: .key(key)))
    }

    /// The pointer to element `index` of the array this pointer refers to. O(1).
    public func appending(_ index: Int) -> JSONPointer {
        JSONPointer(node: Node(parent: node, token: .index(index)))
    }

    /// Escapes one token for the string form: `~` becomes `~0` and `/` becomes `~1` (RFC 6901 §3).
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return token
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(token.unicodeScalars.count + 4)
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The RFC 6901 string form: `""` for the root, otherwise `/` before every escaped token,
    /// e.g. `/frameworks/3/id` or `/a~1b/m~0n`.
    public var description: String {
        var result = ""
        for token in tokens {
            result += "/"
            result += JSONPointer.escape(token)
        }
        return result
    }

    /// Parses the RFC 6901 string form (`""`, `"/a/0"`, `"/a~1b"`).
    ///
    /// Returns nil when the text is neither empty nor starts with `/`, or when a `~` is not
    /// followed by `0` or `1`.
    public init?(parsing text: String) {
        if text.isEmpty {
            self = .root
            return
        }
        guard text.unicodeScalars.first == "/" else { return nil }
        var tokens: [String] = []
        var current = ""
        var afterTilde = false
        for scalar in text.unicodeScalars.dropFirst() {
            if afterTilde {
                switch scalar {
                case "0": current += "~"
                case "1": current += "/"
                default: return nil
                }
                afterTilde = false
            } else if scalar == "~" {
                afterTilde = true
            } else if scalar == "/" {
                tokens.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if afterTilde { return nil }
        tokens.append(current)
        self.init(tokens: tokens)
    }

    /// Parses a pointer written as a URI fragment, as in a JSON Schema `$ref` (`"#/definitions/a%20b"`):
    /// strips the leading `#`, percent-decodes (RFC 6901 §6), then parses as ``init(parsing:)``.
    ///
    /// Returns nil when the text does not start with `#`, when a percent escape is malformed or does
    /// not decode to UTF-8, or when the decoded pointer is invalid.
    public init?(uriFragment: String) {
        guard uriFragment.hasPrefix("#") else { return nil }
        var bytes: [UInt8] = []
        var iterator = uriFragment.utf8.dropFirst().makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(JSONPointer.hexValue),
                    let low = iterator.next().flatMap(JSONPointer.hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
        self.init(parsing: decoded)
    }

    /// The pointer in URI fragment form (`#/a%20b`), percent-encoding everything outside RFC 3986 `pchar`s.
    public var uriFragment: String {
        var result = "#"
        for byte in description.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
                UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
                UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
                UInt8(ascii: "@"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Equal when both have the same tokens, compared exactly by Unicode scalars.
    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        var a = lhs.node
        var b = rhs.node
        guard (a?.depth ?? 0) == (b?.depth ?? 0) else { return false }
        while let x = a, let y = b {
            if x === y { return true }
            guard Token.same(x.token, y.token) else { return false }
            a = x.parent
            b = y.parent
        }
        return true
    }

    /// Hashes the exact token strings, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var node = self.node
        while let current = node {
            switch current.token {
            case .key(let key): exactHash(key, into: &hasher)
            case .index(let index): exactHash(String(index), into: &hasher)
            }
            node = current.parent
        }
    }
}
