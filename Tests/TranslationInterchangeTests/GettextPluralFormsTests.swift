import Locales
import Testing
import TranslationInterchange

/// The `Plural-Forms` expressions, evaluated as gettext does (C semantics on an unsigned `n`),
/// choose exactly CLDR's category for every integer.
@Suite struct GettextPluralFormsTests {
    /// 0 to 20 000, around each of the first 40 millions, and two large numbers.
    static let integers: [UInt64] = {
        var numbers = Array(UInt64(0)...20_000)
        for k in UInt64(1)...40 {
            let million: UInt64 = 1_000_000 * k
            numbers += [million - 1, million, million + 1]
        }
        return numbers + [10_000_000_000, 21_000_000_011]
    }()

    @Test(arguments: CatalogLanguage.allCases)
    func expressionGivesCLDRCategoriesForIntegers(_ language: CatalogLanguage) throws {
        let expression = try CExpression.parse(GettextPluralForms.expression(for: language))
        let categories = GettextPluralForms.categories(for: language)
        #expect(categories == PluralRules(language).categories)
        #expect(GettextPluralForms.header(for: language).hasPrefix("nplurals=\(categories.count); plural="))
        var mismatches: [String] = []
        for n in Self.integers {
            let index = Int(expression.evaluate(n))
            let expected = PluralRules(language).category(for: Int(n))
            guard categories.indices.contains(index) else {
                mismatches.append("\(n): index \(index) out of range")
                continue
            }
            if categories[index] != expected { mismatches.append("\(n): msgstr[\(index)] \(categories[index]), CLDR \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func decimalOnlyCategoriesAreDocumented() {
        // Czech `many` and Russian `other` are for decimals only: no integer reaches them.
        #expect(PluralRules(.czech).examples(of: .many).allSatisfy { $0.contains(".") })
        #expect(PluralRules(.russian).examples(of: .other).allSatisfy { $0.contains(".") })
    }
}

/// A C expression over `n` with the operators gettext's plural formulas use: `?:`, `||`,
/// `&&`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `+`, `-`, `*`, `/`, `%`, `!`, parentheses and
/// decimal numbers; evaluated on unsigned 64-bit integers like gettext's `unsigned long int`.
indirect enum CExpression {
    case n
    case number(UInt64)
    case not(CExpression)
    case binary(String, CExpression, CExpression)
    case conditional(CExpression, CExpression, CExpression)

    struct ParseError: Error { var message: String }

    func evaluate(_ value: UInt64) -> UInt64 {
        switch self {
        case .n: return value
        case .number(let number): return number
        case .not(let operand): return operand.evaluate(value) == 0 ? 1 : 0
        case .conditional(let test, let yes, let no): return test.evaluate(value) != 0 ? yes.evaluate(value) : no.evaluate(value)
        case .binary(let op, let left, let right):
            let a = left.evaluate(value)
            if op == "&&" { return a != 0 && right.evaluate(value) != 0 ? 1 : 0 }
            if op == "||" { return a != 0 || right.evaluate(value) != 0 ? 1 : 0 }
            let b = right.evaluate(value)
            switch op {
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a &+ b
            case "-": return a &- b
            case "*": return a &* b
            case "/": return b == 0 ? 0 : a / b
            default: return b == 0 ? 0 : a % b
            }
        }
    }

    static func parse(_ text: String) throws -> CExpression {
        var parser = Parser(tokens: try tokenize(text))
        let expression = try parser.conditional()
        guard parser.index == parser.tokens.count else { throw ParseError(message: "trailing tokens in \(text)") }
        return expression
    }

    private static func tokenize(_ text: String) throws -> [String] {
        var tokens: [String] = []
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == " " {
                i += 1
            } else if c.isNumber {
                var number = ""
                while i < characters.count, characters[i].isNumber {
                    number.append(characters[i])
                    i += 1
                }
                tokens.append(number)
            } else if i + 1 < characters.count, ["==", "!=", "<=", ">=", "&&", "||"].contains(String(characters[i...(i + 1)])) {
                tokens.append(String(characters[i...(i + 1)]))
                i += 2
            } else if "n?:()<>+-*/%!".contains(c) {
                tokens.append(String(c))
                i += 1
            } else {
                throw ParseError(message: "unexpected '\(c)'")
            }
        }
        return tokens
    }

    private struct Parser {
        let tokens: [String]
        var index = 0

        var peek: String? { index < tokens.count ? tokens[index] : nil }

        mutating func conditional() throws -> CExpression {
            let test = try binary(0)
            guard peek == "?" else { return test }
            index += 1
            let yes = try conditional()
            guard peek == ":" else { throw ParseError(message: "expected ':'") }
            index += 1
            return .conditional(test, yes, try conditional())
        }

        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(_ level: Int) throws -> CExpression {
            guard level < Self.levels.count else { return try unary() }
            var left = try binary(level + 1)
            while let op = peek, Self.levels[level].contains(op) {
                index += 1
                left = .binary(op, left, try binary(level + 1))
            }
            return left
        }

        mutating func unary() throws -> CExpression {
            guard let token = peek else { throw ParseError(message: "unexpected end") }
            index += 1
            switch token {
            case "!": return .not(try unary())
            case "n": return .n
            case "(":
                let inner = try conditional()
                guard peek == ")" else { throw ParseError(message: "expected ')'") }
                index += 1
                return inner
            default:
                guard let number = UInt64(token) else { throw ParseError(message: "unexpected '\(token)'") }
                return .number(number)
            }
        }
    }
}
