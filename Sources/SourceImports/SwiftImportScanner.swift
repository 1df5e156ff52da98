/// Finds the `import` statements of a Swift file with a small lexer: it skips comments (nested
/// block comments too), string literals of every kind with their interpolations, and takes
/// `import` only as the first word of a statement, after any import attributes and modifiers.
///
/// The literals open at a point are kept on an explicit stack, not in recursion, so no input
/// however deeply nested can exhaust the call stack.
struct SwiftImportScanner {
    /// A literal the lexer is inside.
    private enum Literal {
        /// A string literal: `hashes` is the number of `#` of a raw string's delimiter, and
        /// `isMultiline` whether it is delimited by `"""`.
        case string(hashes: Int, isMultiline: Bool)
        /// The code of an interpolation `\( … )`, with the parentheses open in it (at least 1).
        case interpolation(openParentheses: Int)
    }

    /// A name as written: plain or between backticks.
    private struct Name {
        /// The offsets of the name itself, without backticks.
        var range: Range<Int>
        /// The offset just past the name, and past its closing backtick.
        var end: Int
        /// Whether the name was between backticks, which makes a keyword an ordinary name.
        var isBackticked: Bool
    }

    /// The file's bytes, after any byte order mark.
    private let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    private var offset = 0
    /// Where the imports' names are.
    private var positions: SourcePositionTracker
    /// The imports found so far, in file order.
    private var imports: [SourceImport] = []
    /// The literals open at `offset`, innermost last; empty in plain code.
    private var literals: [Literal] = []
    /// The `#if` blocks open at `offset`.
    private var conditionals = SwiftConditionalStack()
    /// Whether the next word begins a statement: at the top of the file, after a line end or a
    /// `;`, and after import attributes and modifiers.
    private var isAtStatementStart = true
    /// The attributes and modifiers read at the start of the current statement, as written.
    private var pendingAttributes: [String] = []

    /// A scanner at the start of `bytes`.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        positions = SourcePositionTracker(bytes: bytes)
    }

    /// The imports of `bytes`, in file order.
    static func imports(in bytes: UnsafeRawBufferPointer) -> [SourceImport] {
        var scanner = SwiftImportScanner(bytes: bytes)
        return scanner.scan()
    }

    /// Reads the whole file and returns its imports. Every step reads at least one byte.
    mutating func scan() -> [SourceImport] {
        while offset < bytes.count {
            switch literals.last {
            case nil: readCode()
            case .string(let hashes, let isMultiline): readString(hashes: hashes, isMultiline: isMultiline)
            case .interpolation(let openParentheses): readInterpolation(openParentheses: openParentheses)
            }
        }
        return imports
    }

    // MARK: - Plain code

    /// Reads one token (or space, line end or comment) of code outside any literal.
    private mutating func readCode() {
        let byte = bytes[offset]
        switch byte {
        case 0x0A, 0x0D:
            isAtStatementStart = true
            offset += 1
        case UInt8(ascii: " "), 0x09, 0x0B, 0x0C:
            offset += 1
        case UInt8(ascii: "/"):
            if let end = endOfComment(from: offset) {
                offset = end
            } else {
                endStatementStart()
                offset += 1
            }
        case UInt8(ascii: ";"):
            isAtStatementStart = true
            pendingAttributes.removeAll()
            offset += 1
        case UInt8(ascii: "\""):
            endStatementStart()
            openString(quote: offset, hashes: 0)
        case UInt8(ascii: "#"):
            readHash()
        case UInt8(ascii: "@"):
            readAttribute()
        case UInt8(ascii: "`"):
            endStatementStart()
            offset = name(at: offset)?.end ?? offset + 1
        default:
            if byte.isIdentifierStart {
                readWord()
            } else {
                endStatementStart()
                offset += 1
            }
        }
    }

    /// Notes that the statement has begun with something other than an import's attributes.
    private mutating func endStatementStart() {
        isAtStatementStart = false
        if !pendingAttributes.isEmpty { pendingAttributes.removeAll() }
    }

    /// Reads a word: `import` or a modifier at a statement's start, or any other word.
    private mutating func readWord() {
        let end = bytes.endOfIdentifier(from: offset)
        let word = offset..<end
        guard isAtStatementStart else {
            offset = end
            return
        }
        if bytes.bytes(in: word, equal: "import"), let statementEnd = readImport(keywordEnd: end) {
            offset = statementEnd
            endStatementStart()
        } else if Self.isAccessModifier(bytes, word) {
            pendingAttributes.append(bytes.text(in: word))
            offset = end
        } else {
            endStatementStart()
            offset = end
        }
    }

    /// Whether `word` is an access modifier an import may carry (Swift 6 access-level imports).
    private static func isAccessModifier(_ bytes: UnsafeRawBufferPointer, _ word: Range<Int>) -> Bool {
        bytes.bytes(in: word, equal: "public") || bytes.bytes(in: word, equal: "internal")
            || bytes.bytes(in: word, equal: "package") || bytes.bytes(in: word, equal: "private")
            || bytes.bytes(in: word, equal: "fileprivate")
    }

    /// Whether `word` is a declaration kind of `import struct X.Y`.
    private static func isDeclarationKind(_ bytes: UnsafeRawBufferPointer, _ word: Range<Int>) -> Bool {
        bytes.bytes(in: word, equal: "typealias") || bytes.bytes(in: word, equal: "struct")
            || bytes.bytes(in: word, equal: "class") || bytes.bytes(in: word, equal: "enum")
            || bytes.bytes(in: word, equal: "protocol") || bytes.bytes(in: word, equal: "let")
            || bytes.bytes(in: word, equal: "var") || bytes.bytes(in: word, equal: "func")
    }

    /// Whether `name` is an attribute an import may carry.
    private static func isImportAttribute(_ bytes: UnsafeRawBufferPointer, _ name: Range<Int>) -> Bool {
        bytes.bytes(in: name, equal: "_exported") || bytes.bytes(in: name, equal: "preconcurrency")
            || bytes.bytes(in: name, equal: "testable") || bytes.bytes(in: name, equal: "_implementationOnly")
            || bytes.bytes(in: name, equal: "_weakLinked") || bytes.bytes(in: name, equal: "_spi")
            || bytes.bytes(in: name, equal: "_spiOnly")
    }

    /// Reads the rest of an import statement after the `import` keyword ending at `keywordEnd`,
    /// records it and returns where it ends; nil when the word was no import (`import:`, a
    /// label, or nothing importable after it).
    private mutating func readImport(keywordEnd: Int) -> Int? {
        guard var module = name(at: endOfTrivia(from: keywordEnd)) else { return nil }
        var form = ImportForm.swiftImport
        if !module.isBackticked, Self.isDeclarationKind(bytes, module.range) {
            guard let declared = name(at: endOfTrivia(from: module.end)) else { return nil }
            module = declared
            form = .swiftDeclarationImport
        }
        var path: [String] = []
        var end = module.end
        while true {
            let dot = bytes.endOfHorizontalSpace(from: end)
            guard bytes.byte(at: dot, is: UInt8(ascii: ".")),
                let component = name(at: bytes.endOfHorizontalSpace(from: dot + 1))
            else { break }
            path.append(bytes.text(in: component.range))
            end = component.end
        }
        // `import x: Int`: an argument label on its own line, not a statement.
        if bytes.byte(at: bytes.endOfHorizontalSpace(from: end), is: UInt8(ascii: ":")) { return nil }
        let position = positions.position(of: module.range.lowerBound)
        imports.append(
            SourceImport(
                module: bytes.text(in: module.range), path: path, form: form, attributes: pendingAttributes, line: position.line,
                column: position.column, isConditional: conditionals.isGuarded))
        return end
    }

    /// The name at `start`: an identifier, or any text between backticks on one line.
    private func name(at start: Int) -> Name? {
        guard let first = bytes.byte(at: start) else { return nil }
        if first == UInt8(ascii: "`") {
            var close = start + 1
            while let byte = bytes.byte(at: close), byte != UInt8(ascii: "`"), !byte.isLineEnd { close += 1 }
            guard bytes.byte(at: close, is: UInt8(ascii: "`")), close > start + 1 else { return nil }
            return Name(range: start + 1..<close, end: close + 1, isBackticked: true)
        }
        guard first.isIdentifierStart else { return nil }
        let end = bytes.endOfIdentifier(from: start)
        return Name(range: start..<end, end: end, isBackticked: false)
    }

    /// Reads `@name`: an import attribute at a statement's start is kept (with `@_spi`'s
    /// argument, spaces removed); any other attribute begins an ordinary statement.
    private mutating func readAttribute() {
        let nameEnd = bytes.endOfIdentifier(from: offset + 1)
        let name = offset + 1..<nameEnd
        guard isAtStatementStart, !name.isEmpty, Self.isImportAttribute(bytes, name) else {
            endStatementStart()
            offset = max(nameEnd, offset + 1)
            return
        }
        var attribute = "@" + bytes.text(in: name)
        var end = nameEnd
        let open = bytes.endOfHorizontalSpace(from: nameEnd)
        if bytes.byte(at: open, is: UInt8(ascii: "(")) {
            var close = open + 1
            var argument: [UInt8] = []
            while let byte = bytes.byte(at: close), byte != UInt8(ascii: ")"), !byte.isLineEnd {
                if !byte.isHorizontalSpace { argument.append(byte) }
                close += 1
            }
            guard bytes.byte(at: close, is: UInt8(ascii: ")")) else {
                endStatementStart()
                offset = nameEnd
                return
            }
            attribute += "(" + String(decoding: argument, as: UTF8.self) + ")"
            end = close + 1
        }
        pendingAttributes.append(attribute)
        offset = end
    }

    /// Reads what begins with `#`: a raw string, a conditional compilation directive at a
    /// statement's start, or another `#` word (`#warning`, `#selector`, a macro).
    private mutating func readHash() {
        let hashes = bytes.run(of: UInt8(ascii: "#"), from: offset)
        if bytes.byte(at: offset + hashes, is: UInt8(ascii: "\"")) {
            endStatementStart()
            openString(quote: offset + hashes, hashes: hashes)
            return
        }
        let wordEnd = bytes.endOfIdentifier(from: offset + 1)
        let word = offset + 1..<wordEnd
        guard hashes == 1, isAtStatementStart, !word.isEmpty else {
            endStatementStart()
            offset += hashes
            return
        }
        // The condition runs to the line's end or a comment, which the next step skips.
        var conditionEnd = wordEnd
        while let byte = bytes.byte(at: conditionEnd), !byte.isLineEnd, endOfComment(from: conditionEnd) == nil {
            conditionEnd += 1
        }
        let callsCanImport = bytes.condition(in: wordEnd..<conditionEnd, calls: "canImport")
        if bytes.bytes(in: word, equal: "if") {
            conditionals.openIf(callsCanImport: callsCanImport)
        } else if bytes.bytes(in: word, equal: "elseif") {
            conditionals.elseIf(callsCanImport: callsCanImport)
        } else if bytes.bytes(in: word, equal: "endif") {
            conditionals.endIf()
        } else if !bytes.bytes(in: word, equal: "else") {
            endStatementStart()
            offset = wordEnd
            return
        }
        // A directive keeps the statement start and its attributes: `#if` may wrap an attribute.
        offset = conditionEnd
    }

    // MARK: - Literals

    /// Opens the string literal whose first quote is at `quote`, after `hashes` `#`.
    private mutating func openString(quote: Int, hashes: Int) {
        let isMultiline = bytes.byte(at: quote + 1, is: UInt8(ascii: "\"")) && bytes.byte(at: quote + 2, is: UInt8(ascii: "\""))
        literals.append(.string(hashes: hashes, isMultiline: isMultiline))
        offset = quote + (isMultiline ? 3 : 1)
    }

    /// Reads a string's text up to its end, an interpolation or (for a one-line string that was
    /// never closed) the line's end.
    private mutating func readString(hashes: Int, isMultiline: Bool) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                let escaped = offset + 1 + hashes
                guard bytes.run(of: UInt8(ascii: "#"), from: offset + 1, limit: hashes) == hashes else {
                    offset += 1
                    continue
                }
                if bytes.byte(at: escaped, is: UInt8(ascii: "(")) {
                    literals.append(.interpolation(openParentheses: 1))
                    offset = escaped + 1
                    return
                }
                // The escaped character, unless it ends the line (a multi-line string's line
                // continuation, or a one-line string left open).
                offset = bytes.byte(at: escaped).map { $0.isLineEnd ? escaped : escaped + 1 } ?? escaped
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if bytes.run(of: UInt8(ascii: "\""), from: offset, limit: quotes) == quotes,
                    bytes.run(of: UInt8(ascii: "#"), from: offset + quotes, limit: hashes) == hashes
                {
                    _ = literals.popLast()
                    offset += quotes + hashes
                    return
                }
                offset += 1
                continue
            }
            if byte.isLineEnd && !isMultiline {
                abandonOneLineString()
                offset += 1
                return
            }
            offset += 1
        }
    }

    /// A one-line string reached its line's end unclosed: the lexer has lost its way (or met a
    /// regular expression literal), so it goes back to the innermost multi-line string, or to
    /// plain code at the start of a statement.
    private mutating func abandonOneLineString() {
        while let last = literals.last {
            if case .string(_, true) = last { return }
            literals.removeLast()
        }
        isAtStatementStart = true
        pendingAttributes.removeAll()
    }

    /// Reads one token of an interpolation's code: parentheses, strings and comments matter.
    private mutating func readInterpolation(openParentheses: Int) {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "("):
            literals[literals.count - 1] = .interpolation(openParentheses: openParentheses + 1)
            offset += 1
        case UInt8(ascii: ")"):
            if openParentheses <= 1 {
                literals.removeLast()
            } else {
                literals[literals.count - 1] = .interpolation(openParentheses: openParentheses - 1)
            }
            offset += 1
        case UInt8(ascii: "\""):
            openString(quote: offset, hashes: 0)
        case UInt8(ascii: "#"):
            let hashes = bytes.run(of: UInt8(ascii: "#"), from: offset)
            if bytes.byte(at: offset + hashes, is: UInt8(ascii: "\"")) {
                openString(quote: offset + hashes, hashes: hashes)
            } else {
                offset += hashes
            }
        case UInt8(ascii: "/"):
            offset = endOfComment(from: offset) ?? offset + 1
        default:
            offset += 1
        }
    }

    // MARK: - Comments and space

    /// The offset just past the comment at `start` (a `//` comment ends before its line end), or
    /// nil when no comment begins there. A line end inside a block comment ends the statement.
    private mutating func endOfComment(from start: Int) -> Int? {
        guard bytes.byte(at: start, is: UInt8(ascii: "/")) else { return nil }
        if bytes.byte(at: start + 1, is: UInt8(ascii: "/")) { return bytes.endOfLine(from: start + 2) }
        guard bytes.byte(at: start + 1, is: UInt8(ascii: "*")) else { return nil }
        var depth = 1
        var index = start + 2
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && bytes.byte(at: index + 1, is: UInt8(ascii: "*")) {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*") && bytes.byte(at: index + 1, is: UInt8(ascii: "/")) {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                if byte.isLineEnd && literals.isEmpty { isAtStatementStart = true }
                index += 1
            }
        }
        return bytes.count
    }

    /// The offset just past the space, line ends and comments at `start`.
    private mutating func endOfTrivia(from start: Int) -> Int {
        var index = start
        while let byte = bytes.byte(at: index) {
            if byte.isHorizontalSpace || byte.isLineEnd {
                index += 1
            } else if let end = endOfComment(from: index) {
                index = end
            } else {
                break
            }
        }
        return index
    }
}
