import Testing

@testable import SourceImports

@Suite struct ClangConditionalStackTests {
    @Test func ifZeroSkipsUntilItsElse() {
        var stack = ClangConditionalStack()
        stack.openIf(constant: false, callsHasInclude: false)
        #expect(stack.isSkipping)
        stack.openIf(constant: nil, callsHasInclude: false)
        stack.otherwise()
        #expect(stack.isSkipping && stack.depth == 2)
        stack.endIf()
        stack.otherwise()
        #expect(!stack.isSkipping)
        stack.endIf()
        #expect(stack.depth == 0)
    }

    @Test func aTakenIfOneKillsTheRestOfItsChain() {
        var stack = ClangConditionalStack()
        stack.openIf(constant: true, callsHasInclude: false)
        #expect(!stack.isSkipping)
        stack.elseIf(constant: nil, callsHasInclude: true)
        #expect(stack.isSkipping)
        stack.otherwise()
        #expect(stack.isSkipping)
    }

    @Test func elifZeroAndElifOne() {
        var stack = ClangConditionalStack()
        stack.openIf(constant: nil, callsHasInclude: false)
        stack.elseIf(constant: false, callsHasInclude: false)
        #expect(stack.isSkipping)
        stack.elseIf(constant: true, callsHasInclude: false)
        #expect(!stack.isSkipping)
        stack.otherwise()
        #expect(stack.isSkipping)
    }

    @Test func guardsFromTheFirstHasIncludeOfAChain() {
        var stack = ClangConditionalStack()
        stack.openIf(constant: nil, callsHasInclude: false)
        #expect(!stack.isGuarded)
        stack.elseIf(constant: nil, callsHasInclude: true)
        stack.otherwise()
        #expect(stack.isGuarded)
        stack.endIf()
        #expect(!stack.isGuarded)
    }

    @Test func strayDirectivesChangeNothing() {
        var stack = ClangConditionalStack()
        stack.endIf()
        stack.otherwise()
        stack.elseIf(constant: false, callsHasInclude: true)
        #expect(!stack.isSkipping && !stack.isGuarded && stack.depth == 0)
    }
}
