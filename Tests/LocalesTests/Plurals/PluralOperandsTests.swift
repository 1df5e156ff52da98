import Locales
import TestSupport
import Testing

@Suite struct PluralOperandsTests {
    /// One row of expected operands.
    struct Row: Sendable, CustomStringConvertible {
        let text: String
        let n: String
        let i: String
        let v: Int
        let w: Int
        let f: UInt64
        let t: UInt64
        let e: Int
        var description: String { text }
    }

    /// UTS #35's examples of operands (Part 3, "Plural Operand Meanings") and a few more.
    static let rows: [Row] = [
        Row(text: "1", n: "1", i: "1", v: 0, w: 0, f: 0, t: 0, e: 0),
        Row(text: "1.0", n: "1.0", i: "1", v: 1, w: 0, f: 0, t: 0, e: 0),
        Row(text: "1.00", n: "1.00", i: "1", v: 2, w: 0, f: 0, t: 0, e: 0),
        Row(text: "1.3", n: "1.3", i: "1", v: 1, w: 1, f: 3, t: 3, e: 0),
        Row(text: "1.30", n: "1.30", i: "1", v: 2, w: 1, f: 30, t: 3, e: 0),
        Row(text: "1.03", n: "1.03", i: "1", v: 2, w: 2, f: 3, t: 3, e: 0),
        Row(text: "1.230", n: "1.230", i: "1", v: 3, w: 2, f: 230, t: 23, e: 0),
        Row(text: "1200000", n: "1200000", i: "1200000", v: 0, w: 0, f: 0, t: 0, e: 0),
        Row(text: "1.2c6", n: "1200000", i: "1200000", v: 0, w: 0, f: 0, t: 0, e: 6),
        Row(text: "123c6", n: "123000000", i: "123000000", v: 0, w: 0, f: 0, t: 0, e: 6),
        Row(text: "123c5", n: "12300000", i: "12300000", v: 0, w: 0, f: 0, t: 0, e: 5),
        Row(text: "1200.50", n: "1200.50", i: "1200", v: 2, w: 1, f: 50, t: 5, e: 0),
        Row(text: "1.20050c3", n: "1200.50", i: "1200", v: 2, w: 1, f: 50, t: 5, e: 3),
        Row(text: "1.0000001c6", n: "1000000.1", i: "1000000", v: 1, w: 1, f: 1, t: 1, e: 6),
        Row(text: "1e6", n: "1000000", i: "1000000", v: 0, w: 0, f: 0, t: 0, e: 6),
        Row(text: "1E3", n: "1000", i: "1000", v: 0, w: 0, f: 0, t: 0, e: 3),
        Row(text: "1.5c0", n: "1.5", i: "1", v: 1, w: 1, f: 5, t: 5, e: 0),
        Row(text: "0", n: "0", i: "0", v: 0, w: 0, f: 0, t: 0, e: 0),
        Row(text: "0.0", n: "0.0", i: "0", v: 1, w: 0, f: 0, t: 0, e: 0),
        Row(text: "0.05", n: "0.05", i: "0", v: 2, w: 2, f: 5, t: 5, e: 0),
        Row(text: "007", n: "7", i: "7", v: 0, w: 0, f: 0, t: 0, e: 0),
        Row(text: "-2.50", n: "2.50", i: "2", v: 2, w: 1, f: 50, t: 5, e: 0),
        Row(text: "-0", n: "0", i: "0", v: 0, w: 0, f: 0, t: 0, e: 0),
    ]

    @Test(arguments: rows) func operandsFromText(_ row: Row) throws {
        let operands = try #require(PluralOperands(decimal: row.text))
        #expect(operands.n == row.n)
        #expect(operands.integerDigits == row.i)
        #expect(operands.i == UInt64(row.i))
        #expect(operands.v == row.v)
        #expect(operands.w == row.w)
        #expect(operands.f == row.f)
        #expect(operands.t == row.t)
        #expect(operands.e == row.e)
        #expect(operands.c == row.e)
    }

    @Test func integersHaveNoFractionOrExponent() {
        for value in [0, 1, 2, 21, 1_000_000, -5, Int.max, Int.min] {
            let operands = PluralOperands(value)
            #expect(operands.integerDigits == String(value.magnitude))
            #expect(operands.v == 0 && operands.w == 0 && operands.f == 0 && operands.t == 0 && operands.e == 0)
            #expect(PluralOperands(decimal: String(value)) == operands, "\(value)")
        }
    }

    @Test func visibleFractionDigitsMakeADifferentNumber() throws {
        let one = try #require(PluralOperands(decimal: "1"))
        let oneDotZero = try #require(PluralOperands(decimal: "1.0"))
        #expect(one != oneDotZero)
        #expect(one.i == oneDotZero.i)
        #expect(oneDotZero.v == 1)
    }

    @Test(arguments: [
        "", "-", "+1", ".5", "5.", "1,5", " 1", "1 ", "1e", "1c", "1e-3", "1e+3", "1.5.2", "0x10",
        "1e101", "1_000", "e6", "--1", "١", "1.5 ", "½", "1.e3", "NaN", "inf",
    ])
    func textThatIsNotANumber(_ text: String) {
        #expect(PluralOperands(decimal: text) == nil)
    }

    @Test func largestExponent() throws {
        let operands = try #require(PluralOperands(decimal: "1e100"))
        #expect(operands.integerDigits == "1" + String(repeating: "0", count: 100))
        #expect(operands.i == nil)
        #expect(operands.i(modulo: 1_000_000) == 0)
    }

    @Test func integerPartsBeyondUInt64() throws {
        let huge = try #require(PluralOperands(decimal: "123456789012345678901234567890.25"))
        #expect(huge.i == nil)
        #expect(huge.i(modulo: 10) == 0)
        #expect(huge.i(modulo: 100) == 90)
        #expect(huge.i(modulo: 1_000_000) == 567_890)
        #expect(huge.f == 25 && huge.t == 25 && huge.v == 2)
        // 2⁶⁴ and 2⁶⁵ − 1 modulo 2⁶⁴ − 1 are both 1: the remainder needs the full 128 bits.
        let twoToThe64 = try #require(PluralOperands(decimal: "18446744073709551616"))
        let twoToThe65MinusOne = try #require(PluralOperands(decimal: "36893488147419103231"))
        let largest = try #require(PluralOperands(decimal: "18446744073709551615"))
        #expect(twoToThe64.i == nil && twoToThe64.i(modulo: .max) == 1)
        #expect(twoToThe65MinusOne.i(modulo: .max) == 1)
        #expect(largest.i == .max && largest.i(modulo: .max) == 0)
    }

    @Test func fractionDigitsBeyondUInt64() throws {
        let long = try #require(PluralOperands(decimal: "0.123456789012345678901234567890"))
        #expect(long.v == 30)
        #expect(long.w == 29)
        #expect(long.f == nil)
        #expect(long.t == nil)
        #expect(long.description.contains("f=(too large)"))
    }

    @Test func moduloMatchesIntegerArithmetic() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<2_000 {
            let value = generator.next() >> (generator.next() % 64)
            let operands = PluralOperands(decimal: String(value))
            for divisor: UInt64 in [1, 7, 10, 100, 1_000_000, 1 << 40, .max] {
                #expect(operands?.i(modulo: divisor) == value % divisor, "\(value) % \(divisor)")
            }
        }
    }

    @Test func descriptionListsTheOperands() throws {
        let decimal = try #require(PluralOperands(decimal: "1.50"))
        let compact = try #require(PluralOperands(decimal: "1.2c6"))
        #expect(decimal.description == "n=1.50 i=1 v=2 w=1 f=50 t=5 e=0")
        #expect(compact.description == "n=1200000 i=1200000 v=0 w=0 f=0 t=0 e=6")
    }
}
