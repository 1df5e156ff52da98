import Testing

@testable import OSCatalog

/// A file that cannot be read as a whole is one root cause: its error says how many entries
/// were left unchecked, instead of one "unknown reference" per entry that may point into it.
@Suite struct CatalogLoaderRootCauseTests {
    /// The small catalog split in two: the layers alone, and everything else (whose two
    /// frameworks on `core-services` and three on `cocoa-touch`… refer to the layers).
    private static let rest = CatalogFixtures.catalogJSON.replacingOccurrences(
        of:
            #""layers": [\#(CatalogFixtures.layer("core-services", "Core Services", 3)), \#(CatalogFixtures.layer("cocoa-touch", "Cocoa Touch", 1))],"#,
        with: "")
    private static let layers =
        #"{"layers": [\#(CatalogFixtures.layer("core-services", "Core Services", 3)), \#(CatalogFixtures.layer("cocoa-touch", "Cocoa Touch", 1))]}"#

    private func diagnostics(layers: String) -> [CatalogDiagnostic] {
        do {
            _ = try CatalogLoader.load(files: [
                CatalogFile(path: "Catalog/layers.json", bytes: Array(layers.utf8)),
                CatalogFile(path: "Catalog/rest.json", bytes: Array(Self.rest.utf8)),
            ])
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func theSplitCatalogLoads() {
        #expect(Self.rest != CatalogFixtures.catalogJSON)
        #expect(diagnostics(layers: Self.layers).isEmpty)
    }

    @Test func aTruncatedFileIsOneErrorThatCountsTheEntriesNotChecked() throws {
        let found = diagnostics(layers: String(Self.layers.prefix(120)))
        #expect(found.count == 1, "\(found)")
        let root = try #require(found.first)
        guard case .invalidJSON = root.problem else {
            Issue.record("\(root)")
            return
        }
        #expect(root.referrersNotChecked == CatalogDiagnostic.ReferrersNotChecked(entries: 5, files: 1))
        #expect(root.message.hasSuffix("; 5 entries that refer to it were not checked"), "\(root)")
        #expect(root.ruleID == "json-syntax")
    }

    @Test(arguments: ["null", "[]", "42", #""layers""#])
    func aTopLevelOfTheWrongTypeIsOneRootCause(_ text: String) throws {
        let found = diagnostics(layers: text)
        #expect(found.count == 1, "\(found)")
        let root = try #require(found.first)
        #expect(root.problem == .wrongType(field: "(file)", expected: .object, found: try #require(root.problem.foundType)))
        #expect(root.referrersNotChecked?.entries == 5)
    }

    @Test func aCollectionOfTheWrongTypeIsOneRootCause() throws {
        let found = diagnostics(layers: #"{"layers": {"id": "media"}}"#)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.referrersNotChecked?.entries == 5)
    }

    @Test func anUnknownReferenceIsStillReportedWhenEveryFileReads() {
        let found = diagnostics(layers: Self.layers.replacingOccurrences(of: #""id": "cocoa-touch""#, with: #""id": "cocoa-tuch""#))
        #expect(found.count == 1)
        #expect(found.first?.referrersNotChecked == nil)
        guard case .unknownReference(_, let id, _, let suggestion) = found.first?.problem else {
            Issue.record("\(found)")
            return
        }
        #expect(id == "cocoa-touch" && suggestion == "cocoa-tuch")
    }

    @Test func severalBrokenFilesShareOneCountOnTheLast() {
        do {
            _ = try CatalogLoader.load(files: [
                CatalogFile(path: "Catalog/a.json", bytes: Array("[".utf8)),
                CatalogFile(path: "Catalog/layers.json", bytes: Array("null".utf8)),
                CatalogFile(path: "Catalog/rest.json", bytes: Array(Self.rest.utf8)),
            ])
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.count == 2)
            #expect(error.diagnostics.map(\.referrersNotChecked) == [nil, CatalogDiagnostic.ReferrersNotChecked(entries: 5, files: 2)])
            #expect(
                error.diagnostics.last?.message.hasSuffix("; 5 entries that refer to the files that cannot be read were not checked")
                    == true)
        }
    }
}

extension CatalogProblem {
    /// The found type of a wrong-type problem.
    fileprivate var foundType: String? {
        if case .wrongType(_, _, let found) = self { return found }
        return nil
    }
}
