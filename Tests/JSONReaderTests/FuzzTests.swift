import Foundation
import JSONReader
import TestSupport
import Testing

/// Random mutations of valid documents: the reader must never trap, every error must point inside
/// the input, and everything it accepts must survive a write/read round trip.
@Suite("Fuzzing")
struct FuzzTests {

    static let seeds: [String] = [
        #"{"id": "uikit", "n": [1, -2.5e3, true, false, null], "s": "é\u00e9\ud83d\ude00\n", "o": {"": {}}}"#,
        "[\r\n  {\"a\": [[], {}]},\r  \"Žluťoučký\",\n  0.5E-7\n]",
        #"{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":[10]}"#,
    ]

    static let interesting: [UInt8] =
        Array("{}[],:\"\\/ \t\r\n-+.eE0123456789tfnu".utf8) + [
            0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFE, 0xFF,
        ]

    @Test func mutatedDocumentsNeverTrap() throws {
        var generator = SplitMix64(seed: 0x05CA7)
        var accepted = 0
        var rejected = 0
        for iteration in 0..<6_000 {
            let seed = Self.seeds[iteration % Self.seeds.count]
            var bytes = Array(seed.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<max(1, bytes.count), using: &generator)
                let byte = Self.interesting.randomElement(using: &generator) ?? 0
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !bytes.isEmpty: bytes[position] = byte
                case 1: bytes.insert(byte, at: min(position, bytes.count))
                case 2 where !bytes.isEmpty: bytes.remove(at: position)
                default: bytes = Array(bytes.prefix(position))
                }
            }
            do {
                let value = try JSONReader.parse(bytes, duplicateKeys: .keepAll)
                accepted += 1
                let written = JSONWriter.write(value)
                let reparsed = try JSONReader.parse(written, duplicateKeys: .keepAll)
                #expect(reparsed.semanticallyEquals(value), "\(bytes)")
            } catch {
                rejected += 1
                #expect(error.position.offset >= 0 && error.position.offset <= bytes.count, "\(bytes)")
                #expect(error.position.line >= 1 && error.position.column >= 1, "\(bytes)")
            }
        }
        #expect(accepted > 0 && rejected > 0)
    }
}
