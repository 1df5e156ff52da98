import TestSupport
import Testing

@testable import OSCatalogSite

/// Converting a Markdown document in pieces gives exactly the HTML of converting it whole, and
/// documents whose blocks could reach across a cut are not cut.
@Suite("MarkdownPieces")
struct MarkdownPiecesTests {
    private func cuts(_ markdown: String) -> [Int] {
        var text = markdown
        return text.withUTF8 { MarkdownPieces.cuts(in: $0, minimumLength: 1) }
    }

    private func whole(_ markdown: String) -> String {
        MarkdownRenderer.html(fromMarkdown: markdown, minimumPieceLength: .max)
    }

    private func inPieces(_ markdown: String) -> String {
        MarkdownRenderer.html(fromMarkdown: markdown, minimumPieceLength: 1)
    }

    @Test func cutsBeforeHeadingsThatFollowABlankLine() {
        let markdown = "Intro\n\n# One\n\nText\n\n## Two\n- item\n\n###### Six\n"
        let offsets = cuts(markdown).map { markdown.utf8.index(markdown.utf8.startIndex, offsetBy: $0) }
        #expect(offsets.map { String(markdown[$0...].prefix(while: { $0 != "\n" })) } == ["# One", "## Two", "###### Six"])
    }

    @Test func doesNotCutWhereAHeadingIsNotOne() {
        // No blank line before; indented; seven hashes; no space after the hashes.
        #expect(cuts("Intro\n# One\n").isEmpty)
        #expect(cuts("Intro\n\n # One\n").isEmpty)
        #expect(cuts("Intro\n\n####### Seven\n").isEmpty)
        #expect(cuts("Intro\n\n#hashtag\n").isEmpty)
    }

    @Test(arguments: [
        "Intro\n\n```\ncode\n\n# not a heading\n```\n\n# After\n",
        "Intro\n\n  ~~~\ncode\n\n# not a heading\n~~~\n\n# After\n",
        "<div>\n\n# inside\n\n</div>\n\n# After\n",
        "<!--\n\n# commented out\n\n-->\n\n# After\n",
        "Intro with [a link][ref].\n\n# After\n\n[ref]: https://example.com\n",
        "Intro with a note[^n].\n\n# After\n\n[^n]: The note.\n",
        "Intro\r\n\r\n# After\r\n",
    ])
    func leavesDocumentsWithDocumentWideBlocksWhole(markdown: String) {
        #expect(cuts(markdown).isEmpty)
        #expect(inPieces(markdown) == whole(markdown))
    }

    @Test func respectsTheMinimumLength() {
        var markdown = ""
        for number in 0..<100 { markdown += "## Section \(number)\n\nSome text for section \(number).\n\n" }
        var text = markdown
        let cuts = text.withUTF8 { MarkdownPieces.cuts(in: $0, minimumLength: 500) }
        #expect(!cuts.isEmpty)
        for (start, end) in zip([0] + cuts, cuts) { #expect(end - start >= 500) }
    }

    @Test func piecesRenderLikeTheWholeForMixedBlocks() {
        // Blocks that end at a blank line or at an unindented heading, in seeded random order.
        let blocks = [
            "# Title with *emphasis*", "## Second level", "### Third `code`", "Paragraph with **strong** text\nand a second line.",
            "| A | B |\n|:--|--:|\n| 1 | 2 |", "- one\n- two\n\n  still two\n- three", "1. first\n2. second\n   - nested",
            "> quoted\n> lines", "    indented code\n    # not a heading", "Setext heading\n===", "---",
            "See https://example.com and www.example.org.", "- [x] done\n- [ ] open", "~~struck~~ text",
        ]
        for seed in 0..<200 {
            var generator = SplitMix64(seed: UInt64(seed))
            let count = Int.random(in: 2...16, using: &generator)
            let markdown =
                (0..<count).map { _ in blocks[Int.random(in: 0..<blocks.count, using: &generator)] }
                .joined(separator: Bool.random(using: &generator) ? "\n\n" : "\n\n\n") + "\n"
            #expect(inPieces(markdown) == whole(markdown), "seed \(seed)")
        }
    }

    @Test func theSamplesRenderLikeTheWhole() {
        for number in 0..<100 {
            let markdown = MarkdownSamples.document(number: number)
            #expect(inPieces(markdown) == whole(markdown), "sample \(number)")
        }
    }

    @Test func everyPageOfTheMarkdownSiteRendersLikeTheWhole() throws {
        let site = try SiteFixtures.build(.markdown)
        var cutPages = 0
        for (path, markdown) in site.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".md") {
            if !cuts(markdown).isEmpty { cutPages += 1 }
            #expect(inPieces(markdown) == whole(markdown), "\(path)")
        }
        // The site's pages are made to be cut: nearly all have sections.
        #expect(cutPages * 10 >= site.count * 8, "\(cutPages) of \(site.count) pages cut")
    }
}
