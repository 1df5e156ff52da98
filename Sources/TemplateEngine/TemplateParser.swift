/// Compiles template source into flat ``TemplateNode``s in one pass over its UTF-8 bytes.
///
/// Standalone lines follow the Mustache spec: a line holding only whitespace and one section,
/// inverted, closing, comment, partial or set-delimiter tag is removed entirely (its leading
/// whitespace and its line ending, `\n` or `\r\n`, included); a standalone partial keeps the
/// leading whitespace as its indentation.
struct TemplateParser {
    private enum TagKind {
        case variable, ampersand, triple, section, inverted, close, comment, partial, delimiter, unsupported

        /// Whether a tag of this kind may stand alone on a line (and the line is then removed).
        var canStandAlone: Bool {
            switch self {
            case .section, .inverted, .close, .comment, .partial, .delimiter: true
            case .variable, .ampersand, .triple, .unsupported: false
            }
        }
    }

    private struct OpenSection {
        var name: String
        var nodeIndex: Int
        var position: TemplatePosition
        /// Where the opening tag is in the source, for messages.
        var tagRange: Range<Int>
        /// The delimiters at the opening tag, for the closing tag in messages.
        var delimiters: (open: [UInt8], close: [UInt8])
    }

    private let bytes: [UInt8]
    private let templateName: String
    private let maximumNesting: Int
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var nodes: [TemplateNode] = []
    private var openSections: [OpenSection] = []
    private var partialNames: Set<String> = []
    // Where `position(of:)` last stopped, so that positions cost O(n) over the whole source.
    private var cursorOffset = 0
    private var cursorLine = 1
    private var cursorColumn = 1

    init(source: String, templateName: String, maximumNesting: Int) {
        bytes = Array(source.utf8)
        self.templateName = templateName
        self.maximumNesting = max(0, maximumNesting)
    }

    /// The compiled nodes and the sorted names of the partials the template includes.
    mutating func parse() throws(TemplateError) -> (nodes: [TemplateNode], partialNames: [String]) {
        let count = bytes.count
        var scanPosition = 0
        var textStart = 0
        while let tagStart = find(openDelimiter, from: scanPosition) {
            let afterOpen = tagStart + openDelimiter.count
            var sigilIndex = afterOpen
            while sigilIndex < count, Self.isWhitespace(bytes[sigilIndex]) {
                sigilIndex += 1
            }
            let kind =
                sigilIndex < count && !hasPrefix(closeDelimiter, at: sigilIndex)
                ? Self.kind(ofSigil: bytes[sigilIndex]) : .variable
            let contentStart = kind == .variable ? afterOpen : sigilIndex + 1
            let terminator: [UInt8] =
                switch kind {
                case .triple: [UInt8(ascii: "}")] + closeDelimiter
                case .delimiter: [UInt8(ascii: "=")] + closeDelimiter
                default: closeDelimiter
                }
            let opener = text(tagStart..<afterOpen) + (kind == .variable ? "" : text(sigilIndex..<contentStart))
            guard let contentEnd = find(terminator, from: contentStart) else {
                throw error(at: tagStart, .unclosedTag(opener: opener, closer: String(decoding: terminator, as: UTF8.self)))
            }
            if kind != .comment, kind != .delimiter, find(openDelimiter, from: contentStart, before: contentEnd) != nil {
                throw error(at: tagStart, .unclosedTag(opener: opener, closer: String(decoding: terminator, as: UTF8.self)))
            }
            let tagEnd = contentEnd + terminator.count
            // The tag as written, for messages; made only when needed.
            var tag: String { abbreviatedText(tagStart..<tagEnd) }
            let content = trimmed(contentStart..<contentEnd)
            let tagPosition = position(of: tagStart)

            // Standalone: only blanks between the line start and the tag, and between the tag
            // and the line end (or the end of the template).
            var lineStart = tagStart
            while lineStart > textStart, Self.isBlank(bytes[lineStart - 1]) {
                lineStart -= 1
            }
            var standaloneEnd: Int? = nil
            if kind.canStandAlone, lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") {
                var end = tagEnd
                while end < count, Self.isBlank(bytes[end]) {
                    end += 1
                }
                if end == count {
                    standaloneEnd = count
                } else if bytes[end] == UInt8(ascii: "\n") {
                    standaloneEnd = end + 1
                } else if bytes[end] == UInt8(ascii: "\r"), end + 1 < count, bytes[end + 1] == UInt8(ascii: "\n") {
                    standaloneEnd = end + 2
                }
            }
            emitText(textStart..<(standaloneEnd == nil ? tagStart : lineStart))
            if standaloneEnd == nil, tagStart == 0 || bytes[tagStart - 1] == UInt8(ascii: "\n") {
                nodes.append(.lineStart)
            }

            switch kind {
            case .comment:
                break
            case .unsupported:
                throw error(at: tagStart, .unsupportedTag(tag: tag))
            case .delimiter:
                try setDelimiters(from: contentStart..<contentEnd, tag: tag, at: tagStart)
            case .variable, .ampersand, .triple:
                let name = try parseName(content, tag: tag, at: tagStart)
                nodes.append(.variable(name, escaped: kind == .variable, position: tagPosition))
            case .section, .inverted:
                let name = try parseName(content, tag: tag, at: tagStart)
                guard openSections.count < maximumNesting else {
                    throw error(at: tagStart, .nestingTooDeep(limit: maximumNesting))
                }
                openSections.append(
                    OpenSection(
                        name: name.text, nodeIndex: nodes.count, position: tagPosition, tagRange: tagStart..<tagEnd,
                        delimiters: (openDelimiter, closeDelimiter)))
                nodes.append(.section(name, inverted: kind == .inverted, end: nodes.count + 1, position: tagPosition))
            case .close:
                guard !content.isEmpty else { throw error(at: tagStart, .emptyTagName(tag: tag)) }
                guard let open = openSections.last else {
                    throw error(at: tagStart, .mismatchedClose(tag: tag, openTag: nil, openPosition: nil))
                }
                guard open.name == content else {
                    throw error(
                        at: tagStart,
                        .mismatchedClose(tag: tag, openTag: abbreviatedText(open.tagRange), openPosition: open.position))
                }
                openSections.removeLast()
                if case .section(let name, let inverted, _, let openPosition) = nodes[open.nodeIndex] {
                    nodes[open.nodeIndex] = .section(name, inverted: inverted, end: nodes.count, position: openPosition)
                }
            case .partial:
                guard !content.isEmpty else { throw error(at: tagStart, .emptyTagName(tag: tag)) }
                guard !content.utf8.contains(where: Self.isForbiddenInName) else {
                    throw error(at: tagStart, .invalidName(name: content, tag: tag))
                }
                partialNames.insert(content)
                let indentation = standaloneEnd == nil ? nil : text(lineStart..<tagStart)
                nodes.append(.partial(name: content, indentation: indentation, position: tagPosition))
            }
            scanPosition = standaloneEnd ?? tagEnd
            textStart = scanPosition
        }
        emitText(textStart..<count)
        if let open = openSections.last {
            let closer =
                String(decoding: open.delimiters.open, as: UTF8.self) + "/" + open.name
                + String(decoding: open.delimiters.close, as: UTF8.self)
            throw TemplateError(
                templateName: templateName, position: open.position,
                reason: .unclosedSection(tag: abbreviatedText(open.tagRange), closer: closer))
        }
        return (nodes, partialNames.sorted())
    }

    // MARK: - Tags

    private static func kind(ofSigil byte: UInt8) -> TagKind {
        switch byte {
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .inverted
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: "!"): .comment
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "&"): .ampersand
        case UInt8(ascii: "{"): .triple
        case UInt8(ascii: "="): .delimiter
        case UInt8(ascii: "<"), UInt8(ascii: "$"): .unsupported
        default: .variable
        }
    }

    private mutating func parseName(_ content: String, tag: String, at offset: Int) throws(TemplateError) -> TemplateName {
        guard !content.isEmpty else { throw error(at: offset, .emptyTagName(tag: tag)) }
        guard !content.utf8.contains(where: Self.isForbiddenInName) else {
            throw error(at: offset, .invalidName(name: content, tag: tag))
        }
        if content == "." {
            return TemplateName(text: content, parts: [], anchored: false)
        }
        var body = Substring(content)
        let anchored = body.hasPrefix(".")
        if anchored {
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else {
            throw error(at: offset, .invalidName(name: content, tag: tag))
        }
        return TemplateName(text: content, parts: parts, anchored: anchored)
    }

    /// `{{=<% %>=}}`: two delimiters separated by whitespace, neither containing `=`.
    private mutating func setDelimiters(from range: Range<Int>, tag: String, at offset: Int) throws(TemplateError) {
        let parts = bytes[range].split(whereSeparator: Self.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw error(at: offset, .badDelimiter(tag: tag))
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    private mutating func emitText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let startsLine = range.lowerBound == 0 || bytes[range.lowerBound - 1] == UInt8(ascii: "\n")
        nodes.append(.text(text(range), startsLine: startsLine))
    }

    // MARK: - Bytes

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text in `range` without leading and trailing ASCII whitespace.
    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return text(lower..<upper)
    }

    private func hasPrefix(_ needle: [UInt8], at index: Int) -> Bool {
        guard index >= 0, needle.count <= bytes.count - index else { return false }
        for (offset, byte) in needle.enumerated() where bytes[index + offset] != byte {
            return false
        }
        return true
    }

    /// The first index at or after `start` where `needle` occurs entirely before `limit`.
    private func find(_ needle: [UInt8], from start: Int, before limit: Int? = nil) -> Int? {
        let end = min(limit ?? bytes.count, bytes.count)
        guard let first = needle.first, start >= 0, needle.count <= end - start else { return nil }
        var index = start
        let last = end - needle.count
        while index <= last {
            if bytes[index] == first, hasPrefix(needle, at: index) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
    }

    private static func isForbiddenInName(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// The source text in `range` (a tag as written), cut to 60 characters for messages.
    private func abbreviatedText(_ range: Range<Int>) -> String {
        let tag = text(range)
        return tag.count <= 60 ? tag : String(tag.prefix(59)) + "…"
    }

    // MARK: - Positions

    private mutating func position(of offset: Int) -> TemplatePosition {
        if offset < cursorOffset {
            cursorOffset = 0
            cursorLine = 1
            cursorColumn = 1
        }
        while cursorOffset < offset, cursorOffset < bytes.count {
            let byte = bytes[cursorOffset]
            if byte == UInt8(ascii: "\n") {
                cursorLine += 1
                cursorColumn = 1
            } else if byte & 0xC0 != 0x80 {
                cursorColumn += 1
            }
            cursorOffset += 1
        }
        return TemplatePosition(line: cursorLine, column: cursorColumn, offset: offset)
    }

    private mutating func error(at offset: Int, _ reason: TemplateError.Reason) -> TemplateError {
        TemplateError(templateName: templateName, position: position(of: offset), reason: reason)
    }
}
