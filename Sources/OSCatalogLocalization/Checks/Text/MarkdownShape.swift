/// The Markdown structure of a text that a translation must keep: how many links
/// (`[text](url)`), code spans and emphasis delimiter runs (`*`, `**`, `_`, `__`) it has.
///
/// Emphasis runs are counted as CommonMark sees them: a run of `*` that is left- or
/// right-flanking, a run of `_` that is not inside a word (`LC_ALL`, `OSCAT_CATALOG` have none).
/// Runs inside code spans, URLs, placeholders, flags and file names (`*.json`) do not count.
struct MarkdownShape: Sendable, Hashable {
    /// `](` outside code spans: one per link or image.
    var links = 0
    /// Code spans.
    var codeSpans = 0
    /// Emphasis delimiter runs by their text (`*`, `**`, `***`, `_`, `__`, `___`).
    var emphasis: [String: Int] = [:]

    /// The shape of a scanned text.
    init(_ text: ScannedText) {
        let scalars = text.scalars
        codeSpans = text.codeSpans.count
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if text.isProtected(index) {
                index += 1
                continue
            }
            if scalar == "]", index + 1 < scalars.count, scalars[index + 1] == "(", !text.isProtected(index + 1) {
                links += 1
                index += 2
                continue
            }
            guard scalar == "*" || scalar == "_" else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, scalars[end] == scalar, !text.isProtected(end) { end += 1 }
            let before = index > 0 ? scalars[index - 1] : nil
            let after = end < scalars.count ? scalars[end] : nil
            if Self.isEmphasis(scalar, before: before, after: after) {
                emphasis[String(repeating: String(scalar), count: min(end - index, 3)), default: 0] += 1
            }
            index = end
        }
    }

    private static func isEmphasis(_ delimiter: Unicode.Scalar, before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
        func isSpace(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { $0.properties.isWhitespace } ?? true }
        func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool { scalar.map(ScannedText.isPunctuation) ?? false }
        let leftFlanking = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
        let rightFlanking = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
        if delimiter == "_" {
            let wordBefore = before.map(ScannedText.isWordScalar) ?? false
            let wordAfter = after.map(ScannedText.isWordScalar) ?? false
            return (leftFlanking && !wordBefore) || (rightFlanking && !wordAfter)
        }
        return leftFlanking || rightFlanking
    }

    /// How `self` (a translation) differs from `english` (`1 link in English, 0 here`); empty
    /// when the shapes are equal.
    func differences(from english: MarkdownShape) -> [L10nMessage.MarkdownDifference] {
        var differences: [L10nMessage.MarkdownDifference] = []
        if links != english.links {
            differences.append(.links(english: english.links, here: links))
        }
        if codeSpans != english.codeSpans {
            differences.append(.codeSpans(english: english.codeSpans, here: codeSpans))
        }
        for marker in Set(emphasis.keys).union(english.emphasis.keys).sorted() {
            let mine = emphasis[marker] ?? 0
            let theirs = english.emphasis[marker] ?? 0
            if mine != theirs {
                differences.append(.emphasis(marker: String(marker), english: theirs, here: mine))
            }
        }
        return differences
    }
}
