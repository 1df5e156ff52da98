/// A JSON number, kept exactly as written in the source.
///
/// JSON numbers have arbitrary precision, but `Double` and `Int` do not: `12345678901234567890`
/// and `0.1` lose their exact value when converted. `JSONNumber` therefore stores the source
/// ``text`` untouched (the writer emits it back byte for byte) and converts only on request:
///
/// - ``int`` is the exact integer value when the number is mathematically an integer that fits
///   `Int` (`"1.0"` → 1, `"1e2"` → 100, `"1.5"` → nil, `"1e30"` → nil);
/// - ``double`` is the nearest `Double`, or nil when that is not finite (`"1e400"`);
/// - ``isInteger`` tells whether the value is integral at any magnitude (`"1e400"` is).
///
/// Equality, hashing and ordering are by exact decimal value, computed from a normalized form
/// (sign, significant digits without leading or trailing zeros, power-of-ten exponent), never
/// through `Double`: `1 == 1.0 == 10e-1`, `-0 == 0`, and two 30-digit integers that differ only in
/// their last digit are different. This is what JSON Schema's `const`, `enum` and `uniqueItems`
/// need. (Exponents are read with saturation at ±2⁵⁹; numbers whose written exponent is beyond
/// that, like `1e9999999999999999999`, compare equal to each other when their digits agree.)
public struct JSONNumber: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number exactly as written in the source (or as produced by ``init(_:)-(Int)`` and
    /// ``init(_:)-(Double)``); always valid RFC 8259 number syntax.
    public let text: String

    /// Creates a number from text already checked against the JSON number grammar (used by the parser).
    init(validatedText text: String) {
        self.text = text
    }

    /// Creates a number from its JSON text, e.g. `"-12.5e3"`; nil if `text` is not a valid RFC 8259 number.
    public init?(text: String) {
        guard JSONNumber.isValidSyntax(text) else { return nil }
        self.text = text
    }

    /// Creates the number for `int`, written in decimal (`42`, `-7`).
    public init(_ int: Int) {
        self.text = String(int)
    }

    /// Creates the number for a finite `double`, written in the shortest text that reads back as the
    /// same `Double` (`0.1`, `1e+16`, `-2.5`); integral values drop the `.0` (`3.0` is written `3`).
    /// Returns nil for infinities and NaN, which JSON cannot represent.
    public init?(_ double: Double) {
        guard double.isFinite else { return nil }
        var text = double.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        self.text = text
    }

    /// The source text, so that interpolating a number prints what the file said.
    public var description: String { text }

    /// The exact value as an `Int`, if the number is mathematically an integer within `Int`'s range;
    /// otherwise nil. `"1.0"`, `"1e2"` and `"-0"` convert (to 1, 100 and 0); `"1.5"` and `"1e19"` do not.
    public var int: Int? {
        if let fast = fastInt { return fast }
        return decimal.exactInt
    }

    /// The nearest `Double`, or nil when it is not finite (`"1e400"`). Underflow rounds to zero, as
    /// with any decimal-to-binary conversion (`"1e-400"` → 0.0); `"-0"` gives -0.0.
    public var double: Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// True when the value is mathematically an integer at any magnitude: `"3"`, `"3.0"`, `"1e400"`,
    /// `"-0"` are; `"3.5"` and `"1e-1"` are not. (JSON Schema's `"type": "integer"` uses this rule.)
    public var isInteger: Bool { fastInt != nil || decimal.isInteger }

    /// True when the value is negative (not zero: `"-0"` is not negative).
    public var isNegative: Bool { decimal.negative }

    /// True when the value is zero (`"0"`, `"-0"`, `"0.0e5"`).
    public var isZero: Bool { decimal.digits.isEmpty }

    /// The `Int` value for plain integer text of at most 18 digits, without building the normalized form.
    private var fastInt: Int? {
        let utf8 = text.utf8
        guard utf8.count <= 18 else { return nil }
        var value = 0
        var negative = false
        var sawDigit = false
        for byte in utf8 {
            if byte == UInt8(ascii: "-") && !sawDigit && !negative {
                negative = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                value = value * 10 + Int(byte &- UInt8(ascii: "0"))
                sawDigit = true
            } else {
                return nil
            }
        }
        guard sawDigit else { return nil }
        return negative ? -value : value
    }

    /// The normalized exact decimal value.
    var decimal: NormalizedDecimal { NormalizedDecimal(validText: text) }

    /// The exact value in normal form, for exact arithmetic elsewhere (JSON Schema's
    /// `multipleOf`): value = (negative ? −1 : 1) × digits × 10^exponent, with `digits` the
    /// decimal digit values 0…9 without leading or trailing zeros (empty for zero). Written
    /// exponents saturate at ±2⁵⁹, far beyond any magnitude a comparison depends on.
    public var exactDecimal: (negative: Bool, digits: [UInt8], exponent: Int) {
        let normal = decimal
        return (normal.negative, normal.digits.map { $0 &- UInt8(ascii: "0") }, normal.exponent)
    }

    /// Numeric equality of the exact decimal values: `1`, `1.0`, `10e-1` and `0.1e1` are all equal.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        if lhs.text == rhs.text { return true }
        return lhs.decimal == rhs.decimal
    }

    /// Hashes the normalized decimal value, so that equal numbers hash alike whatever their spelling.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(decimal)
    }

    /// Orders by exact decimal value (never through `Double`, so big integers and long fractions compare exactly).
    public static func < (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        NormalizedDecimal.compare(lhs.decimal, rhs.decimal) < 0
    }

    /// Checks `text` against the RFC 8259 number grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isValidSyntax(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        if i < bytes.count && bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else { return false }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while isDigit(i) { i += 1 }
        }
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { return false }
            while isDigit(i) { i += 1 }
        }
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            i += 1
            if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
            guard isDigit(i) else { return false }
            while isDigit(i) { i += 1 }
        }
        return i == bytes.count
    }
}

/// A decimal number in normal form: value = (negative ? -1 : 1) × digits × 10^exponent, where
/// `digits` are ASCII digits with no leading and no trailing zeros. Zero has empty digits, exponent
/// 0 and is not negative, so every value has exactly one normal form.
struct NormalizedDecimal: Hashable, Sendable {
    var negative: Bool
    var digits: [UInt8]
    var exponent: Int

    /// The saturation bound for written exponents: far beyond any real magnitude, and small enough
    /// that `limit * 10 + 9` and the later adjustments by digit counts cannot overflow `Int`.
    static let exponentLimit = 1 << 59

    /// Normalizes text that satisfies the JSON number grammar.
    init(validText text: String) {
        var negative = false
        var digits: [UInt8] = []
        var fractionDigits = 0
        var exponent = 0
        var exponentNegative = false
        enum Part { case integer, fraction, exponent }
        var part = Part.integer
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if part == .exponent { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"):
                break
            case UInt8(ascii: "."):
                part = .fraction
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                part = .exponent
            default:
                let digit = byte &- UInt8(ascii: "0")
                switch part {
                case .integer:
                    if !(digits.isEmpty && digit == 0) { digits.append(byte) }
                case .fraction:
                    if !(digits.isEmpty && digit == 0) { digits.append(byte) }
                    fractionDigits += 1
                case .exponent:
                    if exponent < NormalizedDecimal.exponentLimit {
                        exponent = min(exponent * 10 + Int(digit), NormalizedDecimal.exponentLimit)
                    }
                }
            }
        }
        if exponentNegative { exponent = -exponent }
        var trailingZeros = 0
        while let last = digits.last, last == UInt8(ascii: "0") {
            digits.removeLast()
            trailingZeros += 1
        }
        if digits.isEmpty {
            self.negative = false
            self.digits = []
            self.exponent = 0
        } else {
            self.negative = negative
            self.digits = digits
            self.exponent = exponent - fractionDigits + trailingZeros
        }
    }

    /// True when the value is an integer (zero, or no negative power of ten in normal form).
    var isInteger: Bool { digits.isEmpty || exponent >= 0 }

    /// The exact `Int`, or nil when not integral or out of range.
    var exactInt: Int? {
        if digits.isEmpty { return 0 }
        guard exponent >= 0, digits.count + exponent <= 19 else { return nil }
        var value = 0
        for byte in digits {
            let digit = Int(byte &- UInt8(ascii: "0"))
            let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !o1, !o2 else { return nil }
            value = next
        }
        for _ in 0..<exponent {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = shifted
        }
        return value
    }

    /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`.
    static func compare(_ a: NormalizedDecimal, _ b: NormalizedDecimal) -> Int {
        let signA = a.digits.isEmpty ? 0 : (a.negative ? -1 : 1)
        let signB = b.digits.isEmpty ? 0 : (b.negative ? -1 : 1)
        if signA != signB { return signA < signB ? -1 : 1 }
        if signA == 0 { return 0 }
        let magnitude = compareMagnitude(a, b)
        return signA > 0 ? magnitude : -magnitude
    }

    private static func compareMagnitude(_ a: NormalizedDecimal, _ b: NormalizedDecimal) -> Int {
        // The power of ten just above the leading digit decides first.
        let topA = a.digits.count + a.exponent
        let topB = b.digits.count + b.exponent
        if topA != topB { return topA < topB ? -1 : 1 }
        for (x, y) in zip(a.digits, b.digits) where x != y {
            return x < y ? -1 : 1
        }
        // Same leading digits: the longer one has further non-zero digits, so it is larger.
        if a.digits.count != b.digits.count { return a.digits.count < b.digits.count ? -1 : 1 }
        return 0
    }
}
