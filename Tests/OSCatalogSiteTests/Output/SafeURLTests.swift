import Testing

@testable import OSCatalogSite

@Suite struct SafeURLTests {
    @Test(arguments: [
        "javascript:alert(1)", "data:text/html,<b>", "vbscript:x", "//evil.example/", "file:///etc/passwd",
        " https://example.org",
    ])
    func onlyWebAddressesAreLinked(_ text: String) {
        #expect(SafeURL.webAddress(text) == nil)
    }

    @Test func charactersThatEndALinkAreEncoded() {
        #expect(
            SafeURL.webAddress("https://developer.apple.com/documentation/x/y(_:)")
                == "https://developer.apple.com/documentation/x/y%28_:%29")
        #expect(SafeURL.webAddress("https://a.example/\"><script>") == "https://a.example/%22%3E%3Cscript%3E")
        #expect(SafeURL.webAddress("https://a.example/ä b") == "https://a.example/ä%20b")
    }
}
