import JSONReader
import TextMatching

/// Applies compiled schema nodes to instance values.
///
/// `evaluate` returns whether the value is valid. With `collect` it also appends every error to
/// `errors`; without, it stops at the first failure and appends nothing, which is how `not`,
/// `if`, `contains` and `isValid` ask their question.
///
/// Validation recurses (schema → keyword → subschema), so every function on that path is small
/// and binds only what it uses: ``apply(_:_:pointer:depth:collect:errors:)`` dispatches without
/// binding payloads, each applicator has its own function, error values are built in separate
/// functions, and the assertions, which never recurse, live in
/// ``assert(_:_:pointer:collect:errors:)``. That keeps the stack used per level of nesting small,
/// even in debug builds, where every temporary gets its own stack slot.
struct Evaluator {
    let nodes: [SchemaNode]
    let maximumDepth: Int

    /// Sorted, without repeats.
    static func reportable(_ errors: [ValidationError]) -> [ValidationError] {
        var seen: Set<ValidationError> = []
        return errors.filter { seen.insert($0).inserted }.sorted(by: ValidationError.reportOrder)
    }

    func evaluate(
        _ id: NodeID, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard nodes.indices.contains(id) else { return false }
        guard depth < maximumDepth else {
            return nodeFailure(
                id, .depthLimitExceeded(limit: maximumDepth), keyword: "maximumDepth", value, pointer: pointer,
                collect: collect, errors: &errors)
        }
        switch nodes[id].body {
        case .always(true):
            return true
        case .always(false):
            return nodeFailure(id, .falseSchema, keyword: "false", value, pointer: pointer, collect: collect, errors: &errors)
        case .keywords(let keywords):
            var valid = true
            for keyword in keywords where !apply(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors) {
                valid = false
                if !collect { return false }
            }
            return valid
        }
    }

    // MARK: Helpers

    /// Records a failure of the whole schema `id` (the `false` schema, the depth limit) and returns false.
    @inline(never)
    private func nodeFailure(
        _ id: NodeID, _ reason: ValidationError.Reason, keyword: String, _ value: JSONValue,
        pointer: JSONPointer, collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        if collect {
            errors.append(
                ValidationError(
                    instancePointer: pointer, instancePosition: value.position, keyword: keyword,
                    schemaLocation: nodes[id].location, reason: reason))
        }
        return false
    }

    /// Records a failure of the keyword at `site` for the value at `pointer` and returns false.
    @inline(never)
    private func fail(
        _ reason: ValidationError.Reason, _ site: KeywordSite, pointer: JSONPointer, position: SourcePosition,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        if collect {
            errors.append(
                ValidationError(
                    instancePointer: pointer, instancePosition: position, keyword: site.name,
                    schemaLocation: site.location, reason: reason))
        }
        return false
    }

    /// True when `id` is valid for `value`, without collecting errors.
    private func test(_ id: NodeID, _ value: JSONValue, pointer: JSONPointer, depth: Int) -> Bool {
        var ignored: [ValidationError] = []
        return evaluate(id, value, pointer: pointer, depth: depth + 1, collect: false, errors: &ignored)
    }

    private func isFalse(_ id: NodeID) -> Bool {
        nodes.indices.contains(id) && nodes[id].isFalse
    }

    // MARK: Dispatch

    /// Sends each keyword to the function that handles it, binding nothing.
    private func apply(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        switch keyword.check {
        case .reference: return reference(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .allOf: return allOf(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .anyOf: return anyOf(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .oneOf: return oneOf(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .not: return not(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .conditional: return conditional(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .properties: return properties(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .patternProperties: return patternProperties(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .additionalProperties:
            return additionalProperties(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .propertyNames: return propertyNames(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .dependentSchemas: return dependentSchemas(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .prefixItems: return prefixItems(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .items: return items(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        case .contains: return contains(keyword, value, pointer: pointer, depth: depth, collect: collect, errors: &errors)
        default: return assert(keyword, value, pointer: pointer, collect: collect, errors: &errors)
        }
    }

    // MARK: In-place applicators

    private func reference(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .reference(let target) = keyword.check else { return true }
        return evaluate(target, value, pointer: pointer, depth: depth + 1, collect: collect, errors: &errors)
    }

    private func allOf(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .allOf(let ids) = keyword.check else { return true }
        var valid = true
        for id in ids where !evaluate(id, value, pointer: pointer, depth: depth + 1, collect: collect, errors: &errors) {
            valid = false
            if !collect { return false }
        }
        return valid
    }

    private func anyOf(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .anyOf(let ids) = keyword.check else { return true }
        if !collect { return ids.contains { test($0, value, pointer: pointer, depth: depth) } }
        var alternatives: [[ValidationError]] = []
        for id in ids {
            var local: [ValidationError] = []
            if evaluate(id, value, pointer: pointer, depth: depth + 1, collect: true, errors: &local) { return true }
            alternatives.append(Evaluator.reportable(local))
        }
        return fail(
            .noAlternativeMatched(keyword: "anyOf", alternatives: alternatives), keyword.site,
            pointer: pointer, position: value.position, collect: collect, errors: &errors)
    }

    private func oneOf(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .oneOf(let ids) = keyword.check else { return true }
        if !collect {
            var matches = 0
            for id in ids where test(id, value, pointer: pointer, depth: depth) {
                matches += 1
                if matches > 1 { return false }
            }
            return matches == 1
        }
        var alternatives: [[ValidationError]] = []
        var matching: [Int] = []
        for (i, id) in ids.enumerated() {
            var local: [ValidationError] = []
            if evaluate(id, value, pointer: pointer, depth: depth + 1, collect: true, errors: &local) { matching.append(i) }
            alternatives.append(Evaluator.reportable(local))
        }
        if matching.count == 1 { return true }
        let reason: ValidationError.Reason =
            matching.isEmpty
            ? .noAlternativeMatched(keyword: "oneOf", alternatives: alternatives)
            : .severalAlternativesMatched(indices: matching)
        return fail(reason, keyword.site, pointer: pointer, position: value.position, collect: collect, errors: &errors)
    }

    private func not(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .not(let id) = keyword.check, test(id, value, pointer: pointer, depth: depth) else { return true }
        return fail(.matchesNot, keyword.site, pointer: pointer, position: value.position, collect: collect, errors: &errors)
    }

    private func conditional(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .conditional(let condition, let then, let otherwise) = keyword.check else { return true }
        let branch = test(condition, value, pointer: pointer, depth: depth) ? then?.node : otherwise?.node
        guard let branch else { return true }
        return evaluate(branch, value, pointer: pointer, depth: depth + 1, collect: collect, errors: &errors)
    }

    private func dependentSchemas(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .dependentSchemas(let rules) = keyword.check, let object = value.objectValue else { return true }
        var valid = true
        for rule in rules
        where object.contains(rule.trigger)
            && !evaluate(rule.node, value, pointer: pointer, depth: depth + 1, collect: collect, errors: &errors)
        {
            valid = false
            if !collect { return false }
        }
        return valid
    }

    // MARK: Object applicators

    private func properties(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .properties(let properties) = keyword.check, let object = value.objectValue else { return true }
        var valid = true
        for property in properties {
            guard let member = object.member(property.name) else { continue }
            let ok =
                isFalse(property.node)
                ? fail(
                    .propertyNotAllowed(member.key), keyword.site, pointer: pointer.appending(member.key),
                    position: member.keyPosition, collect: collect, errors: &errors)
                : evaluate(
                    property.node, member.value, pointer: pointer.appending(member.key), depth: depth + 1,
                    collect: collect, errors: &errors)
            if !ok {
                valid = false
                if !collect { return false }
            }
        }
        return valid
    }

    private func patternProperties(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .patternProperties(let patterns) = keyword.check, let object = value.objectValue else { return true }
        var valid = true
        for member in object.members {
            for pattern in patterns
            where pattern.regex.matches(member.key)
                && !evaluate(
                    pattern.node, member.value, pointer: pointer.appending(member.key), depth: depth + 1,
                    collect: collect, errors: &errors)
            {
                valid = false
                if !collect { return false }
            }
        }
        return valid
    }

    private func additionalProperties(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .additionalProperties(let node, let declared, _, let patterns) = keyword.check,
            let object = value.objectValue
        else { return true }
        var valid = true
        let nodeIsFalse = isFalse(node)
        for member in object.members {
            if declared.contains(ExactKey(member.key)) || patterns.contains(where: { $0.matches(member.key) }) { continue }
            let ok =
                nodeIsFalse
                ? additionalPropertyFailure(keyword, member, object, pointer: pointer, collect: collect, errors: &errors)
                : evaluate(node, member.value, pointer: pointer.appending(member.key), depth: depth + 1, collect: collect, errors: &errors)
            if !ok {
                valid = false
                if !collect { return false }
            }
        }
        return valid
    }

    /// The error for a property that `additionalProperties: false` forbids, with a "did you mean"
    /// among the declared properties the object does not have.
    @inline(never)
    private func additionalPropertyFailure(
        _ keyword: CompiledKeyword, _ member: JSONMember, _ object: JSONObject,
        pointer: JSONPointer, collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard collect, case .additionalProperties(_, _, let declaredNames, _) = keyword.check else { return false }
        let suggestion = Suggestion.closestMatch(to: member.key, in: declaredNames.filter { !object.contains($0) })
        return fail(
            .additionalPropertyNotAllowed(member.key, suggestion: suggestion), keyword.site,
            pointer: pointer.appending(member.key), position: member.keyPosition, collect: collect, errors: &errors)
    }

    private func propertyNames(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .propertyNames(let node) = keyword.check, let object = value.objectValue else { return true }
        var valid = true
        for member in object.members {
            let memberPointer = pointer.appending(member.key)
            let name = JSONValue(.string(member.key), position: member.keyPosition, pointer: memberPointer)
            var local: [ValidationError] = []
            if !evaluate(node, name, pointer: memberPointer, depth: depth + 1, collect: collect, errors: &local) {
                valid = false
                if !collect { return false }
                _ = fail(
                    .invalidPropertyName(member.key, errors: Evaluator.reportable(local)), keyword.site,
                    pointer: memberPointer, position: member.keyPosition, collect: collect, errors: &errors)
            }
        }
        return valid
    }

    // MARK: Array applicators

    private func prefixItems(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .prefixItems(let ids) = keyword.check, let items = value.arrayValue else { return true }
        var valid = true
        for i in 0..<min(ids.count, items.count)
        where !evaluate(ids[i], items[i], pointer: pointer.appending(i), depth: depth + 1, collect: collect, errors: &errors) {
            valid = false
            if !collect { return false }
        }
        return valid
    }

    private func items(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .items(let node, let prefixCount) = keyword.check, let items = value.arrayValue,
            items.count > prefixCount
        else { return true }
        if isFalse(node) {
            return fail(
                .itemNotAllowed(index: prefixCount, allowed: prefixCount), keyword.site,
                pointer: pointer.appending(prefixCount), position: items[prefixCount].position,
                collect: collect, errors: &errors)
        }
        var valid = true
        for i in prefixCount..<items.count
        where !evaluate(node, items[i], pointer: pointer.appending(i), depth: depth + 1, collect: collect, errors: &errors) {
            valid = false
            if !collect { return false }
        }
        return valid
    }

    private func contains(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer, depth: Int,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        guard case .contains(let node, let minimum, let maximum, let minSite, let maxSite) = keyword.check,
            let items = value.arrayValue
        else { return true }
        if minimum == 0 && maximum == nil { return true }
        var count = 0
        for i in items.indices where test(node, items[i], pointer: pointer.appending(i), depth: depth) {
            count += 1
            if maximum == nil && count >= minimum { return true }
            if let maximum, count > maximum { break }
        }
        if count < minimum {
            return fail(
                .tooFewContained(count: count, minimum: minimum), minSite ?? keyword.site,
                pointer: pointer, position: value.position, collect: collect, errors: &errors)
        }
        if let maximum, count > maximum {
            return fail(
                .tooManyContained(count: count, maximum: maximum), maxSite ?? keyword.site,
                pointer: pointer, position: value.position, collect: collect, errors: &errors)
        }
        return true
    }

    // MARK: Assertions (never recurse)

    @inline(never)
    private func assert(
        _ keyword: CompiledKeyword, _ value: JSONValue, pointer: JSONPointer,
        collect: Bool, errors: inout [ValidationError]
    ) -> Bool {
        let site = keyword.site
        // The reason (and the message text in it: `MessageText.value` escapes and shortens the
        // whole value) is built only when errors are collected; the probes of `not`, `anyOf`,
        // `oneOf` and `if` only need the verdict, and the inner schema of `not` fails by design.
        func failure(_ reason: @autoclosure () -> ValidationError.Reason, errors: inout [ValidationError]) -> Bool {
            guard collect else { return false }
            return fail(reason(), site, pointer: pointer, position: value.position, collect: collect, errors: &errors)
        }
        switch keyword.check {
        case .type(let types):
            if types.contains(where: { $0.admits(value) }) { return true }
            return failure(.typeMismatch(expected: types.map(\.rawValue), found: value.typeName), errors: &errors)
        case .enumeration(let allowed):
            if allowed.contains(where: { $0.semanticallyEquals(value) }) { return true }
            guard collect else { return false }
            let suggestion = value.stringValue.flatMap { Suggestion.closestMatch(to: $0, in: allowed.compactMap(\.stringValue)) }
            return failure(
                .notInEnum(
                    value: MessageText.value(value), allowed: allowed.map(MessageText.option),
                    suggestion: suggestion), errors: &errors)
        case .constant(let expected):
            if expected.semanticallyEquals(value) { return true }
            guard collect else { return false }
            return failure(.notConst(value: MessageText.value(value), expected: MessageText.value(expected)), errors: &errors)

        case .required(let names):
            guard let object = value.objectValue else { return true }
            var valid = true
            for name in names where !object.contains(name) {
                valid = failure(.missingProperty(name), errors: &errors)
                if !collect { return false }
            }
            return valid
        case .dependentRequired(let rules):
            guard let object = value.objectValue else { return true }
            var valid = true
            for rule in rules where object.contains(rule.trigger) {
                for name in rule.required where !object.contains(name) {
                    valid = failure(.missingDependentProperty(property: name, trigger: rule.trigger), errors: &errors)
                    if !collect { return false }
                }
            }
            return valid
        case .minProperties(let minimum):
            guard let object = value.objectValue, object.count < minimum else { return true }
            return failure(.tooFewProperties(count: object.count, minimum: minimum), errors: &errors)
        case .maxProperties(let maximum):
            guard let object = value.objectValue, object.count > maximum else { return true }
            return failure(.tooManyProperties(count: object.count, maximum: maximum), errors: &errors)

        case .minItems(let minimum):
            guard let items = value.arrayValue, items.count < minimum else { return true }
            return failure(.tooFewItems(count: items.count, minimum: minimum), errors: &errors)
        case .maxItems(let maximum):
            guard let items = value.arrayValue, items.count > maximum else { return true }
            return failure(.tooManyItems(count: items.count, maximum: maximum), errors: &errors)
        case .uniqueItems:
            guard let items = value.arrayValue, items.count > 1 else { return true }
            var buckets: [Int: [Int]] = [:]
            var valid = true
            for (i, item) in items.enumerated() {
                var hasher = Hasher()
                item.semanticHash(into: &hasher)
                let hash = hasher.finalize()
                if let first = buckets[hash]?.first(where: { items[$0].semanticallyEquals(item) }) {
                    valid = fail(
                        .duplicateItem(index: i, firstIndex: first), site, pointer: pointer.appending(i),
                        position: item.position, collect: collect, errors: &errors)
                    if !collect { return false }
                } else {
                    buckets[hash, default: []].append(i)
                }
            }
            return valid

        case .minLength(let minimum):
            guard let string = value.stringValue else { return true }
            let length = string.unicodeScalars.count
            if length >= minimum { return true }
            return failure(.tooShort(length: length, minimum: minimum), errors: &errors)
        case .maxLength(let maximum):
            guard let string = value.stringValue else { return true }
            let length = string.unicodeScalars.count
            if length <= maximum { return true }
            return failure(.tooLong(length: length, maximum: maximum), errors: &errors)
        case .pattern(let regex):
            guard let string = value.stringValue, !regex.matches(string) else { return true }
            return failure(.patternMismatch(value: MessageText.value(value), pattern: regex.source), errors: &errors)
        case .format(let format):
            guard let string = value.stringValue else { return true }
            switch format {
            case .date:
                guard let problem = DateFormat.problem(in: string) else { return true }
                return failure(.formatMismatch(value: MessageText.value(value), format: "date", detail: problem), errors: &errors)
            case .uri:
                if URIGrammar.isValidURI(string) { return true }
                return failure(
                    .formatMismatch(value: MessageText.value(value), format: "uri", detail: .notAbsoluteURI),
                    errors: &errors)
            }

        case .minimum(let minimum):
            guard let number = value.numberValue, number < minimum else { return true }
            return failure(.belowMinimum(value: number, minimum: minimum), errors: &errors)
        case .maximum(let maximum):
            guard let number = value.numberValue, number > maximum else { return true }
            return failure(.aboveMaximum(value: number, maximum: maximum), errors: &errors)
        case .exclusiveMinimum(let limit):
            guard let number = value.numberValue, number <= limit else { return true }
            return failure(.notAboveExclusiveMinimum(value: number, limit: limit), errors: &errors)
        case .exclusiveMaximum(let limit):
            guard let number = value.numberValue, number >= limit else { return true }
            return failure(.notBelowExclusiveMaximum(value: number, limit: limit), errors: &errors)
        case .multipleOf(let divisor, let exactDivisor):
            guard let number = value.numberValue, !ExactDecimal(number).isMultiple(of: exactDivisor) else { return true }
            return failure(.notMultipleOf(value: number, divisor: divisor), errors: &errors)

        case .reference, .allOf, .anyOf, .oneOf, .not, .conditional, .properties, .patternProperties,
            .additionalProperties, .propertyNames, .dependentSchemas, .prefixItems, .items, .contains:
            return true  // applicators are dispatched by apply(_:_:pointer:depth:collect:errors:)
        }
    }
}
