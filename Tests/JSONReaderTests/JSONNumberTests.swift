import JSONReader
import Testing

@Suite("JSONNumber")
struct JSONNumberTests {
    func number(_ text: String) -> JSONNumber {
        guard let number = JSONNumber(text: text) else {
            Issue.record("\(text) should be valid number syntax")
            return JSONNumber(0)
        }
        return number
    }

    @Test func keepsTheSourceText() throws {
        let value = try JSONReader.parse("[1.50, 1E+2, -0, 0.000, 12345678901234567890123]")
        #expect(value.arrayValue?.compactMap { $0.numberValue?.text } == ["1.50", "1E+2", "-0", "0.000", "12345678901234567890123"])
        #expect(number("1.50").description == "1.50")
    }

    @Test(arguments: [
        ("0", 0), ("-0", 0), ("1", 1), ("-1", -1), ("1.0", 1), ("1e2", 100), ("1E+2", 100),
        ("10e-1", 1), ("0.1e1", 1), ("1.500e3", 1500), ("-12.5e1", -125), ("0e99999", 0),
        ("123456789012345678", 123_456_789_012_345_678), ("-123456789012345678", -123_456_789_012_345_678),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ("92233720368547758070e-1", Int.max), ("9.223372036854775807e18", Int.max),
    ])
    func convertsIntegralValuesToInt(text: String, expected: Int) {
        let n = number(text)
        #expect(n.int == expected, "\(text)")
        #expect(n.isInteger, "\(text)")
    }

    @Test(arguments: [
        "1.5", "-0.5", "1e-1", "9223372036854775808", "-9223372036854775809", "1e19", "1e400",
        "12345678901234567890123", "123456789012345678.5", "1e-400",
    ])
    func refusesIntWhenNotExactlyAnInt(text: String) {
        #expect(number(text).int == nil, "\(text)")
    }

    @Test func isIntegerAtAnyMagnitude() {
        #expect(number("1e400").isInteger)
        #expect(number("12345678901234567890123").isInteger)
        #expect(number("1.000000000000000000000000000000").isInteger)
        #expect(number("-0").isInteger)
        #expect(!number("1.5").isInteger)
        #expect(!number("1e-400").isInteger)
        #expect(!number("12345678901234567890123.1").isInteger)
    }

    @Test func convertsToDouble() {
        #expect(number("1.5").double == 1.5)
        #expect(number("1E+2").double == 100)
        #expect(number("-2.5e-3").double == -0.0025)
        #expect(number("12345678901234567890").double == 12345678901234567890.0)
        #expect(number("1e400").double == nil)
        #expect(number("-1e400").double == nil)
        #expect(number("1e-400").double == 0)
        let negativeZero = number("-0").double
        #expect(negativeZero == 0)
        #expect(negativeZero?.sign == .minus)
    }

    @Test func equalityIsNumericByExactDecimalValue() {
        #expect(number("1") == number("1.0"))
        #expect(number("1") == number("10e-1"))
        #expect(number("1") == number("0.1e1"))
        #expect(number("100") == number("1E+2"))
        #expect(number("-0") == number("0"))
        #expect(number("0.0e10") == number("-0.000"))
        #expect(number("1.5") != number("1.50001"))
        #expect(number("-1") != number("1"))
        #expect(number("123456789012345678901234567890") == number("1.23456789012345678901234567890e29"))
        // Equal as Double, different as decimals:
        #expect(number("123456789012345678901234567890") != number("123456789012345678901234567891"))
        #expect(number("0.1") != number("0.1000000000000000055511151231257827"))
        #expect(number("1e400") == number("10e399"))
        #expect(number("1e400") != number("1e401"))
    }

    @Test func hashIsConsistentWithEquality() {
        let spellings = ["1", "1.0", "10e-1", "100e-2", "0.1e1", "1E0", "1.000"]
        #expect(Set(spellings.map(number)).count == 1)
        let zeros = ["0", "-0", "0.0", "0e5", "-0.0e-5"]
        #expect(Set(zeros.map(number)).count == 1)
        #expect(Set(["1", "2", "1.0", "2e0", "1e400", "10e399"].map(number)).count == 3)
    }

    @Test func ordersByExactValue() {
        let ascending = [
            "-1e400", "-12345678901234567890", "-2", "-1.5", "-0.001", "0", "0.001", "0.01",
            "1", "1.5", "2", "12345678901234567890", "12345678901234567891", "1e399", "1e400",
        ]
        let numbers = ascending.map(number)
        for (a, b) in zip(numbers, numbers.dropFirst()) {
            #expect(a < b, "\(a) < \(b)")
            #expect(!(b < a), "\(b) < \(a)")
        }
        #expect(numbers.reversed().sorted().map(\.text) == ascending)
        #expect(!(number("-0") < number("0")))
        #expect(!(number("1") < number("1.0")))
    }

    @Test func createsFromInt() {
        #expect(JSONNumber(42).text == "42")
        #expect(JSONNumber(-7).text == "-7")
        #expect(JSONNumber(Int.min).int == Int.min)
    }

    @Test func createsFromFiniteDoubleInShortestForm() {
        #expect(JSONNumber(0.1)?.text == "0.1")
        #expect(JSONNumber(3.0)?.text == "3")
        #expect(JSONNumber(-2.5)?.text == "-2.5")
        #expect(JSONNumber(1e16)?.text == "1e+16")
        #expect(JSONNumber(1e-7)?.text == "1e-07")
        #expect(JSONNumber(-0.0)?.text == "-0")
        #expect(JSONNumber(Double.infinity) == nil)
        #expect(JSONNumber(-Double.infinity) == nil)
        #expect(JSONNumber(Double.nan) == nil)
        for value in [0.1, 1.0 / 3.0, 6.02214076e23, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, -123.456] {
            let text = JSONNumber(value)?.text ?? ""
            #expect(JSONNumber(text: text) != nil, "\(text) must be valid JSON")
            #expect(Double(text) == value)
        }
    }

    @Test func validatesTextSyntax() {
        for valid in ["0", "-0", "1", "-1.5", "1e5", "1E-5", "1e+05", "0.0", "123.456e-789"] {
            #expect(JSONNumber(text: valid) != nil, "\(valid)")
        }
        for invalid in [
            "", "-", "01", "-01", "1.", ".5", "+1", "1e", "1e+", "0x10", "1.5.5", " 1", "1 ",
            "NaN", "Infinity", "-Infinity", "1_000", "١",
        ] {
            #expect(JSONNumber(text: invalid) == nil, "\(invalid)")
        }
    }

    @Test func absurdExponentsDoNotOverflow() throws {
        let huge = number("1e99999999999999999999999999")
        #expect(huge.int == nil)
        #expect(huge.double == nil)
        #expect(huge.isInteger)
        #expect(huge == number("1e99999999999999999999999999"))
        #expect(number("1e400") < huge)
        let tiny = number("-1e-99999999999999999999999999")
        #expect(tiny.double == -0.0)
        #expect(!tiny.isInteger)
        #expect(tiny < number("0"))
        #expect(number("0e-99999999999999999999999999") == number("0"))
        #expect(number("123.456e9223372036854775807").isInteger)
        #expect(try JSONReader.parse("[1e99999999999999999999999999, -1E-99999999999999999999]").arrayValue?.count == 2)
    }

    @Test func signAndZero() {
        #expect(number("-0").isZero)
        #expect(!number("-0").isNegative)
        #expect(number("-0.5").isNegative)
        #expect(!number("0.5").isZero)
    }
}
