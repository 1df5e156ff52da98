import Testing

@testable import SourceImports

/// The imports of the Swift `source`.
private func imports(_ source: String) -> [SourceImport] {
    Array(source.utf8).withUnsafeBytes { SwiftImportScanner.imports(in: $0) }
}

/// The module names of the imports of the Swift `source`.
private func modules(_ source: String) -> [String] {
    imports(source).map(\.module)
}

@Suite struct SwiftImportScannerTests {
    // MARK: - Forms

    @Test func readsAPlainImport() {
        #expect(imports("import UIKit\n") == [SourceImport(module: "UIKit", form: .swiftImport, line: 1, column: 8)])
    }

    @Test func readsSubmodulePaths() {
        #expect(imports("import X.Y.Z") == [SourceImport(module: "X", path: ["Y", "Z"], form: .swiftImport, line: 1, column: 8)])
        #expect(imports("import X . Y") == [SourceImport(module: "X", path: ["Y"], form: .swiftImport, line: 1, column: 8)])
        #expect(imports("import X.") == [SourceImport(module: "X", form: .swiftImport, line: 1, column: 8)])
    }

    @Test func readsEveryDeclarationKind() {
        for kind in ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"] {
            let expected = SourceImport(
                module: "X", path: ["Y"], form: .swiftDeclarationImport, line: 1, column: 9 + kind.count)
            #expect(imports("import \(kind) X.Y") == [expected], "\(kind)")
        }
    }

    @Test func readsBacktickedNamesAsNamesEvenWhenTheyAreKeywords() {
        #expect(imports("import `Foo`") == [SourceImport(module: "Foo", form: .swiftImport, line: 1, column: 9)])
        #expect(imports("import `class`") == [SourceImport(module: "class", form: .swiftImport, line: 1, column: 9)])
        #expect(
            imports("import struct `Foo`.`Bar`")
                == [SourceImport(module: "Foo", path: ["Bar"], form: .swiftDeclarationImport, line: 1, column: 16)])
        #expect(imports("import ``").isEmpty)
    }

    @Test func keepsEachImportAttributeAsWritten() {
        let cases: [(String, [String])] = [
            ("@_exported", ["@_exported"]), ("@preconcurrency", ["@preconcurrency"]), ("@testable", ["@testable"]),
            ("@_implementationOnly", ["@_implementationOnly"]), ("@_weakLinked", ["@_weakLinked"]),
            ("@_spi(Internal)", ["@_spi(Internal)"]), ("@_spi( Internal )", ["@_spi(Internal)"]), ("@_spiOnly", ["@_spiOnly"]),
            ("@preconcurrency @testable", ["@preconcurrency", "@testable"]),
        ]
        for (prefix, attributes) in cases {
            let column = prefix.count + 9
            #expect(
                imports("\(prefix) import A")
                    == [SourceImport(module: "A", form: .swiftImport, attributes: attributes, line: 1, column: column)], "\(prefix)")
        }
    }

    @Test func keepsAccessModifiersOfAccessLevelImports() {
        for modifier in ["public", "internal", "package", "private", "fileprivate"] {
            #expect(
                imports("\(modifier) import A")
                    == [SourceImport(module: "A", form: .swiftImport, attributes: [modifier], line: 1, column: modifier.count + 9)])
        }
        #expect(imports("@_exported public import A").first?.attributes == ["@_exported", "public"])
        #expect(imports("@_spi(S) public import struct A.B").first?.attributes == ["@_spi(S)", "public"])
    }

    @Test func attributesMayStandOnEarlierLines() {
        #expect(
            imports("@_exported\n// note\n@preconcurrency\n\nimport H")
                == [SourceImport(module: "H", form: .swiftImport, attributes: ["@_exported", "@preconcurrency"], line: 5, column: 8)])
    }

    @Test func attributesOfAnotherStatementAreNotKept() {
        #expect(imports("@preconcurrency\nlet x = 1\nimport I").first?.attributes == [])
        #expect(imports("public\nfunc f() {}\nimport I").first?.attributes == [])
        #expect(imports("@_exported; import I").first?.attributes == [])
        #expect(imports("@available(iOS 13, *)\nimport J").first?.attributes == [])
        #expect(imports("@objc @_exported import K").isEmpty)
        #expect(imports("@_spi(Broken\nimport L").first?.attributes == [])
    }

    @Test func findsImportsAfterSemicolonsAndSpace() {
        #expect(
            imports("import A; import B")
                == [
                    SourceImport(module: "A", form: .swiftImport, line: 1, column: 8),
                    SourceImport(module: "B", form: .swiftImport, line: 1, column: 18),
                ])
        #expect(imports("  \timport   A").first?.column == 13)
        #expect(imports("import\n  A") == [SourceImport(module: "A", form: .swiftImport, line: 2, column: 3)])
        #expect(imports("import /* here */ A").first?.column == 19)
    }

    @Test func readsNonASCIINames() {
        #expect(
            imports("import Ünïcode.Naïve") == [SourceImport(module: "Ünïcode", path: ["Naïve"], form: .swiftImport, line: 1, column: 8)])
        #expect(imports("import 日本") == [SourceImport(module: "日本", form: .swiftImport, line: 1, column: 8)])
    }

    // MARK: - Statement position

    @Test func takesImportOnlyAsAWholeWordStartingAStatement() {
        #expect(modules("importFoo").isEmpty)
        #expect(modules("x.import A").isEmpty)
        #expect(modules("x\n  .import A").isEmpty)
        #expect(modules("let importer = 1").isEmpty)
        #expect(modules("foo import A").isEmpty)
        #expect(modules("`import` A").isEmpty)
        #expect(modules("f(\n  import: 1)").isEmpty)
        #expect(modules("func f(\n    import x: Int\n) {}").isEmpty)
        #expect(modules("import").isEmpty)
        #expect(modules("import (").isEmpty)
        #expect(modules("import struct").isEmpty)
        #expect(modules("import struct (").isEmpty)
    }

    // MARK: - Comments and strings

    @Test func skipsComments() {
        #expect(modules("// import A\n/// import B\n/* import C */\nimport F") == ["F"])
        #expect(modules("/* /* import D */ import E */ import F") == ["F"])
        #expect(modules("/* unclosed\nimport A") == [])
    }

    @Test func aLineEndInsideABlockCommentStartsAStatement() {
        #expect(imports("let x = 1 /*\n*/ import A") == [SourceImport(module: "A", form: .swiftImport, line: 2, column: 11)])
        #expect(modules("let x = 1 /* */ import A").isEmpty)
    }

    @Test func countsNonASCIICharactersBeforeTheNameAsOneColumnEach() {
        #expect(imports("/* é */ import UIKit") == [SourceImport(module: "UIKit", form: .swiftImport, line: 1, column: 16)])
        #expect(imports("/* 😀 */ import UIKit").first?.column == 16)
    }

    @Test func skipsStringLiterals() {
        #expect(modules("let s = \"import A\"\nimport Real") == ["Real"])
        #expect(modules("let s = \"\\\"; import A\"\nimport Real") == ["Real"])
        #expect(modules("let s = \"\"\"\nimport A\n\"\"\"\nimport Real") == ["Real"])
        #expect(modules("let s = \"\"\"\n\\\"\"\"\nimport A\n\"\"\"\nimport Real") == ["Real"])
        #expect(modules("let s = \"\"; import Real") == ["Real"])
    }

    @Test func endsARawStringOnlyAtAQuoteWithAsManyHashes() {
        #expect(modules("let s = #\"a\"; import A\"#; import Real") == ["Real"])
        #expect(modules("let s = ##\"a\"#; import A\"##; import Real") == ["Real"])
        #expect(modules("let s = #\"a\\\"; import A\"#; import Real") == ["Real"])
        #expect(modules("let s = #\"\"\"\nimport A\n\"\"\"\nimport B\n\"\"\"#\nimport Real") == ["Real"])
        #expect(modules("let s = #\"\"#; import Real") == ["Real"])
    }

    @Test func skipsInterpolationsWithTheirOwnStringsAndParentheses() {
        #expect(modules("let s = \"a \\(f(\"b)\")) c\"; import Real") == ["Real"])
        #expect(modules("let s = \"a \\(f(\"b); import A\")) c\"; import Real") == ["Real"])
        #expect(modules("let s = \"\\((1 + (2)) * 3); import A\"\nimport Real") == ["Real"])
        #expect(modules("let s = \"\\(f(1) + g(\"; import A\")) x\"; import Real") == ["Real"])
        #expect(modules("let s = \"\"\"\n\\(f(\"\"\"\nimport A\n\"\"\"))\nimport B\n\"\"\"\nimport Real") == ["Real"])
        #expect(modules("let s = \"\\(f(/* ) */ 1)); import A\"\nimport Real") == ["Real"])
        #expect(modules("let s = \"\\(f(#\")\"#)); import A\"\nimport Real") == ["Real"])
    }

    @Test func readsRawInterpolationsOnlyWithTheirHashes() {
        #expect(modules("let s = #\"\\#(f(\")\")); import A\"#; import Real") == ["Real"])
        #expect(modules("let s = #\"\\(x\"#; import Real") == ["Real"])
    }

    @Test func recoversAtTheLineEndOfAnUnclosedOneLineString() {
        #expect(imports("let s = \"abc\nimport A") == [SourceImport(module: "A", form: .swiftImport, line: 2, column: 8)])
        #expect(modules("let s = \"\\(f(\"abc\nimport A") == ["A"])
        #expect(modules("let s = \"abc\\\nimport A") == ["A"])
    }

    // MARK: - Conditional compilation

    @Test func marksImportsInCanImportBranchesAndTheirElse() {
        let source = "#if canImport(UIKit)\nimport UIKit\n#else\nimport AppKit\n#endif\nimport Foundation"
        #expect(
            imports(source)
                == [
                    SourceImport(module: "UIKit", form: .swiftImport, line: 2, column: 8, isConditional: true),
                    SourceImport(module: "AppKit", form: .swiftImport, line: 4, column: 8, isConditional: true),
                    SourceImport(module: "Foundation", form: .swiftImport, line: 6, column: 8),
                ])
    }

    @Test func otherConditionsDoNotMarkImports() {
        #expect(imports("#if os(iOS)\nimport UIKit\n#else\nimport AppKit\n#endif").map(\.isConditional) == [false, false])
        #expect(imports("#if DEBUG // canImport(X)\nimport A\n#endif").map(\.isConditional) == [false])
        #expect(imports("#if canImportX(A)\nimport A\n#endif").map(\.isConditional) == [false])
    }

    @Test func aChainIsGuardedFromItsFirstCanImportCondition() {
        let source = "#if os(iOS)\nimport A\n#elseif canImport(B)\nimport B\n#else\nimport C\n#endif"
        #expect(imports(source).map(\.isConditional) == [false, true, true])
        #expect(imports("#if os(iOS)\n#elseif canImport(B)\n#elseif DEBUG\nimport C\n#endif").map(\.isConditional) == [true])
        #expect(imports("#if !canImport (A) // x\nimport B\n#endif").map(\.isConditional) == [true])
    }

    @Test func nestedBlocksMarkOnlyTheirOwnImports() {
        let source = "#if DEBUG\n#if canImport(A)\nimport A\n#endif\nimport B\n#endif\nimport C"
        #expect(imports(source).map(\.isConditional) == [true, false, false])
        let inside = "#if canImport(A)\n#if DEBUG\nimport A\n#endif\nimport B\n#endif\nimport C"
        #expect(imports(inside).map(\.isConditional) == [true, true, false])
    }

    @Test func strayDirectivesAreIgnored() {
        #expect(
            imports("#endif\n#else\n#elseif canImport(A)\n#endif\nimport A") == [
                SourceImport(module: "A", form: .swiftImport, line: 5, column: 8)
            ])
    }

    @Test func attributesMayBeWrappedInDirectives() {
        let source = "#if hasAttribute(preconcurrency)\n@preconcurrency\n#endif\nimport A"
        #expect(imports(source).first?.attributes == ["@preconcurrency"])
    }

    @Test func directivesOnlyCountAtAStatementStart() {
        #expect(imports("let x = 1 #if canImport(A)\nimport A").map(\.isConditional) == [false])
        #expect(modules("#warning(\"x\") import A").isEmpty)
        #expect(modules("#\"a\"# import A").isEmpty)
    }

    // MARK: - Lines

    @Test func countsLFCRLFAndLoneCRLineEnds() {
        #expect(
            imports("\r\nimport A\rimport B\r\n\nimport C\n")
                == [
                    SourceImport(module: "A", form: .swiftImport, line: 2, column: 8),
                    SourceImport(module: "B", form: .swiftImport, line: 3, column: 8),
                    SourceImport(module: "C", form: .swiftImport, line: 5, column: 8),
                ])
    }

    @Test func survivesDeepNesting() {
        let depth = 20_000
        #expect(modules(String(repeating: "\"\\(", count: depth)).isEmpty)
        #expect(modules(String(repeating: "/*", count: depth) + "\nimport A").isEmpty)
        #expect(modules(String(repeating: "#if canImport(A)\n", count: depth) + "import A").count == 1)
        let guarded = String(repeating: "#if canImport(A)\n", count: depth) + String(repeating: "import A\n", count: depth)
        #expect(imports(guarded).allSatisfy { $0.isConditional } && imports(guarded).count == depth)
    }
}
