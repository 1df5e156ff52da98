import Testing

@testable import SourceImports

/// Whether `condition` calls `name`.
private func calls(_ condition: String, _ name: StaticString) -> Bool {
    Array(condition.utf8).withUnsafeBytes { $0.condition(in: 0..<$0.count, calls: name) }
}

/// The constant `condition` is.
private func constant(_ condition: String) -> Bool? {
    Array(condition.utf8).withUnsafeBytes { $0.constantCondition(in: 0..<$0.count) }
}

@Suite struct DirectiveConditionTests {
    @Test func findsCallsOfTheWholeWord() {
        #expect(calls(" canImport(UIKit)", "canImport"))
        #expect(calls("!canImport (A) && os(iOS)", "canImport"))
        #expect(calls("x||canImport\t(A)", "canImport"))
        #expect(!calls("canImportX(A)", "canImport"))
        #expect(!calls("xcanImport(A)", "canImport"))
        #expect(!calls("defined(__has_include)", "__has_include"))
        #expect(!calls("__has_include_next(<A/A.h>)", "__has_include"))
        #expect(!calls("canImport", "canImport"))
        #expect(!calls("", "canImport"))
    }

    @Test func recognisesOnlyTheConstantsZeroAndOne() {
        #expect(constant(" 0") == false)
        #expect(constant("( 0 )") == false)
        #expect(constant("1") == true)
        #expect(constant("0 || 1") == nil)
        #expect(constant("00") == nil)
        #expect(constant("X") == nil)
        #expect(constant("") == nil)
    }
}
