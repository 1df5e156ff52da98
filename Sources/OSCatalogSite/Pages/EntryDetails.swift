import OSCatalog
import TemplateEngine

extension PageContext {
    /// What every entry shows at its end: its notes, the sources it cites (with links into the
    /// bibliography) followed by those of facts the page shows from its nested records (`also`),
    /// and below them the remarks about those sources.
    func entryDetails(
        _ entity: any CatalogEntity, on page: SiteRoute, also: [Citation] = [], inSection: Bool = false
    ) -> [String: TemplateValue] {
        let notes = entity.notes.map { TemplateValue.string(text($0)) }
        let citations: [TemplateValue] = (entity.citations + also).compactMap { citation in
            guard let source = catalog.source(id: citation.sourceID) else { return nil }
            return .object([
                "title": .string(source.title),
                "href": .string(href(from: page, to: source)),
                "locator": .string(citation.locator),
            ])
        }
        let sourceNotes = entity.sourceNotes.map { TemplateValue.string(text($0)) }
        return [
            // Notes and Sources are headings under the entry's own: `##` on its page, `####` under
            // its `###` section of a shared page.
            "detailsHeading": .string(inSection ? "####" : "##"),
            "sourceNotes": .list(sourceNotes),
            "hasSourceNotes": .bool(!sourceNotes.isEmpty),
            "notes": .list(notes),
            "hasNotes": .bool(!notes.isEmpty),
            "citations": .list(citations),
            "hasCitations": .bool(!citations.isEmpty),
        ]
    }

    /// Several values joined into a list item for templates: `{text}`.
    func facts(_ lines: [String?]) -> TemplateValue {
        .list(lines.compactMap { $0 }.map { TemplateValue.object(["text": .string($0)]) })
    }
}

extension Dictionary where Key == String, Value == TemplateValue {
    /// This model with `other`'s keys added (other's value wins).
    func merging(_ other: [String: TemplateValue]) -> [String: TemplateValue] {
        merging(other) { _, new in new }
    }
}
