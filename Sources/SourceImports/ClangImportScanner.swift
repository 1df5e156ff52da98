/// Finds the imports of an Objective-C, C or C++ file with a small lexer: `@import X.Y;`, and
/// framework-style `#import <X/H.h>` and `#include <X/H.h>`. It skips comments, string and
/// character literals (C++ raw strings too) and the branches of `#if 0`, and reads directives
/// continued over several lines with `\`.
struct ClangImportScanner {
    /// The file's bytes, after any byte order mark.
    private let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    private var offset = 0
    /// Where the imports' names are.
    private var positions: SourcePositionTracker
    /// The imports found so far, in file order.
    private var imports: [SourceImport] = []
    /// The `#if` blocks open at `offset`.
    private var conditionals = ClangConditionalStack()
    /// Whether only space and comments precede `offset` on its line, so a `#` begins a directive.
    private var isAtLineStart = true
    /// The directive being read, with its continuations removed and comments made spaces.
    private var directive: [UInt8] = []
    /// The file offset of each byte of `directive`.
    private var directiveOffsets: [Int] = []

    /// A scanner at the start of `bytes`.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        positions = SourcePositionTracker(bytes: bytes)
    }

    /// The imports of `bytes`, in file order.
    static func imports(in bytes: UnsafeRawBufferPointer) -> [SourceImport] {
        var scanner = ClangImportScanner(bytes: bytes)
        return scanner.scan()
    }

    /// Reads the whole file and returns its imports. Every step reads at least one byte.
    mutating func scan() -> [SourceImport] {
        while offset < bytes.count {
            readToken()
        }
        return imports
    }

    /// Reads one token, space, line end, comment or directive.
    private mutating func readToken() {
        let byte = bytes[offset]
        switch byte {
        case 0x0A, 0x0D:
            isAtLineStart = true
            offset += 1
        case UInt8(ascii: " "), 0x09, 0x0B, 0x0C:
            offset += 1
        case UInt8(ascii: "/"):
            if let end = endOfComment(from: offset) {
                offset = end
            } else {
                isAtLineStart = false
                offset += 1
            }
        case UInt8(ascii: "\\"):
            // A line continuation joins the lines: the next one does not start a line.
            if let next = bytes.byte(at: offset + 1), next.isLineEnd {
                offset = endOfLineEnd(at: offset + 1)
            } else {
                isAtLineStart = false
                offset += 1
            }
        case UInt8(ascii: "#"):
            if isAtLineStart {
                readDirective()
            } else {
                offset += 1
            }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            isAtLineStart = false
            offset = endOfQuoted(from: offset)
        case UInt8(ascii: "@"):
            isAtLineStart = false
            readAt()
        default:
            isAtLineStart = false
            if byte.isDigit {
                offset = endOfNumber(from: offset)
            } else if byte.isIdentifierStart {
                let end = bytes.endOfIdentifier(from: offset)
                if bytes.byte(at: end, is: UInt8(ascii: "\"")), Self.isRawStringPrefix(bytes, offset..<end) {
                    offset = endOfRawString(quote: end) ?? end
                } else {
                    offset = end
                }
            } else {
                offset += 1
            }
        }
    }

    // MARK: - @import

    /// Reads `@`: `@import X.Y;` records module `X` with path `["Y"]`.
    private mutating func readAt() {
        let wordEnd = bytes.endOfIdentifier(from: offset + 1)
        guard bytes.bytes(in: offset + 1..<wordEnd, equal: "import") else {
            offset += 1
            return
        }
        let moduleStart = endOfTrivia(from: wordEnd)
        guard bytes.byte(at: moduleStart)?.isIdentifierStart == true else {
            offset = wordEnd
            return
        }
        var end = bytes.endOfIdentifier(from: moduleStart)
        let module = moduleStart..<end
        var path: [String] = []
        while true {
            let dot = endOfTrivia(from: end)
            let componentStart = endOfTrivia(from: dot + 1)
            guard bytes.byte(at: dot, is: UInt8(ascii: ".")), bytes.byte(at: componentStart)?.isIdentifierStart == true else { break }
            end = bytes.endOfIdentifier(from: componentStart)
            path.append(bytes.text(in: componentStart..<end))
        }
        record(module: bytes.text(in: module), path: path, form: .moduleImport, at: moduleStart)
        offset = end
    }

    /// Records an import whose name begins at `start`, unless a dead branch holds it.
    private mutating func record(module: String, path: [String], form: ImportForm, at start: Int) {
        guard !conditionals.isSkipping else { return }
        let position = positions.position(of: start)
        imports.append(
            SourceImport(
                module: module, path: path, form: form, line: position.line, column: position.column,
                isConditional: conditionals.isGuarded))
    }

    // MARK: - Directives

    /// Reads the directive whose `#` is at `offset`, to the end of its logical line.
    private mutating func readDirective() {
        offset = collectDirective(from: offset + 1)
        let text = directive
        text.withUnsafeBytes { interpretDirective($0) }
    }

    /// Acts on the directive `text` (without its `#`): conditional blocks and header imports.
    private mutating func interpretDirective(_ text: UnsafeRawBufferPointer) {
        let nameStart = text.endOfHorizontalSpace(from: 0)
        let nameEnd = text.endOfIdentifier(from: nameStart)
        let name = nameStart..<nameEnd
        let condition = nameEnd..<text.count
        if text.bytes(in: name, equal: "import") {
            readHeader(text, from: nameEnd, form: .headerImport)
        } else if text.bytes(in: name, equal: "include") {
            readHeader(text, from: nameEnd, form: .headerInclude)
        } else if text.bytes(in: name, equal: "if") {
            conditionals.openIf(constant: text.constantCondition(in: condition), callsHasInclude: Self.callsHasInclude(text, condition))
        } else if text.bytes(in: name, equal: "ifdef") || text.bytes(in: name, equal: "ifndef") {
            conditionals.openIf(constant: nil, callsHasInclude: false)
        } else if text.bytes(in: name, equal: "elif") {
            conditionals.elseIf(constant: text.constantCondition(in: condition), callsHasInclude: Self.callsHasInclude(text, condition))
        } else if text.bytes(in: name, equal: "elifdef") || text.bytes(in: name, equal: "elifndef") {
            conditionals.elseIf(constant: nil, callsHasInclude: false)
        } else if text.bytes(in: name, equal: "else") {
            conditionals.otherwise()
        } else if text.bytes(in: name, equal: "endif") {
            conditionals.endIf()
        }
    }

    /// Whether `condition` calls `__has_include` or `__has_include_next`.
    private static func callsHasInclude(_ text: UnsafeRawBufferPointer, _ condition: Range<Int>) -> Bool {
        text.condition(in: condition, calls: "__has_include") || text.condition(in: condition, calls: "__has_include_next")
    }

    /// Reads the operand of `#import` or `#include` in `text` from `start`: a framework-style
    /// `<X/Sub/H.h>` records module `X` with path `["Sub", "H.h"]`; quoted and slash-less
    /// headers are no module imports.
    private mutating func readHeader(_ text: UnsafeRawBufferPointer, from start: Int, form: ImportForm) {
        let open = text.endOfHorizontalSpace(from: start)
        guard text.byte(at: open, is: UInt8(ascii: "<")) else { return }
        var close = open + 1
        while let byte = text.byte(at: close), byte != UInt8(ascii: ">") { close += 1 }
        guard text.byte(at: close, is: UInt8(ascii: ">")) else { return }
        var first = text.endOfHorizontalSpace(from: open + 1)
        var last = close
        while last > first && text[last - 1].isHorizontalSpace { last -= 1 }
        var slash = first
        while slash < last && text[slash] != UInt8(ascii: "/") { slash += 1 }
        guard slash < last, slash > first, text[first] != UInt8(ascii: ".") else { return }
        let module = text.text(in: first..<slash)
        var path: [String] = []
        first = slash + 1
        while first <= last {
            var end = first
            while end < last && text[end] != UInt8(ascii: "/") { end += 1 }
            if end > first { path.append(text.text(in: first..<end)) }
            first = end + 1
        }
        let moduleStart = text.endOfHorizontalSpace(from: open + 1)
        guard moduleStart < directiveOffsets.count else { return }
        record(module: module, path: path, form: form, at: directiveOffsets[moduleStart])
    }

    /// Copies the directive that begins at `start` (after its `#`) into `directive`, joining
    /// continued lines and making each comment one space, and returns the offset of the line
    /// end that ends it.
    private mutating func collectDirective(from start: Int) -> Int {
        directive.removeAll(keepingCapacity: true)
        directiveOffsets.removeAll(keepingCapacity: true)
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), let next = bytes.byte(at: index + 1), next.isLineEnd {
                index = endOfLineEnd(at: index + 1)
                continue
            }
            if byte.isLineEnd { break }
            if byte == UInt8(ascii: "/"), let end = endOfComment(from: index) {
                directive.append(UInt8(ascii: " "))
                directiveOffsets.append(index)
                index = end
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = endOfQuoted(from: index)
                for literal in index..<end {
                    directive.append(bytes[literal])
                    directiveOffsets.append(literal)
                }
                index = end
                continue
            }
            directive.append(byte)
            directiveOffsets.append(index)
            index += 1
        }
        return index
    }

    // MARK: - Comments, literals and numbers

    /// The offset just past the line end (LF, CR LF or CR) at `start`.
    private func endOfLineEnd(at start: Int) -> Int {
        bytes.byte(at: start, is: 0x0D) && bytes.byte(at: start + 1, is: 0x0A) ? start + 2 : start + 1
    }

    /// The offset just past the comment at `start`, or nil when no comment begins there. A `//`
    /// comment ends before its line end, and goes on past a line end escaped with `\`; a block
    /// comment ends at the first `*/`.
    private func endOfComment(from start: Int) -> Int? {
        guard bytes.byte(at: start, is: UInt8(ascii: "/")) else { return nil }
        var index = start + 2
        if bytes.byte(at: start + 1, is: UInt8(ascii: "/")) {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), let next = bytes.byte(at: index + 1), next.isLineEnd {
                    index = endOfLineEnd(at: index + 1)
                } else if byte.isLineEnd {
                    return index
                } else {
                    index += 1
                }
            }
            return bytes.count
        }
        guard bytes.byte(at: start + 1, is: UInt8(ascii: "*")) else { return nil }
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return bytes.count
    }

    /// The offset just past the space, line ends and comments at `start`.
    private func endOfTrivia(from start: Int) -> Int {
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

    /// The offset just past the string or character literal whose quote is at `start`, with its
    /// escapes; an unclosed literal ends before its line end, as compilers recover.
    private func endOfQuoted(from start: Int) -> Int {
        guard let quote = bytes.byte(at: start) else { return start + 1 }
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index = bytes.byte(at: index + 1).map { $0.isLineEnd ? endOfLineEnd(at: index + 1) : index + 2 } ?? index + 1
            } else if byte == quote {
                return index + 1
            } else if byte.isLineEnd {
                return index
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// Whether `word` is the prefix of a C++ raw string: `R`, `LR`, `uR`, `UR` or `u8R`.
    private static func isRawStringPrefix(_ bytes: UnsafeRawBufferPointer, _ word: Range<Int>) -> Bool {
        bytes.bytes(in: word, equal: "R") || bytes.bytes(in: word, equal: "LR") || bytes.bytes(in: word, equal: "uR")
            || bytes.bytes(in: word, equal: "UR") || bytes.bytes(in: word, equal: "u8R")
    }

    /// The offset just past the C++ raw string `R"delimiter( … )delimiter"` whose quote is at
    /// `quote`, or nil when no valid delimiter (at most 16 characters, then `(`) follows it.
    private func endOfRawString(quote: Int) -> Int? {
        var open = quote + 1
        while let byte = bytes.byte(at: open), byte != UInt8(ascii: "("), open - quote <= 16 {
            let isForbidden =
                byte.isHorizontalSpace || byte.isLineEnd || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\\")
                || byte == UInt8(ascii: "\"")
            if isForbidden { return nil }
            open += 1
        }
        guard bytes.byte(at: open, is: UInt8(ascii: "(")) else { return nil }
        let delimiter = quote + 1..<open
        var close = open + 1
        while close < bytes.count {
            if bytes[close] == UInt8(ascii: ")"), Self.hasDelimiter(bytes, delimiter, at: close + 1),
                bytes.byte(at: close + 1 + delimiter.count, is: UInt8(ascii: "\""))
            {
                return close + delimiter.count + 2
            }
            close += 1
        }
        return bytes.count
    }

    /// Whether the bytes at `start` repeat those of `delimiter`.
    private static func hasDelimiter(_ bytes: UnsafeRawBufferPointer, _ delimiter: Range<Int>, at start: Int) -> Bool {
        guard start + delimiter.count <= bytes.count else { return false }
        for index in 0..<delimiter.count where bytes[start + index] != bytes[delimiter.lowerBound + index] { return false }
        return true
    }

    /// The offset just past the number at `start`, with C++14 digit separators (`1'000`), so
    /// they open no character literal.
    private func endOfNumber(from start: Int) -> Int {
        var index = start + 1
        while let byte = bytes.byte(at: index) {
            if byte.isIdentifierContinuation || byte == UInt8(ascii: ".") {
                index += 1
            } else if byte == UInt8(ascii: "'"), bytes.byte(at: index + 1)?.isIdentifierContinuation == true {
                index += 2
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                let previous = bytes.byte(at: index - 1), Self.isExponent(previous)
            {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// Whether `byte` marks an exponent, after which a sign belongs to the number (`1e+5`).
    private static func isExponent(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
    }
}
