/// Writes ``JSONValue``s as JSON text, deterministically.
///
/// The same value always gives the same bytes: members in their stored order, numbers as their
/// exact ``JSONNumber/text``, strings escaped minimally. That makes generated files diff cleanly
/// and lets tests compare output literally.
///
/// - Strings: `"` and `\` are escaped, control characters U+0000–U+001F as `\n \t \r \b \f` or
///   `\u00XX` (lower-case hex), and U+2028/U+2029 as `\u2028`/`\u2029` (so output is also valid
///   JavaScript); everything else is written as literal UTF-8.
/// - ``Style/pretty(indent:)`` matches JavaScript's `JSON.stringify(value, null, indent)`: one
///   element or member per line, `"key": value`, empty arrays and objects as `[]` and `{}`.
/// - ``Style/compact`` has no whitespace at all.
///
/// No trailing newline is written; callers that write files add one. Writing is iterative, so
/// values of any depth are safe.
public enum JSONWriter {
    /// The layout of the output.
    public enum Style: Sendable, Hashable {
        /// One element or member per line, indented by `indent` spaces per level (`indent` ≤ 0 gives compact output).
        case pretty(indent: Int)
        /// Everything on one line, no spaces.
        case compact
    }

    /// The JSON text for `value` in the given style (two-space pretty by default), without a trailing newline.
    public static func write(_ value: JSONValue, style: Style = .pretty(indent: 2)) -> String {
        String(decoding: writeBytes(value, style: style), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``write(_:style:)``, for writing files without an extra copy.
    public static func writeBytes(_ value: JSONValue, style: Style = .pretty(indent: 2)) -> [UInt8] {
        var writer = Writer(style: style)
        writer.write(value)
        return writer.output
    }

    /// `string` as a JSON string literal, quotes included, escaped as described above.
    public static func quote(_ string: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count + 2)
        appendString(string, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func appendString(_ string: String, to output: inout [UInt8]) {
        output.append(0x22)
        let utf8 = string.utf8
        // Fast path: nothing to escape (no quote, backslash, control character, or 0xE2 lead byte
        // that could start U+2028/U+2029).
        if !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }) {
            output.append(contentsOf: utf8)
            output.append(0x22)
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: output.append(contentsOf: [0x5C, 0x72])
            case 0x09: output.append(contentsOf: [0x5C, 0x74])
            case 0x08: output.append(contentsOf: [0x5C, 0x62])
            case 0x0C: output.append(contentsOf: [0x5C, 0x66])
            case 0x00..<0x20, 0x2028, 0x2029:
                output.append(contentsOf: Array("\\u".utf8))
                let hex = Array("0123456789abcdef".utf8)
                let v = Int(scalar.value)
                output.append(hex[(v >> 12) & 0xF])
                output.append(hex[(v >> 8) & 0xF])
                output.append(hex[(v >> 4) & 0xF])
                output.append(hex[v & 0xF])
            default:
                appendUTF8(scalar.value, to: &output)
            }
        }
        output.append(0x22)
    }

    /// The iterative writer: open containers are kept on an explicit stack.
    private struct Writer {
        struct Frame {
            let elements: [JSONValue]
            let members: [JSONMember]
            let isObject: Bool
            var next = 0
            var count: Int { isObject ? members.count : elements.count }
        }

        let indent: Int
        var output: [UInt8] = []
        var stack: [Frame] = []

        init(style: Style) {
            switch style {
            case .compact: indent = 0
            case .pretty(let width): indent = max(0, width)
            }
        }

        mutating func write(_ root: JSONValue) {
            open(root)
            while let top = stack.indices.last {
                let frame = stack[top]
                if frame.next < frame.count {
                    if frame.next > 0 { output.append(0x2C) }
                    newline(depth: stack.count)
                    let child: JSONValue
                    if frame.isObject {
                        let member = frame.members[frame.next]
                        JSONWriter.appendString(member.key, to: &output)
                        output.append(0x3A)
                        if indent > 0 { output.append(0x20) }
                        child = member.value
                    } else {
                        child = frame.elements[frame.next]
                    }
                    stack[top].next += 1
                    open(child)
                } else {
                    stack.removeLast()
                    newline(depth: stack.count)
                    output.append(frame.isObject ? 0x7D : 0x5D)
                }
            }
        }

        /// Writes a scalar or an empty container completely, or the opening bracket of a non-empty one.
        mutating func open(_ value: JSONValue) {
            switch value.kind {
            case .null: output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
            case .bool(true): output.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
            case .bool(false): output.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
            case .number(let number): output.append(contentsOf: number.text.utf8)
            case .string(let string): JSONWriter.appendString(string, to: &output)
            case .array(let elements):
                if elements.isEmpty {
                    output.append(contentsOf: [0x5B, 0x5D])
                } else {
                    output.append(0x5B)
                    stack.append(Frame(elements: elements, members: [], isObject: false))
                }
            case .object(let object):
                if object.isEmpty {
                    output.append(contentsOf: [0x7B, 0x7D])
                } else {
                    output.append(0x7B)
                    stack.append(Frame(elements: [], members: object.members, isObject: true))
                }
            }
        }

        mutating func newline(depth: Int) {
            guard indent > 0 else { return }
            output.append(0x0A)
            output.append(contentsOf: repeatElement(0x20 as UInt8, count: indent * depth))
        }
    }
}
