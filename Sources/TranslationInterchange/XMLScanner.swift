import JSONReader

/// A small, strict XML 1.0 reader with namespaces, for the XLIFF files translators send back.
///
/// It checks well-formedness (one root, matching tags, unique attributes, only XML 1.0
/// characters, defined entities, bound prefixes) and reports the first problem with its
/// `line:col`. It reads the five predefined entities, character references, CDATA sections,
/// comments and processing instructions (both skipped), and an XML declaration (its encoding
/// must be UTF-8). Document type declarations are refused (no DTDs, so no entity expansion).
/// Line ends are normalized to LF (XML 1.0 §2.11). Nesting is handled with an explicit stack
/// and limited to ``maximumDepth`` levels, so deep input cannot exhaust the call stack.
struct XMLScanner {
    /// The namespace the `xml:` prefix is bound to.
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    /// How deep elements may nest (XLIFF needs six levels).
    static let maximumDepth = 256

    private let text: ScalarText
    private let path: String?
    private var index = 0

    private init(text: ScalarText, path: String?) {
        self.text = text
        self.path = path
    }

    /// Parses a whole document and returns its root element.
    static func parse(_ bytes: [UInt8], path: String?) throws(InterchangeParseError) -> Element {
        var scanner = XMLScanner(text: try ScalarText(bytes: bytes, path: path), path: path)
        return try scanner.parseDocument()
    }

    // MARK: Document

    private mutating func parseDocument() throws(InterchangeParseError) -> Element {
        try checkCharacters()
        if starts(with: "<?xml"), index + 5 < text.count, Self.isWhitespace(text.scalars[index + 5]) {
            try parseDeclaration()
        }
        try skipMisc()
        guard index < text.count else { throw error(.noRootElement, at: index) }
        guard text.scalars[index] == "<" else { throw error(.expectedRootElement, at: index) }
        let root = try parseElementTree()
        try skipMisc()
        if index < text.count { throw error(.contentAfterRootElement, at: index) }
        return root
    }

    /// Every scalar must be an XML 1.0 `Char`.
    private func checkCharacters() throws(InterchangeParseError) {
        for (i, scalar) in text.scalars.enumerated() where !Self.isXMLCharacter(scalar) {
            throw error(.forbiddenXMLCharacter(scalar.value), at: i)
        }
    }

    /// Whether `scalar` is an XML 1.0 `Char` (§2.2).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private mutating func parseDeclaration() throws(InterchangeParseError) {
        let start = index
        index += 5
        var content = ""
        while index < text.count, !starts(with: "?>") {
            content.unicodeScalars.append(text.scalars[index])
            index += 1
        }
        guard starts(with: "?>") else { throw error(.unclosedXMLDeclaration, at: start) }
        index += 2
        if let value = Self.pseudoAttribute("encoding", in: content), value.lowercased() != "utf-8" {
            throw error(.unsupportedEncoding(value), at: start)
        }
    }

    /// The value of pseudo-attribute `name` (`encoding="UTF-8"`) in an XML declaration.
    private static func pseudoAttribute(_ name: String, in declaration: String) -> String? {
        let scalars = Array(declaration.unicodeScalars)
        let key = Array(name.unicodeScalars)
        guard scalars.count > key.count else { return nil }
        for start in 0...(scalars.count - key.count) where scalars[start..<(start + key.count)].elementsEqual(key) {
            var i = start + key.count
            while i < scalars.count, isWhitespace(scalars[i]) || scalars[i] == "=" { i += 1 }
            guard i < scalars.count, scalars[i] == "\"" || scalars[i] == "'" else { return nil }
            let quote = scalars[i]
            var value = ""
            i += 1
            while i < scalars.count, scalars[i] != quote {
                value.unicodeScalars.append(scalars[i])
                i += 1
            }
            return value
        }
        return nil
    }

    /// Skips whitespace, comments and processing instructions outside the root element.
    private mutating func skipMisc() throws(InterchangeParseError) {
        while index < text.count {
            if Self.isWhitespace(text.scalars[index]) {
                index += 1
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<!DOCTYPE") {
                throw error(.documentTypeDeclaration, at: index)
            } else if starts(with: "<?") {
                try skipProcessingInstruction()
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(InterchangeParseError) {
        let start = index
        index += 4
        while index < text.count {
            if starts(with: "--") {
                guard starts(with: "-->") else { throw error(.doubleHyphenInComment, at: index) }
                index += 3
                return
            }
            index += 1
        }
        throw error(.unclosedComment, at: start)
    }

    private mutating func skipProcessingInstruction() throws(InterchangeParseError) {
        let start = index
        index += 2
        let target = try parseName()
        if target.lowercased() == "xml" {
            throw error(.misplacedXMLDeclaration, at: start)
        }
        while index < text.count {
            if starts(with: "?>") {
                index += 2
                return
            }
            index += 1
        }
        throw error(.unclosedProcessingInstruction, at: start)
    }

    // MARK: Elements

    private struct OpenElement {
        var element: Element
        var scope: [String: String]
        var text = ""
        var textStart: SourcePosition?

        mutating func flushText() {
            if let textStart, !text.isEmpty { element.children.append(.text(text, textStart)) }
            text = ""
            textStart = nil
        }
    }

    /// Parses the element that starts at `index` with all its content.
    private mutating func parseElementTree() throws(InterchangeParseError) -> Element {
        var stack: [OpenElement] = []
        let (first, firstScope, firstIsEmpty) = try parseStartTag(scope: ["xml": Self.xmlNamespace])
        if firstIsEmpty { return first }
        stack.append(OpenElement(element: first, scope: firstScope))
        while let top = stack.indices.last {
            guard index < text.count else {
                let open = stack[top].element
                throw error(.endsInsideElement(open.qualifiedName, openedAt: open.position), at: index)
            }
            let scalar = text.scalars[index]
            if scalar == "<" {
                if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<![CDATA[") {
                    try parseCDATA(into: &stack[top])
                } else if starts(with: "<?") {
                    try skipProcessingInstruction()
                } else if starts(with: "</") {
                    stack[top].flushText()
                    let closed = stack.removeLast()
                    try parseEndTag(of: closed.element)
                    if stack.isEmpty { return closed.element }
                    stack[stack.count - 1].element.children.append(.element(closed.element))
                } else if starts(with: "<!") {
                    throw error(.unexpectedMarkupDeclaration, at: index)
                } else {
                    stack[top].flushText()
                    let (element, scope, isEmpty) = try parseStartTag(scope: stack[top].scope)
                    if isEmpty {
                        stack[top].element.children.append(.element(element))
                    } else {
                        if stack.count >= Self.maximumDepth {
                            throw error(.nestingTooDeep(limit: Self.maximumDepth), at: element.position)
                        }
                        stack.append(OpenElement(element: element, scope: scope))
                    }
                }
            } else if scalar == "&" {
                if stack[top].textStart == nil { stack[top].textStart = text.position(index) }
                let decoded = try parseReference()
                stack[top].text.unicodeScalars.append(decoded)
            } else {
                if starts(with: "]]>") { throw error(.cdataEndInText, at: index) }
                if stack[top].textStart == nil { stack[top].textStart = text.position(index) }
                appendNormalizingLineEnd(to: &stack[top].text)
            }
        }
        throw error(.expectedElement, at: index)
    }

    /// Appends the scalar at `index` (CR LF and a lone CR as LF) and moves on.
    private mutating func appendNormalizingLineEnd(to string: inout String) {
        let scalar = text.scalars[index]
        index += 1
        if scalar == "\r" {
            if index < text.count, text.scalars[index] == "\n" { index += 1 }
            string.unicodeScalars.append("\n")
        } else {
            string.unicodeScalars.append(scalar)
        }
    }

    private mutating func parseCDATA(into open: inout OpenElement) throws(InterchangeParseError) {
        let start = index
        index += 9
        if open.textStart == nil { open.textStart = text.position(index) }
        while index < text.count {
            if starts(with: "]]>") {
                index += 3
                return
            }
            appendNormalizingLineEnd(to: &open.text)
        }
        throw error(.unclosedCDATA, at: start)
    }

    /// Parses `<name attr="value" …>` or `<name …/>`; returns the element (with its name and
    /// attributes resolved), the namespace scope inside it, and whether it was empty (`/>`).
    private mutating func parseStartTag(
        scope parentScope: [String: String]
    ) throws(InterchangeParseError) -> (Element, [String: String], Bool) {
        let start = index
        index += 1
        let qualifiedName = try parseName()
        var raw: [(name: String, value: String, at: Int)] = []
        var isEmpty = false
        while true {
            let hadSpace = skipWhitespace()
            guard index < text.count else { throw error(.unclosedTag(qualifiedName), at: start) }
            if starts(with: "/>") {
                index += 2
                isEmpty = true
                break
            }
            if text.scalars[index] == ">" {
                index += 1
                break
            }
            guard hadSpace else { throw error(.expectedAttributeSeparator, at: index) }
            let at = index
            let name = try parseName()
            if raw.contains(where: { $0.name == name }) {
                throw error(.duplicateAttribute(name, afterNamespaceResolution: false), at: at)
            }
            skipWhitespace()
            guard index < text.count, text.scalars[index] == "=" else {
                throw error(.expectedEquals(attribute: name), at: index)
            }
            index += 1
            skipWhitespace()
            raw.append((name, try parseAttributeValue(), at))
        }

        var scope = parentScope
        for attribute in raw {
            if attribute.name == "xmlns" {
                scope[""] = attribute.value
            } else if attribute.name.hasPrefix("xmlns:") {
                let prefix = String(attribute.name.dropFirst(6))
                if attribute.value.isEmpty {
                    throw error(.emptyNamespaceBinding(prefix: prefix), at: attribute.at)
                }
                scope[prefix] = attribute.value
            }
        }
        let name = try resolve(qualifiedName, scope: scope, isAttribute: false, at: start + 1)
        var attributes: [Attribute] = []
        for attribute in raw where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
            let resolved = try resolve(attribute.name, scope: scope, isAttribute: true, at: attribute.at)
            if attributes.contains(where: { $0.name == resolved }) {
                throw error(.duplicateAttribute(attribute.name, afterNamespaceResolution: true), at: attribute.at)
            }
            attributes.append(
                Attribute(
                    name: resolved, qualifiedName: attribute.name, value: attribute.value, position: text.position(attribute.at)))
        }
        let element = Element(
            name: name, qualifiedName: qualifiedName, attributes: attributes, children: [], position: text.position(start))
        return (element, scope, isEmpty)
    }

    private mutating func parseEndTag(of element: Element) throws(InterchangeParseError) {
        let start = index
        index += 2
        let name = try parseName()
        guard name == element.qualifiedName else {
            throw error(.mismatchedEndTag(found: name, open: element.qualifiedName, openedAt: element.position), at: start)
        }
        skipWhitespace()
        guard index < text.count, text.scalars[index] == ">" else { throw error(.expectedClosingAngle, at: index) }
        index += 1
    }

    /// Resolves a qualified name: unprefixed element names take the default namespace,
    /// unprefixed attribute names have none.
    private func resolve(
        _ qualifiedName: String, scope: [String: String], isAttribute: Bool, at position: Int
    ) throws(InterchangeParseError) -> Name {
        let parts = qualifiedName.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            let namespace = isAttribute ? nil : scope[""].flatMap { $0.isEmpty ? nil : $0 }
            return Name(namespace: namespace, local: qualifiedName)
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty:
            guard let namespace = scope[String(parts[0])] else {
                throw error(.undeclaredPrefix(String(parts[0])), at: position)
            }
            return Name(namespace: namespace, local: String(parts[1]))
        default:
            throw error(.invalidQualifiedName(qualifiedName), at: position)
        }
    }

    /// Parses a quoted attribute value: references replaced, line ends normalized, and each
    /// literal tab, LF or CR turned into a space (character references keep theirs).
    private mutating func parseAttributeValue() throws(InterchangeParseError) -> String {
        guard index < text.count, text.scalars[index] == "\"" || text.scalars[index] == "'" else {
            throw error(.expectedQuotedValue, at: index)
        }
        let quote = text.scalars[index]
        let start = index
        index += 1
        var value = ""
        while index < text.count {
            let scalar = text.scalars[index]
            switch scalar {
            case quote:
                index += 1
                return value
            case "<":
                throw error(.lessThanInAttributeValue, at: index)
            case "&":
                value.unicodeScalars.append(try parseReference())
            case "\r":
                index += 1
                if index < text.count, text.scalars[index] == "\n" { index += 1 }
                value.unicodeScalars.append(" ")
            case "\n", "\t":
                index += 1
                value.unicodeScalars.append(" ")
            default:
                index += 1
                value.unicodeScalars.append(scalar)
            }
        }
        throw error(.unclosedAttributeValue, at: start)
    }

    /// Parses `&name;`, `&#decimal;` or `&#xhex;` at `index`.
    private mutating func parseReference() throws(InterchangeParseError) -> Unicode.Scalar {
        let start = index
        index += 1
        if index < text.count, text.scalars[index] == "#" {
            index += 1
            var radix: UInt32 = 10
            if index < text.count, text.scalars[index] == "x" {
                radix = 16
                index += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while index < text.count, let digit = Self.digitValue(text.scalars[index], radix: radix) {
                value = min(value &* radix &+ digit, 0x11_0000)
                digits += 1
                index += 1
            }
            guard digits > 0, index < text.count, text.scalars[index] == ";" else {
                throw error(.malformedCharacterReference, at: start)
            }
            index += 1
            guard let scalar = Unicode.Scalar(value), Self.isXMLCharacter(scalar) else {
                throw error(.forbiddenCharacterReference, at: start)
            }
            return scalar
        }
        var name = ""
        while index < text.count, text.scalars[index] != ";", name.unicodeScalars.count < 32,
            !Self.isWhitespace(text.scalars[index]), text.scalars[index] != "<", text.scalars[index] != "&"
        {
            name.unicodeScalars.append(text.scalars[index])
            index += 1
        }
        guard index < text.count, text.scalars[index] == ";" else {
            throw error(.bareAmpersand, at: start)
        }
        index += 1
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: throw error(.undefinedEntity(name), at: start)
        }
    }

    // MARK: Lexical helpers

    private mutating func parseName() throws(InterchangeParseError) -> String {
        let start = index
        var name = ""
        while index < text.count {
            let scalar = text.scalars[index]
            let allowed = name.isEmpty ? Self.isNameStart(scalar) : Self.isNameCharacter(scalar)
            guard allowed else { break }
            name.unicodeScalars.append(scalar)
            index += 1
        }
        if name.isEmpty { throw error(.expectedName, at: start) }
        return name
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < text.count, Self.isWhitespace(text.scalars[index]) { index += 1 }
        return index > start
    }

    private func starts(with prefix: String) -> Bool {
        var i = index
        for scalar in prefix.unicodeScalars {
            guard i < text.count, text.scalars[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    private func error(_ reason: InterchangeParseError.Reason, at index: Int) -> InterchangeParseError {
        error(reason, at: text.position(index))
    }

    private func error(_ reason: InterchangeParseError.Reason, at position: SourcePosition) -> InterchangeParseError {
        InterchangeParseError(path: path, position: position, reason: reason)
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A: true
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            true
        default: false
        }
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(scalar)
        }
    }

    private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        let v = scalar.value
        let digit: UInt32
        switch v {
        case 0x30...0x39: digit = v - 0x30
        case 0x41...0x46: digit = v - 0x41 + 10
        case 0x61...0x66: digit = v - 0x61 + 10
        default: return nil
        }
        return digit < radix ? digit : nil
    }
}

// The document model the scanner returns: names resolved against the namespaces in scope.
extension XMLScanner {
    /// A name of an element or attribute, resolved against the namespace declarations in scope.
    struct Name: Hashable, Sendable {
        /// The namespace URI, or nil for a name in no namespace.
        var namespace: String?
        /// The local part (the qualified name without its prefix).
        var local: String
    }

    /// An attribute as written: its resolved name, its value (references replaced, whitespace
    /// normalized as XML 1.0 §3.3.3 says) and where its name starts.
    struct Attribute: Sendable {
        var name: Name
        var qualifiedName: String
        var value: String
        var position: SourcePosition
    }

    /// An element with its attributes and content. Namespace declarations are not attributes.
    struct Element: Sendable {
        var name: Name
        var qualifiedName: String
        var attributes: [Attribute]
        var children: [Node]
        /// Where the element's `<` is.
        var position: SourcePosition

        /// The attribute with this local name and namespace (nil: unprefixed), if present.
        func attribute(_ local: String, namespace: String? = nil) -> Attribute? {
            attributes.first { $0.name.local == local && $0.name.namespace == namespace }
        }

        /// The child elements, in order.
        var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }
    }

    /// A piece of element content: a child element, or text (character data, CDATA sections and
    /// references, already decoded and joined).
    enum Node: Sendable {
        case element(Element)
        case text(String, SourcePosition)
    }
}
