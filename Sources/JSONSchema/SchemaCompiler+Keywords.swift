import JSONReader
import TextMatching

// The keywords of one schema object: checking each keyword's value and turning it into a
// `CompiledKeyword`. Subschemas are only queued here (see `SchemaCompiler.schemaNode`).
extension SchemaCompiler {
    /// What the compilation of one schema object needs to know.
    struct ObjectContext {
        let object: JSONObject
        let document: Int
        let pointer: JSONPointer
        var base: URIReference
    }

    /// Checks and compiles every keyword of the schema object in `context` (its `$id` first, which
    /// may change `context.base`), reporting problems and queuing subschemas.
    mutating func compileKeywords(_ context: inout ObjectContext) -> [CompiledKeyword] {
        let object = context.object
        let document = context.document
        var keywords: [CompiledKeyword] = []

        func siteOf(_ member: JSONMember) -> KeywordSite {
            site(member.key, document: document, pointer: context.pointer.appending(member.key), position: member.keyPosition)
        }

        // $id first: it sets the base URI for everything else in this schema, $ref included.
        if let member = object.member("$id") {
            if let id = member.value.stringValue {
                let reference = URIReference(parsing: id)
                if let fragment = reference.fragment, !fragment.isEmpty {
                    report(
                        .invalidIdentifier(keyword: "$id", value: id, problem: .idWithFragment),
                        document: document, pointer: context.pointer.appending("$id"), position: member.keyPosition)
                } else {
                    context.base = reference.resolved(against: context.base).withoutFragment
                }
            } else {
                invalidValue(member, .uriReference, context)
            }
        }
        let base = context.base

        // The patternProperties regular expressions, compiled once for patternProperties and
        // additionalProperties (invalid ones are reported here, once).
        var patternRegexes: [ExactKey: ECMARegex] = [:]
        for child in object["patternProperties"]?.objectValue?.members ?? [] {
            if let regex = regex(
                child.key, document: document, pointer: context.pointer.appending("patternProperties").appending(child.key),
                position: child.keyPosition)
            {
                patternRegexes[ExactKey(child.key)] = regex
            }
        }

        // Keywords that are compiled together with others.
        var containsMember: JSONMember?
        var minContainsMember: JSONMember?
        var maxContainsMember: JSONMember?
        var ifMember: JSONMember?
        var thenMember: JSONMember?
        var elseMember: JSONMember?

        for member in object.members {
            let key = member.key
            let keywordPointer = context.pointer.appending(key)
            let value = member.value
            let keywordSite = siteOf(member)
            func add(_ check: Check) { keywords.append(CompiledKeyword(site: keywordSite, check: check)) }
            func sub(_ child: JSONValue, _ childPointer: JSONPointer) -> NodeID {
                schemaNode(child, document: document, pointer: childPointer, base: base)
            }

            switch key {
            case "$id":
                break
            case "$schema":
                if let dialect = value.stringValue {
                    if !Vocabulary.supportedDialects.contains(dialect) {
                        report(.unsupportedDialect(dialect), document: document, pointer: keywordPointer, position: member.keyPosition)
                    }
                } else {
                    invalidValue(member, .uri, context)
                }
            case "$anchor":
                if let anchor = value.stringValue {
                    if !ResourceScanner.isValidAnchor(anchor) {
                        report(
                            .invalidIdentifier(
                                keyword: "$anchor", value: anchor,
                                problem: .invalidAnchorName),
                            document: document, pointer: keywordPointer, position: member.keyPosition)
                    }
                } else {
                    invalidValue(member, .string, context)
                }
            case "$ref":
                if let reference = value.stringValue {
                    let target = URIReference(parsing: reference).resolved(against: base)
                    pending.append(PendingReference(reference: reference, target: target, site: keywordSite))
                    resolvedTargets.append(nil)
                    add(.reference(target: pending.count - 1))
                } else {
                    invalidValue(member, .uriReference, context)
                }
            case "$comment", "title", "description":
                if value.stringValue == nil { invalidValue(member, .string, context) }
            case "deprecated", "readOnly", "writeOnly":
                if value.boolValue == nil { invalidValue(member, .boolean, context) }
            case "examples":
                if value.arrayValue == nil { invalidValue(member, .array, context) }
            case "default":
                break
            case "$defs":
                if let defs = value.objectValue {
                    for child in defs.members { _ = sub(child.value, keywordPointer.appending(child.key)) }
                } else {
                    invalidValue(member, .schemaObject, context)
                }

            case "type":
                if let types = typeList(value) {
                    add(.type(types))
                } else {
                    invalidValue(member, .typeNames, context)
                }
            case "enum":
                if let values = value.arrayValue { add(.enumeration(values)) } else { invalidValue(member, .array, context) }
            case "const":
                add(.constant(value))

            case "properties":
                if let properties = value.objectValue {
                    add(.properties(properties.members.map { (name: $0.key, node: sub($0.value, keywordPointer.appending($0.key))) }))
                } else {
                    invalidValue(member, .schemaObject, context)
                }
            case "patternProperties":
                if let patterns = value.objectValue {
                    var compiled: [(regex: ECMARegex, node: NodeID)] = []
                    for child in patterns.members {
                        let node = sub(child.value, keywordPointer.appending(child.key))
                        if let regex = patternRegexes[ExactKey(child.key)] { compiled.append((regex, node)) }
                    }
                    add(.patternProperties(compiled))
                } else {
                    invalidValue(member, .patternSchemaObject, context)
                }
            case "additionalProperties":
                let node = sub(value, keywordPointer)
                let declaredNames = object["properties"]?.objectValue?.keys ?? []
                let patterns = (object["patternProperties"]?.objectValue?.keys ?? []).compactMap { patternRegexes[ExactKey($0)] }
                add(
                    .additionalProperties(
                        node: node, declared: Set(declaredNames.map(ExactKey.init)),
                        declaredNames: declaredNames, patterns: patterns))
            case "propertyNames":
                add(.propertyNames(sub(value, keywordPointer)))
            case "required":
                if let names = stringList(value) { add(.required(names)) } else { invalidValue(member, .distinctStrings, context) }
            case "dependentRequired":
                if let dependencies = value.objectValue {
                    var rules: [(trigger: String, required: [String])] = []
                    for child in dependencies.members {
                        if let names = stringList(child.value) {
                            rules.append((child.key, names))
                        } else {
                            report(
                                .invalidKeywordValue(keyword: "dependentRequired", expected: .distinctStringsObject),
                                document: document, pointer: keywordPointer.appending(child.key), position: child.keyPosition)
                        }
                    }
                    add(.dependentRequired(rules))
                } else {
                    invalidValue(member, .distinctStringsObject, context)
                }
            case "dependentSchemas":
                if let dependencies = value.objectValue {
                    add(
                        .dependentSchemas(
                            dependencies.members.map { (trigger: $0.key, node: sub($0.value, keywordPointer.appending($0.key))) }))
                } else {
                    invalidValue(member, .schemaObject, context)
                }
            case "minProperties":
                if let n = nonNegativeInteger(value) { add(.minProperties(n)) } else { invalidValue(member, .nonNegativeInteger, context) }
            case "maxProperties":
                if let n = nonNegativeInteger(value) { add(.maxProperties(n)) } else { invalidValue(member, .nonNegativeInteger, context) }

            case "prefixItems":
                if let items = value.arrayValue, !items.isEmpty {
                    add(.prefixItems(items.enumerated().map { sub($0.element, keywordPointer.appending($0.offset)) }))
                } else {
                    invalidValue(member, .nonEmptySchemaArray, context)
                }
            case "items":
                let prefixCount = object["prefixItems"]?.arrayValue?.count ?? 0
                add(.items(node: sub(value, keywordPointer), prefixCount: prefixCount))
            case "contains":
                containsMember = member
            case "minContains":
                if nonNegativeInteger(value) != nil {
                    minContainsMember = member
                } else {
                    invalidValue(member, .nonNegativeInteger, context)
                }
            case "maxContains":
                if nonNegativeInteger(value) != nil {
                    maxContainsMember = member
                } else {
                    invalidValue(member, .nonNegativeInteger, context)
                }
            case "minItems":
                if let n = nonNegativeInteger(value) { add(.minItems(n)) } else { invalidValue(member, .nonNegativeInteger, context) }
            case "maxItems":
                if let n = nonNegativeInteger(value) { add(.maxItems(n)) } else { invalidValue(member, .nonNegativeInteger, context) }
            case "uniqueItems":
                if let flag = value.boolValue {
                    if flag { add(.uniqueItems) }
                } else {
                    invalidValue(member, .boolean, context)
                }

            case "minLength":
                if let n = nonNegativeInteger(value) { add(.minLength(n)) } else { invalidValue(member, .nonNegativeInteger, context) }
            case "maxLength":
                if let n = nonNegativeInteger(value) { add(.maxLength(n)) } else { invalidValue(member, .nonNegativeInteger, context) }
            case "pattern":
                if let source = value.stringValue {
                    if let regex = regex(source, document: document, pointer: keywordPointer, position: member.keyPosition) {
                        add(.pattern(regex))
                    }
                } else {
                    invalidValue(member, .regularExpression, context)
                }
            case "format":
                if let name = value.stringValue {
                    if let format = FormatKind(rawValue: name) {
                        add(.format(format))
                    } else {
                        report(.unsupportedFormat(name), document: document, pointer: keywordPointer, position: member.keyPosition)
                    }
                } else {
                    invalidValue(member, .string, context)
                }

            case "minimum":
                if let n = value.numberValue { add(.minimum(n)) } else { invalidValue(member, .number, context) }
            case "maximum":
                if let n = value.numberValue { add(.maximum(n)) } else { invalidValue(member, .number, context) }
            case "exclusiveMinimum":
                if let n = value.numberValue { add(.exclusiveMinimum(n)) } else { invalidValue(member, .number, context) }
            case "exclusiveMaximum":
                if let n = value.numberValue { add(.exclusiveMaximum(n)) } else { invalidValue(member, .number, context) }
            case "multipleOf":
                if let n = value.numberValue, !n.isZero, !n.isNegative {
                    add(.multipleOf(n, ExactDecimal(n)))
                } else {
                    invalidValue(member, .positiveNumber, context)
                }

            case "allOf", "anyOf", "oneOf":
                if let alternatives = value.arrayValue, !alternatives.isEmpty {
                    let ids = alternatives.enumerated().map { sub($0.element, keywordPointer.appending($0.offset)) }
                    switch key {
                    case "allOf": add(.allOf(ids))
                    case "anyOf": add(.anyOf(ids))
                    default: add(.oneOf(ids))
                    }
                } else {
                    invalidValue(member, .nonEmptySchemaArray, context)
                }
            case "not":
                add(.not(sub(value, keywordPointer)))
            case "if":
                ifMember = member
            case "then":
                thenMember = member
            case "else":
                elseMember = member

            default:
                report(
                    .unsupportedKeyword(key, suggestion: Suggestion.closestMatch(to: key, in: Vocabulary.allKeywords)),
                    document: document, pointer: keywordPointer, position: member.keyPosition)
            }
        }

        // contains, with minContains and maxContains (which mean nothing without it).
        if let containsMember {
            let node = schemaNode(containsMember.value, document: document, pointer: context.pointer.appending("contains"), base: base)
            let minimum = minContainsMember.flatMap { nonNegativeInteger($0.value) } ?? 1
            let maximum = maxContainsMember.flatMap { nonNegativeInteger($0.value) }
            keywords.append(
                CompiledKeyword(
                    site: siteOf(containsMember),
                    check: .contains(
                        node: node, minimum: minimum, maximum: maximum,
                        minSite: minContainsMember.map(siteOf), maxSite: maxContainsMember.map(siteOf))))
        }

        // if, with then and else. Without if, then and else are still compiled (they are schemas
        // and may be $ref targets) but have no effect.
        func compileBranch(_ member: JSONMember?) -> (node: NodeID, site: KeywordSite)? {
            guard let member else { return nil }
            let node = schemaNode(member.value, document: document, pointer: context.pointer.appending(member.key), base: base)
            return (node, siteOf(member))
        }
        let condition = compileBranch(ifMember)
        let thenBranch = compileBranch(thenMember)
        let elseBranch = compileBranch(elseMember)
        if let condition, thenBranch != nil || elseBranch != nil {
            keywords.append(
                CompiledKeyword(
                    site: condition.site,
                    check: .conditional(
                        condition: condition.node, then: thenBranch, otherwise: elseBranch)))
        }
        return keywords
    }

    private mutating func invalidValue(_ member: JSONMember, _ expected: SchemaLoadError.ExpectedKeywordValue, _ context: ObjectContext) {
        report(
            .invalidKeywordValue(keyword: member.key, expected: expected),
            document: context.document, pointer: context.pointer.appending(member.key), position: member.keyPosition)
    }

    private mutating func regex(_ source: String, document: Int, pointer: JSONPointer, position: SourcePosition) -> ECMARegex? {
        do {
            return try ECMARegex(source)
        } catch {
            report(.invalidPattern(source), document: document, pointer: pointer, position: position)
            return nil
        }
    }

    // MARK: Keyword values

    /// A non-negative integer (`2.0` counts as 2); values beyond `Int` become `Int.max`.
    private func nonNegativeInteger(_ value: JSONValue) -> Int? {
        guard let number = value.numberValue, number.isInteger, !number.isNegative else { return nil }
        return number.int ?? Int.max
    }

    /// A string or a non-empty array of distinct type names.
    private func typeList(_ value: JSONValue) -> [InstanceType]? {
        if let name = value.stringValue { return InstanceType(rawValue: name).map { [$0] } }
        guard let names = value.arrayValue, !names.isEmpty else { return nil }
        var types: [InstanceType] = []
        for name in names {
            guard let type = name.stringValue.flatMap(InstanceType.init(rawValue:)), !types.contains(type) else { return nil }
            types.append(type)
        }
        return types
    }

    /// An array of distinct strings.
    private func stringList(_ value: JSONValue) -> [String]? {
        guard let items = value.arrayValue else { return nil }
        var names: [String] = []
        var seen: Set<ExactKey> = []
        for item in items {
            guard let name = item.stringValue, seen.insert(ExactKey(name)).inserted else { return nil }
            names.append(name)
        }
        return names
    }
}
