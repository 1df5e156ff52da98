import JSONReader
import StringCatalogs
import Testing

/// The flat layout the build plugin compiles the UI strings into: it gives back the catalog it
/// was made from, refuses what it cannot hold, and reads any damaged text without trapping.
@Suite struct CompiledStringCatalogTests {
    /// Entries with and without a comment (an empty comment is not a missing one), a text with
    /// line breaks, tabs and quotes, plural forms in two languages and an entry with no text.
    static let sample = StringCatalog(
        sourceLanguage: "en",
        entries: [
            "column.id": .init(
                comment: "Column heading",
                localizations: [
                    "en": .unit(.init(state: "translated", value: "ID")), "cs": .unit(.init(state: "needs_review", value: "ID")),
                ]),
            "site.note": .init(
                comment: "", localizations: ["en": .unit(.init(state: "translated", value: "line one\nline \"two\"\t\\#(x) %1$@ %%"))]),
            "count.frameworks": .init(
                localizations: [
                    "en": .plural([
                        "one": .init(state: "translated", value: "%lld framework"),
                        "other": .init(state: "translated", value: "%lld frameworks"),
                    ]),
                    "ru": .plural([
                        "one": .init(state: "translated", value: "%lld фреймворк"),
                        "few": .init(state: "translated", value: "%lld фреймворка"),
                        "many": .init(state: "stale", value: "%lld фреймворков"),
                        "other": .init(state: "translated", value: "%lld фреймворка"),
                    ]),
                ]),
            "empty.entry": .init(),
        ],
        version: "1.1")

    @Test func aCompiledCatalogReadsBackAsTheSameCatalog() throws {
        let text = try CompiledStringCatalog.text(of: Self.sample)
        let read = try CompiledStringCatalog.catalog(from: text)
        #expect(read.sourceLanguage == "en")
        #expect(read.version == "1.1")
        #expect(read.entries == Self.sample.entries)
        #expect(read.entries["site.note"]?.comment == "")
        #expect(read.entries["count.frameworks"]?.comment == nil)
    }

    @Test func equalCatalogsCompileToEqualText() throws {
        var reordered = StringCatalog(sourceLanguage: "en", version: "1.1")
        for key in Self.sample.sortedKeys.reversed() { reordered.entries[key] = Self.sample.entries[key] }
        #expect(try CompiledStringCatalog.text(of: reordered) == CompiledStringCatalog.text(of: Self.sample))
    }

    @Test(arguments: ["\u{1E}", "\u{1F}"])
    func aTextHoldingASeparatorIsRefusedWithItsPosition(separator: String) {
        let position = SourcePosition(line: 12, column: 20, offset: 300)
        let catalog = StringCatalog(entries: [
            "bad.key": .init(localizations: ["fr": .unit(.init(state: "translated", value: "a\(separator)b", position: position))])
        ])
        #expect(throws: CompiledStringCatalog.Problem.separatorInText(key: "bad.key", position: position)) {
            try CompiledStringCatalog.text(of: catalog)
        }
    }

    @Test func aTextOfAnotherLayoutIsRefused() {
        for text in ["", "{\"sourceLanguage\": \"en\"}", "oscat-string-catalog\u{1F}2\u{1F}en\u{1F}1.0\u{1F}\u{1E}"] {
            #expect(throws: CompiledStringCatalog.Problem.unknownFormat) { try CompiledStringCatalog.catalog(from: text) }
        }
    }

    @Test func aMalformedRecordIsRefusedByNumber() throws {
        let header = "oscat-string-catalog\u{1F}\(CompiledStringCatalog.formatVersion)\u{1F}en\u{1F}1.0\u{1F}\u{1E}"
        // A text before any entry, an unknown kind, a missing field.
        for (body, index) in [
            ("U\u{1F}en\u{1F}translated\u{1F}x\u{1F}\u{1E}", 1), ("E\u{1F}k\u{1F}0\u{1F}\u{1F}\u{1E}X\u{1F}\u{1E}", 2),
            ("E\u{1F}k\u{1F}0\u{1F}\u{1E}", 1),
        ] {
            #expect(throws: CompiledStringCatalog.Problem.malformedRecord(index: index)) {
                try CompiledStringCatalog.catalog(from: header + body)
            }
        }
    }

    /// Every cut of a compiled text, as a truncated embedded file would be, either reads or is
    /// refused; none traps, and a cut at a record's end reads the entries before it.
    @Test func everyTruncationReadsOrIsRefusedWithoutTrapping() throws {
        let text = try CompiledStringCatalog.text(of: Self.sample)
        let bytes = Array(text.utf8)
        var readable = 0
        for length in 0...bytes.count {
            if (try? CompiledStringCatalog.catalog(from: String(decoding: bytes[..<length], as: UTF8.self))) != nil { readable += 1 }
        }
        #expect(readable == bytes.filter { $0 == 0x1E }.count)
    }
}
