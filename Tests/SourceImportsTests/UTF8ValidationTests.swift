import Testing

@testable import SourceImports

/// The offset of the first invalid UTF-8 byte of `bytes`.
private func firstInvalid(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBytes { firstInvalidUTF8Offset(in: $0) }
}

@Suite struct UTF8ValidationTests {
    @Test func acceptsValidText() {
        #expect(firstInvalid([]) == nil)
        #expect(firstInvalid(Array("plain ASCII text, longer than eight bytes".utf8)) == nil)
        #expect(firstInvalid(Array("é 日本 😀 \u{10FFFF} \u{D7FF} \u{E000}".utf8)) == nil)
    }

    @Test func findsTheFirstIllFormedSequence() {
        let ascii = Array("0123456789".utf8)
        #expect(firstInvalid(ascii + [0x80]) == 10)
        #expect(firstInvalid(ascii + [0xC3]) == 10)
        #expect(firstInvalid(ascii + [0xC3, 0x28]) == 10)
        #expect(firstInvalid([0xC0, 0x80]) == 0)
        #expect(firstInvalid([0xE0, 0x80, 0x80]) == 0)
        #expect(firstInvalid([0xED, 0xA0, 0x80]) == 0)
        #expect(firstInvalid([0xF0, 0x80, 0x80, 0x80]) == 0)
        #expect(firstInvalid([0xF4, 0x90, 0x80, 0x80]) == 0)
        #expect(firstInvalid([0xF5, 0x80, 0x80, 0x80]) == 0)
        #expect(firstInvalid([0xE2, 0x82, 0x41]) == 0)
        #expect(firstInvalid(Array("é".utf8) + [0xFF, 0x80]) == 2)
    }
}
