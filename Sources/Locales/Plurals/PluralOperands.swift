/// The operands CLDR's plural rules test, read from a number's exact decimal text
/// (UTS #35, Part 3, "Plural Operand Meanings").
///
/// The text is never converted to a floating-point value: `1.0` has one visible fraction digit
/// (`v = 1`) and is a different plural case from `1` in Czech, Russian, English and Swedish.
///
/// | Operand | Meaning | `1.230` | `1.2c6` |
/// | --- | --- | --- | --- |
/// | `n` | the absolute value | 1.23 | 1200000 |
/// | `i` | its integer digits | 1 | 1200000 |
/// | `v` | the number of visible fraction digits, trailing zeros included | 3 | 0 |
/// | `w` | the number of visible fraction digits, trailing zeros left out | 2 | 0 |
/// | `f` | the visible fraction digits as a number, trailing zeros included | 230 | 0 |
/// | `t` | the visible fraction digits as a number, trailing zeros left out | 23 | 0 |
/// | `e`, `c` | the compact decimal exponent (`1.2c6` is 1.2 million written with exponent 6) | 0 | 6 |
///
/// Numbers are read as `[-]digits[.digits][(e|E|c)digits]`: a minus sign is allowed (the rules
/// see the absolute value), the exponent is CLDR's compact exponent `c`/`e`, which is not
/// negative and at most ``maximumExponent``. Anything else (`+1`, `.5`, `5.`, `1,5`, spaces,
/// `1e-3`) is not a number here.
public struct PluralOperands: Hashable, Sendable, CustomStringConvertible {
    /// The digits of `i`, the integer part of the absolute value, without leading zeros
    /// (`"0"` below one): `"1200000"` for `1.2c6`.
    public let integerDigits: String
    /// The visible fraction digits after the exponent is applied, trailing zeros included
    /// (`"50"` for `1.50`, `""` for an integer).
    public let fractionDigits: String
    /// `e` (and its synonym `c`): the compact decimal exponent the number was written with,
    /// `0` when it had none.
    public let exponent: Int

    /// The largest compact exponent accepted in number text (`1e100`).
    public static let maximumExponent = 100

    /// The operands of an integer (`v`, `w`, `f`, `t` and `e` are 0).
    public init(_ value: Int) {
        integerDigits = String(value.magnitude)
        fractionDigits = ""
        exponent = 0
    }

    /// The operands of a number given as decimal text (`"1"`, `"1.0"`, `"-2.50"`, `"1.2c6"`),
    /// or `nil` when the text is not such a number.
    public init?(decimal text: String) {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integerPart = bytes.prefix(while: Self.isDigit)
        guard !integerPart.isEmpty else { return nil }
        bytes = bytes.dropFirst(integerPart.count)
        var fractionPart = bytes.prefix(0)
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionPart = bytes.prefix(while: Self.isDigit)
            guard !fractionPart.isEmpty else { return nil }
            bytes = bytes.dropFirst(fractionPart.count)
        }
        var exponent = 0
        if let marker = bytes.first {
            guard marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") || marker == UInt8(ascii: "c") else {
                return nil
            }
            bytes = bytes.dropFirst()
            let exponentPart = bytes.prefix(while: Self.isDigit)
            guard !exponentPart.isEmpty, exponentPart.count == bytes.count else { return nil }
            for digit in exponentPart {
                exponent = exponent * 10 + Int(digit - UInt8(ascii: "0"))
                guard exponent <= Self.maximumExponent else { return nil }
            }
        }
        // Applying the exponent moves the decimal point right: 1.0000001c6 is 1000000.1.
        var integer = Array(integerPart)
        var fraction = Array(fractionPart)
        if exponent >= fraction.count {
            integer += fraction + Array(repeating: UInt8(ascii: "0"), count: exponent - fraction.count)
            fraction = []
        } else {
            integer += fraction.prefix(exponent)
            fraction.removeFirst(exponent)
        }
        let significant = integer.drop { $0 == UInt8(ascii: "0") }
        integerDigits = significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self)
        fractionDigits = String(decoding: fraction, as: UTF8.self)
        self.exponent = exponent
    }

    /// `n`, the absolute value, as plain decimal text with the visible fraction digits
    /// (`"1.50"`, `"1200000"`).
    public var n: String {
        fractionDigits.isEmpty ? integerDigits : integerDigits + "." + fractionDigits
    }

    /// `i`, the integer part, or `nil` when it is larger than `UInt64.max` (the rules then use
    /// ``i(modulo:)``, which has no such limit).
    public var i: UInt64? { UInt64(integerDigits) }

    /// `i % divisor` (`divisor` must be positive), exact for integer parts of any length.
    public func i(modulo divisor: UInt64) -> UInt64 {
        precondition(divisor > 0, "a modulus must be positive")
        var remainder: UInt64 = 0
        for digit in integerDigits.utf8 {
            // remainder · 10 + digit in 128 bits: as remainder < divisor, the value is below
            // divisor · 2⁶⁴, so the 128-by-64-bit division cannot overflow.
            let product = remainder.multipliedFullWidth(by: 10)
            let (low, carry) = product.low.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            remainder = divisor.dividingFullWidth((product.high + (carry ? 1 : 0), low)).remainder
        }
        return remainder
    }

    /// `v`, the number of visible fraction digits, trailing zeros included.
    public var v: Int { fractionDigits.utf8.count }

    /// `w`, the number of visible fraction digits, trailing zeros left out.
    public var w: Int { trimmedFractionDigits.count }

    /// `f`, the visible fraction digits as a number, or `nil` beyond `UInt64.max`.
    public var f: UInt64? { fractionDigits.isEmpty ? 0 : UInt64(fractionDigits) }

    /// `t`, the visible fraction digits without trailing zeros as a number, or `nil` beyond
    /// `UInt64.max`.
    public var t: UInt64? {
        let trimmed = trimmedFractionDigits
        return trimmed.isEmpty ? 0 : UInt64(trimmed)
    }

    /// `e`, the compact decimal exponent (the same as ``exponent``).
    public var e: Int { exponent }

    /// `c`, CLDR's synonym for `e`.
    public var c: Int { exponent }

    /// The operands in CLDR's notation, for messages: `n=1.50 i=1 v=2 w=1 f=50 t=5 e=0`.
    public var description: String {
        func text(_ value: UInt64?) -> String { value.map(String.init) ?? "(too large)" }
        return "n=\(n) i=\(integerDigits) v=\(v) w=\(w) f=\(text(f)) t=\(text(t)) e=\(exponent)"
    }

    private var trimmedFractionDigits: Substring {
        guard let last = fractionDigits.lastIndex(where: { $0 != "0" }) else { return "" }
        return fractionDigits[...last]
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
