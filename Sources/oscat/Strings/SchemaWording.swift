import JSONReader
import JSONSchema
import OSCatalogLocalization

extension LocalizedStrings {
    /// A JSON Schema failure at `pointer`, in the user's language. Values, property names,
    /// patterns, keywords and pointers stay as written.
    func message(for reason: ValidationError.Reason, at pointer: JSONPointer) -> String {
        switch reason {
        case .falseSchema:
            return schemaFalse
        case .typeMismatch(let expected, let found):
            return schemaTypeMismatch(joinedWithOr(expected.map(typeName)), typeName(found))
        case .notInEnum(let value, let allowed, let suggestion):
            let limit = ValidationError.enumListLimit
            let shown = allowed.count > limit ? allowed.prefix(limit).joined(separator: ", ") + ", …" : allowed.joined(separator: ", ")
            return schemaNotInEnum(value, shown) + didYouMean(suggestion)
        case .notConst(let value, let expected):
            return schemaNotConst(value, expected)
        case .missingProperty(let name):
            return schemaMissingProperty(name)
        case .missingDependentProperty(let property, let trigger):
            return schemaMissingDependentProperty(property, trigger)
        case .additionalPropertyNotAllowed(let name, let suggestion):
            return schemaAdditionalProperty(name) + didYouMean(suggestion)
        case .propertyNotAllowed(let name):
            return schemaPropertyNotAllowed(name)
        case .invalidPropertyName(let name, let errors):
            guard !errors.isEmpty else { return schemaInvalidPropertyName(name) }
            let details = errors.map { message(for: $0.reason, at: $0.instancePointer) }
            return schemaInvalidPropertyNameBecause(name, details.joined(separator: "; "))
        case .tooFewProperties(let found, let minimum):
            return schemaTooFewProperties(countProperties(found), String(minimum))
        case .tooManyProperties(let found, let maximum):
            return schemaTooManyProperties(countProperties(found), String(maximum))
        case .tooFewItems(let found, let minimum):
            return schemaTooFewItems(countItems(found), String(minimum))
        case .tooManyItems(let found, let maximum):
            return schemaTooManyItems(countItems(found), String(maximum))
        case .itemNotAllowed(let index, let allowed):
            return schemaItemNotAllowed(String(index), countItems(allowed))
        case .duplicateItem(let index, let firstIndex):
            return schemaDuplicateItem(String(index), String(firstIndex))
        case .tooFewContained(let found, let minimum):
            if found == 0 && minimum == 1 { return schemaNoneContained }
            return schemaTooFewContained(countItems(found), String(minimum))
        case .tooManyContained(let found, let maximum):
            return schemaTooManyContained(countItems(found), String(maximum))
        case .tooShort(let length, let minimum):
            return schemaTooShort(countCharacters(length), String(minimum))
        case .tooLong(let length, let maximum):
            return schemaTooLong(countCharacters(length), String(maximum))
        case .patternMismatch(let value, let pattern):
            return schemaPatternMismatch(value, pattern)
        case .formatMismatch(let value, let format, let detail):
            guard let detail else { return schemaFormatMismatch(value, formatName(format)) }
            return schemaFormatMismatchDetail(value, formatName(format), wording(detail))
        case .belowMinimum(let value, let minimum):
            return schemaBelowMinimum(value.text, minimum.text)
        case .notAboveExclusiveMinimum(let value, let limit):
            return schemaNotAboveExclusiveMinimum(value.text, limit.text)
        case .aboveMaximum(let value, let maximum):
            return schemaAboveMaximum(value.text, maximum.text)
        case .notBelowExclusiveMaximum(let value, let limit):
            return schemaNotBelowExclusiveMaximum(value.text, limit.text)
        case .notMultipleOf(let value, let divisor):
            return schemaNotMultipleOf(value.text, divisor.text)
        case .noAlternativeMatched(let keyword, let alternatives):
            return alternativesSummary(keyword: keyword, alternatives: alternatives, at: pointer)
        case .severalAlternativesMatched(let indices):
            return schemaSeveralMatched(joinedWithAnd(indices.map(String.init)))
        case .matchesNot:
            return schemaMatchesNot
        case .depthLimitExceeded(let limit):
            return schemaDepthLimit(countLevels(limit))
        }
    }

    /// Why a string fails its format, in the user's language.
    func wording(_ problem: ValidationError.FormatProblem) -> String {
        switch problem {
        case .notFullDate: schemaDateForm
        case .monthOutOfRange(let month): schemaDateMonth(String(month))
        case .dayZero: schemaDateDayZero
        case .dayBeyondMonth(let year, let month, let days):
            schemaDateDaysInMonth(monthName(month), String(year), countDays(days))
        case .notAbsoluteURI: schemaURIAbsolute
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
            if errors.count > 1 { part += " " + schemaMoreErrors(String(errors.count - 1)) }
            if first.instancePointer != base { part = schemaAlternativeAt(pointerText(first.instancePointer), part) }
            parts.append("\(index): \(part)")
        }
        var text = schemaNoneMatched(String(alternatives.count), keyword)
        if !parts.isEmpty {
            text += " (" + parts.joined(separator: "; ")
            if alternatives.count > ValidationError.alternativeSummaryLimit { text += "; …" }
            text += ")"
        }
        return text
    }

    /// A JSON Pointer for messages: `(root)` (localized) for the whole document.
    func pointerText(_ pointer: JSONPointer) -> String {
        pointer.isRoot ? validateRoot : pointer.description
    }

    /// A JSON type named in the user's language (`null`, and unknown names, stay as written).
    func typeName(_ type: String) -> String {
        switch type {
        case "string": schemaTypeString
        case "number": schemaTypeNumber
        case "integer": schemaTypeInteger
        case "boolean": schemaTypeBoolean
        case "object": schemaTypeObject
        case "array": schemaTypeArray
        default: type
        }
    }

    /// A `format` named in the user's language (unknown formats stay as written).
    private func formatName(_ format: String) -> String {
        switch format {
        case "date": schemaFormatDate
        case "uri": schemaFormatURI
        default: format
        }
    }

    /// What a schema keyword's value must be, in the user's language (JSON type names in the
    /// list of `type` stay as written).
    func wording(_ expected: SchemaLoadError.ExpectedKeywordValue) -> String {
        switch expected {
        case .string: schemaExpectedString
        case .uriReference: schemaExpectedURIReference
        case .uri: schemaExpectedURI
        case .regularExpression: schemaExpectedRegularExpression
        case .boolean: schemaExpectedBoolean
        case .array: schemaExpectedArray
        case .number: schemaExpectedNumber
        case .positiveNumber: schemaExpectedPositiveNumber
        case .nonNegativeInteger: schemaExpectedNonNegativeInteger
        case .typeNames: schemaExpectedTypeNames
        case .distinctStrings: schemaExpectedDistinctStrings
        case .nonEmptySchemaArray: schemaExpectedNonEmptySchemaArray
        case .schemaObject: schemaExpectedSchemaObject
        case .patternSchemaObject: schemaExpectedPatternSchemaObject
        case .distinctStringsObject: schemaExpectedDistinctStringsObject
        }
    }

    /// Why a `$id` or `$anchor` value cannot be used, in the user's language.
    func wording(_ problem: SchemaLoadError.IdentifierProblem) -> String {
        switch problem {
        case .idWithFragment: schemaIdentifierIDWithFragment
        case .invalidAnchorName: schemaIdentifierInvalidAnchorName
        }
    }

    /// `; did you mean 'x'?`, or nothing.
    func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { problemDidYouMean($0) } ?? ""
    }
}
