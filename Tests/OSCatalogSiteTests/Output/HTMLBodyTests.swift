import Testing

@testable import OSCatalogSite

@Suite struct HTMLBodyTests {
    @Test func headingsGetTheirEntryIdsInOrder() throws {
        let html = "<h2>Audio</h2>\n<h3>AAC</h3>\n<p>x</p>\n<h3>MP3</h3>\n"
        #expect(
            try HTMLBody.addingAnchors(["aac", "mp3"], to: html, page: "p")
                == "<h2>Audio</h2>\n<h3 id=\"aac\">AAC</h3>\n<p>x</p>\n<h3 id=\"mp3\">MP3</h3>\n")
    }

    @Test func aHeadingInAnotherLanguageIsMarkedWithIt() throws {
        let html = "<h3>Tvorba mobilních aplikací</h3>\n<h3>iOS Technology Overview</h3>\n"
        #expect(
            try HTMLBody.addingAnchors(["stefancik-2015", "overview"], languages: ["stefancik-2015": "cs"], to: html, page: "p")
                == "<h3 id=\"stefancik-2015\" lang=\"cs\">Tvorba mobilních aplikací</h3>\n<h3 id=\"overview\">iOS Technology Overview</h3>\n"
        )
    }

    @Test func theSourcesPageMarksEveryTitleNotInThePageLanguage() throws {
        let files = try SiteFixtures.build(.html, options: SiteBuildOptions(locales: [.language(.french)]))
        let page = try #require(files["fr/sources/index.html"])
        let catalog = try SiteFixtures.catalog()
        for source in catalog.sources {
            let lang = source.language == "fr" ? "" : " lang=\"\(source.language)\""
            #expect(page.contains("<h3 id=\"\(source.id)\"\(lang)>"), "\(source.id)")
        }
    }

    @Test func aHeadingTooManyOrTooFewIsAnError() {
        #expect(throws: SiteBuildError.self) { try HTMLBody.addingAnchors(["aac"], to: "<h3>A</h3><h3>B</h3>", page: "p") }
        #expect(throws: SiteBuildError.self) { try HTMLBody.addingAnchors(["a", "b"], to: "<h3>A</h3>", page: "p") }
    }

    @Test func onlyTheFirstPlaceholderBecomesTheDiagram() {
        let paragraph = "<p>\(HTMLBody.diagramPlaceholder)</p>\n"
        let html = HTMLBody.insertingDiagram("<svg></svg>\n", into: "<h1>A</h1>\n" + paragraph + paragraph)
        #expect(html == "<h1>A</h1>\n<figure class=\"diagram-figure\">\n<svg></svg>\n</figure>\n" + paragraph)
    }

    @Test func matchesAreWholeCharactersAsWithFoundation() throws {
        // `>` followed by a combining accent is another character, so not a heading tag: the
        // byte search agrees with `components(separatedBy:)`, which compares characters.
        let html = "<h3>A</h3>\n<h3>\u{301}B</h3>\n<h3>é</h3>\n"
        #expect(html.components(separatedBy: "<h3>").count - 1 == 2)
        #expect(
            try HTMLBody.addingAnchors(["a", "c"], to: html, page: "p")
                == "<h3 id=\"a\">A</h3>\n<h3>\u{301}B</h3>\n<h3 id=\"c\">é</h3>\n")
        #expect(UTF8Search.occurrences(of: "<h3>", in: "x<h3><h3>y<h3") == [1, 5])
        #expect(UTF8Search.occurrences(of: "<h3>", in: "<h3>", limit: 0).isEmpty)
        #expect(UTF8Search.occurrences(of: "", in: "<h3>").isEmpty)
        #expect(UTF8Search.occurrences(of: "\n", in: "a\r\nb\nc") == [4])
    }
}
