/// The printf-style placeholders of a UI string (`%@`, `%lld`, `%1$@`, `%.1f`), as Apple's
/// `String(format:)` reads them, and the syntax problems among them: the one placeholder
/// tokenizer of the project. The String Catalog reader, `l10n check`, `l10n import`,
/// ``StringFormat`` and the pseudo-localizer all read placeholders through it.
///
/// A placeholder is `%`, an optional argument number with `$`, flags (`-+#0'`), a width, a
/// precision, a length modifier (`hh h l ll q L z t j`) and a conversion
/// (`@ d D i u U x X o O f F e E g G a A c C s S p`); `%%` is a percent sign. A space is not
/// taken as a flag: in translated text `50 % de` is a percent sign followed by a word, not the
/// placeholder `% d`.
///
/// Argument numbers are bounded: `%1$@` to `%9$@` (``maximumArgumentNumber``). A larger number,
/// however many digits it has, is a syntax problem (``Problem/numberTooLarge(_:)``) and no
/// placeholder; digits are never accumulated past the bound, so no input overflows.
public struct FormatString: Sendable, Hashable {
    /// The largest argument number a placeholder may have (`%9$@`).
    public static let maximumArgumentNumber = 9

    /// One placeholder.
    public struct Placeholder: Sendable, Hashable {
        /// Where it is, in Unicode scalars of the text.
        public var range: Range<Int>
        /// Its argument number (`%2$@` → 2; at most ``FormatString/maximumArgumentNumber``), or
        /// `nil` for a plain placeholder.
        public var number: Int?
        /// The 0-based index of the argument it takes: a plain placeholder the next one (0, 1,
        /// 2 … in text order, counting plain placeholders only), a numbered one its number − 1
        /// (−1 for the invalid `%0$@`).
        public var argumentIndex: Int
        /// Its type: length modifier and conversion (`@`, `lld`, `f`); `i` is read as `d`.
        public var type: String
        /// Its text as written.
        public var text: String
    }

    /// One piece of the text that starts with `%`, in text order.
    public enum Token: Sendable, Hashable {
        /// A placeholder.
        case placeholder(Placeholder)
        /// `%%`, a percent sign.
        case percentSign(Range<Int>)
        /// A `%` that starts no usable placeholder (a lone `%`, or a placeholder numbered past
        /// ``FormatString/maximumArgumentNumber``), with the problem.
        case invalid(Range<Int>, Problem)

        /// Where the token is, in Unicode scalars of the text.
        public var range: Range<Int> {
            switch self {
            case .placeholder(let placeholder): placeholder.range
            case .percentSign(let range), .invalid(let range, _): range
            }
        }
    }

    /// A printf syntax problem (`l10n check` reports them as `placeholder-syntax`).
    public enum Problem: Sendable, Hashable {
        /// A `%` that starts no placeholder and is not `%%`; `context` is the text from the `%`
        /// on, a few characters.
        case lonePercent(context: String)
        /// A placeholder numbered 0 (`%0$@`); numbers start at 1.
        case zeroNumber(String)
        /// A placeholder numbered past ``FormatString/maximumArgumentNumber`` (`%10$@`,
        /// `%99999999999999999999$@`), as written.
        case numberTooLarge(String)
        /// Numbered and plain placeholders in one text (`%1$@ … %@`).
        case mixed

        /// The problem in English.
        public var englishText: String {
            switch self {
            case .lonePercent(let context): "a lone '%' in '\(context)' (write '%%' for a percent sign)"
            case .zeroNumber(let text): "placeholder '\(text)' is numbered 0 (numbers start at 1)"
            case .numberTooLarge(let text):
                "placeholder '\(text)' is numbered over \(FormatString.maximumArgumentNumber) (numbers go from 1 to \(FormatString.maximumArgumentNumber))"
            case .mixed: "numbered placeholders (%1$@) and plain ones (%@) are mixed"
            }
        }
    }

    /// Every `%` piece of the text, in text order; the ranges do not overlap.
    public private(set) var tokens: [Token] = []
    /// The placeholders, in text order.
    public private(set) var placeholders: [Placeholder] = []
    /// The syntax problems, in text order (`mixed` last).
    public private(set) var problems: [Problem] = []

    private static let flags: Set<Unicode.Scalar> = ["-", "+", "#", "0", "'"]
    private static let conversions: Set<Unicode.Scalar> = [
        "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p",
    ]
    private static let lengths: [[Unicode.Scalar]] = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map { Array($0.unicodeScalars) }

    /// Reads the placeholders of `scalars`.
    public init(_ scalars: [Unicode.Scalar]) {
        var index = 0
        var plainCount = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                tokens.append(.percentSign(index..<(index + 2)))
                index += 2
                continue
            }
            switch Self.placeholder(in: scalars, at: index) {
            case (var placeholder, tooLarge: false)?:
                if let number = placeholder.number {
                    placeholder.argumentIndex = number - 1
                } else {
                    placeholder.argumentIndex = plainCount
                    plainCount += 1
                }
                tokens.append(.placeholder(placeholder))
                placeholders.append(placeholder)
                if placeholder.number == 0 { problems.append(.zeroNumber(placeholder.text)) }
                index = placeholder.range.upperBound
            case (let placeholder, tooLarge: true)?:
                tokens.append(.invalid(placeholder.range, .numberTooLarge(placeholder.text)))
                problems.append(.numberTooLarge(placeholder.text))
                index = placeholder.range.upperBound
            case nil:
                let end = min(scalars.count, index + 6)
                let problem = Problem.lonePercent(context: String(String.UnicodeScalarView(scalars[index..<end])))
                tokens.append(.invalid(index..<(index + 1), problem))
                problems.append(problem)
                index += 1
            }
        }
        let numbered = placeholders.contains { $0.number != nil }
        let plain = placeholders.contains { $0.number == nil }
        if numbered && plain { problems.append(.mixed) }
    }

    /// Reads `text`.
    public init(_ text: String) {
        self.init(Array(text.unicodeScalars))
    }

    /// Whether `text` may hold a placeholder at all (it has a `%`): a quick test before reading.
    public static func mayHavePlaceholders(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "%"))
    }

    /// The argument number → the types it is used with: plain placeholders are numbered 1, 2, 3
    /// in text order; a numbered one may use its argument more than once.
    public var arguments: [Int: Set<String>] {
        var arguments: [Int: Set<String>] = [:]
        for placeholder in placeholders { arguments[placeholder.argumentIndex + 1, default: []].insert(placeholder.type) }
        return arguments
    }

    private static func placeholder(in scalars: [Unicode.Scalar], at start: Int) -> (Placeholder, tooLarge: Bool)? {
        var cursor = start + 1
        // Digits are read up to one past the bound: 10 stands for every larger number.
        func digits() -> Int? {
            var value: Int?
            while cursor < scalars.count, let digit = asciiDigit(scalars[cursor]) {
                let sofar = value ?? 0
                value = sofar > maximumArgumentNumber ? sofar : min(sofar * 10 + digit, maximumArgumentNumber + 1)
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
        for modifier in lengths where cursor + modifier.count <= scalars.count {
            if scalars[cursor..<(cursor + modifier.count)].elementsEqual(modifier) {
                length = String(String.UnicodeScalarView(modifier))
                cursor += modifier.count
                break
            }
        }
        guard cursor < scalars.count, conversions.contains(scalars[cursor]) else { return nil }
        let conversion = scalars[cursor] == "i" ? "d" : String(scalars[cursor])
        cursor += 1
        let tooLarge = (number ?? 0) > maximumArgumentNumber
        let placeholder = Placeholder(
            range: start..<cursor, number: tooLarge ? nil : number, argumentIndex: 0, type: length + conversion,
            text: String(String.UnicodeScalarView(scalars[start..<cursor])))
        return (placeholder, tooLarge)
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.value >= 0x30, scalar.value <= 0x39 else { return nil }
        return Int(scalar.value - 0x30)
    }
}
