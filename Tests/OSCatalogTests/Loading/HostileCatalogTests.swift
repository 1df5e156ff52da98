import Foundation
import JSONReader
import OSCatalog
import Testing

/// Hostile input to the reader and the loader (issue 8, part 3): strings of 10 MB, nesting far past
/// the limit, very wide objects, many entries. Each gives the exact value or a positioned error.
@Suite struct HostileCatalogTests {
    @Test func tenMegabyteStringsAndKeysReadExactly() throws {
        let long = String(repeating: "é€😀x", count: 1_000_000)  // 10 MB of UTF-8
        let value = try JSONReader.parse(#"{"\#(long)": "\#(long)"}"#)
        let object = try #require(value.objectValue)
        #expect(object.members.first?.key == long)
        #expect(value[long]?.stringValue == long)
        // Written back and read again, unchanged.
        #expect(try JSONReader.parse(JSONWriter.write(value, style: .compact)).semanticallyEquals(value))
    }

    @Test func tenMegabytesOfEscapesDecodeExactly() throws {
        let escaped = String(repeating: #"\u00e9\ud83d\ude00\n\""#, count: 500_000)
        let value = try JSONReader.parse("\"\(escaped)\"")
        #expect(value.stringValue == String(repeating: "é😀\n\"", count: 500_000))
    }

    @Test func nestingFarPastTheLimitIsAPositionedError() {
        for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
            let depth = 1_000_000
            let text = String(repeating: open, count: depth) + "0" + String(repeating: close, count: depth)
            #expect(throws: JSONParseError.self) { try JSONReader.parse(text) }
            do {
                _ = try JSONReader.parse(text)
            } catch {
                // The 513th opening bracket is where reading stops (the default limit is 512).
                #expect(error.position.line == 1)
                #expect(error.position.column == 512 * open.count + 1)
                #expect(error.message.contains("512"))
            }
        }
    }

    @Test func valuesAtTheHighestSupportedDepthAreReadAndReleased() throws {
        let depth = JSONReader.maximumSupportedDepth
        let text = String(repeating: #"{"a":["#, count: depth / 2) + "null" + String(repeating: "]}", count: depth / 2)
        let value = try JSONReader.parse(text, maximumDepth: depth)
        #expect(JSONWriter.write(value, style: .compact) == text)
    }

    @Test func anObjectWithTwoHundredThousandMembersKeepsThemAll() throws {
        let members = (0..<200_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ",")
        let value = try JSONReader.parse("{\(members)}")
        #expect(value.objectValue?.count == 200_000)
        #expect(value["k199999"]?.intValue == 199_999)
        // A repeated key among them is still found, at its position.
        #expect(throws: JSONParseError.self) { try JSONReader.parse("{\(members),\"k5\": 0}") }
    }

    @Test func aCatalogOfTenThousandFrameworksLoadsWhole() throws {
        let count = 10_000
        let frameworks = (0..<count).map { index in
            CatalogFixtures.framework(
                "generated-\(index)", "Generated \(String(format: "%05d", count - index))", layer: "cocoa-touch",
                introduced: "ios-6", extra: #", "module": "Generated\#(index)""#)
        }
        let json = CatalogFixtures.catalogJSON.replacingOccurrences(
            of: #""frameworks": ["#, with: #""frameworks": ["# + frameworks.joined(separator: ",\n") + ",\n")
        let catalog = try CatalogFixtures.load(json)
        #expect(catalog.frameworks.count == count + 5)
        // Sorted by name on load, although the file lists them in reverse (the names are zero-padded,
        // so every name order agrees with plain string order here).
        let generated = catalog.frameworks.map(\.name).filter { $0.hasPrefix("Generated ") }
        #expect(generated.count == count)
        #expect(generated == generated.sorted())
        #expect(generated.first == "Generated 00001")
    }

    @Test func aTenMegabyteSummaryLoadsIntact() throws {
        let long = String(repeating: "Long text. ", count: 1_000_000)
        let summary = #"{"en": "\#(long)", "cs": "a", "fr": "b", "ru": "c", "sv": "d"}"#
        let json = CatalogFixtures.catalogJSON.replacingOccurrences(
            of: #""frameworks": ["#,
            with: #""frameworks": ["#
                + CatalogFixtures.framework(
                    "huge", "Huge", layer: "cocoa-touch", introduced: "ios-6", extra: #", "module": "Huge""#,
                    summary: summary) + ",\n")
        let catalog = try CatalogFixtures.load(json)
        let huge = try #require(catalog.frameworks.first { $0.id == "huge" })
        #expect(huge.summary.english == long)
    }

    @Test func deepNestingInsideACatalogIsADiagnosticAtItsPlace() {
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let json = CatalogFixtures.catalogJSON.replacingOccurrences(of: #""position": 3"#, with: #""position": \#(nested)"#)
        let diagnostics = CatalogFixtures.diagnostics(json)
        #expect(!diagnostics.isEmpty)
        #expect(
            diagnostics.contains { $0.description.contains("nesting too deep") && $0.location != nil },
            "\(diagnostics.prefix(3))")
    }
}
