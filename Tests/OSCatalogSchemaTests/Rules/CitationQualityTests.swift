import Foundation
import OSCatalog
import OSCatalogSchema
import TestSupport
import Testing

/// The edges of `citation-locator`, `citation-repeat` and `source-document`, on variants of the
/// minimal catalog (the fixtures show one violation of each; these show where each rule stops).
@Suite struct CitationQualityTests {
    typealias Support = ValidationTestSupport

    /// The rules the minimal catalog, with `replacing` each key replaced by its value, breaks.
    func rules(replacing edits: [(String, String)]) throws -> [ValidationRule] {
        let original = try Support.fixture("valid", "minimal.json")
        var text = String(decoding: original.bytes, as: UTF8.self)
        for (old, new) in edits {
            #expect(text.contains(old), "the minimal catalog has no \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        let file = CatalogFile(path: original.path, bytes: Array(text.utf8))
        return try Support.validator().validate(files: [file], today: Support.fixedToday()).diagnostics.map(\.rule)
    }

    static let url = #""url": "https://example.org/theses/ios""#

    @Test(arguments: [
        ("https://developer.apple.com", true), ("https://developer.apple.com/", true),
        ("https://developer.apple.com/documentation", true), ("https://developer.apple.com/documentation/", true),
        ("https://en.wikipedia.org/wiki/", true), ("https://www.apple.com/newsroom/", true),
        ("https://developer.apple.com/documentation/uikit", false), ("https://en.wikipedia.org/wiki/IOS_7", false),
        ("https://developer.apple.com/documentation/?language=objc", false), ("https://example.org/#section", false),
        ("https://example.org/ios-book", false),
    ])
    func aFrontPageOrIndexIsNoDocument(url: String, rejected: Bool) throws {
        let found = try rules(replacing: [(#""kind": "thesis""#, #""kind": "web-page""#), (Self.url, #""url": "\#(url)""#)])
        #expect(found == (rejected ? [.sourceDocument] : []), "\(url)")
    }

    @Test func seedDocumentsMayHaveNoAddressButPublicReferencesMust() throws {
        for kind in ["thesis", "tutorial", "lab-assignment"] {
            #expect(try rules(replacing: [(#""kind": "thesis""#, #""kind": "\#(kind)""#), (Self.url + ",", "")]).isEmpty, "\(kind)")
        }
        for kind in ["apple-documentation", "press-release", "reference-work", "web-page"] {
            #expect(
                try rules(replacing: [(#""kind": "thesis""#, #""kind": "\#(kind)""#), (Self.url + ",", "")]) == [.sourceDocument], "\(kind)"
            )
        }
        // A header without address lacks both its URL and its SDK version: two findings.
        #expect(
            try rules(replacing: [(#""kind": "thesis""#, #""kind": "sdk-header""#), (Self.url + ",", "")])
                == [.sourceDocument, .sourceDocument])
    }

    @Test func aHeaderNamesItsSDKAndOnlyAHeaderDoes() throws {
        let header = [(#""kind": "thesis""#, #""kind": "sdk-header""#), (#""year": 2015,"#, #""year": 2015, "sdkVersion": "17.0","#)]
        #expect(try rules(replacing: header).isEmpty)
        #expect(try rules(replacing: [header[0]]) == [.sourceDocument])
        #expect(try rules(replacing: [header[1]]) == [.sourceDocument])
        // The schema keeps the version's form: major.minor with an optional patch.
        for bad in ["17", "17.0.1.2", "v17.0", "17.01"] {
            let found = try rules(replacing: [header[0], (#""year": 2015,"#, #""year": 2015, "sdkVersion": "\#(bad)","#)])
            #expect(found == [.schema], "\(bad)")
        }
    }

    @Test func aLocatorMayNotContainTheTitleInAnyCase() throws {
        #expect(try rules(replacing: [(#""kap. 7""#, #""VÝVOJ APLIKACÍ PRO iOS""#)]) == [.citationLocator])
        #expect(try rules(replacing: [(#""kap. 7""#, #""kap. 7 (Vývoj aplikací pro iOS)""#)]) == [.citationLocator])
        // Words of the title are fine; the whole title is what repeats which document it is.
        #expect(try rules(replacing: [(#""kap. 7""#, #""kap. 7, Vývoj aplikací""#)]).isEmpty)
    }

    @Test func eachSourceOncePerEntryButAcrossEntriesFreely() throws {
        let twice = #"[{"source": "seed-thesis", "locator": "kap. 7"}, {"source": "seed-thesis", "locator": "kap. 8"}]"#
        let minimal = try Support.fixture("valid", "minimal.json")
        let text = String(decoding: minimal.bytes, as: UTF8.self)
        let xcode = try #require(text.range(of: #""id": "xcode""#))
        let list = try #require(
            text.range(
                of: #"\[\s*\{\s*"source": "seed-thesis",\s*"locator": "kap. 7"\s*\}\s*\]"#,
                options: .regularExpression, range: xcode.upperBound..<text.endIndex))
        let file = CatalogFile(path: minimal.path, bytes: Array(text.replacingCharacters(in: list, with: twice).utf8))
        let report = try Support.validator().validate(files: [file], today: Support.fixedToday())
        #expect(report.diagnostics.map(\.rule) == [.citationRepeat])
        // Every entry of the minimal catalog cites the same thesis once: no finding.
        #expect(try rules(replacing: []).isEmpty)
    }
}
