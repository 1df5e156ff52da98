import StringCatalogs

/// A text as Unicode scalars, with the spans that must stay verbatim and that typography checks
/// skip: Markdown code spans, URLs, printf placeholders (UI strings only), command-line flags
/// and file names. Offsets are scalar offsets.
struct ScannedText: Sendable {
    /// The text's scalars.
    let scalars: [Unicode.Scalar]
    /// Code spans, backticks included (CommonMark: a run of n backticks up to the next run of
    /// exactly n).
    let codeSpans: [Range<Int>]
    /// `http://` and `https://` URLs outside code spans, without trailing punctuation.
    let urls: [Range<Int>]
    /// Printf placeholders outside code spans and URLs (UI strings only).
    let placeholders: [Range<Int>]
    /// Long flags (`--layer`) outside code spans and URLs.
    let flags: [Range<Int>]
    /// File names with a known extension (`Localizable.xcstrings`, `*.json`, `.xcstrings`)
    /// outside code spans and URLs.
    let fileNames: [Range<Int>]
    /// Whether each scalar lies in one of the spans above.
    private let protected: [Bool]

    /// The extensions that make a word a file name.
    static let fileExtensions: Set<String> = [
        "json", "xcstrings", "stringsdict", "strings", "xliff", "xlf", "po", "pot", "md", "swift", "csv", "yaml", "yml", "html",
    ]

    /// Scans `text`; `placeholders` says whether printf placeholders are recognised (UI strings).
    init(_ text: String, placeholders formatPlaceholders: Bool) {
        let scalars = Array(text.unicodeScalars)
        self.scalars = scalars
        var mask = [Bool](repeating: false, count: scalars.count)
        func mark(_ ranges: [Range<Int>]) {
            for range in ranges { for index in range { mask[index] = true } }
        }
        codeSpans = Self.codeSpans(in: scalars)
        mark(codeSpans)
        urls = Self.urls(in: scalars, skipping: mask)
        mark(urls)
        if formatPlaceholders {
            placeholders = FormatString(scalars).placeholders.map(\.range).filter { range in !range.contains { mask[$0] } }
        } else {
            placeholders = []
        }
        let beforePlaceholders = mask
        mark(placeholders)
        flags = Self.flags(in: scalars, skipping: beforePlaceholders)
        mark(flags)
        fileNames = Self.fileNames(in: scalars, skipping: beforePlaceholders)
        mark(fileNames)
        protected = mask
    }

    /// Whether the scalar at `index` is inside a code span, URL, placeholder, flag or file name.
    func isProtected(_ index: Int) -> Bool {
        protected.indices.contains(index) && protected[index]
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range.clamped(to: 0..<scalars.count)]))
    }

    /// A short excerpt of the text around the scalar at `index`, with `…` where it is cut, for messages.
    func excerpt(around index: Int, before: Int = 12, after: Int = 8) -> String {
        let start = max(0, index - before)
        let end = min(scalars.count, index + after + 1)
        return (start > 0 ? "…" : "") + text(start..<end) + (end < scalars.count ? "…" : "")
    }

    // MARK: - Scanners

    private static func codeSpans(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "`" else {
                index += 1
                continue
            }
            let opening = run(of: "`", in: scalars, from: index)
            var search = index + opening
            var closed: Int?
            while search < scalars.count {
                if scalars[search] == "`" {
                    let length = run(of: "`", in: scalars, from: search)
                    if length == opening {
                        closed = search + length
                        break
                    }
                    search += length
                } else {
                    search += 1
                }
            }
            if let closed {
                spans.append(index..<closed)
                index = closed
            } else {
                index += opening
            }
        }
        return spans
    }

    private static func urls(in scalars: [Unicode.Scalar], skipping mask: [Bool]) -> [Range<Int>] {
        var urls: [Range<Int>] = []
        let prefixes = [Array("https://".unicodeScalars), Array("http://".unicodeScalars)]
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "h", !mask[index], index == 0 || !isWordScalar(scalars[index - 1]),
                let prefix = prefixes.first(where: { hasPrefix($0, in: scalars, at: index) })
            else {
                index += 1
                continue
            }
            var end = index + prefix.count
            while end < scalars.count, !scalars[end].properties.isWhitespace, !mask[end],
                !"<>\"“”«»".unicodeScalars.contains(scalars[end])
            {
                end += 1
            }
            // Trailing punctuation belongs to the sentence; a closing parenthesis only when the
            // URL opens none.
            while end > index + prefix.count {
                let last = scalars[end - 1]
                let opens = scalars[index..<end].count { $0 == "(" }
                let closes = scalars[index..<end].count { $0 == ")" }
                if ".,;:!?'’]".unicodeScalars.contains(last) || (last == ")" && closes > opens) {
                    end -= 1
                } else {
                    break
                }
            }
            if end > index + prefix.count { urls.append(index..<end) }
            index = max(end, index + 1)
        }
        return urls
    }

    private static func flags(in scalars: [Unicode.Scalar], skipping mask: [Bool]) -> [Range<Int>] {
        var flags: [Range<Int>] = []
        var index = 0
        while index + 2 < scalars.count {
            guard scalars[index] == "-", scalars[index + 1] == "-", !mask[index],
                index == 0 || !(isWordScalar(scalars[index - 1]) || scalars[index - 1] == "-"),
                isASCIIAlphanumeric(scalars[index + 2])
            else {
                index += 1
                continue
            }
            var end = index + 2
            while end < scalars.count, !mask[end], isASCIIAlphanumeric(scalars[end]) || scalars[end] == "-" { end += 1 }
            while scalars[end - 1] == "-" { end -= 1 }
            flags.append(index..<end)
            index = end
        }
        return flags
    }

    private static func fileNames(in scalars: [Unicode.Scalar], skipping mask: [Bool]) -> [Range<Int>] {
        var names: [Range<Int>] = []
        var lastEnd = 0
        for dot in scalars.indices where scalars[dot] == "." && !mask[dot] && dot >= lastEnd {
            var end = dot + 1
            while end < scalars.count, isASCIIAlphanumeric(scalars[end]) { end += 1 }
            guard end > dot + 1, fileExtensions.contains(String(String.UnicodeScalarView(scalars[(dot + 1)..<end]))),
                end == scalars.count || !(isWordScalar(scalars[end]) || scalars[end] == "_")
            else { continue }
            var start = dot
            while start > lastEnd, !mask[start - 1],
                isASCIIAlphanumeric(scalars[start - 1]) || "_-*/.".unicodeScalars.contains(scalars[start - 1])
            {
                start -= 1
            }
            // A word of other letters glued to the name (`soubor.json` is fine, `žsoubor.json` is not a name).
            if start > 0, isWordScalar(scalars[start - 1]) { continue }
            names.append(start..<end)
            lastEnd = end
        }
        return names
    }

    // MARK: - Character classes

    /// The length of the run of `scalar` at `index`.
    static func run(of scalar: Unicode.Scalar, in scalars: [Unicode.Scalar], from index: Int) -> Int {
        var end = index
        while end < scalars.count, scalars[end] == scalar { end += 1 }
        return end - index
    }

    static func hasPrefix(_ prefix: [Unicode.Scalar], in scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + prefix.count <= scalars.count && Array(scalars[index..<(index + prefix.count)]) == prefix
    }

    /// A letter, mark or digit of any script.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIAlphanumeric(scalar) }
        return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
            || scalar.properties.generalCategory == .nonspacingMark
    }

    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value)
    }

    /// Unicode punctuation or symbol (CommonMark's "punctuation character").
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x21...0x7E).contains(scalar.value) && !isASCIIAlphanumeric(scalar) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
