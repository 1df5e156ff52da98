import Testing

@testable import SourceImports

/// `body` run on the bytes of `text`.
private func withBytes<Result>(_ text: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    Array(text.utf8).withUnsafeBytes(body)
}

@Suite struct SourceBytesTests {
    @Test func classifiesBytes() {
        #expect(UInt8(ascii: "\n").isLineEnd && UInt8(ascii: "\r").isLineEnd && !UInt8(ascii: " ").isLineEnd)
        #expect(Array(" \t\u{0B}\u{0C}".utf8).allSatisfy { $0.isHorizontalSpace } && !UInt8(ascii: "\n").isHorizontalSpace)
        #expect(Array("azAZ_".utf8).allSatisfy { $0.isIdentifierStart })
        #expect([UInt8(0x80), 0xC3, 0xFF].allSatisfy { $0.isIdentifierStart })
        #expect(!Array("09@[`{/.\u{7F}".utf8).contains { $0.isIdentifierStart })
        #expect(Array("09".utf8).allSatisfy { $0.isIdentifierContinuation })
        #expect([UInt8(0x80), 0xBF].allSatisfy { $0.isUTF8Continuation } && ![UInt8(0x7F), 0xC0].contains { $0.isUTF8Continuation })
    }

    @Test func readsNothingPastEitherEnd() {
        withBytes("ab") { bytes in
            #expect(bytes.byte(at: -1) == nil && bytes.byte(at: 2) == nil && bytes.byte(at: 1) == UInt8(ascii: "b"))
            #expect(!bytes.byte(at: 2, is: 0) && bytes.byte(at: 0, is: UInt8(ascii: "a")))
            #expect(bytes.text(in: 1..<3) == "" && bytes.bytes(in: 1..<3, equal: "bc") == false)
        }
    }

    @Test func findsTheEndsOfRuns() {
        withBytes("ab_9é+ \t x\ny") { bytes in
            #expect(bytes.endOfIdentifier(from: 0) == 6)
            #expect(bytes.endOfHorizontalSpace(from: 7) == 10)
            #expect(bytes.endOfLine(from: 0) == 11 && bytes.endOfLine(from: 12) == 13)
        }
        withBytes("###\"") { bytes in
            #expect(bytes.run(of: UInt8(ascii: "#"), from: 0) == 3)
            #expect(bytes.run(of: UInt8(ascii: "#"), from: 0, limit: 2) == 2)
            #expect(bytes.run(of: UInt8(ascii: "#"), from: 4) == 0)
        }
    }

    @Test func comparesWordsExactly() {
        withBytes("importer") { bytes in
            #expect(bytes.bytes(in: 0..<6, equal: "import"))
            #expect(!bytes.bytes(in: 0..<8, equal: "import"))
            #expect(bytes.text(in: 0..<8) == "importer")
        }
    }
}
