import Foundation
import Testing

@testable import OSCatalog

@Suite struct CatalogLoaderTests {
    @Test func loadsEveryCollectionInReadingOrder() throws {
        let catalog = try CatalogFixtures.load(CatalogFixtures.catalogJSON)
        #expect(catalog.versions.map(\.id) == ["ios-6", "ios-7", "ios-8"])
        #expect(catalog.layers.map(\.id) == ["cocoa-touch", "core-services"])
        #expect(catalog.frameworks.map(\.name) == ["Address Book", "Contacts", "Core Location", "Newsstand Kit", "UIKit"])
        #expect(catalog.codecs.map(\.id) == ["aac", "h264"])
        #expect(catalog.programs.first?.prices.first?.price == Price(amount: "99", currency: "EUR", period: .year))
        #expect(catalog.programs.first?.prices.first?.asOf == CatalogDate(year: 2015, month: 4, day: 16))
        #expect(catalog.programs.first?.status == .active)
        #expect(catalog.programs.first?.started == .year(2015))
        #expect(catalog.codecs.last?.limits?.maxWidth == 1920)
        #expect(catalog.framework(id: "ui-kit")?.module == "UIKit")
        #expect(catalog.framework(id: "core-location")?.summary.text(in: .czech) == "Určuje polohu zařízení.")
    }

    @Test func entriesRememberWhereTheyWereWritten() throws {
        let catalog = try CatalogFixtures.load(CatalogFixtures.catalogJSON)
        let origin = try #require(catalog.framework(id: "ui-kit")?.origin)
        #expect(origin.file == "Catalog/test.json")
        #expect(origin.pointer.description == "/frameworks/0")
        #expect(origin.position.line > 1)
    }

    /// Loading parses without a pointer per value, and reads again with pointers only for an
    /// error: its diagnostics are exactly those of `inspect`, down to the pointer inside an entry.
    @Test func loadErrorsCarryThePointersInspectionGives() throws {
        let broken = CatalogFixtures.catalogJSON.replacingOccurrences(of: #""module": "UIKit""#, with: #""module": 5"#)
        let files = [CatalogFile(path: "Catalog/test.json", bytes: Array(broken.utf8))]
        let error = try #require(throws: CatalogLoadError.self) { try CatalogLoader.load(files: files) }
        #expect(error.diagnostics == CatalogLoader.inspect(files: files).diagnostics)
        let pointers = error.diagnostics.compactMap { $0.location?.pointer.description }
        #expect(pointers.contains { $0.hasPrefix("/frameworks/") && $0.hasSuffix("/module") }, "\(pointers)")
    }

    @Test func filesAreMergedAndOrderDoesNotMatter() throws {
        let first = #"{"sources": [\#(CatalogFixtures.sources)], "versions": [\#(CatalogFixtures.version(7))]}"#
        let second = #"{"layers": [\#(CatalogFixtures.layer("media", "Media", 2))]}"#
        let a = try CatalogLoader.load(files: [
            CatalogFile(path: "a.json", bytes: Array(first.utf8)), CatalogFile(path: "b.json", bytes: Array(second.utf8)),
        ])
        let b = try CatalogLoader.load(files: [
            CatalogFile(path: "b.json", bytes: Array(second.utf8)), CatalogFile(path: "a.json", bytes: Array(first.utf8)),
        ])
        #expect(a.layers.map(\.id) == ["media"])
        #expect(a.versions.map(\.id) == b.versions.map(\.id))
    }

    @Test func duplicateKeyIsReportedWithItsPosition() {
        let json = "{\n  \"versions\": [],\n  \"versions\": []\n}"
        let diagnostics = CatalogFixtures.diagnostics(json)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.description.hasPrefix("Catalog/test.json:3:3: error: duplicate key") == true)
    }

    @Test func trailingCommaIsReportedWithItsPosition() {
        let diagnostics = CatalogFixtures.diagnostics("{\"versions\": [],}")
        #expect(diagnostics.first?.location?.position.line == 1)
        #expect(diagnostics.first?.location?.position.column == 16)
        #expect(diagnostics.first?.message.contains("trailing comma") == true)
    }

    @Test func danglingLayerReferenceNamesFileLineColumnAndSuggestion() throws {
        let broken = CatalogFixtures.catalogJSON.replacingOccurrences(
            of: #""layer": "cocoa-touch""#, with: #""layer": "cocoa-tuoch""#)
        let diagnostics = CatalogFixtures.diagnostics(broken)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.problem == .unknownReference(field: "layer", id: "cocoa-tuoch", kind: .layer, suggestion: "cocoa-touch"))
        #expect(diagnostic.location?.pointer.description == "/frameworks/0/layer")
        #expect(diagnostic.description.contains(": error: 'layer' refers to unknown layer 'cocoa-tuoch'; did you mean 'cocoa-touch'?"))
    }

    @Test func everyProblemIsReportedInOneRun() {
        let broken = CatalogFixtures.catalogJSON
            .replacingOccurrences(of: #""introduced": "ios-7""#, with: #""introduced": "ios-70""#)
            .replacingOccurrences(of: #""kind": "ide""#, with: #""kind": "editor""#)
            .replacingOccurrences(of: #""maxWidth": 1920"#, with: #""maxWidht": 1920"#)
        let problems = CatalogFixtures.diagnostics(broken).map(\.problem)
        #expect(problems.contains(.unknownReference(field: "introduced", id: "ios-70", kind: .version, suggestion: "ios-7")))
        #expect(problems.contains { if case .invalidValue(field: "kind", value: "editor", _) = $0 { true } else { false } })
        #expect(problems.contains(.unknownField(field: "maxWidht", suggestion: "maxWidth")))
    }

    @Test func duplicateIDAcrossKindsIsAnError() {
        let broken = CatalogFixtures.catalogJSON.replacingOccurrences(of: #""id": "xcode""#, with: #""id": "ui-kit""#)
        let problems = CatalogFixtures.diagnostics(broken).map(\.problem)
        #expect(problems.contains { if case .duplicateID(id: "ui-kit", _) = $0 { true } else { false } })
    }

    @Test func missingFieldsAndWrongTypesAreNamed() {
        let json = #"{"layers": [{"id": "media", "position": "two", "summary": {"cs": "bez angličtiny"}}]}"#
        let problems = CatalogFixtures.diagnostics(json).map(\.problem)
        #expect(problems.contains(.missingField(field: "name")))
        #expect(problems.contains(.wrongType(field: "position", expected: .integer, found: "string")))
        #expect(problems.contains(.missingEnglish(field: "summary")))
        #expect(problems.contains(.missingField(field: "citations")))
    }

    @Test func unknownCollectionAndNonObjectFilesAreRejected() {
        let problems = CatalogFixtures.diagnostics(#"{"framework": []}"#).map(\.problem)
        #expect(problems == [.unknownCollection(key: "framework", suggestion: "frameworks")])
        let top = CatalogFixtures.diagnostics("[1, 2]").map(\.problem)
        #expect(top == [.wrongType(field: "(file)", expected: .object, found: "array")])
    }

    @Test func invalidDatesAreRejected() {
        let broken = CatalogFixtures.catalogJSON.replacingOccurrences(of: "2014-09-17", with: "2014-02-30")
        let problems = CatalogFixtures.diagnostics(broken).map(\.problem)
        #expect(problems.contains(.invalidValue(field: "released", value: "2014-02-30", expected: .date)))
    }

    @Test func noFilesIsAnError() {
        #expect(throws: CatalogLoadError.self) { try CatalogLoader.load(files: []) }
    }
}
