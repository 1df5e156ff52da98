import CatalogPresentation
import JSONReader
import OSCatalog
import TabularOutput

/// How `diff` reads: a table of framework changes (introduced, deprecated, removed, each with
/// the version it happened in) followed by the highlights of every version in between.
extension EntityPresentation {
    /// The framework changes as a listing (for table, CSV and Markdown).
    func diffListing(_ diff: VersionDiff) -> Listing {
        var listing = Listing(
            command: "diff",
            columns: [
                .init(title: strings.columnChange, id: "change"), .init(title: strings.columnVersion, id: "version"),
                .init(title: strings.columnID, id: "id"),
                .init(title: strings.columnName, id: "name", dropOrder: 2), .init(title: strings.columnLayer, id: "layer", dropOrder: 1),
            ])
        let changes: [(String, [Framework], (Framework) -> String?)] = [
            (strings.changeIntroduced, diff.introduced, { $0.introducedID }),
            (strings.changeDeprecated, diff.deprecated, { $0.deprecatedID }),
            (strings.changeRemoved, diff.removed, { $0.removedID }),
        ]
        for (change, frameworks, version) in changes {
            for framework in frameworks {
                listing.rows.append(
                    Listing.Row(
                        cells: [change, versionName(version(framework)), framework.id, framework.name, name(of: framework.layerID)],
                        json: frameworkJSON(framework)))
            }
        }
        return listing
    }

    /// The complete `diff` output in `format`.
    func renderDiff(_ diff: VersionDiff, format: OutputFormat, terminal: Terminal) throws(TableError) -> String {
        let listing = diffListing(diff)
        let title = strings.diffTitle(diff.from.name, diff.to.name)
        switch format {
        case .json:
            let versions: [JSONValue] = diff.versions.map { version in
                .object([("id", .string(version.id)), ("name", .string(version.name)), ("highlights", json(version.highlights))])
            }
            return JSONOutput.document([
                ("command", .string("diff")), ("language", .string(language.code)),
                ("from", .string(diff.from.id)), ("to", .string(diff.to.id)), ("versions", .array(versions)),
                ("introduced", .array(diff.introduced.map(frameworkJSON))),
                ("deprecated", .array(diff.deprecated.map(frameworkJSON))),
                ("removed", .array(diff.removed.map(frameworkJSON))),
            ])
        case .csv:
            return try ListingRenderer.render(listing, format: .csv, language: language, terminal: terminal)
        case .markdown:
            var out = "# \(DetailRenderer.escape(title))\n\n"
            if !listing.rows.isEmpty {
                out += try ListingRenderer.render(listing, format: .markdown, language: language, terminal: terminal) + "\n"
            }
            for version in diff.versions where !version.highlights.isEmpty {
                out += "## \(DetailRenderer.escape(version.name))\n\n"
                out += version.highlights.map { "- \(DetailRenderer.escape(text($0)))\n" }.joined() + "\n"
            }
            return out
        case .table:
            var out = title + "\n\n"
            if listing.rows.isEmpty {
                out += strings.diffNoChanges + "\n"
            } else {
                out += try ListingRenderer.render(listing, format: .table, language: language, terminal: terminal)
            }
            let highlighted = diff.versions.filter { !$0.highlights.isEmpty }
            if !highlighted.isEmpty {
                out += "\n" + strings.diffHighlights + "\n"
                // Bullets wrap to the width (none with `--wide`), continuation lines under the text.
                let width = terminal.width.map { max(10, $0 - 4) } ?? Int.max
                for version in highlighted {
                    out += "\n" + version.name + "\n"
                    for highlight in version.highlights {
                        let lines = TextWrapper.wrap(TerminalText.sanitized(text(highlight)), width: width)
                        out += lines.enumerated().map { ($0.offset == 0 ? "  • " : "    ") + $0.element + "\n" }.joined()
                    }
                }
            }
            return out
        }
    }
}
