/// Where a Markdown document may be cut so that converting the pieces one by one gives exactly
/// the HTML of converting it whole: libcmark-gfm then holds one piece's syntax tree at a time
/// instead of the whole page's (at 100 times the real catalog, the sources page is 15 MB of
/// Markdown and its tree about 115 MB, built for two pages at once on two cores).
///
/// A cut goes just before an ATX heading (`#` to `######` at the first column) that follows a
/// blank line. At that point every block of the document is closed, whatever came before: a
/// paragraph or a table ends at the blank line; a list item, a block quote or an indented code
/// block cannot continue on an unindented line that is not a paragraph continuation; and HTML
/// renders block by block with nothing document-wide around it. What could still reach across a
/// cut makes the document uncut, conservatively:
///
/// - a line whose first non-space character (after at most three spaces) starts a code fence
///   (```` ``` ```` or `~~~`) or an HTML block (`<`): both may hold an unindented `#` line;
/// - `]:` or `[^` anywhere: a link reference or footnote definition applies to the whole
///   document, and footnotes are numbered and listed at its end;
/// - a carriage return anywhere (a line ending the scan does not model).
///
/// The site's generated pages meet none of these (catalog text is escaped before it reaches the
/// Markdown); any document that does is converted whole, as before.
enum MarkdownPieces {
    /// The smallest piece worth a parser of its own, in bytes: large enough that the per-parse
    /// cost (a parser, the extensions, the lock) does not show, small enough for a small tree.
    static let defaultMinimumLength = 64 * 1024

    /// The byte offsets in `bytes` where pieces after the first start, each piece at least
    /// `minimumLength` bytes long (the last may be shorter); empty when the document is one piece.
    static func cuts(in bytes: UnsafeBufferPointer<UInt8>, minimumLength: Int = defaultMinimumLength) -> [Int] {
        guard bytes.count > minimumLength else { return [] }
        var cuts: [Int] = []
        var lastCut = 0
        var previousLineBlank = false
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != newline { lineEnd += 1 }
            switch classify(bytes, from: lineStart, to: lineEnd) {
            case .unsafe:
                return []
            case .blank:
                previousLineBlank = true
            case .heading:
                if previousLineBlank && lineStart - lastCut >= minimumLength {
                    cuts.append(lineStart)
                    lastCut = lineStart
                }
                previousLineBlank = false
            case .other:
                previousLineBlank = false
            }
            lineStart = lineEnd + 1
        }
        return cuts
    }

    /// What one line (`bytes[start..<end]`, without its line feed) means for cutting.
    private enum Line {
        case blank, heading, other, unsafe
    }

    private static let newline = UInt8(ascii: "\n")

    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Line {
        var index = start
        while index < end && index - start < 4 && bytes[index] == UInt8(ascii: " ") { index += 1 }
        let indent = index - start
        if indent < 4 && index < end {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                return .unsafe
            case UInt8(ascii: "`"), UInt8(ascii: "~"):
                if index + 2 < end && bytes[index + 1] == bytes[index] && bytes[index + 2] == bytes[index] {
                    return .unsafe
                }
            default:
                break
            }
        }
        var blank = true
        var previous: UInt8 = 0
        for position in start..<end {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\r"):
                return .unsafe
            case UInt8(ascii: ":") where previous == UInt8(ascii: "]"),
                UInt8(ascii: "^") where previous == UInt8(ascii: "["):
                return .unsafe
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                break
            default:
                blank = false
            }
            previous = byte
        }
        if blank { return .blank }
        return indent == 0 && isATXHeading(bytes, from: start, to: end) ? .heading : .other
    }

    /// `#` to `######` at `start`, followed by a space, a tab or the end of the line.
    private static func isATXHeading(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end && bytes[index] == UInt8(ascii: "#") { index += 1 }
        let level = index - start
        guard (1...6).contains(level) else { return false }
        return index == end || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
    }
}
