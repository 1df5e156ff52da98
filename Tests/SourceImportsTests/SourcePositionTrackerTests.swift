import Testing

@testable import SourceImports

/// The line and column of each of `offsets` in `text`, asked in order of one tracker.
private func positions(_ text: [UInt8], _ offsets: [Int]) -> [[Int]] {
    text.withUnsafeBytes { bytes in
        var tracker = SourcePositionTracker(bytes: bytes)
        return offsets.map { offset in
            let position = tracker.position(of: offset)
            return [position.line, position.column]
        }
    }
}

@Suite struct SourcePositionTrackerTests {
    @Test func countsLFCRLFAndLoneCRAsOneLineEndEach() {
        let text = Array("a\nb\r\nc\rd".utf8)
        #expect(positions(text, [0, 2, 5, 7]) == [[1, 1], [2, 1], [3, 1], [4, 1]])
        #expect(positions(Array("\r\r\n\n".utf8), [4]) == [[4, 1]])
    }

    @Test func countsColumnsInUnicodeScalars() {
        let text = Array("é😀x".utf8)
        #expect(positions(text, [2, 6]) == [[1, 2], [1, 3]])
    }

    @Test func restartsForAnEarlierOffsetAndStopsAtTheEnd() {
        let text = Array("a\nbc".utf8)
        #expect(positions(text, [3, 0, 3]) == [[2, 2], [1, 1], [2, 2]])
        #expect(positions(text, [99]) == [[2, 3]])
    }
}
