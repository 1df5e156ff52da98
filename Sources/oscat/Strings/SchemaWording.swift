import JSONReader
import JSONSchema

extension UIStrings {
    /// A JSON Schema failure at `pointer`, in the user's language. Values, property names,
    /// patterns, keywords and pointers stay as written.
    func message(for reason: ValidationError.Reason, at pointer: JSONPointer) -> String {
        switch reason {
        case .falseSchema:
            return self(.schemaFalse)
        case .typeMismatch(let expected, let found):
            return self(.schemaTypeMismatch, joinedWithOr(expected.map(typeName)), typeName(found))
        case .notInEnum(let value, let allowed, let suggestion):
            let limit = ValidationError.enumListLimit
            let shown = allowed.count > limit ? allowed.prefix(limit).joined(separator: ", ") + ", …" : allowed.joined(separator: ", ")
            return self(.schemaNotInEnum, value, shown) + didYouMean(suggestion)
        case .notConst(let value, let expected):
            return self(.schemaNotConst, value, expected)
        case .missingProperty(let name):
            return self(.schemaMissingProperty, name)
        case .missingDependentProperty(let property, let trigger):
            return self(.schemaMissingDependentProperty, property, trigger)
        case .additionalPropertyNotAllowed(let name, let suggestion):
            return self(.schemaAdditionalProperty, name) + didYouMean(suggestion)
        case .propertyNotAllowed(let name):
            return self(.schemaPropertyNotAllowed, name)
        case .invalidPropertyName(let name, let errors):
            guard !errors.isEmpty else { return self(.schemaInvalidPropertyName, name) }
            let details = errors.map { message(for: $0.reason, at: $0.instancePointer) }
            return self(.schemaInvalidPropertyNameBecause, name, details.joined(separator: "; "))
        case .tooFewProperties(let found, let minimum):
            return self(.schemaTooFewProperties, count(.countProperties, found), String(minimum))
        case .tooManyProperties(let found, let maximum):
            return self(.schemaTooManyProperties, count(.countProperties, found), String(maximum))
        case .tooFewItems(let found, let minimum):
            return self(.schemaTooFewItems, count(.countItems, found), String(minimum))
        case .tooManyItems(let found, let maximum):
            return self(.schemaTooManyItems, count(.countItems, found), String(maximum))
        case .itemNotAllowed(let index, let allowed):
            return self(.schemaItemNotAllowed, String(index), count(.countItems, allowed))
        case .duplicateItem(let index, let firstIndex):
            return self(.schemaDuplicateItem, String(index), String(firstIndex))
        case .tooFewContained(let found, let minimum):
            if found == 0 && minimum == 1 { return self(.schemaNoneContained) }
            return self(.schemaTooFewContained, count(.countItems, found), String(minimum))
        case .tooManyContained(let found, let maximum):
            return self(.schemaTooManyContained, count(.countItems, found), String(maximum))
        case .tooShort(let length, let minimum):
            return self(.schemaTooShort, count(.countCharacters, length), String(minimum))
        case .tooLong(let length, let maximum):
            return self(.schemaTooLong, count(.countCharacters, length), String(maximum))
        case .patternMismatch(let value, let pattern):
            return self(.schemaPatternMismatch, value, pattern)
        case .formatMismatch(let value, let format, let detail):
            guard let detail else { return self(.schemaFormatMismatch, value, formatName(format)) }
            return self(.schemaFormatMismatchDetail, value, formatName(format), wording(detail))
        case .belowMinimum(let value, let minimum):
            return self(.schemaBelowMinimum, value.text, minimum.text)
        case .notAboveExclusiveMinimum(let value, let limit):
            return self(.schemaNotAboveExclusiveMinimum, value.text, limit.text)
        case .aboveMaximum(let value, let maximum):
            return self(.schemaAboveMaximum, value.text, maximum.text)
        case .notBelowExclusiveMaximum(let value, let limit):
            return self(.schemaNotBelowExclusiveMaximum, value.text, limit.text)
        case .notMultipleOf(let value, let divisor):
            return self(.schemaNotMultipleOf, value.text, divisor.text)
        case .noAlternativeMatched(let keyword, let alternatives):
            return alternativesSummary(keyword: keyword, alternatives: alternatives, at: pointer)
        case .severalAlternativesMatched(let indices):
            return self(.schemaSeveralMatched, joinedWithAnd(indices.map(String.init)))
        case .matchesNot:
            return self(.schemaMatchesNot)
        case .depthLimitExceeded(let limit):
            return self(.schemaDepthLimit, count(.countLevels, limit))
        }
    }

    /// Why a string fails its format, in the user's language.
    func wording(_ problem: ValidationError.FormatProblem) -> String {
        switch problem {
        case .notFullDate: self(.schemaDateForm)
        case .monthOutOfRange(let month): self(.schemaDateMonth, String(month))
        case .dayZero: self(.schemaDateDayZero)
        case .dayBeyondMonth(let year, let month, let days):
            self(.schemaDateDaysInMonth, monthName(month), String(year), count(.countDays, days))
        case .notAbsoluteURI: self(.schemaUriAbsolute)
        }
    }

    /// A failed `anyOf`/`oneOf` on one line: the number of alternatives and the first reason of
    /// the first few, as ``ValidationError/message`` summarizes them in English.
    private func alternativesSummary(keyword: String, alternatives: [[ValidationError]], at base: JSONPointer) -> String {
        var parts: [String] = []
        for (index, errors) in alternatives.prefix(ValidationError.alternativeSummaryLimit).enumerated() {
            guard let first = errors.first else { continue }
            var part = message(for: first.reason, at: first.instancePointer)
            let length = ValidationError.alternativeSummaryLength
            if part.unicodeScalars.count > length {
                part = String(String.UnicodeScalarView(part.unicodeScalars.prefix(length - 1))) + "…"
            }
            if errors.count > 1 { part += " " + self(.schemaMoreErrors, String(errors.count - 1)) }
            if first.instancePointer != base { part = self(.schemaAlternativeAt, pointerText(first.instancePointer), part) }
            parts.append("\(index): \(part)")
        }
        var text = self(.schemaNoneMatched, String(alternatives.count), keyword)
        if !parts.isEmpty {
            text += " (" + parts.joined(separator: "; ")
            if alternatives.count > ValidationError.alternativeSummaryLimit { text += "; …" }
            text += ")"
        }
        return text
    }

    /// A JSON Pointer for messages: `(root)` (localized) for the whole document.
    func pointerText(_ pointer: JSONPointer) -> String {
        pointer.isRoot ? self(.validateRoot) : pointer.description
    }

    /// A JSON type named in the user's language (`null`, and unknown names, stay as written).
    func typeName(_ type: String) -> String {
        switch type {
        case "string": self(.schemaTypeString)
        case "number": self(.schemaTypeNumber)
        case "integer": self(.schemaTypeInteger)
        case "boolean": self(.schemaTypeBoolean)
        case "object": self(.schemaTypeObject)
        case "array": self(.schemaTypeArray)
        default: type
        }
    }

    /// A `format` named in the user's language (unknown formats stay as written).
    private func formatName(_ format: String) -> String {
        switch format {
        case "date": self(.schemaFormatDate)
        case "uri": self(.schemaFormatUri)
        default: format
        }
    }

    /// What a schema keyword's value must be, in the user's language (JSON type names in the
    /// list of `type` stay as written).
    func wording(_ expected: SchemaLoadError.ExpectedKeywordValue) -> String {
        switch expected {
        case .string: self(.schemaExpectedString)
        case .uriReference: self(.schemaExpectedURIReference)
        case .uri: self(.schemaExpectedURI)
        case .regularExpression: self(.schemaExpectedRegularExpression)
        case .boolean: self(.schemaExpectedBoolean)
        case .array: self(.schemaExpectedArray)
        case .number: self(.schemaExpectedNumber)
        case .positiveNumber: self(.schemaExpectedPositiveNumber)
        case .nonNegativeInteger: self(.schemaExpectedNonNegativeInteger)
        case .typeNames: self(.schemaExpectedTypeNames)
        case .distinctStrings: self(.schemaExpectedDistinctStrings)
        case .nonEmptySchemaArray: self(.schemaExpectedNonEmptySchemaArray)
        case .schemaObject: self(.schemaExpectedSchemaObject)
        case .patternSchemaObject: self(.schemaExpectedPatternSchemaObject)
        case .distinctStringsObject: self(.schemaExpectedDistinctStringsObject)
        }
    }

    /// Why a `$id` or `$anchor` value cannot be used, in the user's language.
    func wording(_ problem: SchemaLoadError.IdentifierProblem) -> String {
        switch problem {
        case .idWithFragment: self(.schemaIdentifierIdWithFragment)
        case .invalidAnchorName: self(.schemaIdentifierInvalidAnchorName)
        }
    }

    /// `; did you mean 'x'?`, or nothing.
    func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { self(.problemDidYouMean, $0) } ?? ""
    }
}
