import Testing

@testable import SourceImports

@Suite struct SwiftConditionalStackTests {
    @Test func guardsFromTheFirstCanImportOfAChain() {
        var stack = SwiftConditionalStack()
        stack.openIf(callsCanImport: false)
        #expect(!stack.isGuarded)
        stack.elseIf(callsCanImport: true)
        #expect(stack.isGuarded)
        stack.elseIf(callsCanImport: false)
        #expect(stack.isGuarded)
        stack.endIf()
        #expect(!stack.isGuarded && stack.depth == 0)
    }

    @Test func anEnclosingGuardCovers() {
        var stack = SwiftConditionalStack()
        stack.openIf(callsCanImport: true)
        stack.openIf(callsCanImport: false)
        #expect(stack.isGuarded && stack.depth == 2)
        stack.endIf()
        stack.endIf()
        stack.endIf()
        stack.elseIf(callsCanImport: true)
        #expect(!stack.isGuarded && stack.depth == 0)
    }
}
