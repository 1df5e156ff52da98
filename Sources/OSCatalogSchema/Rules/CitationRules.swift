import JSONReader
import OSCatalog

/// `citation-required` and `uncited-source`, on every entry as written.
enum CitationRules {
    static func check(_ context: ValidationContext) -> [Finding] {
        var findings: [Finding] = []
        var cited: Set<String> = []
        for entry in context.entries where entry.kind != .source {
            guard let citations = entry.object["citations"] else {
                findings.append(
                    Finding(
                        .citationRequired, .citationsMissing(entry: entry.label),
                        at: entry.value, in: entry.file,
                        covers: [SchemaCover(file: entry.file, pointer: entry.value.pointer, keyword: "required", property: "citations")]))
                continue
            }
            guard let items = citations.arrayValue else { continue }
            if items.isEmpty {
                findings.append(
                    Finding(
                        .citationRequired, .citationsEmpty(entry: entry.label),
                        at: citations, in: entry.file, covers: SchemaCover.at(citations, in: entry.file, "minItems")))
            }
            for item in items + nestedCitations(of: entry) {
                if let source = item["source"]?.stringValue { cited.insert(source) }
            }
        }
        guard context.complete else { return findings }
        for entry in context.entries where entry.kind == .source {
            guard let value = entry.object["id"], let id = value.stringValue, !cited.contains(id) else { continue }
            findings.append(Finding(.uncitedSource, .uncitedSource(entry: entry.label), at: value, in: entry.file))
        }
        return findings
    }

    /// The citations of an entry's nested records (a version's point releases and support
    /// status, a tool's releases, a codec's support facts, a program's prices): a source cited only there is cited.
    static func nestedCitations(of entry: CatalogEntry) -> [JSONValue] {
        (entry.object["releases"]?.arrayValue ?? []).flatMap { $0["citations"]?.arrayValue ?? [] }
            + (entry.object["support"]?["citations"]?.arrayValue ?? [])
            + (entry.object["support"]?.arrayValue ?? []).flatMap { $0["citations"]?.arrayValue ?? [] }
            + (entry.object["prices"]?.arrayValue ?? []).flatMap { $0["citations"]?.arrayValue ?? [] }
    }
}
