import Foundation

/// A number written as decimal text, read without binary floating point: the digits are
/// kept as text, so "0.1" stays one tenth and "12345678901234567.89" keeps every digit.
///
/// Accepts exactly the JSON number grammar (RFC 8259: `-? int frac? exp?`), which is how the
/// catalog writes amounts; `"99"`, `"99.50"`, `"1e2"` and `"-0.5"` are numbers, while `"99abc"`,
/// `" 99"`, `"+1"`, `".5"`, `"01"` and `"1,5"` are not (unlike `Decimal(string:)`, which reads
/// the `99` of `"99abc"`). Values need at most 38 digits written out (what `Decimal` holds
/// exactly); longer ones are rejected rather than rounded.
struct DecimalText: Hashable, Sendable {
    /// The most digits a value may have when written without exponent.
    static let maximumDigits = 38

    /// Whether the value is below zero (`-0` is not).
    let isNegative: Bool
    /// The integer digits, without leading zeros (`"0"` for values below one).
    let integerDigits: String
    /// The fraction digits as written, shifted by any exponent (`"50"` for `99.50`).
    let writtenFractionDigits: String

    /// How many fraction digits are left without trailing zeros (1 for `99.50`, 0 for `99.00`).
    let significantFractionDigitCount: Int

    /// Whether the value has no fractional part (`99`, `99.00`, `1.5e1`).
    var isWhole: Bool { significantFractionDigitCount == 0 }

    /// The value written plainly, `-`, digits and `.` only, with the written fraction digits.
    var plainText: String {
        (isNegative ? "-" : "") + integerDigits + (writtenFractionDigits.isEmpty ? "" : "." + writtenFractionDigits)
    }

    /// The value as a `Decimal`, exactly (the digit limit keeps it within `Decimal`'s range).
    var decimal: Decimal? { Decimal(string: plainText, locale: Locale(identifier: "en_US_POSIX")) }

    /// Reads JSON number text, or returns nil for anything else or for a value with more than
    /// ``maximumDigits`` digits when written without exponent.
    init?(_ text: String) {
        var bytes = Substring(text).utf8[...]
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func takeDigits() -> [UInt8] {
            let digits = Array(bytes.prefix(while: isDigit))
            bytes = bytes.dropFirst(digits.count)
            return digits
        }

        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let integer = takeDigits()
        guard let leading = integer.first, leading != UInt8(ascii: "0") || integer.count == 1 else { return nil }
        var fraction: [UInt8] = []
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = takeDigits()
            guard !fraction.isEmpty else { return nil }
        }
        var exponent = 0
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            let exponentNegative = bytes.first == UInt8(ascii: "-")
            if exponentNegative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let digits = takeDigits()
            // Any exponent beyond the digit limit gives too many digits (or only zeros, which
            // an exponent of that size cannot be meant for); four digits are plenty to tell.
            guard !digits.isEmpty, digits.drop(while: { $0 == UInt8(ascii: "0") }).count <= 4 else { return nil }
            let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            exponent = exponentNegative ? -magnitude : magnitude
        }
        guard bytes.isEmpty else { return nil }

        // Move the decimal point by the exponent: all digits, and the point's position in them.
        let digits = integer + fraction
        let point = integer.count + exponent
        let zero = UInt8(ascii: "0")
        var integerPart = point <= 0 ? [] : Array(digits.prefix(point)) + Array(repeating: zero, count: max(0, point - digits.count))
        let fractionPart =
            point >= digits.count
            ? [] : Array(repeating: zero, count: max(0, -point)) + Array(digits.suffix(digits.count - max(0, point)))
        integerPart = Array(integerPart.drop { $0 == zero })
        if integerPart.isEmpty { integerPart = [zero] }
        let significantFraction = fractionPart.reversed().drop { $0 == zero }.count
        let significantInteger = integerPart == [zero] ? 0 : integerPart.count
        guard significantInteger + significantFraction <= Self.maximumDigits, fractionPart.count <= 2 * Self.maximumDigits
        else { return nil }

        let isZero = significantInteger == 0 && significantFraction == 0
        self.isNegative = negative && !isZero
        self.integerDigits = String(decoding: integerPart, as: UTF8.self)
        self.writtenFractionDigits = String(decoding: fractionPart, as: UTF8.self)
        self.significantFractionDigitCount = significantFraction
    }
}
