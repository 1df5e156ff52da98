import Testing

@testable import SourceImports

/// The imports of the Objective-C, C or C++ `source`.
private func imports(_ source: String) -> [SourceImport] {
    Array(source.utf8).withUnsafeBytes { ClangImportScanner.imports(in: $0) }
}

/// The module names of the imports of `source`.
private func modules(_ source: String) -> [String] {
    imports(source).map(\.module)
}

@Suite struct ClangImportScannerTests {
    // MARK: - @import

    @Test func readsModuleImports() {
        #expect(imports("@import UIKit;") == [SourceImport(module: "UIKit", form: .moduleImport, line: 1, column: 9)])
        #expect(
            imports("@import UIKit.UIView;") == [SourceImport(module: "UIKit", path: ["UIView"], form: .moduleImport, line: 1, column: 9)])
        #expect(imports("  @import  A . B.C ;") == [SourceImport(module: "A", path: ["B", "C"], form: .moduleImport, line: 1, column: 12)])
        #expect(imports("@import\nA;") == [SourceImport(module: "A", form: .moduleImport, line: 2, column: 1)])
    }

    @Test func takesAtImportOnlyAsOneToken() {
        #expect(modules("@ import A;").isEmpty)
        #expect(modules("@importA;").isEmpty)
        #expect(modules("@import ;").isEmpty)
        #expect(modules("@interface A @end").isEmpty)
    }

    // MARK: - #import and #include

    @Test func readsFrameworkStyleHeaders() {
        #expect(
            imports("#import <UIKit/UIKit.h>") == [
                SourceImport(module: "UIKit", path: ["UIKit.h"], form: .headerImport, line: 1, column: 10)
            ])
        #expect(
            imports("#include <Foo/Sub/H.h>") == [
                SourceImport(module: "Foo", path: ["Sub", "H.h"], form: .headerInclude, line: 1, column: 11)
            ])
        #expect(imports("  #  import <A/B.h>") == [SourceImport(module: "A", path: ["B.h"], form: .headerImport, line: 1, column: 14)])
        #expect(imports("#import< A/B.h >").first?.column == 10)
        #expect(imports("/* x */ #import <A/B.h>").first?.column == 18)
    }

    @Test func skipsOtherHeaders() {
        #expect(modules("#import \"Foo/Bar.h\"").isEmpty)
        #expect(modules("#include <stdio.h>").isEmpty)
        #expect(modules("#include_next <A/B.h>").isEmpty)
        #expect(modules("#include </abs/B.h>").isEmpty)
        #expect(modules("#include <../A/B.h>").isEmpty)
        #expect(modules("#include <A/B.h").isEmpty)
        #expect(modules("#include MACRO").isEmpty)
        #expect(modules("x #import <A/B.h>").isEmpty)
        #expect(modules("#define X #import <A/B.h>").isEmpty)
        #expect(modules("#pragma once\n#import <A/B.h>") == ["A"])
    }

    @Test func readsDirectivesContinuedOverLines() {
        #expect(imports("#im\\\nport <A/B.h>") == [SourceImport(module: "A", path: ["B.h"], form: .headerImport, line: 2, column: 7)])
        #expect(imports("#include \\\r\n  <A/B.h>").first.map { [$0.line, $0.column] } == [2, 4])
        #expect(modules("#define X \\\n#import <A/B.h>").isEmpty)
        #expect(modules("x = 1; \\\n#import <A/B.h>").isEmpty)
    }

    // MARK: - Comments and literals

    @Test func skipsComments() {
        let source = "// #import <A/B.h>\n/* @import B; */\n// continued \\\n#import <C/D.h>\n#import <E/F.h>"
        #expect(imports(source) == [SourceImport(module: "E", path: ["F.h"], form: .headerImport, line: 5, column: 10)])
        #expect(modules("/* /* */ @import A;") == ["A"])
        #expect(modules("/* unclosed @import A;").isEmpty)
        #expect(modules("// \\\r\n@import A;\n@import B;") == ["B"])
    }

    @Test func countsNonASCIICharactersBeforeTheNameAsOneColumnEach() {
        #expect(imports("/* é */ @import A;").first?.column == 17)
        #expect(imports("/* 日本 */ #import <A/B.h>").first?.column == 19)
    }

    @Test func skipsStringAndCharacterLiterals() {
        #expect(modules("const char *s = \"#import <A/B.h> @import A;\";").isEmpty)
        #expect(modules("char c = '\"'; @import B;") == ["B"])
        #expect(modules("s = \"\\\"@import C;\"; @import D;") == ["D"])
        #expect(modules("c = '\\''; @import E;") == ["E"])
        #expect(modules("s = \"open\n@import F;") == ["F"])
    }

    @Test func skipsRawStrings() {
        #expect(modules("s = R\"x(\n#import <A/B.h>\n)\" @import Fake; )x\"\n@import Real;") == ["Real"])
        #expect(modules("s = u8R\"(@import Fake;)\"; @import Real;") == ["Real"])
        #expect(modules("s = R\"no space( @import A;\n@import B;") == ["B"])
        #expect(modules("s = FOOR\"x(\"; @import A;") == ["A"])
    }

    @Test func digitSeparatorsOpenNoCharacterLiteral() {
        #expect(modules("int n = 1'000; @import A;") == ["A"])
        #expect(modules("double d = 1e+5'; @import A;").isEmpty)
    }

    // MARK: - Conditional compilation

    @Test func skipsIfZeroAndKeepsItsElse() {
        let source = "#if 0\n#import <A/B.h>\n#if X\n#endif\n@import C;\n#else\n#import <D/E.h>\n#endif\n#import <F/G.h>"
        #expect(
            imports(source)
                == [
                    SourceImport(module: "D", path: ["E.h"], form: .headerImport, line: 7, column: 10),
                    SourceImport(module: "F", path: ["G.h"], form: .headerImport, line: 9, column: 10),
                ])
        #expect(modules("#if 0\n@import A;\n#elif X\n@import B;\n#elif 1\n@import C;\n#else\n@import D;\n#endif") == ["B", "C"])
        #expect(modules("#if (0)\n@import A;\n#endif") == [])
        #expect(modules("#if 0 // off\n@import A;\n#endif\n@import B;") == ["B"])
        #expect(modules("#if 0 /* off\n*/\n@import A;\n#endif\n@import B;") == ["B"])
        #expect(modules("#if \\\n0\n@import A;\n#endif\n@import B;") == ["B"])
        #expect(modules("#if 0 \\\n || 1\n@import A;\n#endif") == ["A"])
        #expect(modules("#if 0\nit's off\n#endif\n@import A;") == ["A"])
        #expect(modules("#if 0\n/*\n#endif\n*/\n@import A;\n#endif\n@import B;") == ["B"])
    }

    @Test func skipsTheElseOfIfOne() {
        #expect(modules("#if 1\n@import A;\n#else\n@import B;\n#endif") == ["A"])
        #expect(modules("#if 1\n@import A;\n#elif X\n@import B;\n#endif") == ["A"])
    }

    @Test func marksImportsInHasIncludeBranchesAndTheirElse() {
        let source = "#if __has_include(<A/A.h>)\n#import <A/A.h>\n#else\n@import B;\n#endif\n@import C;"
        #expect(
            imports(source)
                == [
                    SourceImport(module: "A", path: ["A.h"], form: .headerImport, line: 2, column: 10, isConditional: true),
                    SourceImport(module: "B", form: .moduleImport, line: 4, column: 9, isConditional: true),
                    SourceImport(module: "C", form: .moduleImport, line: 6, column: 9),
                ])
        #expect(imports("#if X\n@import A;\n#elif __has_include_next(<B/B.h>)\n@import B;\n#endif").map(\.isConditional) == [false, true])
        #expect(imports("#if defined(__has_include)\n@import A;\n#endif").map(\.isConditional) == [false])
        #expect(
            imports("#ifdef X\n#if __has_include(<A/A.h>)\n@import A;\n#endif\n@import B;\n#endif").map(\.isConditional) == [true, false])
        #expect(imports("#if __has_feature(modules)\n@import A;\n#endif").map(\.isConditional) == [false])
    }

    @Test func strayDirectivesAreIgnored() {
        #expect(modules("#endif\n#else\n#elif 0\n@import A;\n#endif\n@import B;") == ["A", "B"])
        #expect(modules("#elifdef X\n#ifndef Y\n#elifndef Z\n@import A;\n#endif") == ["A"])
    }

    // MARK: - Lines

    @Test func countsLFCRLFAndLoneCRLineEnds() {
        #expect(imports("#import <A/B.h>\r\n@import C;\r#import <D/E.h>\n").map(\.line) == [1, 2, 3])
        #expect(imports("\r\r\n\n#import <A/B.h>").map(\.line) == [4])
    }

    @Test func survivesDeepNesting() {
        #expect(modules(String(repeating: "#if 0\n", count: 20_000) + "@import A;").isEmpty)
        #expect(modules(String(repeating: "#endif\n", count: 20_000) + "@import A;") == ["A"])
        let guarded = String(repeating: "#if __has_include(<A/A.h>)\n", count: 20_000) + String(repeating: "@import A;\n", count: 20_000)
        #expect(imports(guarded).allSatisfy { $0.isConditional } && imports(guarded).count == 20_000)
    }
}
