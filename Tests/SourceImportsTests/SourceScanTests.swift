import Testing

@testable import SourceImports

/// A small deterministic random number generator (SplitMix64), so the fuzz cases are the same
/// on every run.
private struct SeededGenerator: RandomNumberGenerator {
    /// The generator's state.
    var state: UInt64

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Snippets of both languages with every construct the lexers know, for the fuzzer to mutate.
private let fuzzSeeds: [String] = [
    "@_exported @_spi(X) public import struct A.B\n#if canImport(C)\nimport C.D\n#elseif os(iOS)\n#else\n#endif\n",
    "let s = \"a \\(f(\"b)\")) c\"; import E\nlet r = ##\"x\"#\\##(y)\"##\n/* /* */ */ // import F\n",
    "let m = #\"\"\"\n\\#(g(\"\"\"\nz\n\"\"\"))\n\"\"\"#\nimport `G`\r\nimport H\rimport I",
    "#if __has_include(<A/A.h>)\n#import <A/A.h>\n#elif 0\n@import B.C;\n#else\n#  include <D/E/F.h>\n#endif\n",
    "s = R\"x(#import <A/B.h>)x\"; c = '\\''; n = 1'000; // \\\n#if 0\n#if 1\n#endif\n#endif\n#im\\\nport <G/H.h>",
    "/* é */ import UIKit\n\u{FEFF}@import 日本;\n\"\"\"\n\\\"\"\"\n",
]

/// The bytes the fuzzer favours: the ones the lexers branch on.
private let fuzzAlphabet = Array("\"#\\/*()'<>@`\n\r ;.:{}import R_ae01".utf8) + [0x00, 0x80, 0xBF, 0xC3, 0xE2, 0xEF, 0xBB, 0xFF]

/// Checks what must hold of any scan of `bytes`: positions in the file and in order.
private func expectWellFormedScans(of bytes: [UInt8]) {
    for language in SourceLanguage.allCases {
        let scan = scanImports(in: bytes, language: language)
        let lines = bytes.count + 1
        for found in scan.imports {
            #expect(found.line >= 1 && found.line <= lines && found.column >= 1 && found.column <= bytes.count + 1)
            #expect(!found.module.isEmpty)
        }
        #expect(zip(scan.imports, scan.imports.dropFirst()).allSatisfy { $0.line <= $1.line })
        if case .binary = scan.problem { #expect(scan.imports.isEmpty) }
    }
}

@Suite struct SourceScanTests {
    @Test func scansEachLanguageWithItsLexer() {
        let source = Array("import A\n@import B;\n#import <C/D.h>\n".utf8)
        #expect(
            scanImports(in: source, language: .swift)
                == SourceScan(imports: [SourceImport(module: "A", form: .swiftImport, line: 1, column: 8)]))
        #expect(
            scanImports(in: source, language: .clang)
                == SourceScan(imports: [
                    SourceImport(module: "B", form: .moduleImport, line: 2, column: 9),
                    SourceImport(module: "C", path: ["D.h"], form: .headerImport, line: 3, column: 10),
                ]))
        #expect(scanImports(in: [], language: .swift) == SourceScan())
    }

    @Test func theBufferAndArrayFormsAgree() {
        let source = Array("@_exported import A.B\n".utf8)
        let fromBuffer = source.withUnsafeBytes { scanImports(in: $0, language: .swift) }
        #expect(fromBuffer == scanImports(in: source, language: .swift))
        #expect(fromBuffer.imports.count == 1)
    }

    @Test func skipsAByteOrderMark() {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(
            scanImports(in: mark + Array("import A".utf8), language: .swift)
                == SourceScan(imports: [SourceImport(module: "A", form: .swiftImport, line: 1, column: 8)]))
        #expect(scanImports(in: mark + Array("#import <A/B.h>".utf8), language: .clang).imports.first?.column == 10)
        #expect(scanImports(in: mark, language: .swift) == SourceScan())
    }

    @Test func aNULInTheFirst8KiBMakesTheFileBinary() {
        #expect(scanImports(in: Array("import A\n".utf8) + [0], language: .swift) == SourceScan(problem: .binary))
        #expect(scanImports(in: [0] + Array("@import A;".utf8), language: .clang) == SourceScan(problem: .binary))
        let late = Array("import A\n".utf8) + Array(repeating: UInt8(ascii: " "), count: binaryProbeLength) + [0]
        #expect(scanImports(in: late, language: .swift).problem == nil)
        #expect(scanImports(in: late, language: .swift).imports.map(\.module) == ["A"])
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumnAndImportsAreStillFound() {
        let source = Array("import A\n/* é */ ".utf8) + [0xFF] + Array(" import B\nimport C".utf8)
        let scan = scanImports(in: source, language: .swift)
        #expect(scan.problem == .invalidUTF8(line: 2, column: 9))
        #expect(scan.imports.map(\.module) == ["A", "C"])
        let clang = Array("@import A;\r\n\u{e9}".utf8) + [0xC3, 0x28] + Array("; @import B;".utf8)
        let clangScan = scanImports(in: clang, language: .clang)
        #expect(clangScan.problem == .invalidUTF8(line: 2, column: 2))
        #expect(clangScan.imports.map(\.module) == ["A", "B"])
        #expect(clangScan.imports.last?.column == 14)
    }

    @Test func aByteOrderMarkDoesNotShiftTheInvalidByte() {
        let source: [UInt8] = [0xEF, 0xBB, 0xBF, UInt8(ascii: "a"), 0x80]
        #expect(scanImports(in: source, language: .swift).problem == .invalidUTF8(line: 1, column: 2))
    }

    @Test func neverTrapsOnRandomBytes() {
        var generator = SeededGenerator(state: 0x5EED_0001)
        for _ in 0..<1500 {
            let length = Int.random(in: 0...200, using: &generator)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? fuzzAlphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
            }
            expectWellFormedScans(of: bytes)
        }
    }

    @Test func neverTrapsOnMutatedSnippets() {
        var generator = SeededGenerator(state: 0x5EED_0002)
        let seeds = fuzzSeeds.map { Array($0.utf8) }
        for _ in 0..<2500 {
            var bytes = seeds.randomElement(using: &generator) ?? []
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
                let byte = fuzzAlphabet.randomElement(using: &generator) ?? 0
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes.insert(byte, at: index)
                case 1: if !bytes.isEmpty { bytes.remove(at: index) }
                case 2: if !bytes.isEmpty { bytes[index] = byte }
                default: bytes = Array(bytes.prefix(index))
                }
            }
            expectWellFormedScans(of: bytes)
        }
    }

    @Test func scansALargeFileInOnePass() {
        let line = "import A.B; let s = \"\\(f(\"x\"))\" /* c */ // d\n#if canImport(A)\n#endif\n"
        let source = Array(String(repeating: line, count: 20_000).utf8)
        let scan = scanImports(in: source, language: .swift)
        #expect(scan.imports.count == 20_000)
        #expect(scan.imports.last?.line == 59_998)
        let clang = Array(String(repeating: "#import <A/B.h> // x\n@import C; /* d */ s = \"e\";\n", count: 20_000).utf8)
        #expect(scanImports(in: clang, language: .clang).imports.count == 40_000)
    }
}
