import TextMatching

/// Renders compiled nodes with an explicit stack of frames instead of recursion, so neither
/// deep sections nor deep partials can exhaust the call stack.
struct TemplateRenderer {
    /// A run over `nodes[pc..<end]`: a template's top level, a section body (once per list
    /// item when `items` is not empty), or a partial.
    private struct Frame {
        var nodes: [TemplateNode]
        var templateName: String
        var pc: Int
        var end: Int
        /// Written at each line start of this run (a standalone partial's indentation).
        var indent: String
        /// The context stack's size when the frame started; restored when it ends.
        var contextBase: Int
        var items: [TemplateValue] = []
        var itemIndex = 0
        var bodyStart = 0
        var partialDepth: Int
    }

    private let kind: OutputKind
    private let partials: PartialProvider
    private let options: RenderOptions
    private var context: [TemplateValue]
    private var output = ""
    private var loadedPartials: [String: Template?] = [:]
    private var expansions = 0

    init(kind: OutputKind, partials: PartialProvider, options: RenderOptions, root: TemplateValue) {
        self.kind = kind
        self.partials = partials
        self.options = options
        self.context = [root]
    }

    mutating func render(_ template: Template) throws(TemplateError) -> String {
        output.reserveCapacity(template.sourceSize + template.sourceSize / 2 + 64)
        var frame = Frame(
            nodes: template.nodes, templateName: template.name, pc: 0, end: template.nodes.count, indent: "",
            contextBase: context.count, partialDepth: 0)
        var suspended: [Frame] = []
        while true {
            guard frame.pc < frame.end else {
                if frame.itemIndex + 1 < frame.items.count {
                    frame.itemIndex += 1
                    context.removeSubrange(frame.contextBase...)
                    context.append(frame.items[frame.itemIndex])
                    frame.pc = frame.bodyStart
                    continue
                }
                context.removeSubrange(frame.contextBase...)
                guard let parent = suspended.popLast() else { break }
                frame = parent
                continue
            }
            let node = frame.nodes[frame.pc]
            frame.pc += 1
            switch node {
            case .text(let text, let startsLine):
                write(text, startsLine: startsLine, indent: frame.indent)
            case .lineStart:
                output += frame.indent
            case .variable(let name, let escaped, let position):
                guard let value = try lookUp(name, at: position, in: frame.templateName) else { continue }
                guard let text = value.interpolationText else {
                    if options.strict {
                        throw TemplateError(
                            templateName: frame.templateName, position: position,
                            reason: .notInterpolatable(name: name.text, typeName: value.typeName))
                    }
                    continue
                }
                if escaped {
                    kind.escape(text, into: &output)
                } else {
                    output += text
                }
            case .section(let name, let inverted, let end, let position):
                let bodyStart = frame.pc
                frame.pc = end
                let value = try lookUp(name, at: position, in: frame.templateName)
                let isTruthy = value?.isTruthy ?? false
                var body = Frame(
                    nodes: frame.nodes, templateName: frame.templateName, pc: bodyStart, end: end, indent: frame.indent,
                    contextBase: context.count, partialDepth: frame.partialDepth)
                if inverted {
                    guard !isTruthy else { continue }
                } else {
                    guard isTruthy, let value else { continue }
                    if case .list(let items) = value, let first = items.first {
                        body.items = items
                        body.bodyStart = bodyStart
                        context.append(first)
                    } else {
                        context.append(value)
                    }
                }
                suspended.append(frame)
                frame = body
            case .partial(let name, let indentation, let position):
                let partial = try partial(named: name, at: position, in: frame.templateName)
                guard frame.partialDepth < options.maximumPartialDepth else {
                    throw TemplateError(
                        templateName: frame.templateName, position: position,
                        reason: .partialRecursionTooDeep(name: name, limit: options.maximumPartialDepth))
                }
                expansions += 1
                guard expansions <= options.maximumPartialExpansions else {
                    throw TemplateError(
                        templateName: frame.templateName, position: position,
                        reason: .tooManyPartialExpansions(limit: options.maximumPartialExpansions))
                }
                let indent = indentation.map { frame.indent + $0 } ?? ""
                suspended.append(frame)
                frame = Frame(
                    nodes: partial.nodes, templateName: partial.name, pc: 0, end: partial.nodes.count, indent: indent,
                    contextBase: context.count, partialDepth: frame.partialDepth + 1)
            }
        }
        return output
    }

    // MARK: - Output

    /// Appends literal text; with an indentation, also before the text when it starts a line
    /// and after each line ending inside it (not after a final one: the next node starts that
    /// line and brings its own indentation).
    private mutating func write(_ text: String, startsLine: Bool, indent: String) {
        guard !indent.isEmpty else {
            output += text
            return
        }
        if startsLine {
            output += indent
        }
        let bytes = text.utf8
        var segmentStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: "\n"), next != bytes.endIndex {
                output += text[segmentStart..<next]
                output += indent
                segmentStart = next
            }
            index = next
        }
        output += text[segmentStart..<bytes.endIndex]
    }

    // MARK: - Names

    /// The value of `name` on the context stack; `nil` when it resolves to nothing (lenient
    /// mode), an error in strict mode.
    private func lookUp(_ name: TemplateName, at position: TemplatePosition, in templateName: String)
        throws(TemplateError) -> TemplateValue?
    {
        if let value = resolve(name) {
            return value
        }
        guard options.strict else { return nil }
        throw TemplateError(templateName: templateName, position: position, reason: diagnose(name))
    }

    /// Mustache name resolution: `.` is the top of the stack; the first part of any other name
    /// is looked up from the top of the stack down (only in the top for a leading dot), and
    /// each further part only in the value found for the part before it.
    private func resolve(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.parts.first else { return context.last }
        var found: TemplateValue? = nil
        if name.anchored {
            found = context.last?[first]
        } else {
            for entry in context.reversed() {
                if case .object(let members) = entry, let value = members[first] {
                    found = value
                    break
                }
            }
        }
        guard var value = found else { return nil }
        for part in name.parts.dropFirst() {
            guard case .object(let members) = value, let member = members[part] else { return nil }
            value = member
        }
        return value
    }

    /// Why `name` resolves to nothing, with the closest key as a suggestion.
    private func diagnose(_ name: TemplateName) -> TemplateError.Reason {
        guard let first = name.parts.first else { return .undefinedName(name: name.text, suggestion: nil) }
        var value: TemplateValue
        if name.anchored {
            let top = context.last ?? .null
            guard case .object(let members) = top else {
                return .notAnObject(name: name.text, parent: ".", typeName: top.typeName)
            }
            guard let member = members[first] else {
                return .missingMember(
                    name: name.text, parent: ".", member: first, suggestion: Self.closest(to: first, in: members))
            }
            value = member
        } else {
            var found: TemplateValue? = nil
            var visible: [String: TemplateValue] = [:]
            for entry in context.reversed() {
                guard case .object(let members) = entry else { continue }
                if let member = members[first] {
                    found = member
                    break
                }
                visible.merge(members) { current, _ in current }
            }
            guard let found else {
                return .undefinedName(name: name.text, suggestion: Self.closest(to: first, in: visible))
            }
            value = found
        }
        for index in name.parts.indices.dropFirst() {
            let part = name.parts[index]
            let parent = (name.anchored ? "." : "") + name.parts[..<index].joined(separator: ".")
            guard case .object(let members) = value else {
                return .notAnObject(name: name.text, parent: parent, typeName: value.typeName)
            }
            guard let member = members[part] else {
                return .missingMember(
                    name: name.text, parent: parent, member: part, suggestion: Self.closest(to: part, in: members))
            }
            value = member
        }
        // Unreachable while `resolve` and `diagnose` agree; still a sensible answer.
        return .undefinedName(name: name.text, suggestion: nil)
    }

    private static func closest(to name: String, in members: [String: TemplateValue]) -> String? {
        Suggestion.closestMatch(to: name, in: members.keys.sorted())
    }

    // MARK: - Partials

    /// The partial called `name`; an unknown partial is an error in every mode.
    private mutating func partial(named name: String, at position: TemplatePosition, in templateName: String)
        throws(TemplateError) -> Template
    {
        var found: Template? = nil
        switch partials.storage {
        case .templates(let templates):
            found = templates[name]
        case .loader(_, let maximumNesting, let load):
            if let cached = loadedPartials[name] {
                found = cached
            } else {
                let source: PartialSource?
                do {
                    source = try load(name)
                } catch let error as TemplateError {
                    throw error
                } catch {
                    throw TemplateError(
                        templateName: templateName, position: position,
                        reason: .partialLoadFailed(name: name, message: String(describing: error)))
                }
                if let source {
                    found = try Template(source.text, name: source.name, maximumNesting: maximumNesting)
                }
                loadedPartials[name] = .some(found)
            }
        }
        guard let found else {
            throw TemplateError(
                templateName: templateName, position: position,
                reason: .unknownPartial(name: name, suggestion: Suggestion.closestMatch(to: name, in: partials.knownNames)))
        }
        return found
    }
}
