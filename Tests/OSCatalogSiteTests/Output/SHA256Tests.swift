import Testing

@testable import OSCatalogSite

/// The digest that lets the 404 page's inline script run under its Content-Security-Policy:
/// a wrong digest would block the script in every browser, so it is checked against the
/// FIPS 180-4 test vectors, which cover the empty message, one block, two blocks and a long one.
@Suite struct SHA256Tests {
    func hex(_ text: some Collection<UInt8>) -> String {
        SHA256.digest(text).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    @Test func theEmptyMessage() {
        #expect(hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func oneBlock() {
        #expect(hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func twoBlocksWhenThePaddingDoesNotFit() {
        let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(hex(message) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func aMillionBytes() {
        #expect(hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func everyLengthAroundTheBlockBoundary() {
        // 55 bytes leave room for the length in one block, 56 do not: both sides must differ
        // from each other and from their neighbours (no two lengths pad to the same blocks).
        let digests = Set((50...70).map { hex([UInt8](repeating: 0x61, count: $0)) })
        #expect(digests.count == 21)
        #expect(hex([UInt8](repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }
}
