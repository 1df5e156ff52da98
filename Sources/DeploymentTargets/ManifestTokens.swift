/// One token of Swift source as the manifest reader needs it, where it starts. Comments are
/// dropped and string literals are whole tokens, so text inside either never looks like code.
struct ManifestToken: Sendable, Hashable {
    /// The kinds of token the reader tells apart.
    enum Kind: Sendable, Hashable {
        /// A name or keyword (`platforms`, `iOS`, `v15`, `v12_4`).
        case identifier(String)
        /// One character of punctuation (`.`, `(`, `[`, `:` …).
        case punctuation(Unicode.Scalar)
        /// A string literal: its text when it is a one-line literal without interpolation,
        /// else nil. The position is that of the text's first character.
        case string(String?)
        /// A number or other character the reader has no use for.
        case other
    }

    /// What the token is.
    var kind: Kind
    /// The 1-based line of its first character.
    var line: Int
    /// The 1-based column of its first character, in Unicode scalars.
    var column: Int
}

/// The tokens of Swift source: `//` and nested `/* */` comments skipped, string literals
/// (`"…"`, `"""…"""`, raw `#"…"#`, interpolations inside) read as one token each. It never
/// fails: an unterminated comment or string just ends the tokens.
func manifestTokens(_ text: String) -> [ManifestToken] {
    var lexer = ManifestLexer(scalars: Array(text.unicodeScalars))
    return lexer.tokens()
}

/// The state of one tokenization.
private struct ManifestLexer {
    /// How deep string interpolations may nest before the rest is skipped as plain text.
    static let interpolationLimit = 32

    var scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var column = 1

    mutating func tokens() -> [ManifestToken] {
        var tokens: [ManifestToken] = []
        while let scalar = peek() {
            let start = (line, column)
            if scalar == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/" && peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
                let text = skipString(depth: 0)
                tokens.append(ManifestToken(kind: .string(text?.text), line: text?.line ?? start.0, column: text?.column ?? start.1))
            } else if isIdentifierHead(scalar) {
                var name = String.UnicodeScalarView()
                while let next = peek(), isIdentifierHead(next) || ("0"..."9").contains(next) {
                    name.append(next)
                    advance()
                }
                tokens.append(ManifestToken(kind: .identifier(String(name)), line: start.0, column: start.1))
            } else if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                advance()
            } else {
                advance()
                let isPunctuation = ".()[]{}:,=".unicodeScalars.contains(scalar)
                tokens.append(ManifestToken(kind: isPunctuation ? .punctuation(scalar) : .other, line: start.0, column: start.1))
            }
        }
        return tokens
    }

    /// `/* … */`, with nested comments as Swift allows.
    private mutating func skipBlockComment() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                advance()
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                advance()
                if depth == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }

    /// Whether the `#`s here open a raw string.
    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Skips a string literal from its first `#` or `"`; returns its text and where the text
    /// starts when it is a one-line literal without interpolation.
    private mutating func skipString(depth: Int) -> (text: String, line: Int, column: Int)? {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        let isMultiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(isMultiline ? 3 : 1) { advance() }
        let start = (line, column)
        var text = String.UnicodeScalarView()
        var isPlain = !isMultiline
        while let scalar = peek() {
            if scalar == "\"" && (!isMultiline || (peek(1) == "\"" && peek(2) == "\"")) && closesWith(hashes, after: isMultiline ? 3 : 1) {
                for _ in 0..<((isMultiline ? 3 : 1) + hashes) { advance() }
                return isPlain ? (String(text), start.0, start.1) : nil
            }
            if scalar == "\n" && !isMultiline { return nil }
            if scalar == "\\" && closesWith(hashes, after: 1) {
                // An escape: `\(` opens an interpolation, anything else is one escaped character.
                for _ in 0...hashes { advance() }
                if peek() == "(" {
                    isPlain = false
                    skipInterpolation(depth: depth + 1)
                } else {
                    if let escaped = peek() { text.append(escaped) }
                    isPlain = isPlain && peek() != "u"
                    advance()
                }
                continue
            }
            text.append(scalar)
            advance()
        }
        return nil
    }

    /// Whether `count` `#`s follow the `offset` scalars from here.
    private func closesWith(_ count: Int, after offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == "#" }
    }

    /// Skips `( … )` of an interpolation, strings inside it included.
    private mutating func skipInterpolation(depth: Int) {
        var parentheses = 0
        while let scalar = peek() {
            if scalar == "\"" && depth < Self.interpolationLimit {
                _ = skipString(depth: depth)
                continue
            }
            if scalar == "\n" && depth >= Self.interpolationLimit { return }
            advance()
            if scalar == "(" { parentheses += 1 }
            if scalar == ")" {
                parentheses -= 1
                if parentheses == 0 { return }
            }
        }
    }

    private func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Moves past one scalar, counting lines at `\n`.
    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }
}
