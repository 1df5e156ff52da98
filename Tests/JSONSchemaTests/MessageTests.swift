import JSONReader
import Testing

@testable import JSONSchema

/// The English wording of validation errors, one keyword at a time.
@Suite struct MessageTests {
    @Test func missingRequiredProperty() throws {
        #expect(
            try messages(#"{"required": ["id", "name"]}"#, #"{"name": "UIKit"}"#)
                == ["missing required property 'id'"])
    }

    @Test func enumListsTheOptionsAndSuggestsTheClosest() throws {
        let schema = #"{"enum": ["cocoa-touch", "media", "core-services", "core-os"]}"#
        #expect(
            try messages(schema, #""core-service""#)
                == ["'core-service' is not one of: cocoa-touch, media, core-services, core-os; did you mean 'core-services'?"])
        #expect(try messages(schema, #""xyzzy""#) == ["'xyzzy' is not one of: cocoa-touch, media, core-services, core-os"])
        #expect(try messages(schema, "42") == ["42 is not one of: cocoa-touch, media, core-services, core-os"])
    }

    @Test func enumQuotesAmbiguousOptionsAndShortensLongLists() throws {
        #expect(
            try messages(#"{"enum": ["", "a, b", "1", null, {"k": 1}]}"#, #""x""#)
                == [#"'x' is not one of: '', 'a, b', '1', null, {"k":1}"#])
        let many = (1...15).map { "\"v\($0)\"" }.joined(separator: ", ")
        let message = try messages("{\"enum\": [\(many)]}", #""zz""#).first ?? ""
        #expect(message.hasSuffix("v10, v11, v12, …"))
    }

    @Test func numericBounds() throws {
        #expect(try messages(#"{"minimum": 4}"#, "3") == ["value 3 is less than the minimum 4"])
        #expect(try messages(#"{"maximum": 4}"#, "4.5") == ["value 4.5 is greater than the maximum 4"])
        #expect(try messages(#"{"exclusiveMinimum": 4}"#, "4") == ["value 4 is not greater than the exclusive minimum 4"])
        #expect(try messages(#"{"exclusiveMaximum": 4}"#, "4.0") == ["value 4.0 is not less than the exclusive maximum 4"])
        #expect(try messages(#"{"multipleOf": 2}"#, "7") == ["value 7 is not a multiple of 2"])
    }

    @Test func additionalPropertySuggestsADeclaredPropertyTheObjectLacks() throws {
        let schema = #"{"properties": {"module": {}, "name": {}}, "additionalProperties": false}"#
        #expect(
            try messages(schema, #"{"modul": 1}"#)
                == ["additional property 'modul' is not allowed; did you mean 'module'?"])
        // 'module' is present already, so it is not suggested for 'modul'.
        #expect(try messages(schema, #"{"module": 1, "modul": 2}"#) == ["additional property 'modul' is not allowed"])
        #expect(try messages(schema, #"{"zzz": 1}"#) == ["additional property 'zzz' is not allowed"])
    }

    @Test func typeMismatch() throws {
        #expect(try messages(#"{"type": "string"}"#, "3") == ["expected a string, found a number"])
        #expect(try messages(#"{"type": ["string", "null"]}"#, "[]") == ["expected a string or null, found an array"])
        #expect(try messages(#"{"type": "object"}"#, "null") == ["expected an object, found null"])
        #expect(
            try messages(#"{"type": ["string", "integer", "object"]}"#, "1.5")
                == ["expected a string, an integer or an object, found a number"])
        #expect(try messages(#"{"type": "integer"}"#, "1.0") == [])
    }

    @Test func constAndNot() throws {
        #expect(try messages(#"{"const": "v1"}"#, #""v2""#) == ["'v2' is not the required value 'v1'"])
        #expect(try messages(#"{"not": {"type": "null"}}"#, "null") == ["value must not match the schema in 'not'"])
    }

    @Test func stringLengthCountsCodePoints() throws {
        #expect(
            try messages(#"{"minLength": 3}"#, #""ab""#)
                == ["string is 2 characters long, shorter than the minimum length 3"])
        // One emoji is one code point (two UTF-16 units); "e" + combining acute accent is two.
        #expect(try messages(#"{"maxLength": 1}"#, #""😀""#) == [])
        #expect(
            try messages(#"{"maxLength": 1}"#, #""e\u0301""#)
                == ["string is 2 characters long, longer than the maximum length 1"])
    }

    @Test func patternAndFormat() throws {
        #expect(try messages(#"{"pattern": "^[a-z]+$"}"#, #""Foo""#) == ["'Foo' does not match the pattern ^[a-z]+$"])
        #expect(
            try messages(#"{"format": "date"}"#, #""2021-02-29""#)
                == ["'2021-02-29' is not a valid date (February 2021 has 28 days)"])
        #expect(
            try messages(#"{"format": "date"}"#, #""2021-2-3""#)
                == ["'2021-2-3' is not a valid date (expected the form YYYY-MM-DD)"])
        #expect(
            try messages(#"{"format": "uri"}"#, #""/relative""#)
                == ["'/relative' is not a valid uri (expected an absolute URI as in RFC 3986)"])
    }

    @Test func arrays() throws {
        #expect(try messages(#"{"minItems": 2}"#, "[1]") == ["array has 1 item, fewer than the minimum 2"])
        #expect(try messages(#"{"maxItems": 1}"#, "[1, 2]") == ["array has 2 items, more than the maximum 1"])
        #expect(
            try messages(#"{"uniqueItems": true}"#, "[1, 2, 1.0, 2]")
                == ["item 2 is equal to item 0; array items must be unique", "item 3 is equal to item 1; array items must be unique"])
        #expect(
            try messages(#"{"prefixItems": [{}], "items": false}"#, "[1, 2, 3]")
                == ["item 1 is not allowed; the array may have at most 1 item"])
        #expect(try messages(#"{"contains": {"type": "string"}}"#, "[1]") == ["array has no item matching the 'contains' schema"])
        #expect(
            try messages(#"{"contains": {"type": "string"}, "minContains": 2}"#, #"["a", 1]"#)
                == ["array has 1 item matching the 'contains' schema, fewer than the minimum 2"])
        #expect(
            try messages(#"{"contains": {"type": "string"}, "maxContains": 1}"#, #"["a", "b"]"#)
                == ["array has 2 items matching the 'contains' schema, more than the maximum 1"])
    }

    @Test func objects() throws {
        #expect(try messages(#"{"minProperties": 2}"#, #"{"a": 1}"#) == ["object has 1 property, fewer than the minimum 2"])
        #expect(try messages(#"{"maxProperties": 0}"#, #"{"a": 1}"#) == ["object has 1 property, more than the maximum 0"])
        #expect(
            try messages(#"{"dependentRequired": {"min": ["max"]}}"#, #"{"min": 1}"#)
                == ["missing property 'max', which is required when 'min' is present"])
        #expect(
            try messages(#"{"propertyNames": {"pattern": "^[a-z]+$"}}"#, #"{"Foo": 1}"#)
                == ["property name 'Foo' is not allowed: 'Foo' does not match the pattern ^[a-z]+$"])
        #expect(try messages(#"{"properties": {"legacy": false}}"#, #"{"legacy": 1}"#) == ["property 'legacy' is not allowed"])
    }

    @Test func falseSchema() throws {
        #expect(try messages("false", "1") == ["no value is allowed here (the schema is 'false')"])
    }

    @Test func anyOfIsSummarizedCompactly() throws {
        let schema = #"{"anyOf": [{"type": "string"}, {"type": "integer", "minimum": 4}]}"#
        #expect(
            try messages(schema, "3")
                == [
                    "value matches none of the 2 alternatives of anyOf (0: expected a string, found a number; 1: value 3 is less than the minimum 4)"
                ])
        let nested = #"{"anyOf": [{"properties": {"a": {"type": "string"}}}, {"required": ["b"]}]}"#
        #expect(
            try messages(nested, #"{"a": 1}"#)
                == [
                    "value matches none of the 2 alternatives of anyOf (0: at /a: expected a string, found a number; 1: missing required property 'b')"
                ])
        let many = #"{"anyOf": [{"type": "string"}, {"type": "null"}, {"type": "array"}, {"type": "object"}]}"#
        #expect(try messages(many, "1").first?.hasSuffix("2: expected an array, found a number; …)") == true)
    }

    @Test func oneOfNamesTheMatchingAlternatives() throws {
        let schema = #"{"oneOf": [{"type": "integer"}, {"minimum": 2}, {"type": "string"}]}"#
        #expect(try messages(schema, "3") == ["value matches alternatives 0 and 1 of oneOf; it must match exactly one"])
        #expect(try messages(schema, "1") == [])
        #expect(
            try messages(schema, "1.5").first?.hasPrefix("value matches none of the 3 alternatives of oneOf (0: expected an integer")
                == true)
    }

    @Test func theAlternativesStayAvailableAsData() throws {
        let errors = try compileSchema(#"{"anyOf": [{"type": "string"}, {"minimum": 4}]}"#).validate(try json("3"))
        guard case .noAlternativeMatched(let keyword, let alternatives)? = errors.first?.reason else {
            Issue.record("expected noAlternativeMatched, got \(errors)")
            return
        }
        #expect(keyword == "anyOf")
        #expect(alternatives.map { $0.map(\.keyword) } == [["type"], ["minimum"]])
    }

    @Test func messagesEscapeControlCharactersAndShortenLongValues() throws {
        #expect(
            try messages(#"{"const": "a"}"#, #""line\nbreak\u001b[31m""#) == [#"'line\nbreak\u{1B}[31m' is not the required value 'a'"#])
        let long = String(repeating: "x", count: 200)
        let message = try messages(#"{"maxLength": 3}"#, "[\"\(long)\"]")
        #expect(message.isEmpty)  // not a string: maxLength ignores arrays
        let patternMessage = try messages(#"{"pattern": "^y"}"#, "\"\(long)\"").first ?? ""
        #expect(patternMessage.hasPrefix("'" + String(repeating: "x", count: 59) + "…'"))
    }

    @Test func descriptionHasPositionPointerAndMessage() throws {
        let errors = try compileSchema(#"{"properties": {"n": {"minimum": 4}}}"#).validate(try json("{\n  \"n\": 3\n}"))
        #expect(errors.map(\.description) == ["2:8: /n: value 3 is less than the minimum 4"])
        let root = try compileSchema(#"{"type": "object"}"#).validate(try json("1"))
        #expect(root.map(\.description) == ["1:1: (root): expected an object, found a number"])
    }
}
