import Testing

@testable import OSCatalogSite

/// The search index's JSON strings: `JSONWriter`'s escaping, plus `<` as `\u003c`.
@Suite struct SearchIndexQuotingTests {
    @Test func lessThanIsEscapedAndTheRestAsJSONWriterWritesIt() {
        #expect(SearchIndex.quote("plain") == "\"plain\"")
        #expect(SearchIndex.quote("</script><b>") == "\"\\u003c/script>\\u003cb>\"")
        #expect(SearchIndex.quote("a\"b\\c\nd\u{2028}é<") == "\"a\\\"b\\\\c\\nd\\u2028é\\u003c\"")
        var output = Array("x".utf8)
        SearchIndex.appendQuoted("<", to: &output)
        SearchIndex.appendQuoted("y", to: &output)
        #expect(String(decoding: output, as: UTF8.self) == "x\"\\u003c\"\"y\"")
    }
}
