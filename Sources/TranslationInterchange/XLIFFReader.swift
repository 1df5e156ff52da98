import JSONReader
import Locales

/// Reads the XLIFF 1.2 that ``XLIFFWriter`` writes, as translation tools give it back.
///
/// - The root is `<xliff>` (in the XLIFF 1.2 namespace, or in none); each `<file>` must have
///   an English `source-language` and the same `target-language` (`cs`, `cs-CZ` and `cs_CZ`
///   are all Czech).
/// - `<trans-unit>`s are found in each `<body>`, also inside `<group>`s; those with
///   `translate="no"` are skipped. The `id` is required and must be unique.
/// - `<target>` text is taken exactly (no whitespace trimming); a missing target means
///   "untranslated". Inline markup (`<g>`, `<x/>`, `<ph>`, `<mrk>` …) inside a source or
///   target is refused, because oscat's texts are plain text and dropping markup would
///   lose placeholders.
/// - `state`: `translated`, `final`, `signed-off`, `new` or none → final; any `needs-…`
///   state → needs review.
/// - The note `from="oscat-fingerprint"` gives the English fingerprint; other notes, other
///   elements and elements of other namespaces are ignored.
enum XLIFFReader {
    static func read(_ bytes: [UInt8], path: String?) throws(InterchangeParseError) -> InterchangeDocument {
        let root = try XMLScanner.parse(bytes, path: path)
        func fail(_ reason: InterchangeParseError.Reason, _ position: SourcePosition) -> InterchangeParseError {
            InterchangeParseError(path: path, position: position, reason: reason)
        }
        guard isXLIFF(root.name, "xliff") else {
            throw fail(.notXLIFF(root: root.qualifiedName), root.position)
        }
        if let version = root.attribute("version"), version.value != "1.2" {
            throw fail(.unsupportedXLIFFVersion(version.value), version.position)
        }
        var language: CatalogLanguage?
        var entries: [InterchangeEntry] = []
        var seen: [String: SourcePosition] = [:]
        let files = root.elements.filter { isXLIFF($0.name, "file") }
        if files.isEmpty { throw fail(.noFileElement, root.position) }
        for file in files {
            guard let source = file.attribute("source-language") else {
                throw fail(.missingSourceLanguage, file.position)
            }
            guard primaryLanguage(source.value) == "en" else {
                throw fail(.wrongSourceLanguage(source.value), source.position)
            }
            guard let target = file.attribute("target-language") else {
                throw fail(.missingTargetLanguage, file.position)
            }
            guard let fileLanguage = CatalogLanguage(rawValue: primaryLanguage(target.value)), fileLanguage != .english
            else {
                throw fail(.unknownTargetLanguage(target.value), target.position)
            }
            if let language, language != fileLanguage {
                throw fail(.differentTargetLanguage(target.value, first: language.code), target.position)
            }
            language = fileLanguage
            var pending = file.elements.filter { isXLIFF($0.name, "body") }.flatMap(\.elements).reversed().map { $0 }
            while let element = pending.popLast() {
                if isXLIFF(element.name, "group") {
                    pending += element.elements.reversed()
                } else if isXLIFF(element.name, "trans-unit") {
                    guard let entry = try transUnit(element, fail: fail) else { continue }
                    if let first = seen[entry.writtenID] {
                        throw fail(.duplicateUnitID(entry.writtenID, firstAt: first), element.position)
                    }
                    seen[entry.writtenID] = element.position
                    entries.append(entry)
                }
            }
        }
        guard let language else { throw fail(.noTargetLanguage, root.position) }
        return InterchangeDocument(format: .xliff, language: language, entries: entries)
    }

    private static func transUnit(
        _ element: XMLScanner.Element, fail: (InterchangeParseError.Reason, SourcePosition) -> InterchangeParseError
    ) throws(InterchangeParseError) -> InterchangeEntry? {
        guard let id = element.attribute("id") else { throw fail(.unitWithoutID, element.position) }
        if element.attribute("translate")?.value == "no" { return nil }
        var source: String?
        var target: String?
        var needsReview = false
        var fingerprint: String?
        for child in element.elements where isXLIFF(child.name, nil) {
            switch child.name.local {
            case "source":
                source = try plainText(child, fail: fail)
            case "target":
                target = try plainText(child, fail: fail)
                if let state = child.attribute("state") {
                    needsReview = state.value.hasPrefix("needs-")
                }
            case "note" where child.attribute("from")?.value == XLIFFWriter.fingerprintNote:
                fingerprint = try plainText(child, fail: fail).filter { !$0.isWhitespace }
            default:
                continue
            }
        }
        guard let source else { throw fail(.unitWithoutSource(id: id.value), element.position) }
        let (unitID, category) = PluralUnitID.split(id.value).map { ($0.unitID, Optional($0.category)) } ?? (id.value, nil)
        return InterchangeEntry(
            unitID: unitID, category: category, writtenID: id.value, source: source, target: target ?? "",
            needsReview: needsReview, fingerprint: fingerprint, position: element.position)
    }

    /// The text of an element that must hold text only.
    private static func plainText(
        _ element: XMLScanner.Element, fail: (InterchangeParseError.Reason, SourcePosition) -> InterchangeParseError
    ) throws(InterchangeParseError) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let value, _):
                text += value
            case .element(let inner):
                throw fail(.inlineMarkup(element: element.qualifiedName, child: inner.qualifiedName), inner.position)
            }
        }
        return text
    }

    /// Whether `name` is XLIFF element `local` (nil: any XLIFF element): in the XLIFF 1.2
    /// namespace, or in no namespace (files written without one are tolerated).
    private static func isXLIFF(_ name: XMLScanner.Name, _ local: String?) -> Bool {
        (name.namespace == nil || name.namespace == XLIFFWriter.namespace) && (local == nil || name.local == local)
    }

    /// The primary language subtag, lower-cased: `cs` of `cs-CZ` or `cs_CZ`.
    static func primaryLanguage(_ tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
