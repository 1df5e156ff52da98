import Testing

@testable import SourceImports

@Suite struct SourceImportTests {
    @Test func defaultsToAnUnguardedImportWithoutPathOrAttributes() {
        let plain = SourceImport(module: "UIKit", form: .swiftImport, line: 3, column: 8)
        #expect(plain.path.isEmpty && plain.attributes.isEmpty && !plain.isConditional)
        #expect([plain.line, plain.column] == [3, 8])
    }

    @Test func formsPrintTheWordsReportsUse() {
        #expect(ImportForm.allCases.map(\.rawValue) == ["import", "import-declaration", "@import", "#import", "#include"])
    }
}
