import JSONReader
import Testing

@testable import JSONSchema

/// Exact numbers, formats, regular expressions, URI resolution and depth limits.
@Suite struct KeywordDetailTests {
    // MARK: multipleOf

    func isMultiple(_ value: String, of divisor: String) throws -> Bool {
        let a = try #require(JSONNumber(text: value))
        let b = try #require(JSONNumber(text: divisor))
        return ExactDecimal(a).isMultiple(of: ExactDecimal(b))
    }

    @Test func multipleOfIsExactDecimalArithmetic() throws {
        #expect(try isMultiple("0.0075", of: "0.0001"))
        #expect(try !isMultiple("0.00751", of: "0.0001"))
        #expect(try isMultiple("0.3", of: "0.1"))  // 0.3 / 0.1 is 2.9999999999999996 in binary
        #expect(try isMultiple("19.99", of: "0.01"))
        #expect(try isMultiple("-4.5", of: "1.5"))
        #expect(try isMultiple("0", of: "7.3"))
        #expect(try !isMultiple("35", of: "1.5"))
        #expect(try isMultiple("12391239123", of: "1e-8"))
        #expect(try isMultiple("1e308", of: "0.5"))
        #expect(try !isMultiple("1e308", of: "0.123456789"))
        #expect(try isMultiple("123456789012345678901234567890", of: "3"))
        #expect(try !isMultiple("123456789012345678901234567891", of: "3"))
        #expect(try isMultiple("1.5e3", of: "3e2"))
        #expect(try !isMultiple("1e-400", of: "1e-399"))
        #expect(try isMultiple("1e-399", of: "1e-400"))
        #expect(try isMultiple("7e999999999999999999", of: "7"))
        #expect(try !isMultiple("7e-999999999999999999", of: "7"))
        #expect(try isMultiple("6.4e1", of: "0.128"))
    }

    // MARK: format

    @Test func dateFormat() {
        #expect(DateFormat.problem(in: "2000-02-29") == nil)
        #expect(DateFormat.problem(in: "1900-02-29")?.message == "February 1900 has 28 days")
        #expect(DateFormat.problem(in: "2024-04-31") == .dayBeyondMonth(year: 2024, month: 4, days: 30))
        #expect(DateFormat.problem(in: "2024-04-31")?.message == "April 2024 has 30 days")
        #expect(DateFormat.problem(in: "2024-13-01")?.message == "month 13 is not between 01 and 12")
        #expect(DateFormat.problem(in: "2024-01-00")?.message == "day 00 does not exist")
        #expect(DateFormat.problem(in: "2024-01-01T00:00:00Z")?.message == "expected the form YYYY-MM-DD")
    }

    @Test func uriFormat() {
        for valid in [
            "https://developer.apple.com/documentation/uikit", "urn:isbn:0451450523", "http://[::1]:8080/",
            "http://[v7.fe80::a+en1]/", "http://[1:2:3:4:5:6:7:8]/", "http://[::ffff:192.0.2.1]/",
            "file:///tmp/x.json", "mailto:a@b.c?subject=%20hi", "x:",
        ] {
            #expect(URIGrammar.isValidURI(valid), "\(valid)")
        }
        for invalid in [
            "//example.org", "example.org/x", "http://exa mple.org", "http://[1:2:3:4:5:6:7:8:9]/",
            "http://[1::2::3]/", "http://[::1.2.3.4.5]/", "http://[1.2.3.4::]/", "https://é.example/",
            "http://x.org/%zz", "http://x.org:80a/", "1a:b", "",
        ] {
            #expect(!URIGrammar.isValidURI(invalid), "\(invalid)")
        }
    }

    // MARK: pattern

    func matches(_ pattern: String, _ text: String) throws -> Bool {
        try ECMARegex(pattern).matches(text)
    }

    @Test func patternsUseECMAScriptMeanings() throws {
        #expect(try matches("b", "abc"))  // unanchored search
        #expect(try !matches("^abc$", "abc\n"))  // $ is the end of input only
        #expect(try !matches("^\\d$", "\u{0664}"))  // \d is ASCII only (ARABIC-INDIC FOUR)
        #expect(try matches("^\\D$", "\u{0664}"))
        #expect(try !matches("^\\w$", "é"))
        #expect(try matches("^[\\w-]+$", "a-b_c9"))
        #expect(try matches("^\\s$", "\u{FEFF}"))
        #expect(try matches("^[^\\s]$", "x"))
        #expect(try !matches("^.$", "\n"))
        #expect(try matches("^[^]$", "\n"))  // [^] matches anything
        #expect(try !matches("[]", "a"))  // [] matches nothing
        #expect(try matches("^[a[]$", "["))  // [ is a literal inside a class
        #expect(try matches("^[&&]+$", "&&"))
        #expect(try matches("\\bcat\\b", "a cat!"))
        #expect(try !matches("\\bcat\\b", "écats"))
        #expect(try matches("^\\p{L}+$", "Géolocalisation"))
        #expect(try matches("^🐲*$", "🐲🐲"))
        #expect(try matches("^\\u{1F432}$", "🐲"))
        #expect(throws: ECMARegex.PatternError.self) { _ = try ECMARegex("(") }
    }

    // MARK: URI references

    @Test func referenceResolutionFollowsRFC3986() {
        // RFC 3986 §5.4.1 normal examples.
        let base = URIReference(parsing: "http://a/b/c/d;p?q")
        let examples = [
            "g:h": "g:h", "g": "http://a/b/c/g", "./g": "http://a/b/c/g", "g/": "http://a/b/c/g/",
            "/g": "http://a/g", "//g": "http://g", "?y": "http://a/b/c/d;p?y", "g?y": "http://a/b/c/g?y",
            "#s": "http://a/b/c/d;p?q#s", "g#s": "http://a/b/c/g#s", ";x": "http://a/b/c/;x", "": "http://a/b/c/d;p?q",
            ".": "http://a/b/c/", "./": "http://a/b/c/", "..": "http://a/b/", "../": "http://a/b/",
            "../g": "http://a/b/g", "../..": "http://a/", "../../g": "http://a/g", "../../../g": "http://a/g",
        ]
        for (reference, expected) in examples {
            #expect(URIReference(parsing: reference).resolved(against: base).description == expected, "\(reference)")
        }
        // Bases without a scheme: plain file names.
        let name = URIReference(parsing: "schemas/framework.schema.json")
        #expect(
            URIReference(parsing: "catalog.schema.json#/$defs/x").resolved(against: name).description
                == "schemas/catalog.schema.json#/$defs/x")
        #expect(URIReference(parsing: "#/a").resolved(against: URIReference(parsing: "x.json")).description == "x.json#/a")
    }

    // MARK: Depth

    @Test func deeplyNestedInstancesStopAtTheDepthLimit() throws {
        let depth = 500
        let instance = try JSONReader.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        let schema = try compileSchema(##"{"type": "array", "items": {"$ref": "#"}}"##)
        let errors = Validator().validate(instance, against: schema)
        #expect(errors.count == 1)
        #expect(errors.first?.reason == .depthLimitExceeded(limit: Validator.defaultMaximumDepth))
        #expect(errors.first?.keyword == "maximumDepth")
        #expect(!Validator().isValid(instance, against: schema))
        #expect(Validator(maximumDepth: 1200).validate(instance, against: schema).isEmpty)
        #expect(Validator(maximumDepth: 10).validate(try json("[[[]]]"), against: schema).isEmpty)
    }

    @Test func deeplyNestedSchemasCompileWithoutRecursion() throws {
        var schema: JSONValue = true
        for _ in 0..<1000 { schema = ["items": schema] }
        #expect(throws: Never.self) { _ = try Schema(schema) }
        var notChain: JSONValue = ["type": "string"]
        for _ in 0..<1000 { notChain = ["not": notChain] }
        #expect(throws: Never.self) { _ = try Schema(notChain) }
    }
}
