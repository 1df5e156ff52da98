/// The printf-style placeholders of a UI string (`%@`, `%lld`, `%1$@`, `%.1f`), as Apple's
/// `String(format:)` reads them, and the syntax problems among them.
///
/// A placeholder is `%`, an optional argument number with `$`, flags (`-+#0'`), a width, a
/// precision, a length modifier (`hh h l ll q L z t j`) and a conversion
/// (`@ d D i u U x X o O f F e E g G a A c C s S p`); `%%` is a percent sign. A space is not
/// taken as a flag: in translated text `50 % de` is a percent sign followed by a word, not the
/// placeholder `% d`.
struct FormatString: Sendable {
    /// One placeholder.
    struct Placeholder: Sendable, Hashable {
        /// Where it is, in Unicode scalars of the text.
        var range: Range<Int>
        /// Its argument number (`%2$@` → 2), or `nil` for a plain placeholder.
        var number: Int?
        /// Its type: length modifier and conversion (`@`, `lld`, `f`); `i` is read as `d`.
        var type: String
        /// Its text as written.
        var text: String
    }

    /// A syntax problem.
    typealias Problem = L10nMessage.PlaceholderSyntaxProblem

    /// The placeholders, in text order.
    private(set) var placeholders: [Placeholder] = []
    /// The syntax problems, in text order (`mixed` last).
    private(set) var problems: [Problem] = []

    private static let flags: Set<Unicode.Scalar> = ["-", "+", "#", "0", "'"]
    private static let conversions: Set<Unicode.Scalar> = [
        "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p",
    ]

    /// Reads the placeholders of `scalars`.
    init(_ scalars: [Unicode.Scalar]) {
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                index += 2
                continue
            }
            if let placeholder = Self.placeholder(in: scalars, at: index) {
                placeholders.append(placeholder)
                if placeholder.number == 0 { problems.append(.zeroNumber(placeholder.text)) }
                index = placeholder.range.upperBound
            } else {
                let end = min(scalars.count, index + 6)
                problems.append(.lonePercent(context: String(String.UnicodeScalarView(scalars[index..<end]))))
                index += 1
            }
        }
        let numbered = placeholders.contains { $0.number != nil }
        let plain = placeholders.contains { $0.number == nil }
        if numbered && plain { problems.append(.mixed) }
    }

    /// Reads `text`.
    init(_ text: String) {
        self.init(Array(text.unicodeScalars))
    }

    /// The argument number → the types it is used with: plain placeholders are numbered 1, 2, 3
    /// in text order; a numbered one may use its argument more than once.
    var arguments: [Int: Set<String>] {
        var arguments: [Int: Set<String>] = [:]
        var next = 1
        for placeholder in placeholders {
            let number: Int
            if let explicit = placeholder.number {
                number = explicit
            } else {
                number = next
                next += 1
            }
            arguments[number, default: []].insert(placeholder.type)
        }
        return arguments
    }

    private static func placeholder(in scalars: [Unicode.Scalar], at start: Int) -> Placeholder? {
        var cursor = start + 1
        func digits() -> Int? {
            var value: Int?
            while cursor < scalars.count, let digit = asciiDigit(scalars[cursor]) {
                value = (value ?? 0) &* 10 &+ digit
                cursor += 1
            }
            return value
        }
        var number: Int?
        let afterPercent = cursor
        if let value = digits(), cursor < scalars.count, scalars[cursor] == "$" {
            number = value
            cursor += 1
        } else {
            cursor = afterPercent
        }
        while cursor < scalars.count, flags.contains(scalars[cursor]) { cursor += 1 }
        if cursor < scalars.count, scalars[cursor] == "*" { cursor += 1 } else { _ = digits() }
        if cursor < scalars.count, scalars[cursor] == "." {
            cursor += 1
            if cursor < scalars.count, scalars[cursor] == "*" { cursor += 1 } else { _ = digits() }
        }
        var length = ""
        for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let modifierScalars = Array(modifier.unicodeScalars)
            if cursor + modifierScalars.count <= scalars.count,
                Array(scalars[cursor..<(cursor + modifierScalars.count)]) == modifierScalars
            {
                length = modifier
                cursor += modifierScalars.count
                break
            }
        }
        guard cursor < scalars.count, conversions.contains(scalars[cursor]) else { return nil }
        let conversion = scalars[cursor] == "i" ? "d" : String(scalars[cursor])
        cursor += 1
        return Placeholder(
            range: start..<cursor, number: number, type: length + conversion,
            text: String(String.UnicodeScalarView(scalars[start..<cursor])))
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.value >= 0x30, scalar.value <= 0x39 else { return nil }
        return Int(scalar.value - 0x30)
    }
}
