import JSONReader

/// The exact value of a JSON number as `(-1)^negative × significand × 10^exponent`, read from the
/// number's text, for `multipleOf` without binary floating point.
///
/// `significand` is the list of decimal digits without leading or trailing zeros (empty for zero),
/// as `JSONNumber.exactDecimal` gives them; exponents saturate at ±2⁵⁹, so no arithmetic here
/// can overflow.
struct ExactDecimal: Sendable {
    var negative: Bool
    var significand: [UInt8]
    var exponent: Int

    init(_ number: JSONNumber) {
        (negative, significand, exponent) = number.exactDecimal
    }

    var isZero: Bool { significand.isEmpty }

    /// True when `self / divisor` is an integer. `divisor` must not be zero.
    ///
    /// With `self = a·10^ea` and `divisor = b·10^eb`, the quotient is `a·10^k / b` for `k = ea − eb`.
    /// Writing `b = 2^p · 5^q · m` with `m` coprime to 10, that is an integer exactly when `m` divides
    /// `a`, and `a·10^k` has at least `p` factors 2 and `q` factors 5. So the work is bounded by the
    /// number of digits, never by the size of the exponents (`1e308` against `0.123456789` is cheap).
    func isMultiple(of divisor: ExactDecimal) -> Bool {
        if isZero { return true }
        guard !divisor.isZero else { return false }
        let k = exponent - divisor.exponent
        var m = BigUInt(decimalDigits: divisor.significand)
        var p = 0
        var q = 0
        while m.remainder(dividingBy: 2) == 0 {
            m = m.quotient(dividingBy: 2)
            p += 1
        }
        while m.remainder(dividingBy: 5) == 0 {
            m = m.quotient(dividingBy: 5)
            q += 1
        }
        let a = BigUInt(decimalDigits: significand)
        guard a.isMultiple(of: m) else { return false }
        return a.hasFactor(2, atLeast: p - k) && a.hasFactor(5, atLeast: q - k)
    }
}

/// A minimal arbitrary-precision unsigned integer (little-endian limbs in base 10⁹), with just the
/// operations ``ExactDecimal/isMultiple(of:)`` needs.
struct BigUInt: Sendable, Equatable {
    static let base: UInt64 = 1_000_000_000
    /// Little-endian limbs, each below `base`, without high zero limbs (zero is `[]`).
    private(set) var limbs: [UInt64]

    init(limbs: [UInt64]) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
    }

    /// The integer whose decimal digits (values 0–9, most significant first) are `digits`.
    init(decimalDigits digits: [UInt8]) {
        var limbs: [UInt64] = []
        var end = digits.count
        while end > 0 {
            let start = max(0, end - 9)
            var limb: UInt64 = 0
            for digit in digits[start..<end] { limb = limb * 10 + UInt64(digit) }
            limbs.append(limb)
            end = start
        }
        self.init(limbs: limbs)
    }

    var isZero: Bool { limbs.isEmpty }

    func remainder(dividingBy divisor: UInt64) -> UInt64 {
        var remainder: UInt64 = 0
        for limb in limbs.reversed() { remainder = (remainder * BigUInt.base + limb) % divisor }
        return remainder
    }

    func quotient(dividingBy divisor: UInt64) -> BigUInt {
        var result = [UInt64](repeating: 0, count: limbs.count)
        var remainder: UInt64 = 0
        for i in stride(from: limbs.count - 1, through: 0, by: -1) {
            let current = remainder * BigUInt.base + limbs[i]
            result[i] = current / divisor
            remainder = current % divisor
        }
        return BigUInt(limbs: result)
    }

    /// True when `factor` divides `self` at least `count` times (always true for `count <= 0`).
    func hasFactor(_ factor: UInt64, atLeast count: Int) -> Bool {
        guard count > 0 else { return true }
        guard !isZero else { return true }
        // A non-zero value below 10^(9·limbs) has fewer than 4·9·limbs prime factors.
        guard count <= 36 * limbs.count else { return false }
        var value = self
        for _ in 0..<count {
            guard value.remainder(dividingBy: factor) == 0 else { return false }
            value = value.quotient(dividingBy: factor)
        }
        return true
    }

    /// True when `divisor` (non-zero) divides `self`: the remainder is built digit by digit,
    /// `r ← 10·r + d`, reduced by repeated subtraction (at most nine times per digit).
    func isMultiple(of divisor: BigUInt) -> Bool {
        if divisor.limbs == [1] { return true }
        var remainder = BigUInt(limbs: [])
        for limb in limbs.reversed() {
            var digits: [UInt64] = []
            var value = limb
            for _ in 0..<9 {
                digits.append(value % 10)
                value /= 10
            }
            for digit in digits.reversed() {
                remainder = remainder.timesTen(plus: digit)
                while !(remainder < divisor) { remainder = remainder.minus(divisor) }
            }
        }
        return remainder.isZero
    }

    private func timesTen(plus digit: UInt64) -> BigUInt {
        var result: [UInt64] = []
        result.reserveCapacity(limbs.count + 1)
        var carry = digit
        for limb in limbs {
            let value = limb * 10 + carry
            result.append(value % BigUInt.base)
            carry = value / BigUInt.base
        }
        if carry > 0 { result.append(carry) }
        return BigUInt(limbs: result)
    }

    /// `self − other`, for `other <= self`.
    private func minus(_ other: BigUInt) -> BigUInt {
        var result: [UInt64] = []
        result.reserveCapacity(limbs.count)
        var borrow: UInt64 = 0
        for i in 0..<limbs.count {
            let subtrahend = (i < other.limbs.count ? other.limbs[i] : 0) + borrow
            if limbs[i] >= subtrahend {
                result.append(limbs[i] - subtrahend)
                borrow = 0
            } else {
                result.append(limbs[i] + BigUInt.base - subtrahend)
                borrow = 1
            }
        }
        return BigUInt(limbs: result)
    }

    static func < (lhs: BigUInt, rhs: BigUInt) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        for (x, y) in zip(lhs.limbs.reversed(), rhs.limbs.reversed()) where x != y { return x < y }
        return false
    }
}
