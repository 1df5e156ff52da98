import Foundation

/// A `pattern`/`patternProperties` regular expression: ECMA-262 syntax, translated where the two
/// dialects differ and compiled once with Foundation's `NSRegularExpression` (ICU).
///
/// Matching is an unanchored search, as JSON Schema requires (`"a"` matches `"cat"`; anchor with
/// `^…$` to match a whole string). The translation gives the ECMA-262 meaning to:
///
/// - `\d` `\D` `\w` `\W` `\s` `\S` `\b` `\B` (ASCII digits and word characters; ECMA's white-space
///   set), inside and outside character classes;
/// - `$` (end of input only, where ICU would also match before a final line break) and `.`
///   (anything but `\n`, `\r`, U+2028, U+2029);
/// - `[` and `&` inside a class (literals in ECMA, set syntax in ICU), `[]` and `[^]`, `\0`, `\u{…}`.
///
/// Everything else is passed to ICU as written; the documented remaining differences are in
/// docs/JSON-SCHEMA.md (e.g. ICU accepts some syntax ECMA-262 rejects, and lookbehind must be bounded).
///
/// `NSRegularExpression` is immutable and documented as safe to use from several threads, hence
/// the `@unchecked Sendable`.
final class ECMARegex: @unchecked Sendable {
    /// The pattern as written in the schema.
    let source: String
    private let expression: NSRegularExpression

    /// Compiles `source`; throws a message when ICU rejects the (translated) pattern.
    init(_ source: String) throws(PatternError) {
        self.source = source
        do {
            expression = try NSRegularExpression(pattern: ECMARegex.translate(source), options: [])
        } catch {
            throw PatternError(message: "not a valid regular expression")
        }
    }

    struct PatternError: Error {
        let message: String
    }

    /// True when the pattern matches somewhere in `text`.
    func matches(_ text: String) -> Bool {
        let range = NSRange(location: 0, length: text.utf16.count)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }

    private static let asciiWord = "A-Za-z0-9_"
    private static let asciiDigit = "0-9"
    private static let whiteSpace =
        "\\t\\n\\x{0B}\\f\\r\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}"
    private static let wordBoundary = "(?:(?<=[A-Za-z0-9_])(?![A-Za-z0-9_])|(?<![A-Za-z0-9_])(?=[A-Za-z0-9_]))"
    private static let notWordBoundary = "(?:(?<=[A-Za-z0-9_])(?=[A-Za-z0-9_])|(?<![A-Za-z0-9_])(?![A-Za-z0-9_]))"

    /// Rewrites ECMA-262 syntax into ICU syntax with the same meaning (see the type's documentation).
    static func translate(_ pattern: String) -> String {
        let scalars = Array(pattern.unicodeScalars)
        var out = ""
        var i = 0
        var inClass = false
        while i < scalars.count {
            let c = scalars[i]
            if c == "\\" {
                guard i + 1 < scalars.count else {
                    out += "\\"
                    i += 1
                    continue
                }
                let next = scalars[i + 1]
                i += 2
                switch next {
                case "d": out += inClass ? asciiDigit : "[\(asciiDigit)]"
                case "D": out += "[^\(asciiDigit)]"
                case "w": out += inClass ? asciiWord : "[\(asciiWord)]"
                case "W": out += "[^\(asciiWord)]"
                case "s": out += inClass ? whiteSpace : "[\(whiteSpace)]"
                case "S": out += "[^\(whiteSpace)]"
                case "b": out += inClass ? "\\x{08}" : wordBoundary
                case "B": out += inClass ? "B" : notWordBoundary
                case "0" where !(i < scalars.count && ("0"..."9").contains(scalars[i])):
                    out += "\\x{0}"
                case "u" where i < scalars.count && scalars[i] == "{":
                    out += "\\x"
                default:
                    out += "\\"
                    out.unicodeScalars.append(next)
                }
                continue
            }
            if inClass {
                switch c {
                case "]":
                    inClass = false
                    out += "]"
                case "[": out += "\\["
                case "&": out += "\\&"
                default: out.unicodeScalars.append(c)
                }
                i += 1
                continue
            }
            switch c {
            case "[":
                if i + 1 < scalars.count && scalars[i + 1] == "]" {
                    out += "(?!)"
                    i += 2
                } else if i + 2 < scalars.count && scalars[i + 1] == "^" && scalars[i + 2] == "]" {
                    out += "[\\x{0}-\\x{10FFFF}]"
                    i += 3
                } else {
                    inClass = true
                    out += "["
                    i += 1
                    if i < scalars.count && scalars[i] == "^" {
                        out += "^"
                        i += 1
                    }
                }
            case "$":
                out += "\\z"
                i += 1
            case ".":
                out += "[^\\n\\r\\x{2028}\\x{2029}]"
                i += 1
            default:
                out.unicodeScalars.append(c)
                i += 1
            }
        }
        return out
    }
}
