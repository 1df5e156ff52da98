// Internal helpers shared by the module: exact (code-point) string comparison and hashing, and
// UTF-8 encoding of scalars into byte buffers.
//
// Swift's `String ==` compares by canonical equivalence ("é" precomposed equals "e" + U+0301),
// but JSON (RFC 8259 §8.3) and JSON Pointer (RFC 6901 §4) compare member names code unit by code
// unit. Everything in this module that compares keys or pointer tokens therefore goes through
// these functions.

/// True when `a` and `b` have exactly the same Unicode scalars (equivalently, the same UTF-8 bytes).
@inline(__always)
func exactlyEqual(_ a: String, _ b: String) -> Bool {
    let au = a.utf8
    let bu = b.utf8
    guard au.count == bu.count else { return false }
    let fast: Bool? =
        au.withContiguousStorageIfAvailable { ab in
            bu.withContiguousStorageIfAvailable { bb in
                ab.elementsEqual(bb)
            }
        } ?? nil
    if let fast { return fast }
    return au.elementsEqual(bu)
}

/// Feeds the exact UTF-8 bytes of `s` (and their count) into `hasher`, consistently with ``exactlyEqual(_:_:)``.
@inline(__always)
func exactHash(_ s: String, into hasher: inout Hasher) {
    let u = s.utf8
    hasher.combine(u.count)
    let done: Void? = u.withContiguousStorageIfAvailable { buffer in
        hasher.combine(bytes: UnsafeRawBufferPointer(buffer))
    }
    if done == nil {
        for byte in u { hasher.combine(byte) }
    }
}

/// A `String` wrapper whose equality and hash are by exact scalar sequence, for dictionaries of JSON keys.
struct ExactKey: Hashable, Sendable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool { exactlyEqual(lhs.string, rhs.string) }

    func hash(into hasher: inout Hasher) { exactHash(string, into: &hasher) }
}

/// Appends the UTF-8 encoding of the scalar value `v` (which must be a valid scalar) to `buffer`.
@inline(__always)
func appendUTF8(_ v: UInt32, to buffer: inout [UInt8]) {
    switch v {
    case 0..<0x80:
        buffer.append(UInt8(truncatingIfNeeded: v))
    case 0x80..<0x800:
        buffer.append(UInt8(truncatingIfNeeded: 0xC0 | (v >> 6)))
        buffer.append(UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F)))
    case 0x800..<0x10000:
        buffer.append(UInt8(truncatingIfNeeded: 0xE0 | (v >> 12)))
        buffer.append(UInt8(truncatingIfNeeded: 0x80 | ((v >> 6) & 0x3F)))
        buffer.append(UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F)))
    default:
        buffer.append(UInt8(truncatingIfNeeded: 0xF0 | (v >> 18)))
        buffer.append(UInt8(truncatingIfNeeded: 0x80 | ((v >> 12) & 0x3F)))
        buffer.append(UInt8(truncatingIfNeeded: 0x80 | ((v >> 6) & 0x3F)))
        buffer.append(UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F)))
    }
}
