import JSONReader
import Testing

@Suite("SourcePosition")
struct SourcePositionTests {
    @Test func descriptionIsLineColon() {
        #expect(SourcePosition(line: 12, column: 5, offset: 200).description == "12:5")
        #expect("\(SourcePosition.start)" == "1:1")
    }

    @Test func ordersByOffsetThenLineThenColumn() {
        let a = SourcePosition(line: 1, column: 9, offset: 8)
        let b = SourcePosition(line: 2, column: 1, offset: 10)
        #expect(a < b)
        #expect(!(b < a))
        #expect([b, a].sorted() == [a, b])
        #expect(SourcePosition(line: 1, column: 2) < SourcePosition(line: 2, column: 1))
        #expect(SourcePosition(line: 3, column: 1) < SourcePosition(line: 3, column: 4))
    }

    @Test func equalityAndHashingUseAllParts() {
        let a = SourcePosition(line: 1, column: 2, offset: 1)
        #expect(a == SourcePosition(line: 1, column: 2, offset: 1))
        #expect(a != SourcePosition(line: 1, column: 2, offset: 5))
        #expect(Set([a, a, SourcePosition.start]).count == 2)
        #expect(SourcePosition.start == SourcePosition(line: 1, column: 1, offset: 0))
    }
}
