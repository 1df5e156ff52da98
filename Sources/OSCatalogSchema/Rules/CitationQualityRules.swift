import JSONReader
import OSCatalog

/// `citation-locator`, `citation-repeat` and `source-document`: a citation must lead a reader to
/// the place a fact comes from. Its locator names a part of the source (never the source's
/// title again), each source appears once in a list, and each source is one document a reader
/// can open (a URL that names the document; for an SDK header, the SDK it was read in).
enum CitationQualityRules {
    /// Source kinds that are the project's seed documents (given as files, not published at an
    /// address), so they may have no `url`.
    static let kindsWithoutAddress = Set([Source.Kind.thesis, .tutorial, .labAssignment].map(\.rawValue))

    /// First path segments that name an index of documents rather than a document, when they
    /// are the whole path (`https://developer.apple.com/documentation/`).
    static let indexSegments: Set<String> = ["documentation", "docs", "library", "newsroom", "news", "support", "wiki"]

    static func check(_ context: ValidationContext) -> [Finding] {
        var titles: [String: String] = [:]
        var findings: [Finding] = []
        for entry in context.entries where entry.kind == .source {
            if let id = entry.id, let title = entry.object["title"]?.stringValue { titles[id] = title }
            findings += document(entry)
        }
        for entry in context.entries where entry.kind != .source {
            guard let items = entry.object["citations"]?.arrayValue else { continue }
            var seen: Set<String> = []
            for item in items {
                guard let source = item["source"]?.stringValue else { continue }
                if !seen.insert(source).inserted {
                    // A citation equal to an earlier one also fails the schema's `uniqueItems` there:
                    // one defect, reported once, under this rule.
                    findings.append(
                        Finding(
                            .citationRepeat, .sourceCitedTwice(entry: entry.label, source: ValueText.quoted(source)),
                            at: item["source"] ?? item, in: entry.file, covers: SchemaCover.at(item, in: entry.file, "uniqueItems")))
                }
                if let locator = item["locator"], let text = locator.stringValue, let title = titles[source],
                    repeatsTitle(text, title: title)
                {
                    findings.append(
                        Finding(
                            .citationLocator, .locatorRepeatsTitle(entry: entry.label, source: ValueText.quoted(source)),
                            at: locator, in: entry.file))
                }
            }
        }
        return findings
    }

    /// Whether `locator` contains `title` (ignoring case and surrounding white space): then it
    /// says which document, which the source already says, instead of where in it.
    static func repeatsTitle(_ locator: String, title: String) -> Bool {
        let needle = title.trimmingCharacters(in: .whitespaces).lowercased()
        return !needle.isEmpty && locator.lowercased().contains(needle)
    }

    /// `source-document` on one source.
    private static func document(_ entry: CatalogEntry) -> [Finding] {
        var findings: [Finding] = []
        let kind = entry.object["kind"]?.stringValue
        if let url = entry.object["url"] {
            if let text = url.stringValue, namesNoDocument(text) {
                findings.append(
                    Finding(
                        .sourceDocument, .sourceURLNotADocument(entry: entry.label, url: ValueText.quoted(text)),
                        at: url, in: entry.file))
            }
        } else if let kind, !kindsWithoutAddress.contains(kind), let anchor = entry.object["id"] ?? entry.object["title"] {
            findings.append(Finding(.sourceDocument, .sourceWithoutURL(entry: entry.label), at: anchor, in: entry.file))
        }
        let version = entry.object["sdkVersion"]
        if kind == Source.Kind.sdkHeader.rawValue, version == nil, let anchor = entry.object["kind"] {
            findings.append(Finding(.sourceDocument, .sdkHeaderWithoutVersion(entry: entry.label), at: anchor, in: entry.file))
        } else if let version, let kind, kind != Source.Kind.sdkHeader.rawValue {
            findings.append(
                Finding(
                    .sourceDocument, .sdkVersionOnOtherSource(entry: entry.label, kind: ValueText.quoted(kind)),
                    at: version, in: entry.file))
        }
        return findings
    }

    /// Whether an https `url` names a site's front page or a bare index of documents
    /// (`https://developer.apple.com/`, `https://developer.apple.com/documentation/`) rather
    /// than one document. A query or fragment makes it specific.
    static func namesNoDocument(_ url: String) -> Bool {
        guard let schemeEnd = url.range(of: "://") else { return false }
        let rest = url[schemeEnd.upperBound...]
        if rest.contains("?") || rest.contains("#") { return false }
        let segments = rest.split(separator: "/", omittingEmptySubsequences: true).dropFirst()
        switch segments.count {
        case 0: return true
        case 1: return indexSegments.contains(segments[segments.startIndex].lowercased())
        default: return false
        }
    }
}
